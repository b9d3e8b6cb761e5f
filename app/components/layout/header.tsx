import { useRef } from "react";
import { locationsMenu } from "~/content/locations";
import {
  buildNavigation,
  linkTextOf,
  shownOnDesktop,
  type MenuItem,
  type NavigationFeatures,
  type Submenu,
} from "~/content/navigation";
import { useDismissibleDisclosures } from "~/lib/disclosure";
import { RenderedOnce } from "~/lib/markup-cache";
import type { RootData } from "~/components/layout/root-data";
import { SiteLink, targetOf } from "../ui/site-link";
import { HydrateWhenIdle } from "../ui/hydrate-when-idle";

type HeaderProps = Pick<RootData, "user" | "features" | "links">;

// No display utility here: callers choose one, so `hidden md:inline-flex` cannot be overridden.
const buttonBase =
  "items-center justify-center rounded-md px-3.5 py-2 text-sm font-semibold whitespace-nowrap";

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 transition-transform group-open:rotate-180"
    >
      <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function VideoBlock({ submenu }: { submenu: Submenu }) {
  if (!submenu.videoUrl || !submenu.videoImage) return null;
  return (
    <a
      href={submenu.videoUrl}
      rel="noopener"
      className="group/video block rounded-lg bg-navy-50 p-3 text-slate-900 hover:bg-navy-100"
    >
      <img
        src={submenu.videoImage}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        className="aspect-video w-full rounded-md"
      />
      <span className="mt-2 block font-semibold">{submenu.videoTitle}</span>
      {submenu.videoText ? (
        <span className="mt-1 block text-sm text-slate-700">{submenu.videoText}</span>
      ) : null}
      <span className="sr-only"> (video)</span>
    </a>
  );
}

/** `compact` lays many short links out in two columns on wide screens. */
function SubmenuSection({ submenu, compact }: { submenu: Submenu; compact: boolean }) {
  return (
    <section className="min-w-0">
      <h2 className="mb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
        {submenu.sectionTitle}
      </h2>
      <ul
        className={
          compact
            ? "space-y-2 xl:grid xl:grid-cols-2 xl:gap-x-4 xl:gap-y-1 xl:space-y-0"
            : "space-y-2"
        }
      >
        {submenu.links.map((link) => (
          <li key={link.title}>
            <SiteLink
              to={targetOf(link)}
              className="block rounded px-1 py-1 text-slate-900 hover:bg-slate-100 hover:text-navy"
            >
              <span className="font-medium">{link.title}</span>
              {link.text ? (
                <>
                  <span className="block text-sm text-slate-600">{link.text}</span>
                  <span
                    className="mt-0.5 block text-sm font-semibold text-mint-700"
                    aria-hidden="true"
                  >
                    {linkTextOf(link)} →
                  </span>
                </>
              ) : null}
            </SiteLink>
          </li>
        ))}
      </ul>
      {submenu.buttonLink && submenu.buttonText ? (
        <SiteLink
          to={submenu.buttonLink}
          className={`${buttonBase} mt-3 inline-flex border border-navy text-navy hover:bg-navy hover:text-white`}
        >
          {submenu.buttonText}
        </SiteLink>
      ) : null}
    </section>
  );
}

// Whole class names, so Tailwind finds them in the source.
const columnClasses = ["xl:grid-cols-1", "xl:grid-cols-1", "xl:grid-cols-2", "xl:grid-cols-3"];

/** An accordion section of the mobile menu; from xl, a dropdown panel under the header. */
function Dropdown({ item }: { item: MenuItem & { submenus: Submenu[] } }) {
  const video = item.submenus.find((submenu) => submenu.videoUrl);
  const many = item.submenus.length > 3;
  return (
    <details name="primary-navigation" className="group py-1 xl:py-0">
      <summary className="flex items-center justify-between py-3 font-semibold xl:h-header xl:gap-1 xl:px-2.5 xl:py-0 xl:text-sm xl:whitespace-nowrap xl:text-white xl:hover:text-mint">
        {item.title}
        <Chevron />
      </summary>
      <HydrateWhenIdle>
        <div className="pb-4 pl-2 xl:absolute xl:inset-x-0 xl:top-header xl:border-t xl:border-slate-200 xl:bg-white xl:p-0 xl:shadow-xl">
          <div className="xl:mx-auto xl:flex xl:max-w-[1400px] xl:gap-8 xl:px-6 xl:py-6">
            <div
              className={`space-y-6 xl:grid xl:flex-1 xl:gap-6 xl:space-y-0 ${columnClasses[Math.min(item.submenus.length, 3)]}`}
            >
              {item.submenus.map((submenu) => (
                <SubmenuSection key={submenu.sectionTitle} submenu={submenu} compact={many} />
              ))}
            </div>
            {video ? (
              <div className="hidden w-72 shrink-0 xl:block">
                <VideoBlock submenu={video} />
              </div>
            ) : null}
          </div>
        </div>
      </HydrateWhenIdle>
    </details>
  );
}

