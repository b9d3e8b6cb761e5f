import { priced } from "./search";
import { http, HttpResponse } from "msw";

/**
 * The service's spaces as the space page uses them (api/routes/spaces.ts, quotes.ts): one space
 * with a canonical page, hourly and monthly parking; one hourly space with only a short address;
 * one the owner removed. Anything else is not there.
 */

const photos = (id: number, title: string) =>
  [0, 1, 2].map((position) => ({
    url: `/api/v2/spaces/${id}/photos/${position}`,
    width: 1200,
    height: 800,
    alt: `${title}, photo ${position + 1} of 3`,
  }));

const monthlySeasons = [
  { count: 1, total: 120 },
  { count: 3, total: 345 },
  { count: 12, total: 1_320 },
].map(({ count, total }) => ({
  billing: { interval: "month", interval_count: count, plan: "mon-sun" },
  cost: { total, per_month: Math.round((total / count) * 100) / 100 },
  deposit: { now: 25 },
}));

export const camdenDriveway = {
  id: 12,
  title: "Driveway on Camden Road",
  space_type: "driveway",
  description: "Driveway on Camden Road, a short walk from Camden Town. Off the road.",
  address: { line: "12 Camden Road", city: "London", postcode: "NW1 9DP", country: "GBR" },
  lat: 51.5413,
  lng: -0.1395,
  currency: { value: "GBP", symbol: "£" },
  path: "/london/camden-parking/driveway-on-camden-road-12",
  photo: "/api/v2/spaces/12/photos/0",
  rentals: { short: true, long: true, airport: null },
  facilities: {
    covered: false,
    cctv: true,
    gated: true,
    lit: true,
    step_free: true,
    height_limit_cm: null,
    ev_connectors: ["Type 2", "CCS"],
    ev_charger_kw: 7,
  },
  rating: { average: 4.5, count: 2 },
  price: priced(9.9),
  available: true,
  access: {
    open_all_hours: false,
    hours: [0, 1, 2, 3, 4].map((weekday) => ({
      weekday,
      opens_at: "07:00:00",
      closes_at: "19:00:00",
    })),
    instructions: null,
  },
  bays: { total: 1, free: 1 },
  photos: photos(12, "Driveway on Camden Road"),
  seasons: { "mon-sun": monthlySeasons },
  annual_saving: 120,
};

export const leedsBay = {
  ...camdenDriveway,
  id: 13,
  title: "Parking bay on Mill Lane",
  space_type: "parking-bay",
  description: "Parking bay on Mill Lane.",
  address: { line: "47 Mill Lane", city: "Leeds", postcode: "LS1 2XP", country: "GBR" },
  path: "/locations/show/13",
  rentals: { short: true, long: false, airport: null },
  facilities: { ...camdenDriveway.facilities, ev_connectors: [], ev_charger_kw: null },
  rating: { average: null, count: 0 },
  access: { open_all_hours: true, hours: [], instructions: null },
  photos: photos(13, "Parking bay on Mill Lane"),
  seasons: {},
  annual_saving: null,
};

export const spaceReviews = [
  {
    id: 401,
    author: "Aoife T.",
    rating: 5,
    comment: "Exactly where the listing said.",
    created_at: "2026-07-01T10:00:00.000Z",
  },
  {
    id: 400,
    author: "Isla O.",
    rating: 4,
    comment: "Easy to find, a tight turn in.",
    created_at: "2025-05-13T10:00:00.000Z",
  },
];

const spaces = new Map<number, typeof camdenDriveway | typeof leedsBay>([
  [camdenDriveway.id, camdenDriveway],
  [leedsBay.id, leedsBay],
]);
const REMOVED_SPACE = 14;

function noSuchSpace() {
  return HttpResponse.json({ message: "There is no space with that number" }, { status: 404 });
}

/**
 * `api` turns a service path into the mocked service's URL; the service shows access
 * instructions to the space's owner, who signs in with `ownerToken`.
 */
export function spaceHandlers(api: (path: string) => string, ownerToken: string) {
  return [
    http.get(api("v2/spaces/by-path/:city/:district/:slug"), ({ params }) => {
      const path = `/${params.city}/${params.district}/${params.slug}`;
      const space = [...spaces.values()].find((candidate) => candidate.path === path);
      return space ? HttpResponse.json({ data: { id: space.id, path } }) : noSuchSpace();
    }),
    http.get(api("v2/spaces/:id"), ({ params, request }) => {
      const id = Number(params.id);
      if (id === REMOVED_SPACE) {
        return HttpResponse.json(
          { message: "This space has been removed by its owner." },
          { status: 410 },
        );
      }
      const space = spaces.get(id);
      if (!space) return noSuchSpace();
      const query = new URL(request.url).searchParams;
      const monthly = query.get("rental") === "long";
      const isOwner = request.headers.get("Authorization") === `Bearer ${ownerToken}`;
      return HttpResponse.json({
        data: {
          ...space,
          price: monthly ? priced(120, "month") : space.price,
          access: {
            ...space.access,
            instructions: isOwner ? "Gate code 4821. Use the left-hand bay." : null,
          },
        },
      });
    }),
    http.get(api("v2/spaces/:id/reviews"), ({ params }) => {
      const id = Number(params.id);
      if (!spaces.has(id)) return noSuchSpace();
      const data = id === camdenDriveway.id ? spaceReviews : [];
      return HttpResponse.json({ data, meta: { page: 1, per_page: 10, total: data.length } });
    }),
    http.get(api("v2/spaces/:id/availability"), ({ params, request }) => {
      const space = spaces.get(Number(params.id));
      if (!space) return noSuchSpace();
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({
        data: {
          rental: query.get("rental") ?? "short",
          available: true,
          free_bays: space.bays.free,
          total_bays: space.bays.total,
          start: query.get("start"),
          end: query.get("end"),
          available_from: query.get("rental") === "long" ? query.get("start") : null,
        },
      });
    }),
    http.post(api("v2/spaces/:id/quote"), async ({ params, request }) => {
      if (!spaces.has(Number(params.id))) return noSuchSpace();
      const line = (await request.json()) as { rental?: string };
      const monthly = line.rental === "long";
      return HttpResponse.json({
        data: {
          quotes: [
            {
              rental: line.rental,
              quote_id: 1,
              interval_count: monthly ? 1 : null,
              season_plan: monthly ? "mon-sun" : null,
              value: monthly ? 120 : 9.9,
              valueBeforeDiscount: monthly ? 120 : 9.9,
              deposit: monthly ? 25 : 0,
              discountedDeposit: monthly ? 25 : 0,
              message: monthly
                ? "Then £129.00 every month (£120.00 parking and £9.00 service fee) until you cancel."
                : null,
            },
          ],
          serviceFee: monthly ? 4.99 : 0.74,
          arrangementFee: monthly ? 5 : 0,
          serviceFeeBeforeDiscount: monthly ? 4.99 : 0.74,
          totalValue: monthly ? 154.99 : 10.64,
          totalValueBeforeDiscount: monthly ? 154.99 : 10.64,
          totalProductsValue: 0,
          currency: { value: "GBP", symbol: "£" },
          discount: null,
        },
      });
    }),
  ];
}
