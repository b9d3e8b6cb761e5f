import type { KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  type evConnectorTypes,
  rentals,
  type searchSorts,
  type seasonPlans,
  spaceTypes,
} from "~/components/search/options";
import { hostContext, visitorContext } from "~/context";
import { spaceAddress, spaceCurrency, spaceFacilities, spaceRating } from "./space-fields";

/**
 * The marketplace service's search calls (spec §7: location-search, places, location
 * notifications), validated at the boundary. Built once by the host next to the marketplace
 * client and handed to routes through `searchContext`.
 */

const money = z.number();

const spaceResult = z.object({
  id: z.number().int(),
  title: z.string(),
  space_type: z.enum(spaceTypes),
  address: spaceAddress,
  lat: z.number(),
  lng: z.number(),
  currency: spaceCurrency,
  photo: z.string(),
  facilities: spaceFacilities,
  rating: spaceRating,
  price: z.object({ total: money, per: z.enum(["stay", "month"]) }).nullable(),
  available: z.boolean(),
  distance_m: z.number(),
});
export type SpaceResult = z.infer<typeof spaceResult>;

const searchOrigin = z.object({
  lat: z.number(),
  lng: z.number(),
  name: z.string().nullable(),
  kind: z.string().nullable(),
});
export type SearchOrigin = z.infer<typeof searchOrigin>;

const locationSearchResponse = z.object({
  data: z.array(spaceResult),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
    radius_m: z.number().int(),
    origin: searchOrigin,
    rental: z.enum(rentals),
    start: z.string().nullable(),
    end: z.string().nullable(),
  }),
});
export type SpacesPage = z.infer<typeof locationSearchResponse>;

const messageResponse = z.object({ message: z.string() });
const invalidResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
});

const placeSuggestion = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
const placesResponse = z.object({ data: z.array(placeSuggestion) });

const locationAlertResponse = z.object({ message: z.string() });

/** What `location-search` is asked; the service's own parameter names. */
export type SpacesQuery = {
  q?: string;
  lat?: number;
  lng?: number;
  rental: (typeof rentals)[number];
  /** ISO 8601 with offset; both or neither (not for monthly). */
  start?: string;
  end?: string;
  radius?: number;
  sort: (typeof searchSorts)[number];
  season_plan: (typeof seasonPlans)[number];
  ev: Array<(typeof evConnectorTypes)[number]>;
  covered: boolean;
  cctv: boolean;
  gated: boolean;
  step_free: boolean;
  vehicle_height_cm?: number;
  space_type: Array<(typeof spaceTypes)[number]>;
  page: number;
  per_page: number;
};

export type SpacesOutcome =
  | { kind: "found"; spaces: SpacesPage }
  | { kind: "place-not-found"; message: string }
  | { kind: "invalid"; message: string; errors: Record<string, string[]> };

export type LocationAlertRequest = {
  email: string;
  place_name: string;
  lat: number;
  lng: number;
  radius: number;
  rental: (typeof rentals)[number];
};

export type LocationAlertOutcome =
  | { kind: "set-up"; message: string }
  | { kind: "invalid"; message: string; errors: Record<string, string[]> }
  | { kind: "refused"; message: string };

/** The query string the service reads: lists comma-separated, switched-off filters left out. */
export function spacesSearchParams(query: SpacesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.lat !== undefined && query.lng !== undefined) {
    params.set("lat", String(query.lat));
    params.set("lng", String(query.lng));
  } else if (query.q) {
    params.set("q", query.q);
  }
  params.set("rental", query.rental);
  if (query.start && query.end && query.rental !== "long") {
    params.set("start", query.start);
    params.set("end", query.end);
  } else if (query.start && query.rental === "long") {
    params.set("start", query.start);
  }
  if (query.radius !== undefined) params.set("radius", String(query.radius));
  params.set("sort", query.sort);
  if (query.rental === "long") params.set("season_plan", query.season_plan);
  if (query.ev.length > 0) params.set("ev", query.ev.join(","));
  for (const name of ["covered", "cctv", "gated", "step_free"] as const) {
    if (query[name]) params.set(name, "true");
  }
  if (query.vehicle_height_cm !== undefined) {
    params.set("vehicle_height_cm", String(query.vehicle_height_cm));
  }
  if (query.space_type.length > 0) params.set("space_type", query.space_type.join(","));
  params.set("page", String(query.page));
  params.set("per_page", String(query.per_page));
  return params;
}

/**
 * The calls, over the marketplace client's instance for the visitor (spec §7: every request
 * names its origin and platform, and carries the visitor's token). Answers the page can explain
 * (not found, invalid, refused) come back as values; anything else throws.
 */
export function createSearch(http: KyInstance) {
  function unexpected(response: Response, call: string): never {
    throw new Error(`The marketplace service answered ${call} with ${response.status}`);
  }

  return {
    /** One page of spaces near a place or a point, or why there is none. */
    async findSpaces(query: SpacesQuery): Promise<SpacesOutcome> {
      const response = await http.get("v2/location-search", {
        searchParams: spacesSearchParams(query),
        throwHttpErrors: false,
      });
      if (response.ok) {
        return { kind: "found", spaces: locationSearchResponse.parse(await response.json()) };
      }
      if (response.status === 404) {
        return {
          kind: "place-not-found",
          message: messageResponse.parse(await response.json()).message,
        };
      }
      if (response.status === 400) {
        return { kind: "invalid", ...invalidResponse.parse(await response.json()) };
      }
      return unexpected(response, "location-search");
    },

    /** The gazetteer's suggestions for what a driver has typed, best first. */
    async suggestPlaces(q: string, limit = 6): Promise<PlaceSuggestion[]> {
      const response = await http.get("v2/places", {
        searchParams: { q, limit: String(limit) },
        throwHttpErrors: false,
      });
      if (response.status === 400) return [];
      if (!response.ok) return unexpected(response, "places");
      return placesResponse.parse(await response.json()).data;
    },

    /**
     * Asks the service to email the driver when parking comes up near a place; its per-client
     * limit counts the visitor's address, which the marketplace client names.
     */
    async askForLocationAlert(alert: LocationAlertRequest): Promise<LocationAlertOutcome> {
      const response = await http.post("v2/location-notification", {
        json: alert,
        throwHttpErrors: false,
      });
      if (response.ok) {
        return {
          kind: "set-up",
          message: locationAlertResponse.parse(await response.json()).message,
        };
      }
      if (response.status === 400) {
        return { kind: "invalid", ...invalidResponse.parse(await response.json()) };
      }
      if (response.status === 429) {
        return { kind: "refused", message: messageResponse.parse(await response.json()).message };
      }
      return unexpected(response, "location-notification");
    },
  };
}

export type Search = ReturnType<typeof createSearch>;

/** The search calls for this request's visitor. */
export function searchFor(context: Readonly<RouterContextProvider>): Search {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createSearch(marketplace.client(token));
}
