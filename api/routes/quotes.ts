import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps, ApiEnv } from "../context";
import type { Principal } from "../domain/access-tokens";
import { discountLabel } from "../domain/discounts";
import { currencyOf, majorUnits } from "../domain/money";
import { fullyBookedMessage, lineMessage, quoteTotals } from "../domain/quote";
import { messageSchema, invalidRequestSchema } from "#contract/answers";
import { quoteLineRequestSchema, quoteSchema, type EmbeddedQuote } from "#contract/quotes";
import {
  expandedSpaceSchema,
  quoteQuerySchema,
  type QuoteExpansion,
  type SpaceDetail,
} from "#contract/spaces";
import { DEFAULT_SEASON_PLAN } from "#contract/vocabulary";
import { createRouter } from "../openapi";
import { priceWithFeePayload } from "../price-payload";
import { retryAfterSeconds, tooManyAttemptsMessage } from "../rate-limit/rate-limiter";
import { limitCalls, tooManyAttempts, type CallLimits } from "../request-limits";
import { findListing, freeFrom, type ListingDetail } from "../repositories/listings";
import { createSpaceDetails, freeBaysOf, type FreeBays } from "./space-detail";
import {
  codeLookupLimits,
  priceLines,
  type BookingLineInput,
  type CheckoutLine,
  type FieldErrors,
} from "../checkout/booking-lines";
import { quotedProductJson } from "../products/quoted-product-json";

const MAX_LINES = 30;
const FIVE_MINUTES = 5 * 60_000;
/** A space page asks for a quote each time it is shown: generous, but not a scraper's pace. */
export const quoteLimits: CallLimits = {
  perToken: { limit: 300, windowMs: FIVE_MINUTES },
  perAddress: { limit: 600, windowMs: FIVE_MINUTES },
};

const SpaceParams = z.object({ id: z.coerce.number().int().positive().openapi({ example: 12 }) });

const refusalWithSpace = (description: string) => ({
  description,
  content: { "application/json": { schema: messageSchema.and(expandedSpaceSchema) } },
});

const quoteResponses = {
  200: {
    description: "The quote",
    content: { "application/json": { schema: quoteSchema.and(expandedSpaceSchema) } },
  },
  400: {
    description: "The input is invalid; `errors` names each field",
    content: { "application/json": { schema: invalidRequestSchema.and(expandedSpaceSchema) } },
  },
  404: refusalWithSpace("No such space, or it is not taking bookings"),
  409: refusalWithSpace("No bay is free for a period; the message names it"),
  410: refusalWithSpace(
    "With expand=space: the space is listed but its owner has stopped taking bookings",
  ),
  429: { ...tooManyAttempts[429], ...refusalWithSpace(tooManyAttempts[429].description) },
};

const quoteOne = createRoute({
  method: "post",
  path: "/spaces/{id}/quote",
  tags: ["Bookings"],
  summary: "Price one booking of a space",
  description:
    "Prices the line exactly as the reservation will charge it (decision 007), with every fee. With `expand=space` every answer about a space the caller may see also carries the space, as its own call answers for the line's stay.",
  request: {
    params: SpaceParams,
    query: quoteQuerySchema,
    body: {
      required: true,
      content: { "application/json": { schema: quoteLineRequestSchema } },
    },
  },
  responses: quoteResponses,
});

const quoteMany = createRoute({
  method: "post",
  path: "/spaces/{id}/quote/multi",
  tags: ["Bookings"],
  summary: "Price several periods of one space at once",
  description:
    "Each line is its own booking; periods may not overlap. One discount code serves the whole booking.",
  request: {
    params: SpaceParams,
    query: quoteQuerySchema,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            quotes: z
              .array(quoteLineRequestSchema, { error: "Bookings are required" })
              .min(1, "Bookings are required")
              .max(MAX_LINES, `Quote at most ${MAX_LINES} periods at once`),
          }),
        },
      },
    },
  },
  responses: quoteResponses,
});

type TooMany = { retryAfterMs: number };

type QuoteOutcome =
  | { status: 200; body: z.input<typeof quoteSchema> }
  | { status: 400; errors: FieldErrors }
  | { status: 404 | 409; message: string }
  | { status: 429; refusal: TooMany };

