import { SavedSearches } from "~/components/home/saved-searches";
import { SearchParking } from "~/components/home/search-parking";
import { AppBadges } from "~/components/layout/footer";
import { company } from "~/content/company";
import { regionFor } from "~/content/regions";
import { rentalKinds, rentalLabels } from "~/lib/search-options";
import { stayFieldDefaults } from "~/lib/stay";
import { hostContext } from "~/upstream/context";
import { readFavouriteSearches, readRecentSearches } from "~/cookies.server";
import { JsonLd } from "~/components/content/json-ld";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { organization } from "~/lib/structured-data";
import { useRootData } from "~/components/layout/root-data";
import type { Route } from "./+types/home";

/**
 * 92000 → "92,000". Not `Intl.NumberFormat`: the first Intl object a page makes loads the
 * locale's data, ~80 ms of a phone's main thread, and nothing else on the home page needs it.
 */
function withThousands(count: number) {
  return String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const region = regionFor(loaderData?.market ?? "GBR");
  return [
    { title: `Parkway | Book parking across ${region.both}` },
    ...pageMeta({
      title: `Book parking across ${region.both}`,
      description: `Find and book hourly, monthly and airport parking near you. Over ${withThousands(company.spacesClaim)} spaces across ${region.spacesArea}, rated ${company.reviewScore} by ${withThousands(company.reviewCount)} drivers.`,
      url: publicUrl(matches, "/"),
    }).filter((tag) => !("title" in tag)),
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { marketplace, market } = context.get(hostContext);
  const stats = await marketplace.reviewStats();
  return {
    market,
    reviews: stats ?? { rating: company.reviewScore, count: company.reviewCount },
    stayDefaults: stayFieldDefaults(new Date()),
    recentSearches: await readRecentSearches(request, new Date()),
    favouriteSearches: await readFavouriteSearches(request),
  };
}

const SEARCH_FORM_ID = "home-search";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { reviews, recentSearches, favouriteSearches, market, stayDefaults } = loaderData;
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
        {/* On a phone the form comes straight after the headline, inside the first screen. */}
        <div className="mx-auto grid max-w-[1400px] gap-x-10 gap-y-3 px-4 py-4 sm:gap-y-4 sm:py-10 lg:grid-cols-2 lg:py-20">
          <h1 className="text-xl leading-tight font-bold sm:text-4xl md:text-5xl lg:self-end">
            Parking made easy, wherever you're going
          </h1>
          <div className="rounded-xl bg-white p-3 text-slate-900 shadow-xl sm:p-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <SearchParking
              defaults={stayDefaults}
              formId={SEARCH_FORM_ID}
              className="group/criteria grid gap-3 sm:grid-cols-2"
            />
            <SavedSearches
              recents={recentSearches}
              favourites={favouriteSearches}
              formId={SEARCH_FORM_ID}
            />
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <p className="text-lg text-slate-200">
              Over {withThousands(company.spacesClaim)} spaces across {region.spacesArea}, from
              driveways to secure car parks. Prices shown up front, spaces held for you.
            </p>
            <p className="mt-4 flex items-center gap-2 text-slate-100">
              <span aria-hidden="true" className="text-mint">
                ★★★★★
              </span>
              <span>
                Rated <strong>{reviews.rating}</strong> out of 5 from {withThousands(reviews.count)}{" "}
                reviews
              </span>
            </p>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-[1400px] gap-6 px-4 py-14 md:grid-cols-3">
        {rentalKinds.map((rental) => (
          <article key={rental.value} className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-xl font-semibold text-navy">
              {rentalLabels[rental.value]} parking
            </h2>
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
