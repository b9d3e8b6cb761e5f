/**
 * What a location's landing page can truthfully say about parking there, computed from the
 * spaces location-search found near it (spec §2 landing pages): "from £x for an hour",
 * "n spaces within 1 km".
 */

export type PricedSpace = {
  distanceMetres: number;
  price: { value: number; currency: "GBP" | "EUR" } | null;
  rating: { average: number | null; count: number };
};

export type LocationFacts = {
  /** Cheapest hour among the spaces found, fee included; null when none is offered. */
  fromHourly: { value: number; currency: "GBP" | "EUR" } | null;
  fromMonthly: { value: number; currency: "GBP" | "EUR" } | null;
  /** Spaces within a kilometre; `more` when the search stopped before finding them all. */
  withinOneKm: { count: number; more: boolean };
  nearestMetres: number | null;
  /** Mean of the reviewed spaces' ratings, weighted by their review counts. */
  rating: { average: number; count: number } | null;
};

export const NEARBY_METRES = 1_000;

function cheapest(spaces: PricedSpace[]) {
  let best: PricedSpace["price"] = null;
  for (const { price } of spaces) {
    if (price && (!best || price.value < best.value)) best = price;
  }
  return best && { value: best.value, currency: best.currency };
}

export function locationFacts(
  hourly: { spaces: PricedSpace[]; hasMore: boolean },
  monthly: { spaces: PricedSpace[] },
): LocationFacts {
  const nearby = hourly.spaces.filter((space) => space.distanceMetres <= NEARBY_METRES);
  const reviewed = hourly.spaces.filter(
    (space) => space.rating.average !== null && space.rating.count > 0,
  );
  const reviews = reviewed.reduce((sum, space) => sum + space.rating.count, 0);
  const weighted = reviewed.reduce(
    (sum, space) => sum + (space.rating.average ?? 0) * space.rating.count,
    0,
  );
  return {
    fromHourly: cheapest(hourly.spaces),
    fromMonthly: cheapest(monthly.spaces),
    withinOneKm: {
      count: nearby.length,
      more: hourly.hasMore && nearby.length === hourly.spaces.length,
    },
    nearestMetres: hourly.spaces.length
      ? Math.min(...hourly.spaces.map((space) => space.distanceMetres))
      : null,
    rating:
      reviews > 0 ? { average: Math.round((weighted / reviews) * 10) / 10, count: reviews } : null,
  };
}
