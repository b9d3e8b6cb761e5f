import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSubmit } from "react-router";
import { pushToDataLayer } from "~/lib/data-layer";
import { HydrateWhenIdle } from "~/components/ui/hydrate-when-idle";
import { useRootData } from "~/components/layout/root-data";
import {
  pushEcommerce,
  searchEvent,
  selectItemEvent,
  viewItemListEvent,
  type ListedSpace,
} from "./analytics";
import {
  activeFilterCount,
  readCriteria,
  searchWithoutFilters,
  searchWithPage,
  type SearchCriteria,
} from "./criteria";
import { Filters, SortControl } from "./filters";
import { MapPanel } from "./map-panel";
import { rentalLabels, RESULTS_PER_PAGE } from "~/lib/search-options";
import { Pagination, resultElementId, ResultList } from "./result-list";
import { SaveSearch } from "./save-search";
import { ChangeSearch } from "./change-search";
import { SearchForm } from "./search-form";
import type { SearchOutcome, SearchResult, SearchView } from "./types";

type Found = Extract<SearchOutcome, { kind: "found" }>;

/** Offered only when a search finds nothing, so its code comes with such a page alone. */
const LocationAlert = lazy(() =>
  import("./location-alert").then((module) => ({ default: module.LocationAlert })),
);

/**
 * The filter and sort controls show the driver's latest choice at once, while the search it
 * starts loads; a new URL (a finished search, back or forward) resets them to what it holds.
 */
function useShownCriteria(criteria: SearchCriteria) {
  const [draft, setDraft] = useState({ from: criteria, shown: criteria });
  let shown = draft.shown;
  if (draft.from !== criteria) {
    shown = criteria;
    setDraft({ from: criteria, shown: criteria });
  }
  const choose = useCallback(
    (form: HTMLFormElement) => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string") params.append(name, value);
      }
      setDraft({ from: criteria, shown: readCriteria(params) });
    },
    [criteria],
  );
  return [shown, choose] as const;
}

function listedSpace(space: SearchResult): ListedSpace {
  return { id: space.id, title: space.title, price: space.price, available: space.available };
}

