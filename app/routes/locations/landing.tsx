import { ErrorPage } from "~/components/error-page";
import { LandingPage } from "~/routes/locations/landing-page";
import { landingHeading, landingIntro } from "~/content/location-copy";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import type { Route } from "./+types/landing";
import { loadLandingPage } from "./landing.server";

/**
 * A location's landing page (spec §2): `/{city}` and `/{city}/{district}` for the towns, London
 * areas, airports, stations, stadiums and hospitals in app/content/locations. Its canonical link
 * points at this deployment (spec §2 "the app URL for top location pages").
 */
export const handle = { ...contentOnly, canonical: { host: "app" } };

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadLandingPage(url.pathname, context, new Date());
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { page, category } = loaderData;
  return pageMeta({
    title: landingHeading(category.key, page.title),
    description: landingIntro(category.key, page.title).slice(0, 160),
    url: publicUrl(matches, location.pathname),
  });
};

export default function LocationLanding({ loaderData }: Route.ComponentProps) {
  return <LandingPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
