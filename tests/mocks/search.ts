import { http } from "msw";
import type { z } from "zod";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { locationAlertRequestSchema, locationAlertSchema } from "#contract/location-alerts";
import { landingPlaceSchema, placesSchema, type Place } from "#contract/places";
import {
  locationSearchQuerySchema,
  locationSearchSchema,
  placeNotFoundSchema,
  type SearchOrigin,
  type SpacePrice,
  type SpaceResult,
} from "#contract/spaces";
import { withServiceFee } from "../../api/domain/pricing";
import { priceWithFeePayload } from "../../api/price-payload";
import { contractJson } from "./contract-json";

/**
 * The marketplace service's search calls as the web uses them: location-search, places and
 * location notifications. A small, fixed neighbourhood around Leeds; "Quietville" is a known
 * place with no spaces, and any other unknown place is not found.
 */

/** A price as the service answers it, with decision 007's service fee worked out by its rule. */
export function priced(value: number, per: "stay" | "month" = "stay"): SpacePrice {
  return { ...priceWithFeePayload(withServiceFee(Math.round(value * 100))), per };
}

export const leeds: SearchOrigin = {
  lat: 53.79648,
  lng: -1.54785,
  name: "Leeds",
  kind: "city",
  corrected: false,
};
export const quietville: SearchOrigin = {
  lat: 54.1,
  lng: -2.1,
  name: "Quietville",
  kind: "town",
  corrected: false,
};
/** A slip the service forgives: searched as Leeds, unless asked for as typed. */
export const misspeltLeeds = "Leeds Citty";

const evCycle = [[], ["Type 2"], [], ["CCS", "Type 2"], []] as const;

/** Twelve spaces, nearest first, with prices and facilities that vary. */
export const leedsSpaces = Array.from({ length: 12 }, (_, index): SpaceResult => {
  const id = 100 + index;
  return {
    id,
    title: `Driveway on Test Street ${index + 1}`,
    space_type: index % 3 === 0 ? "garage" : "driveway",
    address: {
      line: `${index + 1} Test Street`,
      city: "Leeds",
      postcode: "LS1 1AA",
      country: "GBR",
    },
    lat: leeds.lat + index * 0.001,
    lng: leeds.lng,
    currency: { value: "GBP", symbol: "£" },
    path: `/leeds/leeds-station-parking/driveway-on-test-street-${id}`,
    photo: `/api/v2/spaces/${id}/photos/0`,
    rentals: { short: true, long: index % 2 === 0, airport: null },
    facilities: {
      covered: index % 2 === 1,
      cctv: false,
      gated: index % 4 === 0,
      lit: true,
      step_free: true,
      height_limit_cm: index % 3 === 0 ? 200 : null,
      length_limit_cm: index % 4 === 0 ? 520 : null,
      ev_connectors: [...evCycle[index % evCycle.length]!],
      ev_charger_kw: index % 5 === 1 ? 7 : null,
    },
    rating: index % 2 === 0 ? { average: 4.5, count: 4 } : { average: null, count: 0 },
    price: priced(2 + ((index * 7) % 10)),
    available: index !== 2,
    distance_m: 100 + index * 111,
  };
});

const leedsPlace: Place = {
  id: 1,
  kind: "city",
  name: "Leeds",
  label: "Leeds, England",
  code: null,
  country: "GBR",
  lat: leeds.lat,
  lng: leeds.lng,
  landing_path: "/leeds",
};
const leedsStation: Place = {
  id: 2,
  kind: "station",
  name: "Leeds",
  label: "Leeds station",
  code: "LDS",
  country: "GBR",
  lat: 53.7944,
  lng: -1.5486,
  landing_path: "/leeds/leeds-station-parking",
};

/** The service's answer to a bad email, in its `errors` shape. */
export const undeliverableEmail = "bounce@undeliverable.test";

/** The places landing pages are about; the station's page searches from the city's point. */
const landingPlaces: Place[] = [
  leedsPlace,
  { ...leedsStation, name: "Leeds Station", lat: leeds.lat, lng: leeds.lng },
];

