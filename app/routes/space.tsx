import { data, redirect } from "react-router";
import { ErrorPage, NOT_FOUND_TITLE } from "~/components/error-page";
import { spaceGoneHelp } from "~/components/space/space-gone";
import { SpacePage } from "~/routes/space-page/space-page";
import { hostContext } from "~/upstream/context";
import type { SpaceDetail } from "#contract/spaces";
import { spacesFor, type Spaces } from "~/upstream/spaces.server";
import type { HelpLauncherHandle } from "~/components/layout/chat-launcher";
import type { Route } from "./+types/space";
import { spaceIdOf } from "./space-id.server";
import { loadSpacePage } from "./space-page/space-page.server";

/**
 * One module for both addresses of a space page (spec §2): `/{city}/{district}/{space}`, the
 * canonical one the service names as the space's `path`, and `/locations/show/{space}`, the
 * short one, which answers 301 to the canonical page, keeping the query, as soon as the service
 * can find the space there. A space without a named page (an owner's new listing) lives at the
 * short address.
 */

function notFound(): never {
  throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
}

function segmentsOf(path: string) {
  const [, city, district, slug, ...rest] = path.split("/");
  return city && district && slug && rest.length === 0 ? { city, district, slug } : null;
}

/** Redirects to the space's canonical page when it is another page the service can find. */
async function toCanonicalPage(spaces: Spaces, space: SpaceDetail, url: URL) {
  if (space.path === url.pathname) return;
  const page = segmentsOf(space.path);
  if (!page) return;
  const found = await spaces.spaceIdAt(page.city, page.district, page.slug);
  if (found === space.id) throw redirect(`${space.path}${url.search}`, 301);
}

/** The Help button keeps clear of the price panel, sticky on the right on wide screens. */
export const handle = { helpLauncher: () => "start" } satisfies HelpLauncherHandle;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { config } = context.get(hostContext);
  const spaces = spacesFor(context);
  // The page's own URL: a data request's has .data and _routes in it.
  const id = await spaceIdOf(spaces, params);
  if (id === null) notFound();
  return loadSpacePage(spaces, id, url, {
    now: new Date(),
    siteUrl: config.siteUrl,
    pageUrl: new URL(url.pathname, config.siteUrl).toString(),
    beforePricing: (space) => toCanonicalPage(spaces, space, url),
  });
}

/**
 * Space pages are priced for each request, so links to them prefetch code but not data: a
 * route with a client loader is left out of React Router's data prefetch. It also keeps links
 * to three-segment pages not built yet (/business/solutions/...), which this route matches,
 * from prefetching its 404.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { space, siteUrl, pageUrl } = loaderData;
  const title = `${space.title}, ${space.address.city} | Parkway`;
  const description = `${space.description} ${space.address.line}, ${space.address.city}.`;
  const photo = space.photos[0];
  return [
    { title },
    { name: "description", content: description.slice(0, 300) },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: space.description },
    { property: "og:url", content: pageUrl },
    ...(photo ? [{ property: "og:image", content: new URL(photo.url, siteUrl).toString() }] : []),
  ];
};

export default function SpaceRoute({ loaderData }: Route.ComponentProps) {
  return <SpacePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} help={spaceGoneHelp(error)} />;
}
