import type { KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { type LocationAlertRequest, locationAlertSchema } from "#contract/location-alerts";
import { landingPlaceSchema, placesSchema, type Place } from "#contract/places";
import {
  locationSearchSchema,
  placeNotFoundSchema,
  spacePagesSchema,
  type LocationSearch,
  type LocationSearchQuery,
  type SpacePages,
} from "#contract/spaces";
import { hostContext, visitorContext } from "~/upstream/context";
import { readAnswer } from "~/upstream/shared-answers.server";

/**
 * The marketplace service's search calls (spec §7: location-search, places, location
 * notifications), checked at the boundary against the contract the service answers by. Built
 * once by the host next to the marketplace client and handed to routes through `searchContext`.
 */

export type SpacesOutcome =
  | { kind: "found"; spaces: LocationSearch }
  | { kind: "place-not-found"; message: string; closeMatches: Place[] }
  | { kind: "invalid"; message: string; errors: Record<string, string[]> };

export type LocationAlertOutcome =
  | { kind: "set-up"; message: string }
  | { kind: "invalid"; message: string; errors: Record<string, string[]> }
  | { kind: "refused"; message: string };

/**
 * The query string the service reads back into `query`: lists comma-separated, moments in ISO
 * 8601, switched-off filters left out.
 */
export function spacesSearchParams(query: LocationSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.lat !== undefined && query.lng !== undefined) {
    params.set("lat", String(query.lat));
    params.set("lng", String(query.lng));
  } else if (query.q) {
    params.set("q", query.q);
    if (query.as_typed) params.set("as_typed", "true");
  }
  params.set("rental", query.rental);
  if (query.start && query.end && query.rental !== "long") {
    params.set("start", query.start.toISOString());
    params.set("end", query.end.toISOString());
  } else if (query.start && query.rental === "long") {
    params.set("start", query.start.toISOString());
  }
  if (query.radius !== undefined) params.set("radius", String(query.radius));
  params.set("sort", query.sort);
  if (query.rental === "long") params.set("season_plan", query.season_plan);
  if (query.ev?.length) params.set("ev", query.ev.join(","));
  for (const name of ["covered", "cctv", "gated", "step_free"] as const) {
    if (query[name]) params.set(name, "true");
  }
  if (query.vehicle_height_cm !== undefined) {
    params.set("vehicle_height_cm", String(query.vehicle_height_cm));
  }
  if (query.vehicle_length_cm !== undefined) {
    params.set("vehicle_length_cm", String(query.vehicle_length_cm));
  }
  if (query.space_type?.length) params.set("space_type", query.space_type.join(","));
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
    async findSpaces(query: LocationSearchQuery): Promise<SpacesOutcome> {
      const response = await http.get("v2/location-search", {
        searchParams: spacesSearchParams(query),
        throwHttpErrors: false,
      });
      if (response.ok) {
        return { kind: "found", spaces: await readAnswer(response, locationSearchSchema) };
      }
      if (response.status === 404) {
        const { message, close_matches } = placeNotFoundSchema.parse(await response.json());
        return { kind: "place-not-found", message, closeMatches: close_matches };
      }
      if (response.status === 400) {
        return { kind: "invalid", ...invalidRequestSchema.parse(await response.json()) };
      }
      return unexpected(response, "location-search");
    },

    /** The place a location landing page is about, or null when the gazetteer has none there. */
    async landingPlace(path: string): Promise<Place | null> {
      const response = await http.get("v2/places/landing", {
        searchParams: { path },
        throwHttpErrors: false,
      });
      if (response.status === 404) return null;
      if (!response.ok) return unexpected(response, "places/landing");
      return landingPlaceSchema.parse(await response.json()).data;
    },

    /** One sitemap file's worth of live spaces' page addresses. */
    async spacePages(page: number): Promise<SpacePages> {
      const response = await http.get("v2/spaces/pages", {
        searchParams: { page: String(page) },
        timeout: 30_000,
      });
      return spacePagesSchema.parse(await response.json());
    },

    /** The gazetteer's suggestions for what a driver has typed, best first. */
    async suggestPlaces(q: string, limit = 6): Promise<Place[]> {
      const response = await http.get("v2/places", {
        searchParams: { q, limit: String(limit) },
        throwHttpErrors: false,
      });
      if (response.status === 400) return [];
      if (!response.ok) return unexpected(response, "places");
      return placesSchema.parse(await response.json()).data;
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
          message: locationAlertSchema.parse(await response.json()).message,
        };
      }
      if (response.status === 400) {
        return { kind: "invalid", ...invalidRequestSchema.parse(await response.json()) };
      }
      if (response.status === 429) {
        return { kind: "refused", message: messageSchema.parse(await response.json()).message };
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