/** The service's 400 for a request it cannot read, each field's messages under its name. */
export function invalidRequest(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return contractJson(
    invalidRequestSchema,
    { message: "Please correct the invalid fields", errors },
    { status: 400 },
  );
}

export function searchHandlers(api: (path: string) => string) {
  return [
    http.get(api("v2/location-search"), ({ request }) => {
      const parsed = locationSearchQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return invalidRequest(parsed.error);
      const query = parsed.data;
      const text = query.q?.toLowerCase();
      const origin =
        query.lat !== undefined && query.lng !== undefined
          ? { lat: query.lat, lng: query.lng, name: null, kind: null, corrected: false }
          : text === "leeds"
            ? leeds
            : text === "quietville"
              ? quietville
              : text === misspeltLeeds.toLowerCase() && !query.as_typed
                ? { ...leeds, corrected: true }
                : text && /^ls1 ?\d[a-z]{2}$/.test(text)
                  ? { ...leeds, name: "LS1", kind: "postcode-district" }
                  : null;
      if (!origin) {
        return contractJson(
          placeNotFoundSchema,
          {
            message: `We could not find "${query.q}". Try a town, postcode, station or airport.`,
            close_matches: text?.startsWith("lee") ? [leedsPlace] : [],
          },
          { status: 404 },
        );
      }
      const { page, per_page: perPage, rental } = query;
      let spaces = origin === quietville ? [] : [...leedsSpaces];
      if (query.covered) spaces = spaces.filter((s) => s.facilities.covered);
      const ev = query.ev ?? [];
      if (ev.length > 0) {
        spaces = spaces.filter((s) =>
          s.facilities.ev_connectors.some((connector) => ev.includes(connector)),
        );
      }
      if (query.sort === "price") {
        spaces.sort((a, b) => (a.price?.value ?? 0) - (b.price?.value ?? 0));
      }
      return contractJson(locationSearchSchema, {
        data: spaces.slice((page - 1) * perPage, page * perPage).map((space) => ({
          ...space,
          price: rental === "long" ? priced(95, "month") : space.price,
        })),
        meta: {
          page,
          per_page: perPage,
          has_more: spaces.length > page * perPage,
          radius_m: query.radius ?? (rental === "long" ? 3000 : 2000),
          origin,
          rental,
          start: query.start?.toISOString() ?? "2026-12-01T09:00:00.000Z",
          end: rental === "long" ? null : (query.end?.toISOString() ?? "2026-12-01T11:00:00.000Z"),
        },
      });
    }),

    http.get(api("v2/places/landing"), ({ request }) => {
      const path = new URL(request.url).searchParams.get("path");
      const place = landingPlaces.find((place) => place.landing_path === path);
      if (!place) {
        return contractJson(
          messageSchema,
          { message: "No place has that landing page" },
          { status: 404 },
        );
      }
      return contractJson(landingPlaceSchema, { data: place });
    }),
    http.get(api("v2/places"), ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      return contractJson(placesSchema, {
        data: [leedsPlace, leedsStation].filter((place) =>
          place.name.toLowerCase().startsWith(q.toLowerCase()),
        ),
      });
    }),

    http.post(api("v2/location-notification"), async ({ request }) => {
      if (!request.headers.get("X-Forwarded-For")) {
        // Every caller forwarding nothing would share one rate limit.
        return contractJson(messageSchema, { message: "Too many attempts" }, { status: 429 });
      }
      const alert = locationAlertRequestSchema.parse(await request.json());
      if (alert.email === undeliverableEmail) {
        return contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: { email: ["We cannot send email to that address"] },
          },
          { status: 400 },
        );
      }
      const { email, place_name, radius, rental } = alert;
      return contractJson(
        locationAlertSchema,
        {
          message: `We will email ${email} when parking comes up near ${place_name}.`,
          data: { email, place_name, radius_m: radius, rental },
        },
        { status: 201 },
      );
    }),
  ];
}
