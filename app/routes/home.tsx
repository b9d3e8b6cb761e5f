import { Form } from "react-router";
import { SavedSearches } from "~/components/home/saved-searches";
import { AppBadges } from "~/components/layout/footer";
import { company } from "~/content/company";
import { placePrompt, regionFor } from "~/content/regions";
import { hostContext } from "~/upstream/context";
import { readFavouriteSearches, readRecentSearches } from "~/cookies.server";
import { JsonLd } from "~/components/content/json-ld";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { organization } from "~/lib/structured-data";
import { useRootData } from "~/components/layout/root-data";
import type { Route } from "./+types/home";

const numberFormat = new Intl.NumberFormat("en-GB");

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const region = regionFor(loaderData?.market ?? "GBR");
  return [
    { title: `Parkway | Book parking across ${region.both}` },
    ...pageMeta({
      title: `Book parking across ${region.both}`,
      description: `Find and book hourly, monthly and airport parking near you. Over ${numberFormat.format(company.spacesClaim)} spaces across ${region.spacesArea}, rated ${company.reviewScore} by ${numberFormat.format(company.reviewCount)} drivers.`,
      url: publicUrl(matches, "/"),
    }).filter((tag) => !("title" in tag)),
  ];
};

export const rentals = [
  {
    value: "short",
    title: "Hourly",
    explanation: "Book a parking space on a one-off basis. Starting from half an hour.",
  },
  {
    value: "long",
    title: "Monthly",
    explanation: "Book a parking space on a rolling monthly subscription. No commitment.",
  },
  {
    value: "airport",
    title: "Airport",
    explanation: "Secure airport parking, stress-free, from take-off to touchdown.",
  },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { marketplace, market } = context.get(hostContext);
  const stats = await marketplace.reviewStats();
  return {
    market,
    reviews: stats ?? { rating: company.reviewScore, count: company.reviewCount },
    recentSearches: await readRecentSearches(request, new Date()),
    favouriteSearches: await readFavouriteSearches(request),
  };
}

const SEARCH_FORM_ID = "home-search";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { reviews, recentSearches, favouriteSearches, market } = loaderData;
  const region = regionFor(market);
  const root = useRootData();
  return (
    <main>
      {root ? (
        <JsonLd
          data={organization({
            name: company.name,
            legalName: company.legalName,
            siteUrl: root.hosts.siteUrl,
            sameAs: company.social.map((profile) => profile.href),
            rating: { value: reviews.rating, count: reviews.count },
          })}
        />
      ) : null}
      <section className="bg-navy text-white">
        <div className="mx-auto grid max-w-[1400px] gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <h1 className="text-4xl leading-tight font-bold md:text-5xl">
              Parking made easy, wherever you're going
            </h1>
            <p className="mt-4 text-lg text-slate-200">
              Over {numberFormat.format(company.spacesClaim)} spaces across {region.spacesArea},
              from driveways to secure car parks. Prices shown up front, spaces held for you.
            </p>
            <p className="mt-4 flex items-center gap-2 text-slate-100">
              <span aria-hidden="true" className="text-mint">
                ★★★★★
              </span>
              <span>
                Rated <strong>{reviews.rating}</strong> out of 5 from{" "}
                {numberFormat.format(reviews.count)} reviews
              </span>
            </p>
          </div>
          <div className="rounded-xl bg-white p-5 text-slate-900 shadow-xl">
            <Form id={SEARCH_FORM_ID} method="get" action="/search" aria-labelledby="search-title">
              <h2 id="search-title" className="text-xl font-semibold">
                Find parking
              </h2>
              <fieldset className="mt-4">
                <legend className="text-sm font-medium">How long do you need it?</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-3">
                  {rentals.map((rental, position) => (
                    <label
                      key={rental.value}
                      className="flex cursor-pointer flex-col rounded-lg border border-slate-300 p-3 has-checked:border-navy has-checked:bg-navy-50"
                    >
                      <span className="flex items-center gap-2 font-semibold">
                        <input
                          type="radio"
                          name="rental"
                          value={rental.value}
                          defaultChecked={position === 0}
                          className="size-4"
                        />
                        {rental.title}
                      </span>
                      <span className="mt-1 text-sm text-slate-700">{rental.explanation}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <label htmlFor="search-place" className="mt-4 block text-sm font-medium">
                Where are you going?
              </label>
              <input
                id="search-place"
                name="q"
                type="search"
                required
                autoComplete="off"
                placeholder={placePrompt(region)}
                className="mt-1 w-full rounded-md border border-slate-400 px-3 py-3"
              />
              <button
                type="submit"
                className="mt-4 w-full rounded-md bg-mint px-4 py-3 font-semibold text-navy hover:bg-mint-600 hover:text-white"
              >
                Search parking
              </button>
            </Form>
            <SavedSearches
              recents={recentSearches}
              favourites={favouriteSearches}
              formId={SEARCH_FORM_ID}
            />
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-[1400px] gap-6 px-4 py-14 md:grid-cols-3">
        {rentals.map((rental) => (
          <article key={rental.value} className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-xl font-semibold text-navy">{rental.title} parking</h2>
            <p className="mt-2 text-slate-700">{rental.explanation}</p>
          </article>
        ))}
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto grid max-w-[1400px] items-center gap-8 px-4 py-14 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-navy">Park and go at the airport</h2>
            <p className="mt-3 text-slate-700">
              Book airport parking with a ride to the terminal from our ride partner, fast-track
              security and lounge access, all in one checkout.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-navy px-4 py-2 text-sm font-semibold text-white">
              Official ride partner of Parkway
            </p>
          </div>
          {root && (root.appStores.ios || root.appStores.android) ? (
            <div>
              <h2 className="text-2xl font-bold text-navy">Get the Parkway app</h2>
              <p className="mt-3 text-slate-700">
                Find a space, extend a booking and open your access instructions on the go.
              </p>
              <AppBadges stores={root.appStores} className="mt-4" />
            </div>
          ) : null}
        </div>
      </section>
    </main>
  );
}
