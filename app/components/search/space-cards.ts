import type { LocationSearch } from "#contract/spaces";
import { formatMoney, formatRating, plural } from "~/lib/format";
import { formatDistance, formatMetres } from "~/lib/lengths";
import type { SearchCriteria } from "./criteria";
import type { SearchResult, SpaceCard } from "./types";

/** What a card's link keeps of the search, so the space's page shows the price the list showed. */
type PricedFor = Pick<SearchCriteria, "rental" | "plan">;

/**
 * The space's own page (its canonical path, not the short address that redirects there) for the
 * same stay, so it shows the price the list showed.
 */
function spaceHref(path: string, criteria: PricedFor, meta: LocationSearch["meta"]) {
  const params = new URLSearchParams({ rental: criteria.rental });
  if (meta.start) params.set("start", meta.start);
  if (meta.end && criteria.rental !== "long") params.set("end", meta.end);
  if (criteria.rental === "long") params.set("plan", criteria.plan);
  return `${path}?${params.toString()}`;
}

export function spaceCards(spaces: LocationSearch, criteria: PricedFor): SpaceCard[] {
  return spaces.data.map((space) => ({
    id: space.id,
    title: space.title,
    address: `${space.address.line}, ${space.address.city} ${space.address.postcode}`,
    lat: space.lat,
    lng: space.lng,
    distanceMetres: space.distance_m,
    photo: space.photo,
    href: spaceHref(space.path, criteria, spaces.meta),
    // What the driver pays, service fee included, as on the space page and at checkout.
    price: space.price && {
      value: space.price.total,
      per: space.price.per,
      currency: space.currency.value,
      shown: formatMoney(space.price.total, space.currency.value),
    },
    rating: space.rating,
    available: space.available,
    facilities: {
      covered: space.facilities.covered,
      stepFree: space.facilities.step_free,
      cctv: space.facilities.cctv,
      gated: space.facilities.gated,
      heightLimitCm: space.facilities.height_limit_cm,
      evConnectors: space.facilities.ev_connectors,
    },
  }));
}

function facilityList(facilities: SpaceCard["facilities"]): string[] {
  const listed: string[] = [];
  if (facilities.evConnectors.length > 0) listed.push(`EV: ${facilities.evConnectors.join(", ")}`);
  if (facilities.covered) listed.push("Covered");
  if (facilities.stepFree) listed.push("Step-free");
  if (facilities.cctv) listed.push("CCTV");
  if (facilities.gated) listed.push("Gated");
  if (facilities.heightLimitCm !== null) {
    listed.push(`Height limit ${formatMetres(facilities.heightLimitCm)}`);
  }
  return listed;
}

/** A result as the search page shows it, its distance measured from `placeName`. */
export function searchResult(card: SpaceCard, placeName: string): SearchResult {
  const { average, count } = card.rating;
  return {
    id: card.id,
    title: card.title,
    address: card.address,
    lat: card.lat,
    lng: card.lng,
    photo: card.photo,
    href: card.href,
    distance: `${formatDistance(card.distanceMetres)} from ${placeName}`,
    price: card.price,
    rating:
      average === null || count === 0
        ? null
        : { average: formatRating(average), reviews: plural(count, "review") },
    available: card.available,
    facilities: facilityList(card.facilities),
  };
}