function quoteLineAnswer(
  line: CheckoutLine,
  input: BookingLineInput,
  position: number,
  symbol: string,
) {
  return {
    rental: line.rental,
    start: line.start.toISOString(),
    end: line.end?.toISOString() ?? null,
    quote_id: position + 1,
    interval_count: line.intervalCount,
    voucher_code: line.discount?.code ?? null,
    products: line.products.map((product) => quotedProductJson(product, majorUnits)),
    totalProductsValue: majorUnits(line.productsMinor),
    season_plan: line.seasonPlan,
    value: majorUnits(line.valueMinor),
    valueBeforeDiscount: majorUnits(line.valueBeforeDiscountMinor),
    deposit: majorUnits(line.depositMinor),
    discountedDeposit: majorUnits(line.discountedDepositMinor),
    vehicle_reg: input.vehicle_reg ?? null,
    message: lineMessage(line, symbol),
    renewal: line.renewal && {
      ...priceWithFeePayload(line.renewal),
      every_months: line.renewal.everyMonths,
    },
    per_month: line.renewal && majorUnits(line.renewal.perMonthMinor),
  };
}

/**
 * Quotes (decision 007), priced as checkout will charge them: a multi quote takes one code,
 * redeemed once for all its lines, and its periods that meet are joined into one stay (one
 * quote, numbered by the first of them). Periods of one multi quote may not overlap.
 * Availability is checked last, so a 409 always concerns an otherwise bookable request. A
 * space's answer carries one too when asked (`expand=quote`), counted as a quote call.
 */
export function createQuoting(deps: Pick<ApiDeps, "database" | "now" | "rateLimiter">) {
  const { db } = deps.database;

  /**
   * Prices `inputs` for `listing`. `field(position, name)` names a line's field in errors: the
   * single quote's fields are top-level, the multi quote's sit under quotes.N.
   */
  async function priceFor(
    listing: ListingDetail,
    inputs: BookingLineInput[],
    field: (position: number, name: string) => string,
    principal: Principal | undefined,
    /** Counts a code look-up; how long to wait when there have been too many. */
    limitLookups: () => Promise<TooMany | null>,
    freeBays: FreeBays = freeBaysOf(db, listing.id, deps.now()),
  ): Promise<QuoteOutcome> {
    const now = deps.now();
    const { id } = listing;
    if (listing.status !== "active") {
      return { status: 404, message: "There is no space with that number" };
    }
    const priced = await priceLines(db, listing, inputs, { now, principal, field, limitLookups });
    if (priced.status !== "priced") return priced;
    const { lines, discount } = priced;

    for (const line of lines) {
      if (inputs[line.positions[0]!]?.skip_availability) continue;
      const period = { start: line.start, end: line.end };
      if ((await freeBays(period)).free === 0) {
        const from = line.end ? null : await freeFrom(db, id, line.start, now);
        return { status: 409, message: fullyBookedMessage(listing, period, now, from) };
      }
    }

    const currency = currencyOf(listing.currency);
    const totals = quoteTotals(lines);
    return {
      status: 200,
      body: {
        data: {
          quotes: lines.map((line) => {
            const position = line.positions[0]!;
            return quoteLineAnswer(line, inputs[position]!, position, currency.symbol);
          }),
          serviceFee: majorUnits(totals.serviceFeeMinor),
          arrangementFee: majorUnits(totals.arrangementFeeMinor),
          serviceFeeBeforeDiscount: majorUnits(totals.serviceFeeBeforeDiscountMinor),
          totalValue: majorUnits(totals.totalMinor),
          totalValueBeforeDiscount: majorUnits(totals.totalBeforeDiscountMinor),
          totalProductsValue: majorUnits(totals.productsMinor),
          currency,
          discount: discount ? { code: discount.code, label: discountLabel(discount) } : null,
        },
      },
    };
  }

  async function quote(
    id: number,
    ...asked: [
      inputs: BookingLineInput[],
      field: (position: number, name: string) => string,
      principal: Principal | undefined,
      limitLookups: () => Promise<TooMany | null>,
    ]
  ): Promise<QuoteOutcome> {
    const listing = await findListing(db, id);
    if (!listing) return { status: 404, message: "There is no space with that number" };
    return priceFor(listing, ...asked);
  }

  /** Counts the call; the answer to give instead when the caller has quoted too often. */
  async function limited(c: Context<ApiEnv>): Promise<QuoteOutcome | null> {
    const refusal = await limitCalls(c, deps, "quote", quoteLimits);
    return refusal ? { status: 429, refusal } : null;
  }

  return { quote, priceFor, limited };
}

