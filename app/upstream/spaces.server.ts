import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { RENTALS, SEASON_PLANS, type Stay } from "~/components/space/stay";
import { hostContext, visitorContext } from "~/context";
import { refusalBodyOf, refusalOf, type Refusal } from "./refusal";
import { spaceAddress, spaceCurrency, spaceFacilities, spaceRating } from "./space-fields";

/**
 * The marketplace service's spaces (spec §7): a space priced for a stay, its reviews, its
 * availability and a quote. Shapes follow the service's OpenAPI description (api/routes/spaces.ts
 * and quotes.ts); every answer is checked here, so a route never sees an unchecked field.
 */

const money = z.number();
const seasonPlan = z.enum(SEASON_PLANS);

const season = z.object({
  billing: z.object({
    interval: z.literal("month"),
    interval_count: z.number().int().positive(),
    plan: seasonPlan,
  }),
  cost: z.object({ total: money, per_month: money }),
  deposit: z.object({ now: money }),
});
export type Season = z.infer<typeof season>;

const space = z.object({
  id: z.number().int(),
  title: z.string(),
  space_type: z.string(),
  description: z.string(),
  address: spaceAddress,
  lat: z.number(),
  lng: z.number(),
  currency: spaceCurrency,
  path: z.string().startsWith("/"),
  rentals: z.object({ short: z.boolean(), long: z.boolean(), airport: z.string().nullable() }),
  facilities: spaceFacilities,
  rating: spaceRating,
  price: z.object({ value: money, per: z.enum(["stay", "month"]) }).nullable(),
  available: z.boolean(),
  access: z.object({
    open_all_hours: z.boolean(),
    hours: z.array(
      z.object({
        weekday: z.number().int().min(0).max(6),
        opens_at: z.string(),
        closes_at: z.string(),
      }),
    ),
    instructions: z.string().nullable(),
  }),
  bays: z.object({ total: z.number().int(), free: z.number().int() }),
  photos: z.array(
    z.object({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
    }),
  ),
  seasons: z.partialRecord(seasonPlan, z.array(season)),
  annual_saving: money.nullable(),
});
export type Space = z.infer<typeof space>;

const spaceResponse = z.object({ data: space });

const spacePathResponse = z.object({
  data: z.object({ id: z.number().int().positive(), path: z.string() }),
});

const review = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof review>;

const reviewsResponse = z.object({
  data: z.array(review),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

const availabilityResponse = z.object({
  data: z.object({
    rental: z.enum(RENTALS),
    available: z.boolean(),
    free_bays: z.number().int(),
    total_bays: z.number().int(),
    start: z.string(),
    end: z.string().nullable(),
    available_from: z.string().nullable(),
  }),
});
export type Availability = z.infer<typeof availabilityResponse>["data"];

const quoteResponse = z.object({
  data: z.object({
    quotes: z
      .array(
        z.object({
          value: money,
          deposit: money,
          interval_count: z.number().int().nullable(),
          season_plan: seasonPlan.nullable(),
          message: z.string().nullable(),
        }),
      )
      .min(1),
    serviceFee: money,
    arrangementFee: money,
    totalValue: money,
    currency: spaceCurrency,
  }),
});
export type Quote = z.infer<typeof quoteResponse>["data"];

export type SpaceAnswer =
  | { kind: "space"; space: Space }
  | { kind: "missing" }
  /** The service says the space was there and is not any more. */
  | { kind: "gone"; message: string };

export type QuoteAnswer = { kind: "quote"; quote: Quote } | Refusal;

/** The service's query for a stay: start and end for hourly and airport, the plan for monthly. */
function stayParams(stay: Stay) {
  const params = new URLSearchParams({ rental: stay.rental, start: stay.start.toISOString() });
  if (stay.end && stay.rental !== "long") params.set("end", stay.end.toISOString());
  if (stay.rental === "long") params.set("season_plan", stay.seasonPlan);
  return params;
}

export function createSpaces(http: KyInstance) {
  return {
    async space(id: number, stay: Stay): Promise<SpaceAnswer> {
      try {
        const body = await http.get(`v2/spaces/${id}`, { searchParams: stayParams(stay) }).json();
        return { kind: "space", space: spaceResponse.parse(body).data };
      } catch (error) {
        if (!(error instanceof HTTPError)) throw error;
        if (error.response.status === 404) return { kind: "missing" };
        if (error.response.status === 410) {
          const { message } = await refusalBodyOf(error.response);
          return { kind: "gone", message: message ?? "This space is no longer listed." };
        }
        throw error;
      }
    },

    /**
     * The id of the space whose page is `/{city}/{district}/{slug}`, or null when the service
     * knows no such page (or, an older deployment, cannot look pages up).
     */
    async spaceIdAt(city: string, district: string, slug: string): Promise<number | null> {
      const path = [city, district, slug].map(encodeURIComponent).join("/");
      try {
        const body = await http.get(`v2/spaces/by-path/${path}`).json();
        return spacePathResponse.parse(body).data.id;
      } catch (error) {
        if (error instanceof HTTPError && [404, 410].includes(error.response.status)) return null;
        throw error;
      }
    },

    /** The newest reviews, with how many there are in all. */
    async reviews(id: number, perPage = 10): Promise<{ reviews: Review[]; total: number }> {
      const body = await http
        .get(`v2/spaces/${id}/reviews`, { searchParams: { per_page: perPage } })
        .json();
      const { data, meta } = reviewsResponse.parse(body);
      return { reviews: data, total: meta.total };
    },

    async availability(id: number, stay: Stay): Promise<Availability> {
      const body = await http
        .get(`v2/spaces/${id}/availability`, { searchParams: stayParams(stay) })
        .json();
      return availabilityResponse.parse(body).data;
    },

    /**
     * What the stay costs with every fee, exactly as the booking will charge it (decision 007).
     * Availability is asked separately, so the price shows even for a fully booked period.
     */
    async quote(id: number, stay: Stay): Promise<QuoteAnswer> {
      const line =
        stay.rental === "long"
          ? { rental: stay.rental, start: stay.start.toISOString(), season_plan: stay.seasonPlan }
          : {
              rental: stay.rental,
              start: stay.start.toISOString(),
              end: stay.end?.toISOString(),
            };
      try {
        const body = await http
          .post(`v2/spaces/${id}/quote`, { json: { ...line, skip_availability: true } })
          .json();
        return { kind: "quote", quote: quoteResponse.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}

export type Spaces = ReturnType<typeof createSpaces>;

/** The spaces client for this request, with the visitor's token. */
export function spacesFor(context: Readonly<RouterContextProvider>): Spaces {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createSpaces(marketplace.client(token));
}
