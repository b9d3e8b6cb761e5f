import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { quoteSchema, type Quote, type QuoteLineRequest } from "#contract/quotes";
import {
  spaceAtPathSchema,
  spaceAvailabilitySchema,
  spaceReviewsSchema,
  spaceSchema,
  type Review,
  type SpaceAvailability,
  type SpaceDetail,
} from "#contract/spaces";
import { type Stay } from "~/lib/stay";
import { hostContext, visitorContext } from "~/upstream/context";
import { refusalBodyOf, refusalOf, type Refusal } from "./refusal";

/**
 * The marketplace service's spaces (spec §7): a space priced for a stay, its reviews, its
 * availability and a quote. Every answer is checked here against the contract the service answers
 * by (contract/spaces.ts and quotes.ts), so a route never sees an unchecked field.
 */

export type SpaceAnswer =
  | { kind: "space"; space: SpaceDetail }
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

/**
 * Space ids by page path, as the service answered them. A published space's path never changes
 * and is never given to another space, so one look-up per path serves every later request of
 * the process; whether the visitor may see the space is still the space call's answer.
 */
export type SpacePageIds = Map<string, number>;

/** Past this many paths the oldest is forgotten: about 4 MB at most. */
const REMEMBERED_PAGES = 50_000;

function remember(pageIds: SpacePageIds, path: string, id: number) {
  if (pageIds.size >= REMEMBERED_PAGES) pageIds.delete(pageIds.keys().next().value!);
  pageIds.set(path, id);
}

export function createSpaces(http: KyInstance, pageIds: SpacePageIds = new Map()) {
  return {
    async space(id: number, stay: Stay): Promise<SpaceAnswer> {
      try {
        const body = await http.get(`v2/spaces/${id}`, { searchParams: stayParams(stay) }).json();
        return { kind: "space", space: spaceSchema.parse(body).data };
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
      const known = pageIds.get(path);
      if (known !== undefined) return known;
      try {
        const body = await http.get(`v2/spaces/by-path/${path}`).json();
        const { id } = spaceAtPathSchema.parse(body).data;
        remember(pageIds, path, id);
        return id;
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
      const { data, meta } = spaceReviewsSchema.parse(body);
      return { reviews: data, total: meta.total };
    },

    async availability(id: number, stay: Stay): Promise<SpaceAvailability> {
      const body = await http
        .get(`v2/spaces/${id}/availability`, { searchParams: stayParams(stay) })
        .json();
      return spaceAvailabilitySchema.parse(body).data;
    },

    /**
     * What the stay costs with every fee, exactly as the booking will charge it (decision 007).
     * Availability is asked separately, so the price shows even for a fully booked period.
     */
    async quote(id: number, stay: Stay): Promise<QuoteAnswer> {
      const line: QuoteLineRequest =
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
        return { kind: "quote", quote: quoteSchema.parse(body).data };
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
  return createSpaces(marketplace.client(token), marketplace.spacePageIds);
}
