import { data, type RouterContextProvider } from "react-router";
import { DEFAULT_RADIUS_METRES, type Rental } from "#contract/vocabulary";
import { layOutMap } from "~/components/search/map-layout";
import { spaceCards } from "~/components/search/space-cards";
import type { SpaceCard } from "~/components/search/types";
import { hostContext } from "~/upstream/context";
import {
  cityPageOf,
  locationPageAt,
  type LocationCategoryKey,
  type LocationPage,
} from "~/content/locations";
import { locationFacts } from "~/lib/location-facts";
import { fromWallClock, wallDate, wallDateTime } from "#contract/wall-clock";
import { stayFieldDefaults } from "~/lib/stay";
import { requireLocations } from "./locations-gate.server";
import type { LocationSearchQuery } from "#contract/spaces";
import { searchFor, type SpacesOutcome } from "~/upstream/search.server";

/**
 * The stay a landing page prices its spaces for: an hour tomorrow morning, or a week for an
 * airport, so every page quotes the same kind of figure and says which.
 */
export type SampleStay = { rental: Rental; start: string; end: string; label: string };

const sampleStays: Record<"hour" | "week", { rental: Rental; hours: number; label: string }> = {
  hour: { rental: "short", hours: 1, label: "an hour" },
  week: { rental: "airport", hours: 7 * 24, label: "a week" },
};

const SPACES_SHOWN = 6;
/** The map beside the spaces, about this size on a wide screen. */
const MAP_BOX = { width: 520, height: 380 };
const SPACES_SEARCHED = 50;

export function sampleStayFor(category: LocationCategoryKey, now: Date): SampleStay {
  const stay = sampleStays[category === "airports" ? "week" : "hour"];
  const [year = 0, month = 0, day = 0] = wallDate(new Date(now.getTime() + 86_400_000))
    .split("-")
    .map(Number);
  const start = fromWallClock(year, month, day, 10) ?? new Date(now.getTime() + 86_400_000);
  const end = new Date(start.getTime() + stay.hours * 3_600_000);
  return {
    rental: stay.rental,
    start: start.toISOString(),
    end: end.toISOString(),
    label: stay.label,
  };
}

function notFound(): never {
  throw data(null, { status: 404 });
}

function found(outcome: SpacesOutcome) {
  return outcome.kind === "found" ? outcome.spaces : null;
}

export type LandingPageData = Awaited<ReturnType<typeof loadLandingPage>>;

export async function loadLandingPage(
  pathname: string,
  context: Readonly<RouterContextProvider>,
  now: Date,
) {
  requireLocations(context);
  const page: LocationPage | undefined = locationPageAt(pathname);
  if (!page) notFound();
  const search = searchFor(context);
  const place = await search.landingPlace(page.to);
  if (!place) notFound();

  const stay = sampleStayFor(page.category.key, now);
  const near: Omit<LocationSearchQuery, "rental" | "season_plan" | "per_page"> = {
    lat: place.lat,
    lng: place.lng,
    sort: "location",
    ev: [],
    space_type: [],
    covered: false,
    cctv: false,
    gated: false,
    step_free: false,
    page: 1,
  };
  const [priced, monthly] = await Promise.all([
    search.findSpaces({
      ...near,
      rental: stay.rental,
      start: new Date(stay.start),
      end: new Date(stay.end),
      radius: DEFAULT_RADIUS_METRES[stay.rental],
      season_plan: "mon-sun",
      per_page: SPACES_SEARCHED,
    }),
    search.findSpaces({
      ...near,
      rental: "long",
      radius: DEFAULT_RADIUS_METRES.long,
      season_plan: "mon-sun",
      per_page: SPACES_SEARCHED,
    }),
  ]);
  const pricedSpaces = found(priced);
  const monthlySpaces = found(monthly);
  const cards: SpaceCard[] = pricedSpaces
    ? spaceCards(pricedSpaces, { rental: stay.rental, plan: "mon-sun" })
    : [];
  const monthlyCards = monthlySpaces
    ? spaceCards(monthlySpaces, { rental: "long", plan: "mon-sun" })
    : [];

  const city = cityPageOf(page);
  const shown = cards.slice(0, SPACES_SHOWN);
  return {
    page: { title: page.title, to: page.to },
    category: {
      key: page.category.key,
      title: page.category.sectionTitle,
      listTitle: page.category.listTitle,
      to: page.category.buttonLink,
    },
    city: city ? { title: city.title, to: city.to } : null,
    place: { name: place.name, lat: place.lat, lng: place.lng },
    stay,
    // The search form starts from the stay the page's prices are for.
    stayDefaults: {
      ...stayFieldDefaults(now),
      [stay.rental]: {
        start: wallDateTime(new Date(stay.start)),
        end: wallDateTime(new Date(stay.end)),
      },
    },
    spaces: shown,
    map: layOutMap(place, shown, MAP_BOX),
    facts: locationFacts(
      { spaces: cards, hasMore: pricedSpaces?.meta.has_more ?? false },
      { spaces: monthlyCards },
    ),
    nearby: {
      searched: cards.length,
      secure: cards.filter((space) => space.facilities.cctv || space.facilities.gated).length,
      withCharging: cards.filter((space) => space.facilities.evConnectors.length > 0).length,
    },
    tiles: context.get(hostContext).config.mapTiles ?? null,
    market: context.get(hostContext).market,
  };
}