/** `className` sets the wrapper's display, so each placement decides when it shows. */
function AccountButtons({
  user,
  links,
  className,
}: Pick<HeaderProps, "user" | "links"> & { className: string }) {
  if (user) {
    return (
      <div className={className}>
        <SiteLink
          to={links.account}
          className={`${buttonBase} flex bg-mint text-navy hover:bg-white`}
        >
          My account
        </SiteLink>
      </div>
    );
  }
  return (
    <div className={`gap-2 ${className}`}>
      <SiteLink
        to="/login"
        className={`${buttonBase} flex border border-current hover:bg-white/10`}
      >
        Log in
      </SiteLink>
      <SiteLink to="/register" className={`${buttonBase} flex bg-mint text-navy hover:bg-white`}>
        Sign up
      </SiteLink>
    </div>
  );
}

function ListYourSpaceButton({ to, className }: { to: string; className: string }) {
  return (
    <SiteLink
      to={to}
      className={`${buttonBase} border border-mint text-mint hover:bg-mint hover:text-navy ${className}`}
    >
      List your space for free
    </SiteLink>
  );
}

/** The Menu button: a <details> of its own, so the menu opens without JavaScript. */
function MenuToggle() {
  return (
    <details className="group/menu peer/menu order-last xl:hidden">
      <summary
        aria-label="Menu"
        aria-controls="site-menu"
        className="flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 group-open/menu:hidden">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-6 group-open/menu:block">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
    </details>
  );
}

/** The menus and their links: the same for every visitor under the same flags. */
function NavigationItems(features: NavigationFeatures) {
  return buildNavigation(features, locationsMenu()).map((item) => (
    <li key={item.id} className={shownOnDesktop(item) ? undefined : "xl:hidden"}>
      {item.submenus?.length ? (
        <Dropdown item={{ ...item, submenus: item.submenus }} />
      ) : (
        <SiteLink
          to={targetOf(item)}
          className="block py-4 font-semibold xl:flex xl:h-header xl:items-center xl:px-2.5 xl:py-0 xl:text-sm xl:whitespace-nowrap xl:text-white xl:hover:text-mint"
        >
          {item.title}
        </SiteLink>
      )}
    </li>
  ));
}

/**
 * One navigation for every width: below xl, the slide-in menu the Menu button opens, with the
 * account buttons at its foot; from xl, the header's own row of links and dropdowns.
 */
function Navigation({ user, features, links }: HeaderProps) {
  return (
    <nav
      id="site-menu"
      aria-label="Main"
      className="absolute top-full right-0 z-50 hidden h-[calc(100dvh-60px)] w-full max-w-mobile-menu overflow-y-auto bg-white px-4 py-4 text-slate-900 shadow-2xl peer-open/menu:block xl:static xl:block xl:h-auto xl:w-auto xl:max-w-none xl:overflow-visible xl:bg-transparent xl:p-0 xl:shadow-none"
    >
      <RenderedOnce
        as="ul"
        className="divide-y divide-slate-200 xl:flex xl:items-center xl:divide-y-0"
        component={NavigationItems}
        props={{ locations: features.locations, insights: features.insights }}
      />
      <div className="mt-6 space-y-3 rounded-lg bg-navy p-4 text-white xl:hidden">
        <AccountButtons user={user} links={links} className="flex [&>*]:flex-1" />
        {features["list-your-space"] ? (
          <ListYourSpaceButton to={links.listYourSpace} className="flex md:hidden" />
        ) : null}
      </div>
    </nav>
  );
}

export function Header({ user, features, links }: HeaderProps) {
  const ref = useRef<HTMLElement>(null);
  useDismissibleDisclosures(ref);
  return (
    <header ref={ref} className="sticky top-0 z-[55] h-header bg-navy text-white">
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 text-navy focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-full max-w-[1400px] items-center gap-2 px-4">
        {/* Between xl and 2xl the full navigation needs the room: only the logo's mark shows. */}
        <SiteLink
          to="/"
          className="mr-2 flex shrink-0 items-center overflow-hidden xl:max-2xl:w-9"
          aria-label="Parkway home"
        >
          <img
            src="/images/logo-light.svg"
            alt=""
            width={140}
            height={36}
            className="h-9 w-auto max-w-none"
          />
        </SiteLink>
        <MenuToggle />
        <Navigation user={user} features={features} links={links} />
        <div className="ml-auto flex items-center gap-2">
          {features["list-your-space"] ? (
            <ListYourSpaceButton to={links.listYourSpace} className="hidden md:inline-flex" />
          ) : null}
          <AccountButtons user={user} links={links} className="hidden xl:flex" />
        </div>
      </div>
    </header>
  );
}