/** A quote's outcome as another answer carries it: the body and status the call would have had. */
export function embeddedQuote(outcome: QuoteOutcome): EmbeddedQuote {
  switch (outcome.status) {
    case 200:
      return { status: 200, ...outcome.body };
    case 400:
      return { status: 400, message: "Please correct the invalid fields", errors: outcome.errors };
    case 404:
    case 409:
      return { status: outcome.status, message: outcome.message };
    case 429:
      return { status: 429, message: tooManyAttemptsMessage(outcome.refusal.retryAfterMs) };
  }
}

export function quoteRoutes(
  deps: Pick<ApiDeps, "database" | "now" | "rateLimiter" | "signingSecret">,
) {
  const { quote, priceFor, limited } = createQuoting(deps);
  const spaces = createSpaceDetails(deps);

  function answer(c: Context<ApiEnv>, outcome: QuoteOutcome, space?: SpaceDetail) {
    const expanded = space && { space };
    switch (outcome.status) {
      case 200:
        return c.json({ ...outcome.body, ...expanded }, 200);
      case 400:
        return c.json(
          { message: "Please correct the invalid fields", errors: outcome.errors, ...expanded },
          400,
        );
      case 404:
        return c.json({ message: outcome.message, ...expanded }, 404);
      case 409:
        return c.json({ message: outcome.message, ...expanded }, 409);
      case 429:
        c.header("Retry-After", String(retryAfterSeconds(outcome.refusal.retryAfterMs)));
        return c.json(
          { message: tooManyAttemptsMessage(outcome.refusal.retryAfterMs), ...expanded },
          429,
        );
    }
  }

  /**
   * Counts the call, then prices `inputs`. With expand=space, a space the caller may not see
   * answers as its own call would (404, or 410 when paused) and every other answer carries it,
   * asked for the first line's stay: the booking steps show both, and ask once (decision 031).
   */
  async function quoteAnswer(
    c: Context<ApiEnv>,
    id: number,
    expand: QuoteExpansion[] = [],
    inputs: [BookingLineInput, ...BookingLineInput[]],
    field: (position: number, name: string) => string,
  ) {
    const principal = c.get("principal");
    const limitLookups = () => limitCalls(c, deps, "discount-code", codeLookupLimits);
    const refusal = await limited(c);
    if (!expand.includes("space")) {
      return answer(c, refusal ?? (await quote(id, inputs, field, principal, limitLookups)));
    }
    const [first] = inputs;
    const asked = {
      rental: first.rental,
      season_plan: first.season_plan ?? DEFAULT_SEASON_PLAN,
      stay: spaces.stayOf(first),
    };
    const seen = await spaces.shownWithBays(id, asked.stay, principal);
    if (!seen.shown) return c.json({ message: seen.message }, seen.status);
    const { freeBays } = seen;
    const [outcome, space] = await Promise.all([
      refusal ?? priceFor(seen.listing, inputs, field, principal, limitLookups, freeBays),
      spaces.detail(seen.listing, asked, seen.isOwner, freeBays),
    ]);
    return answer(c, outcome, space);
  }

  return createRouter()
    .openapi(quoteOne, async (c) =>
      quoteAnswer(
        c,
        c.req.valid("param").id,
        c.req.valid("query").expand,
        [c.req.valid("json")],
        (_, name) => name,
      ),
    )
    .openapi(quoteMany, async (c) => {
      const [first, ...others] = c.req.valid("json").quotes;
      return quoteAnswer(
        c,
        c.req.valid("param").id,
        c.req.valid("query").expand,
        [first!, ...others],
        (position, name) => `quotes.${position}.${name}`,
      );
    });
}
