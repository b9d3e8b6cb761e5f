import { useRef } from "react";
import { useDismissibleDisclosures } from "~/lib/disclosure";
import { markupContent, RenderedOnce } from "~/lib/markup-cache";
import type { RootData } from "~/components/layout/root-data";
import { SiteLink } from "../ui/site-link";

type HeaderProps = Pick<RootData, "user" | "features" | "links">;

// No display utility here: callers choose one, so `hidden md:inline-flex` cannot be overridden.
const buttonBase =
  "items-center justify-center rounded-md px-3.5 py-2 text-sm font-semibold whitespace-nowrap";

const navigationItems = markupContent(() =>
  import("./navigation-items").then((module) => module.NavigationItems),
);

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
        name="navigation"
        className="divide-y divide-slate-200 xl:flex xl:items-center xl:divide-y-0"
        component={navigationItems}
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
