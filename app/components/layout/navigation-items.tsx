import { locationsMenu } from "~/content/locations";
import {
  buildNavigation,
  linkTextOf,
  shownOnDesktop,
  type MenuItem,
  type NavigationFeatures,
  type Submenu,
} from "~/content/navigation";
import { SiteLink, targetOf } from "../ui/site-link";

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
            <SiteLink to={targetOf(link)} className="menu-link">
              <span>{link.title}</span>
              {link.text ? (
                <>
                  <span className="menu-link-text">{link.text}</span>
                  <span className="menu-link-action" aria-hidden="true">
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
          className="mt-3 inline-flex items-center justify-center rounded-md border border-navy px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-navy hover:bg-navy hover:text-white"
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
    </details>
  );
}

/** The menus and their links: the same for every visitor under the same flags. */
export function NavigationItems(features: NavigationFeatures) {
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
