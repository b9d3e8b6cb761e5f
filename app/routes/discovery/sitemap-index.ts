import { hostContext } from "~/upstream/context";
import { SITEMAP_LIMIT, sitemapIndex, urlSet, xmlResponse } from "~/lib/sitemap-xml";
import type { Route } from "./+types/sitemap-index";
import { indexablePages, spacePages } from "./sitemap-pages.server";

/**
 * `/sitemap.xml`: one file while every address fits in it; past 50,000 addresses an index of
 * `/sitemaps/pages.xml` and `/sitemaps/spaces-{n}.xml`.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(hostContext).config;
  const [pages, spaces] = await Promise.all([indexablePages(context), spacePages(context, 1)]);
  const at = (path: string) => new URL(path, siteUrl).toString();
  if (pages.length + spaces.meta.total <= SITEMAP_LIMIT) {
    return xmlResponse(
      urlSet([
        ...pages.map((path) => ({ loc: at(path) })),
        ...spaces.data.map((space) => ({ loc: at(space.path), lastmod: space.updated_at })),
      ]),
    );
  }
  const spaceFiles = Math.ceil(spaces.meta.total / spaces.meta.per_page);
  return xmlResponse(
    sitemapIndex([
      { loc: at("/sitemaps/pages.xml") },
      ...Array.from({ length: spaceFiles }, (_, index) => ({
        loc: at(`/sitemaps/spaces-${index + 1}.xml`),
      })),
    ]),
  );
}
