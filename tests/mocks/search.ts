import { http, HttpResponse } from "msw";

/**
 * The marketplace service's search calls as the web uses them: location-search, places and
 * location notifications. A small, fixed neighbourhood around Leeds; "Quietville" is a known
 * place with no spaces, and any other unknown place is not found.
 */

/** A price as the service answers it, with decision 007's service fee. */
export function priced(value: number, per: "stay" | "month" = "stay") {
  const serviceFee = Math.min(4.99, Math.max(0.49, Math.round(value * 7.5) / 100));
  return {
    value,
    service_fee: serviceFee,
    total: Math.round((value + serviceFee) * 100) / 100,
    per,
  };
}

export const leeds = { lat: 53.79648, lng: -1.54785, name: "Leeds", kind: "city" };
export const quietville = { lat: 54.1, lng: -2.1, name: "Quietville", kind: "town" };

const evCycle = [[], ["Type 2"], [], ["CCS", "Type 2"], []] as const;

/** Twelve spaces, nearest first, with prices and facilities that vary. */
export const leedsSpaces = Array.from({ length: 12 }, (_, index) => {
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
      ev_connectors: [...evCycle[index % evCycle.length]!],
      ev_charger_kw: index % 5 === 1 ? 7 : null,
    },
    rating: index % 2 === 0 ? { average: 4.5, count: 4 } : { average: null, count: 0 },
    price: priced(2 + ((index * 7) % 10)),
    available: index !== 2,
    distance_m: 100 + index * 111,
  };
});

/** The service's answer to a bad email, in its `errors` shape. */
export const undeliverableEmail = "bounce@undeliverable.test";

export function searchHandlers(api: (path: string) => string) {
  return [
    http.get(api("v2/location-search"), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const q = query.get("q");
      const origin =
        query.has("lat") && query.has("lng")
          ? { lat: Number(query.get("lat")), lng: Number(query.get("lng")), name: null, kind: null }
          : q?.toLowerCase() === "leeds"
            ? leeds
            : q?.toLowerCase() === "quietville"
              ? quietville
              : null;
      if (!origin) {
        return HttpResponse.json(
          { message: `We could not find "${q}". Try a town, postcode, station or airport.` },
          { status: 404 },
        );
      }
      const start = query.get("start");
      const end = query.get("end");
      if (start && end && new Date(end) <= new Date(start)) {
        return HttpResponse.json(
          {
            message: "Please correct the invalid fields",
            errors: { end: ["The end must be after the start"] },
          },
          { status: 400 },
        );
      }
      const page = Number(query.get("page") ?? "1");
      const perPage = Number(query.get("per_page") ?? "20");
      let spaces = origin === quietville ? [] : [...leedsSpaces];
      if (query.get("covered") === "true") spaces = spaces.filter((s) => s.facilities.covered);
      const ev = query.get("ev")?.split(",") ?? [];
      if (ev.length > 0) {
        spaces = spaces.filter((s) =>
          s.facilities.ev_connectors.some((connector) => ev.includes(connector)),
        );
      }
      if (query.get("sort") === "price") {
        spaces.sort((a, b) => a.price.value - b.price.value);
      }
      const rental = query.get("rental") ?? "short";
      const from = start ?? "2026-12-01T09:00:00.000Z";
      return HttpResponse.json({
        data: spaces.slice((page - 1) * perPage, page * perPage).map((space) => ({
          ...space,
          price: rental === "long" ? priced(95, "month") : space.price,
        })),
        meta: {
          page,
          per_page: perPage,
          has_more: spaces.length > page * perPage,
          radius_m: Number(query.get("radius") ?? (rental === "long" ? 3000 : 2000)),
          origin,
          rental,
          start: from,
          end: rental === "long" ? null : (end ?? "2026-12-01T11:00:00.000Z"),
        },
      });
    }),

    http.get(api("v2/places"), ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      const places = [
        {
          id: 1,
          kind: "city",
          name: "Leeds",
          label: "Leeds, England",
          lat: leeds.lat,
          lng: leeds.lng,
        },
        {
          id: 2,
          kind: "station",
          name: "Leeds",
          label: "Leeds station",
          lat: 53.7944,
          lng: -1.5486,
        },
      ];
      return HttpResponse.json({
        data: places.filter((place) => place.name.toLowerCase().startsWith(q.toLowerCase())),
      });
    }),

    http.post(api("v2/location-notification"), async ({ request }) => {
      const form = (await request.json()) as Record<string, unknown>;
      if (!request.headers.get("X-Forwarded-For")) {
        // Every caller forwarding nothing would share one rate limit.
        return HttpResponse.json({ message: "Too many attempts" }, { status: 429 });
      }
      if (form.email === undeliverableEmail) {
        return HttpResponse.json(
          {
            message: "Please correct the invalid fields",
            errors: { email: ["We cannot send email to that address"] },
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(
        {
          message: `We will email ${String(form.email)} when parking comes up near ${String(form.place_name)}.`,
          data: {
            email: form.email,
            place_name: form.place_name,
            radius_m: form.radius,
            rental: form.rental,
          },
        },
        { status: 201 },
      );
    }),
  ];
}
