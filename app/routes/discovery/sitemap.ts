import { data } from "react-router";
import { hostContext } from "~/upstream/context";
import { urlSet, xmlResponse } from "~/lib/sitemap-xml";
import type { Route } from "./+types/sitemap";
import { indexablePages, spacePages } from "./sitemap-pages.server";

const spacesFile = /^spaces-([1-9]\d{0,5})\.xml$/;

/** One file of the sitemap index: `pages.xml`, or `spaces-{n}.xml` with 50,000 spaces each. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(hostContext).config;
  const at = (path: string) => new URL(path, siteUrl).toString();
  if (params.name === "pages.xml") {
    return xmlResponse(urlSet((await indexablePages(context)).map((path) => ({ loc: at(path) }))));
  }
  const file = spacesFile.exec(params.name);
  if (!file) throw data(null, { status: 404 });
  const spaces = await spacePages(context, Number(file[1]));
  if (spaces.data.length === 0) throw data(null, { status: 404 });
  return xmlResponse(
    urlSet(spaces.data.map((space) => ({ loc: at(space.path), lastmod: space.updated_at }))),
  );
}
