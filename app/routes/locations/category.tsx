import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { ErrorPage } from "~/components/error-page";
import { LocationLinks } from "~/components/locations/location-links";
import { locationCampaignBySlug, locationCampaigns } from "~/content/location-campaigns";
import { locationCategories, locationCategoryBySlug } from "~/content/locations";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import type { Route } from "./+types/category";
import { requireLocations } from "./locations-gate.server";

export const handle = contentOnly;

const categoryIntros: Record<string, string> = {
  "towns-and-cities":
    "Driveways, garages and car park spaces in the UK's largest towns and cities, bookable by the hour or the month.",
  "london-areas":
    "Reserved parking across London's neighbourhoods, from the West End to the outer boroughs, so you never circle for a bay.",
  airports:
    "Spaces near the UK's busiest airports, booked for the length of your trip and often far cheaper than the terminal car parks.",
  "train-stations":
    "Park and ride from a reserved space near the station, by the day or on a rolling monthly plan for the commute.",
  stadiums:
    "Book ahead for match days, concerts and shows, and leave without waiting for the car park to empty.",
  hospitals:
    "Parking close to hospitals for appointments, visits and shifts, booked in advance so you arrive on time.",
};

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A category page (`/all-locations/{category}`), a campaign over one category
 * (`/all-locations/{category}/{campaign}`), or a campaign over its own category
 * (`/all-locations/{campaign}`, spec §2's optional category).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  requireLocations(context);
  const named = locationCategoryBySlug(params.category);
  const campaign = params.campaign
    ? locationCampaignBySlug(params.campaign)
    : named
      ? undefined
      : locationCampaignBySlug(params.category);
  if (params.campaign && (!named || !campaign)) notFound();
  if (!named && !campaign) notFound();
  const category = named ?? locationCategories.find((each) => each.key === campaign?.category);
  if (!category) notFound();
  return {
    category: {
      slug: category.slug,
      title: category.sectionTitle,
      heading: category.heading,
      listTitle: category.listTitle,
      to: category.buttonLink,
      intro: categoryIntros[category.key] ?? "",
      locations: category.locations,
    },
    campaign: campaign ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { category, campaign } = loaderData;
  return pageMeta({
    title: campaign ? `${campaign.title}: ${category.listTitle}` : category.heading,
    description: (campaign?.intro ?? category.intro).slice(0, 160),
    url: publicUrl(matches, location.pathname),
  });
};

export default function LocationCategory({ loaderData }: Route.ComponentProps) {
  const { category, campaign } = loaderData;
  const crumbs = [
    { title: "All locations", to: "/all-locations" },
    { title: category.title, to: category.to },
    ...(campaign ? [{ title: campaign.title, to: `${category.to}/${campaign.slug}` }] : []),
  ];
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <Breadcrumbs crumbs={crumbs} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">
          {campaign ? campaign.title : category.heading}
        </h1>
        <p className="max-w-3xl text-lg text-slate-700">{campaign?.intro ?? category.intro}</p>
      </header>
      {campaign ? (
        <section aria-labelledby="tips-title" className="space-y-2">
          <h2 id="tips-title" className="text-2xl font-bold text-navy">
            Tips before you book
          </h2>
          <ul className="list-disc space-y-1 pl-6 text-slate-800">
            {campaign.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="places-title" className="space-y-3">
        <h2 id="places-title" className="text-2xl font-bold text-navy">
          {campaign ? category.title : `Choose a place`}
        </h2>
        <LocationLinks links={category.locations} />
      </section>
      <nav aria-labelledby="other-title" className="space-y-3">
        <h2 id="other-title" className="text-xl font-bold text-navy">
          {campaign ? "Other seasonal guides" : "Seasonal guides"}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {locationCampaigns
            .filter((each) => each.slug !== campaign?.slug)
            .map((each) => (
              <li key={each.slug}>
                <Link
                  to={`${category.to}/${each.slug}`}
                  className="text-blue-800 underline hover:no-underline"
                >
                  {each.title}
                </Link>
              </li>
            ))}
        </ul>
        <p>
          <Link to="/all-locations" className="font-semibold text-blue-800 underline">
            All locations
          </Link>
        </p>
      </nav>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
