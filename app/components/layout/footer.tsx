import { company, copyrightLine, type AppStoreLinks } from "~/content/company";
import type { RootData } from "~/components/layout/root-data";
import { markupContent, RenderedOnce } from "~/lib/markup-cache";
import { HydrateWhenIdle } from "../ui/hydrate-when-idle";

const footerSections = markupContent(() =>
  import("./footer-sections").then((module) => module.FooterSections),
);

/** The store badges whose pages are configured; none, and nothing is shown. */
export function AppBadges({
  stores,
  className = "",
}: {
  stores: AppStoreLinks;
  className?: string;
}) {
  const badges = (["ios", "android"] as const).flatMap((store) => {
    const href = stores[store];
    return href ? [{ ...company.appStores[store], href }] : [];
  });
  if (badges.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {badges.map((badge) => (
        <a key={badge.href} href={badge.href} rel="noopener">
          <img
            src={badge.badge}
            alt={badge.alt}
            width={badge.width}
            height={badge.height}
            loading="lazy"
          />
        </a>
      ))}
    </div>
  );
}

export function Footer({
  features,
  year,
  appStores,
}: Pick<RootData, "features" | "year" | "appStores">) {
  return (
    <footer className="bg-navy-950 text-slate-200" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site map
      </h2>
      <HydrateWhenIdle>
        <div className="mx-auto max-w-[1400px] px-4 py-12">
          <RenderedOnce
            as="div"
            name="site-map"
            className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5"
            component={footerSections}
            props={{ locations: features.locations, insights: features.insights }}
          />
          <div className="mt-10 flex flex-col gap-6 border-t border-white/15 pt-8 md:flex-row md:items-center md:justify-between">
            <ul className="flex gap-4" aria-label="Parkway on social media">
              {company.social.map((network) => (
                <li key={network.name}>
                  <a
                    href={network.href}
                    rel="noopener"
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    <img
                      src={network.icon}
                      alt={network.name}
                      width={24}
                      height={24}
                      loading="lazy"
                      className="invert"
                    />
                  </a>
                </li>
              ))}
            </ul>
            <AppBadges stores={appStores} />
          </div>
          <p className="mt-8 text-xs text-slate-300">{copyrightLine(year)}</p>
        </div>
      </HydrateWhenIdle>
    </footer>
  );
}