/** Spec §7: `search` for a new search, `view_item_list` for every list shown; with consent. */
function useSearchAnalytics(criteria: SearchCriteria, outcome: SearchOutcome) {
  const root = useRootData();
  const analytical = root?.consent.analytical ?? false;
  const location = useLocation();
  const lastSearch = useRef<string | null>(null);
  const found = outcome.kind === "found" ? outcome : null;
  const listKey = found ? location.search : null;

  useEffect(() => {
    if (!analytical || !found || listKey === null) return;
    const stay = found.stay;
    const searchKey = [criteria.q, criteria.rental, stay.start, stay.end].join("|");
    if (lastSearch.current !== searchKey) {
      lastSearch.current = searchKey;
      pushToDataLayer(
        searchEvent({
          term: criteria.q || found.place.name,
          rental: criteria.rental,
          start: stay.start,
          end: stay.end,
        }),
      );
    }
    pushEcommerce(
      viewItemListEvent({
        name: `Parking near ${found.place.name}`,
        rental: criteria.rental,
        spaces: found.spaces.map(listedSpace),
        firstIndex: (found.page - 1) * RESULTS_PER_PAGE,
      }),
    );
    // One push per list shown: the key changes with every search, sort, filter and page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytical, listKey]);

  return useCallback(
    (space: SearchResult, index: number) => {
      if (!analytical || !found) return;
      pushEcommerce(
        selectItemEvent({
          name: `Parking near ${found.place.name}`,
          rental: criteria.rental,
          space: listedSpace(space),
          index,
        }),
      );
    },
    [analytical, found, criteria.rental],
  );
}

function Heading({ outcome, criteria }: { outcome: SearchOutcome; criteria: SearchCriteria }) {
  if (outcome.kind === "found") {
    return (
      <>
        <h1 id="results-heading" className="text-2xl font-bold text-navy">
          {`${rentalLabels[criteria.rental]} parking near ${outcome.place.name}`}
        </h1>
        {outcome.respelling ? (
          <p className="mt-1 text-slate-900">
            Showing results for <strong>{outcome.place.name}</strong> — search instead for{" "}
            <Link to={outcome.respelling.asTypedHref} className="text-blue-800 underline">
              {outcome.respelling.typed}
            </Link>
          </p>
        ) : null}
        <p className="mt-1 text-slate-700">
          {`Within ${outcome.shown.radius}${outcome.shown.stay ? `, ${outcome.shown.stay}` : ""}`}
        </p>
        {outcome.distancesFrom ? (
          <p className="mt-1 text-sm text-slate-700">{`Distances are from ${outcome.distancesFrom}.`}</p>
        ) : null}
      </>
    );
  }
  return (
    <h1 id="results-heading" className="text-2xl font-bold text-navy">
      Find parking
    </h1>
  );
}

function FoundResults({
  outcome,
  criteria,
  activeId,
  onHighlight,
  onOpen,
  alertResult,
}: {
  outcome: Found;
  criteria: SearchCriteria;
  activeId: number | null;
  onHighlight: (id: number | null) => void;
  onOpen: (space: SearchResult, index: number) => void;
  alertResult: SubmissionResult | undefined;
}) {
  const location = useLocation();
  const filtered = activeFilterCount(criteria) > 0;
  if (outcome.spaces.length === 0 && outcome.page > 1) {
    return (
      <div className="rounded-lg border border-slate-300 p-5">
        <h2 className="text-lg font-semibold text-navy">There are no more results</h2>
        <p className="mt-2">
          <Link to={searchWithPage(location.search, 1)} className="text-blue-800 underline">
            Back to the first page
          </Link>
        </p>
      </div>
    );
  }
  if (outcome.spaces.length === 0) {
    return (
      <div className="rounded-lg border border-slate-300 p-5">
        <h2 className="text-lg font-semibold text-navy">
          No {rentalLabels[criteria.rental].toLowerCase()} parking found within{" "}
          {outcome.shown.radius} of {outcome.place.name}
        </h2>
        <p className="mt-2 text-slate-800">
          {filtered
            ? "Try fewer filters, a wider distance or other dates."
            : "Try a wider distance, other dates or a nearby place."}
        </p>
        {filtered ? (
          <p className="mt-2">
            <Link to={searchWithoutFilters(location.search)} className="text-blue-800 underline">
              Clear filters
            </Link>
          </p>
        ) : null}
        <Suspense fallback={null}>
          <LocationAlert
            place={outcome.place}
            radiusMetres={outcome.radiusMetres}
            rental={criteria.rental}
            lastResult={alertResult}
          />
        </Suspense>
      </div>
    );
  }
  const firstNumber = (outcome.page - 1) * RESULTS_PER_PAGE + 1;
  return (
    <>
      <p className="sr-only" role="status">
        {`Showing results ${firstNumber} to ${firstNumber + outcome.spaces.length - 1}`}
      </p>
      {/* The cards work as served (links, text) until the browser is first idle. */}
      <HydrateWhenIdle>
        <ResultList
          spaces={outcome.spaces}
          activeId={activeId}
          firstNumber={firstNumber}
          onHighlight={onHighlight}
          onOpen={onOpen}
        />
      </HydrateWhenIdle>
      <Pagination
        page={outcome.page}
        hasMore={outcome.hasMore}
        hrefFor={(page) => searchWithPage(location.search, page)}
      />
    </>
  );
}

function PlaceNotFound({
  outcome,
}: {
  outcome: Extract<SearchOutcome, { kind: "place-not-found" }>;
}) {
  const { message, closeMatches } = outcome;
  return (
    <div role="alert" className="rounded-lg border-l-4 border-danger bg-danger-50 p-5">
      <h2 className="text-lg font-semibold text-danger">We couldn&apos;t find that place</h2>
      <p className="mt-1 text-slate-900">{message}</p>
      {closeMatches.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Did you mean</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {closeMatches.map((place) => (
              <li key={place.href}>
                <Link
                  to={place.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-500 bg-white px-4 font-medium text-blue-800 underline"
                >
                  {place.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

const FAVOURITE_ERROR_ID = "favourite-error";

export function SearchPage({
  view,
  alertResult,
  favouriteResult,
}: {
  view: SearchView;
  alertResult: SubmissionResult | undefined;
  /** A refused save or removal, e.g. an eleventh favourite. */
  favouriteResult: SubmissionResult | undefined;
}) {
  const { criteria, outcome, stayDefaults, tiles, favourite } = view;
  const favouriteError = favouriteResult?.error?.[""]?.join(" ");
  const [shown, choose] = useShownCriteria(criteria);
  const location = useLocation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const onOpen = useSearchAnalytics(criteria, outcome);

  const searchNow = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    choose(form);
    submit(form, { preventScrollReset: true });
  }, [choose, submit]);

  const selectOnMap = useCallback((id: number) => {
    setSelectedId(id);
    document
      .getElementById(resultElementId(id))
      ?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, []);

  // A misspelt place the service took for another shows that place in the box.
  const respelt = outcome.kind === "found" && outcome.respelling;
  const formCriteria = respelt ? { ...criteria, q: outcome.place.name } : criteria;
  const stayError =
    outcome.kind === "invalid" ? { field: outcome.field, message: outcome.message } : null;
  // A new place, parking type or stay starts the form afresh (back and forward included).
  const formKey = [criteria.q, criteria.rental, criteria.start, criteria.end].join("|");
  const activeCount = activeFilterCount(shown);

  return (
    <main className="flex flex-col">
      <ChangeSearch
        key={formKey}
        place={outcome.kind === "found" ? outcome.place.name : criteria.q}
        stay={outcome.kind === "found" ? outcome.shown.stay : ""}
        open={outcome.kind !== "found"}
      >
        <SearchForm
          key={formKey}
          criteria={formCriteria}
          defaults={stayDefaults}
          stayError={stayError}
          formRef={formRef}
        />
      </ChangeSearch>
      <div className="mx-auto grid w-full max-w-[1900px] lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="results-heading" className="min-w-0 px-4 py-6">
          <Heading outcome={outcome} criteria={criteria} />
          {favouriteError ? (
            <p
              id={FAVOURITE_ERROR_ID}
              role="alert"
              className="mt-3 rounded-md border-l-4 border-danger bg-danger-50 px-3 py-2 text-sm font-medium text-danger"
            >
              {favouriteError}
            </p>
          ) : null}
          {outcome.kind !== "found" ? (
            outcome.kind === "start" ? (
              <p className="mt-3 text-slate-800">
                Tell us where you&apos;re going and when, and we&apos;ll show the spaces nearby with
                the price for your stay.
              </p>
            ) : null
          ) : (
            <div className="mt-4 flex flex-col gap-2 md:gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SortControl criteria={shown} onChange={searchNow} />
                {favourite ? (
                  <SaveSearch
                    favourite={favourite}
                    errorId={favouriteError ? FAVOURITE_ERROR_ID : undefined}
                  />
                ) : null}
              </div>
              {/* Filters and, on narrow screens, the map: one row until either is opened. */}
              {/* Both folded until opened, so they can wait for the browser's first idle moment. */}
              <div className="flex flex-wrap items-start gap-2">
                <HydrateWhenIdle>
                  <Filters
                    criteria={shown}
                    activeCount={activeCount}
                    clearHref={searchWithoutFilters(location.search)}
                    onChange={searchNow}
                  />
                  <MapPanel
                    placement="above"
                    layout={outcome.maps.above}
                    place={outcome.place}
                    spaces={outcome.spaces}
                    tiles={tiles}
                    activeId={hoveredId ?? selectedId}
                    onSelect={selectOnMap}
                  />
                </HydrateWhenIdle>
              </div>
            </div>
          )}
          <div className="mt-5">
            {outcome.kind === "invalid" ? (
              // The message itself sits by the date fields, which point to it.
              <div className="rounded-lg border-l-4 border-danger bg-danger-50 p-5">
                <h2 className="text-lg font-semibold text-danger">Check your dates</h2>
                <p className="mt-1 text-slate-900">
                  Change the dates above and search again to see spaces.
                </p>
              </div>
            ) : null}
            {outcome.kind === "place-not-found" ? <PlaceNotFound outcome={outcome} /> : null}
            {outcome.kind === "found" ? (
              <FoundResults
                outcome={outcome}
                criteria={criteria}
                activeId={hoveredId ?? selectedId}
                onHighlight={setHoveredId}
                onOpen={onOpen}
                alertResult={alertResult}
              />
            ) : null}
          </div>
        </section>
        {outcome.kind === "found" ? (
          <div className="hidden lg:sticky lg:top-header lg:block lg:h-[calc(100dvh-60px)]">
            <HydrateWhenIdle>
              <MapPanel
                placement="beside"
                layout={outcome.maps.beside}
                place={outcome.place}
                spaces={outcome.spaces}
                tiles={tiles}
                activeId={hoveredId ?? selectedId}
                onSelect={selectOnMap}
              />
            </HydrateWhenIdle>
          </div>
        ) : null}
      </div>
    </main>
  );
}
