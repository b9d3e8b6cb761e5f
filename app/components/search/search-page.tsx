import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSubmit } from "react-router";
import { HydrateWhenIdle } from "~/components/ui/hydrate-when-idle";
import { useRootData } from "~/components/layout/root-data";
import {
  activeFilterCount,
  criteriaChosenIn,
  SEARCH_FORM_ID,
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

/** What a search that lists nothing says, so its code comes with such a page alone. */
const NoResults = lazy(() =>
  import("./no-results").then((module) => ({ default: module.NoResults })),
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
      setDraft({ from: criteria, shown: criteriaChosenIn(form, criteria) });
    },
    [criteria],
  );
  return [shown, choose] as const;
}

/** Spec §7's events, whose code loads only once the driver has agreed to analytics. */
const analytics = () => import("./analytics");

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
    const searchKey = [criteria.q, criteria.rental, found.stay.start, found.stay.end].join("|");
    const newSearch = lastSearch.current !== searchKey;
    lastSearch.current = searchKey;
    void analytics().then((events) => events.pushListShown(found, criteria, newSearch));
    // One push per list shown: the key changes with every search, sort, filter and page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytical, listKey]);

  return useCallback(
    (space: SearchResult, index: number) => {
      if (!analytical || !found) return;
      void analytics().then((events) =>
        events.pushResultOpened(found, criteria.rental, space, index),
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
            <Link to={outcome.respelling.asTypedHref} className="link">
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
  activeId,
  onHighlight,
  onOpen,
}: {
  outcome: Found;
  activeId: number | null;
  onHighlight: (id: number | null) => void;
  onOpen: (space: SearchResult, index: number) => void;
}) {
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
      <Pagination page={outcome.page} previous={outcome.links.previous} next={outcome.links.next} />
    </>
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
  const submit = useSubmit();
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const onOpen = useSearchAnalytics(criteria, outcome);

  const searchNow = useCallback(() => {
    const form = document.getElementById(SEARCH_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
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
          id={SEARCH_FORM_ID}
          criteria={formCriteria}
          defaults={stayDefaults}
          stayError={stayError}
        />
      </ChangeSearch>
      <div className="search-columns">
        <section aria-labelledby="results-heading" className="min-w-0 px-4 py-6">
          <Heading outcome={outcome} criteria={criteria} />
          {favouriteError ? (
            <p
              id={FAVOURITE_ERROR_ID}
              role="alert"
              className="alert-box mt-3 rounded-md px-3 py-2 text-sm font-medium text-danger"
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
                    clearHref={outcome.links.clearFilters}
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
            {outcome.kind === "found" && outcome.spaces.length > 0 ? (
              <FoundResults
                outcome={outcome}
                activeId={hoveredId ?? selectedId}
                onHighlight={setHoveredId}
                onOpen={onOpen}
              />
            ) : outcome.kind !== "start" ? (
              <Suspense fallback={null}>
                <NoResults
                  outcome={outcome}
                  criteria={criteria}
                  filtered={activeFilterCount(criteria) > 0}
                  alertResult={alertResult}
                />
              </Suspense>
            ) : null}
          </div>
        </section>
        {outcome.kind === "found" ? (
          <div className="map-beside">
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
