import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import type { EmbeddedQuote, Quote } from "#contract/quotes";
import {
  spaceAtPathSchema,
  spaceAvailabilitySchema,
  spaceSchema,
  type Review,
  type SpaceAvailability,
  type SpaceDetail,
  type SpaceExpansion,
} from "#contract/spaces";
import { BoundedMap } from "#contract/bounded-map";
import { type Stay } from "~/lib/stay";
import { hostContext, visitorContext } from "~/upstream/context";
import { refusalBodyOf, type Refusal } from "./refusal";
import { readAnswer } from "./shared-answers.server";

/**
 * The marketplace service's spaces (spec §7): a space priced for a stay, with its quote and
 * reviews when asked (decision 031), its availability and the space at a page path. Every answer is checked here against the contract the service answers
 * by (contract/spaces.ts and quotes.ts), so a route never sees an unchecked field.
 */

export type SpaceAnswer =
  | {
      kind: "space";
      space: SpaceDetail;
      /** Asked with expand=quote: the stay's price, or why it has none. */
      quote?: QuoteAnswer;
      /** Asked with expand=reviews: null while the space is not live. */
      reviews?: { reviews: Review[]; total: number } | null;
    }
  | { kind: "missing" }
  /** The service says the space was there and is not any more. */
  | { kind: "gone"; message: string };

export type QuoteAnswer = { kind: "quote"; quote: Quote } | Refusal;

/** A quote as a space's answer carries it, read as the quote call's answer is. */
function quoteAnswerOf(quote: EmbeddedQuote): QuoteAnswer {
  if ("data" in quote) return { kind: "quote", quote: quote.data };
  const fields = quote.errors ?? {};
  return { kind: "refused", status: quote.status, message: quote.message, fields };
}

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
export type SpacePageIds = BoundedMap<string, number>;

/** Past 50,000 paths the oldest is forgotten: about 4 MB at most. */
export function spacePageIds(): SpacePageIds {
  return new BoundedMap(50_000);
}

export function createSpaces(http: KyInstance, pageIds: SpacePageIds = spacePageIds()) {
  return {
    /** The space priced for `stay`, carrying what `expand` names, so a page asks once. */
    async space(id: number, stay: Stay, expand: SpaceExpansion[] = []): Promise<SpaceAnswer> {
      const searchParams = stayParams(stay);
      if (expand.length > 0) searchParams.set("expand", expand.join(","));
      try {
        const answer = await http.get(`v2/spaces/${id}`, { searchParams });
        const { quote, reviews, ...space } = (await readAnswer(answer, spaceSchema)).data;
        return {
          kind: "space",
          space,
          ...(quote && { quote: quoteAnswerOf(quote) }),
          ...(reviews !== undefined && {
            reviews: reviews && { reviews: reviews.newest, total: reviews.total },
          }),
        };
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
        pageIds.set(path, id);
        return id;
      } catch (error) {
        if (error instanceof HTTPError && [404, 410].includes(error.response.status)) return null;
        throw error;
      }
    },

    async availability(id: number, stay: Stay): Promise<SpaceAvailability> {
      const body = await http
        .get(`v2/spaces/${id}/availability`, { searchParams: stayParams(stay) })
        .json();
      return spaceAvailabilitySchema.parse(body).data;
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
