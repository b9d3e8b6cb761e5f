import { Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { ErrorPage } from "~/components/error-page";
import { LocationLinks } from "~/components/locations/location-links";
import { locationCampaigns } from "~/content/location-campaigns";
import { locationCategories } from "~/content/locations";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import type { Route } from "./+types/all-locations";
import { requireLocations } from "./locations-gate.server";

export const handle = contentOnly;

export function loader({ context }: Route.LoaderArgs) {
  requireLocations(context);
  return null;
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "All parking locations",
    description:
      "Parking in towns and cities, London areas, airports, train stations, stadiums and hospitals: choose a place to see live prices nearby.",
    url: publicUrl(matches, location.pathname),
  });

export default function AllLocations() {
  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <Breadcrumbs crumbs={[{ title: "All locations", to: "/all-locations" }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">All parking locations</h1>
        <p className="max-w-3xl text-lg text-slate-700">
          Choose a place to see the spaces nearest it with today's prices, or search for any
          address, postcode or landmark.
        </p>
      </header>
      {locationCategories.map((category) => (
        <section key={category.key} aria-labelledby={`${category.key}-title`} className="space-y-3">
          <h2 id={`${category.key}-title`} className="text-2xl font-bold text-navy">
            {category.sectionTitle}
          </h2>
          <LocationLinks links={category.locations} />
          <p>
            <Link to={category.buttonLink} className="font-semibold text-blue-800 underline">
              {category.buttonText}
            </Link>
          </p>
        </section>
      ))}
      <section aria-labelledby="seasonal-title" className="space-y-3">
        <h2 id="seasonal-title" className="text-2xl font-bold text-navy">
          Seasonal guides
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {locationCampaigns.map((campaign) => (
            <li key={campaign.slug}>
              <Link
                to={`/all-locations/${campaign.slug}`}
                className="text-blue-800 underline hover:no-underline"
              >
                {campaign.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/all" className="font-semibold text-blue-800 underline">
          Every location from A to Z
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
