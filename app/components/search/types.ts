import type { SearchKey } from "~/lib/saved-searches";
import type { SearchCriteria } from "./criteria";
import type { EvConnector, Rental } from "#contract/vocabulary";
import type { StayFieldValues } from "~/lib/stay";
import type { MapView, Offset } from "./map-view";

/** What a driver pays for the stay, fee included, and how the page writes it ("£10.64"). */
export type ShownPrice = {
  value: number;
  currency: "GBP" | "EUR";
  per: "stay" | "month";
  shown: string;
};

/** A space found near a place, as the search's answer gives it (search and landing pages). */
export type SpaceCard = {
  id: number;
  title: string;
  address: string;
  lat: number;
  lng: number;
  distanceMetres: number;
  photo: string;
  /** The space's page, priced for the same stay. */
  href: string;
  price: ShownPrice | null;
  rating: { average: number | null; count: number };
  available: boolean;
  facilities: {
    covered: boolean;
    stepFree: boolean;
    cctv: boolean;
    gated: boolean;
    heightLimitCm: number | null;
    evConnectors: EvConnector[];
  };
};

/**
 * One result as the search page's list, maps and analytics events show it: its words are
 * written by the server, so the browser carries no number or date formatting for them.
 */
export type SearchResult = {
  id: number;
  title: string;
  address: string;
  lat: number;
  lng: number;
  photo: string;
  href: string;
  /** "300 m from London" */
  distance: string;
  price: ShownPrice | null;
  /** The average to one decimal and the reviews counted ("4.5", "4 reviews"); null before any. */
  rating: { average: string; reviews: string } | null;
  available: boolean;
  /** "EV: CCS, Type 2", "Covered", "Height limit 2.1 m"… */
  facilities: string[];
};

/** What a results-map pin shows and leads to. */
export type MapSpace = Pick<SpaceCard, "id" | "href" | "available" | "price">;

/**
 * A results map as the server lays it out for one spot of the page: the view Leaflet takes over
 * at, the view's centre in pixels on the world's map at its zoom (where tiles go), and the
 * searched place's marker and each result's pin from the map's centre, pins clear of each other.
 */
export type MapLayout = { view: MapView; world: Offset; centre: Offset; spots: Offset[] };

export type SearchPlace = { name: string; lat: number; lng: number };

export type SearchOutcome =
  /** Nothing asked yet: the form alone. */
  | { kind: "start" }
  /** Dates that cannot be searched, caught before asking the service. */
  | { kind: "invalid"; field: "start" | "end" | null; message: string }
  /** A place the gazetteer does not know, with the places spelt like it as searches. */
  | { kind: "place-not-found"; message: string; closeMatches: { label: string; href: string }[] }
  | {
      kind: "found";
      place: SearchPlace;
      /** What the driver typed when the service took it for a place spelt like it, and the search for it as typed. */
      respelling: { typed: string; asTypedHref: string } | null;
      /** Where distances are measured from when it is not the place named (a full postcode's district). */
      distancesFrom: string | null;
      radiusMetres: number;
      /** The heading's words: the distance searched ("2 km") and the stay ("" without one). */
      shown: { radius: string; stay: string };
      /** The stay the prices are for (the service's default when none was chosen), ISO 8601. */
      stay: { start: string | null; end: string | null };
      page: number;
      hasMore: boolean;
      /** The same search elsewhere, written by the server: other pages, and without its filters. */
      links: {
        firstPage: string;
        previous: string | null;
        next: string | null;
        clearFilters: string;
      };
      spaces: SearchResult[];
      /** The results map beside the list (wide screens) and above it (narrow ones). */
      maps: { beside: MapLayout; above: MapLayout };
    };

export type MapTiles = { url: string; attribution: string };

export type SearchView = {
  criteria: SearchCriteria;
  outcome: SearchOutcome;
  /** What the date fields hold for each parking type until the driver changes them. */
  stayDefaults: Record<Rental, StayFieldValues>;
  /** Null when the deployment shows no base map (MAP_TILE_URL=none). */
  tiles: MapTiles | null;
  /** The search shown, as a favourite; null when it cannot be saved (no results, no place text). */
  favourite: FavouriteState | null;
};

export type FavouriteState = { search: SearchKey; saved: boolean };
