import type { SearchKey } from "~/lib/saved-searches";
import type { SearchCriteria } from "./criteria";
import type { EvConnector, Rental } from "#contract/vocabulary";
import type { StayFieldValues } from "~/lib/stay";

/** One result as the list, the map and the analytics events show it. */
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
  price: { value: number; currency: "GBP" | "EUR"; per: "stay" | "month" } | null;
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
      /** The stay the prices are for (the service's default when none was chosen), ISO 8601. */
      stay: { start: string | null; end: string | null };
      page: number;
      hasMore: boolean;
      spaces: SpaceCard[];
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
