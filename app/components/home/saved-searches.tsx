import { useState, type MouseEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useHydrated } from "~/components/search/use-hydrated";
import type { RecentSearch } from "~/lib/recent-searches";
import {
  describeSearch,
  geolocationFailure,
  nearbySearchHref,
  searchHref,
  type FavouriteSearch,
} from "~/lib/saved-searches";

const headingClass = "text-sm font-medium text-slate-900";
const chipClass =
  "inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-navy hover:border-navy";

function RecentSearches({ searches }: { searches: RecentSearch[] }) {
  return (
    <nav aria-labelledby="recent-searches-title">
      <h3 id="recent-searches-title" className={headingClass}>
        Your recent searches
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {searches.map((search) => (
          <li key={searchHref(search)}>
            <Link to={searchHref(search)} className={chipClass}>
              {search.text} <span className="text-slate-700">· {describeSearch(search)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each with its own small POST form to take it out; the search page answers and comes back. */
function FavouriteSearches({ searches }: { searches: FavouriteSearch[] }) {
  return (
    <nav aria-labelledby="favourite-searches-title">
      <h3 id="favourite-searches-title" className={headingClass}>
        Your favourite searches
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {searches.map((search) => (
          <li
            key={searchHref(search)}
            className="inline-flex items-center rounded-full border border-slate-300 hover:border-navy"
          >
            <Link to={searchHref(search)} className="py-1 pr-1 pl-3 text-sm text-navy">
              <span aria-hidden="true">★ </span>
              {search.text} <span className="text-slate-700">· {describeSearch(search)}</span>
            </Link>
            <Form method="post" action="/search" preventScrollReset className="flex">
              <input type="hidden" name="intent" value="remove-search" />
              <input type="hidden" name="text" value={search.text} />
              <input type="hidden" name="rental" value={search.rental} />
              {search.plan ? <input type="hidden" name="plan" value={search.plan} /> : null}
              <input type="hidden" name="redirectTo" value="/" />
              <button
                type="submit"
                className="mr-0.5 grid size-7 place-items-center rounded-full text-lg leading-none text-slate-700 hover:bg-danger-50 hover:text-danger"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">
                  Remove {search.text} ({describeSearch(search)}) from favourites
                </span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Locating = { state: "idle" } | { state: "locating" } | { state: "failed"; message: string };

/**
 * Spec §3 nearby: parking around the driver's own position, for the parking type chosen in the
 * search form. Geolocation needs JavaScript, so without it this is not drawn at all.
 */
function NearMe({ formId }: { formId: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [locating, setLocating] = useState<Locating>({ state: "idle" });
  if (!hydrated) return null;

  function findMe(event: MouseEvent<HTMLButtonElement>) {
    if (locating.state === "locating") return;
    const form = event.currentTarget.form;
    const rental = form ? String(new FormData(form).get("rental") ?? "") : "";
    if (!("geolocation" in navigator)) {
      setLocating({ state: "failed", message: geolocationFailure(null) });
      return;
    }
    setLocating({ state: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating({ state: "idle" });
        void navigate(nearbySearchHref({ lat: coords.latitude, lng: coords.longitude }, rental));
      },
      (error) => setLocating({ state: "failed", message: geolocationFailure(error.code) }),
      { timeout: 15_000, maximumAge: 5 * 60 * 1000 },
    );
  }

  return (
    <div>
      <h3 id="nearby-searches-title" className={headingClass}>
        Parking near you
      </h3>
      <button
        type="button"
        form={formId}
        onClick={findMe}
        aria-describedby={locating.state === "failed" ? "nearby-searches-error" : undefined}
        className="mt-2 inline-flex items-center gap-2 rounded-full border border-navy px-3 py-1 text-sm font-semibold text-navy hover:bg-navy-50"
      >
        <span aria-hidden="true">◎</span>
        {locating.state === "locating" ? "Finding your location…" : "Parking near me"}
      </button>
      {locating.state === "failed" ? (
        <p id="nearby-searches-error" role="alert" className="mt-2 text-sm font-medium text-danger">
          {locating.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec §3's saved searches, under the home page's search form: the recent ones, the favourites
 * and parking near the driver. An empty kind shows nothing, save a hint about favourites for a
 * driver who has searched before.
 */
export function SavedSearches({
  recents,
  favourites,
  formId,
}: {
  recents: RecentSearch[];
  favourites: FavouriteSearch[];
  /** The search form whose parking type "Parking near me" uses. */
  formId: string;
}) {
  return (
    <div className="mt-5 flex flex-col gap-4 border-t border-slate-200 pt-4 empty:hidden">
      {recents.length > 0 ? <RecentSearches searches={recents} /> : null}
      {favourites.length > 0 ? (
        <FavouriteSearches searches={favourites} />
      ) : recents.length > 0 ? (
        <p className="text-sm text-slate-700">
          Use “Save this search” on a list of spaces to keep it here as a favourite.
        </p>
      ) : null}
      <NearMe formId={formId} />
    </div>
  );
}
