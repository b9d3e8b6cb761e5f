import { pushToDataLayer } from "~/lib/data-layer";
import { RESULTS_PER_PAGE } from "~/lib/search-options";
import type { Rental } from "#contract/vocabulary";
import type { SearchOutcome, SearchResult } from "./types";

/** The part of a result the analytics events describe. */
export type ListedSpace = {
  id: number;
  title: string;
  price: { value: number; currency: "GBP" | "EUR"; per: "stay" | "month" } | null;
  available: boolean;
};

export type ValueBand = "high" | "medium" | "low";

/**
 * Spec §9: short term (hourly and airport) is high above 10, medium above 1 up to 10, otherwise
 * low; long term (monthly) is high above 150, medium above 50 up to 150, otherwise low.
 */
export function valueBand(rental: Rental, value: number): ValueBand {
  const [medium, high] = rental === "long" ? [50, 150] : [1, 10];
  if (value > high) return "high";
  if (value > medium) return "medium";
  return "low";
}

export const SEARCH_RESULTS_LIST_ID = "search_results";

function item(space: ListedSpace, rental: Rental, index: number) {
  return {
    item_id: String(space.id),
    item_name: space.title,
    item_category: rental,
    index,
    ...(space.price
      ? {
          price: space.price.value,
          currency: space.price.currency,
          value_band: valueBand(rental, space.price.value),
        }
      : {}),
    available: space.available,
  };
}

/** Spec §7 `search`: the words searched for, with the stay they were searched for. */
export function searchEvent(search: {
  term: string;
  rental: Rental;
  start: string | null;
  end: string | null;
}) {
  return {
    event: "search",
    search_term: search.term,
    rental: search.rental,
    start: search.start,
    end: search.end,
  };
}

/** Spec §7 `view_item_list` in the ecommerce shape tag managers expect. */
export function viewItemListEvent(list: {
  name: string;
  rental: Rental;
  spaces: ListedSpace[];
  firstIndex: number;
}) {
  return {
    event: "view_item_list",
    ecommerce: {
      item_list_id: SEARCH_RESULTS_LIST_ID,
      item_list_name: list.name,
      items: list.spaces.map((space, position) =>
        item(space, list.rental, list.firstIndex + position),
      ),
    },
  };
}

/** Spec §7 `select_item`: the result a driver opened. */
export function selectItemEvent(list: {
  name: string;
  rental: Rental;
  space: ListedSpace;
  index: number;
}) {
  return {
    event: "select_item",
    ecommerce: {
      item_list_id: SEARCH_RESULTS_LIST_ID,
      item_list_name: list.name,
      items: [item(list.space, list.rental, list.index)],
    },
  };
}

/** An ecommerce event, after clearing the previous one's items as tag managers advise. */
export function pushEcommerce(event: { event: string; ecommerce: object }) {
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer(event);
}

type FoundList = Pick<
  Extract<SearchOutcome, { kind: "found" }>,
  "place" | "stay" | "spaces" | "page"
>;

function listedSpace(space: SearchResult): ListedSpace {
  return { id: space.id, title: space.title, price: space.price, available: space.available };
}

const listName = (list: FoundList) => `Parking near ${list.place.name}`;

/**
 * Spec §7: `search` for a new search (`newSearch`), then `view_item_list` for the list shown.
 * The search page loads this module only once the driver has agreed to analytics.
 */
export function pushListShown(
  list: FoundList,
  search: { q: string; rental: Rental },
  newSearch: boolean,
) {
  if (newSearch) {
    pushToDataLayer(
      searchEvent({
        term: search.q || list.place.name,
        rental: search.rental,
        start: list.stay.start,
        end: list.stay.end,
      }),
    );
  }
  pushEcommerce(
    viewItemListEvent({
      name: listName(list),
      rental: search.rental,
      spaces: list.spaces.map(listedSpace),
      firstIndex: (list.page - 1) * RESULTS_PER_PAGE,
    }),
  );
}

/** Spec §7 `select_item` for the result at `index` (counted across pages) a driver opened. */
export function pushResultOpened(
  list: FoundList,
  rental: Rental,
  space: SearchResult,
  index: number,
) {
  pushEcommerce(
    selectItemEvent({ name: listName(list), rental, space: listedSpace(space), index }),
  );
}
