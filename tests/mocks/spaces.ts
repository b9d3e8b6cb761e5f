import { http, HttpResponse } from "msw";
import type { z } from "zod";
import { messageSchema } from "#contract/answers";
import {
  embeddedQuoteSchema,
  quoteLineRequestSchema,
  quoteSchema,
  type EmbeddedQuote,
  type Quote,
} from "#contract/quotes";
import type { Rental } from "#contract/vocabulary";
import {
  spaceAtPathSchema,
  spaceAvailabilitySchema,
  spacePagesSchema,
  spaceReviewsSchema,
  quoteRefusalWithSpaceSchema,
  quoteWithSpaceSchema,
  spaceSchema,
  stayQuerySchema,
  type Review,
  type Season,
  type SpaceDetail,
  type SpaceResult,
} from "#contract/spaces";
import { contractJson } from "./contract-json";
import { invalidRequest, leedsSpaces, priced } from "./search";

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
].map(({ count, total }): Season => ({
  billing: { interval: "month", interval_count: count, plan: "mon-sun" },
  cost: { total, per_month: Math.round((total / count) * 100) / 100 },
  deposit: { now: 25 },
}));

export const camdenDriveway: SpaceDetail = {
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
    length_limit_cm: null,
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

export const leedsBay: SpaceDetail = {
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

export const spaceReviews: Review[] = [
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

/** A result of the Leeds search as its own page shows it, so a tester can open and book it. */
function leedsResultSpace({ distance_m: _distance, ...result }: SpaceResult): SpaceDetail {
  return {
    ...leedsBay,
    ...result,
    description: `${result.title}.`,
    photos: photos(result.id, result.title),
    seasons: result.rentals.long ? { "mon-sun": monthlySeasons } : {},
  };
}

const spaces = new Map<number, SpaceDetail>([
  [camdenDriveway.id, camdenDriveway],
  [leedsBay.id, leedsBay],
  ...leedsSpaces.map((result): [number, SpaceDetail] => [result.id, leedsResultSpace(result)]),
]);
const REMOVED_SPACE = 14;

function noSuchSpace() {
  return contractJson(
    messageSchema,
    { message: "There is no space with that number" },
    { status: 404 },
  );
}

/** The stay the web asked a space about, read as the service reads it. */
function stayOf(request: Request) {
  return stayQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/** Monthly parking's later payments, as the service's quote says them (decision 007's fee). */
const monthlyRenewal = { value: 120, service_fee: 4.99, total: 124.99, every_months: 1 };

/**
 * The service's quote for one line of parking without extras or a code: £9.90 and a £0.74 fee
 * for a stay, £120 a month (and a deposit and arrangement fee) for monthly parking.
 */
export function quoteOf(line: { rental: Rental; start?: Date; end?: Date }): Quote {
  const monthly = line.rental === "long";
  const start = line.start ?? new Date("2026-12-01T09:00:00.000Z");
  return {
    quotes: [
      {
        rental: line.rental,
        start: start.toISOString(),
        end: monthly ? null : (line.end?.toISOString() ?? null),
        quote_id: 1,
        interval_count: monthly ? 1 : null,
        voucher_code: null,
        products: [],
        totalProductsValue: 0,
        season_plan: monthly ? "mon-sun" : null,
        value: monthly ? 120 : 9.9,
        valueBeforeDiscount: monthly ? 120 : 9.9,
        deposit: monthly ? 25 : 0,
        discountedDeposit: monthly ? 25 : 0,
        vehicle_reg: null,
        message: monthly
          ? "Then £124.99 every month (£120.00 parking and £4.99 service fee) until you cancel."
          : null,
        renewal: monthly ? monthlyRenewal : null,
        per_month: monthly ? monthlyRenewal.total : null,
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
  };
}

/**
 * A space's carried quote (expand=quote), as the service makes it: the quote call's answer for
 * the stay without checking for a free bay, with its status. It is asked of the mocked quote
 * call, so a test that makes that call refuse sees the space's quote refused too.
 */
async function quoteOfStay(
  api: (path: string) => string,
  id: number,
  stay: { rental: Rental; start?: Date; end?: Date; season_plan: string },
  headers: Headers,
): Promise<EmbeddedQuote> {
  const line = {
    rental: stay.rental,
    start: stay.start?.toISOString(),
    end: stay.rental === "long" ? undefined : stay.end?.toISOString(),
    season_plan: stay.rental === "long" ? stay.season_plan : undefined,
    skip_availability: true,
  };
  const response = await fetch(api(`v2/spaces/${id}/quote`), {
    method: "POST",
    headers: {
      Authorization: headers.get("Authorization") ?? "",
      "Content-Type": "application/json",
    },
    body: JSON.stringify(line),
  });
  return embeddedQuoteSchema.parse({ status: response.status, ...(await response.json()) });
}

/** The stay a quote's line asks about, as the space call's query says it. */
function stayQueryOf(line: z.output<typeof quoteLineRequestSchema>) {
  const query = new URLSearchParams({ rental: line.rental });
  if (line.start) query.set("start", line.start.toISOString());
  if (line.end && line.rental !== "long") query.set("end", line.end.toISOString());
  if (line.rental === "long" && line.season_plan) query.set("season_plan", line.season_plan);
  return query;
}

type QuoteResolver = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | Promise<Response>;

/**
 * The quote call, priced by `answer`, as the service makes it: asked with expand=space, its
 * answer, refused or not, also carries the space as the mocked space call answers for the line's
 * stay, or is that call's own 404 or 410. A test that changes either call sees it on the booking
 * steps, which ask once (decision 031).
 */
export function quoteCall(api: (path: string) => string, answer: QuoteResolver) {
  return http.post(api("v2/spaces/:id/quote"), async (info) => {
    const expand = new URL(info.request.url).searchParams.get("expand")?.split(",") ?? [];
    if (!expand.includes("space")) return answer(info);
    const line = quoteLineRequestSchema.parse(await info.request.clone().json());
    const shown = await fetch(api(`v2/spaces/${String(info.params.id)}?${stayQueryOf(line)}`), {
      headers: { Authorization: info.request.headers.get("Authorization") ?? "" },
    });
    if (!shown.ok) return HttpResponse.json(await shown.json(), { status: shown.status });
    const {
      quote: _quote,
      reviews: _reviews,
      ...space
    } = spaceSchema.parse(await shown.json()).data;
    const quoted = await answer(info);
    const body = { ...(await quoted.json()), space };
    return quoted.ok
      ? contractJson(quoteWithSpaceSchema, body)
      : contractJson(quoteRefusalWithSpaceSchema, body, { status: quoted.status });
  });
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
      return space
        ? contractJson(spaceAtPathSchema, { data: { id: space.id, path } })
        : noSuchSpace();
    }),
    http.get(api("v2/spaces/pages"), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
      const pages = leedsSpaces.map((space) => ({
        path: `/locations/show/${space.id}`,
        updated_at: "2026-11-01T09:00:00.000Z",
      }));
      return contractJson(spacePagesSchema, {
        data: page === 1 ? pages : [],
        meta: { page, per_page: 50_000, total: pages.length },
      });
    }),
    http.get(api("v2/spaces/:id"), async ({ params, request }) => {
      const id = Number(params.id);
      if (id === REMOVED_SPACE) {
        return contractJson(
          messageSchema,
          { message: "This space has been removed by its owner." },
          { status: 410 },
        );
      }
      const space = spaces.get(id);
      if (!space) return noSuchSpace();
      const stay = stayOf(request);
      const monthly = stay.rental === "long";
      const isOwner = request.headers.get("Authorization") === `Bearer ${ownerToken}`;
      const expand = new URL(request.url).searchParams.get("expand")?.split(",") ?? [];
      const reviews = id === camdenDriveway.id ? spaceReviews : [];
      return contractJson(spaceSchema, {
        data: {
          ...space,
          price: monthly ? priced(120, "month") : space.price,
          access: {
            ...space.access,
            instructions: isOwner ? "Gate code 4821. Use the left-hand bay." : null,
          },
          ...(expand.includes("quote") && {
            quote: await quoteOfStay(api, id, stay, request.headers),
          }),
          ...(expand.includes("reviews") && {
            reviews: { newest: reviews, total: reviews.length },
          }),
        },
      });
    }),
    http.get(api("v2/spaces/:id/reviews"), ({ params }) => {
      const id = Number(params.id);
      if (!spaces.has(id)) return noSuchSpace();
      const data = id === camdenDriveway.id ? spaceReviews : [];
      return contractJson(spaceReviewsSchema, {
        data,
        meta: { page: 1, per_page: 10, total: data.length },
      });
    }),
    http.get(api("v2/spaces/:id/availability"), ({ params, request }) => {
      const space = spaces.get(Number(params.id));
      if (!space) return noSuchSpace();
      const stay = stayOf(request);
      const start = (stay.start ?? new Date("2026-12-01T09:00:00.000Z")).toISOString();
      return contractJson(spaceAvailabilitySchema, {
        data: {
          rental: stay.rental,
          available: true,
          free_bays: space.bays.free,
          total_bays: space.bays.total,
          start,
          end: stay.end?.toISOString() ?? null,
          available_from: stay.rental === "long" ? start : null,
        },
      });
    }),
    quoteCall(api, async ({ params, request }) => {
      if (!spaces.has(Number(params.id))) return noSuchSpace();
      const parsed = quoteLineRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalidRequest(parsed.error);
      return contractJson(quoteSchema, { data: quoteOf(parsed.data) });
    }),
  ];
}
