import { HTTPError, type KyInstance } from "ky";
import { parkingTypeOf } from "#contract/parking-type";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { answerSchema } from "#contract/answers";
import { bookingSchema } from "#contract/bookings";
import {
  type Card,
  cardAnswerSchema,
  cardsSchema,
  type saveCardRequestSchema,
} from "#contract/cards";
import { type Vehicle, vehicleLookupAnswerSchema, vehiclesSchema } from "#contract/vehicles";
import {
  paymentActionSchema,
  purchasedSchema,
  reservationSchema,
  reservedSchema,
  type PurchaseRequest,
  type ReserveRequest,
} from "#contract/checkout";
import { type PaymentMethod, type PaymentPageKind } from "#contract/payments";
import { productSearchSchema, type Product, type ProductSearchQuery } from "#contract/products";
import { quoteSchema, type QuoteLineRequest } from "#contract/quotes";
import {
  quoteRefusalWithSpaceSchema,
  quoteWithSpaceSchema,
  type SpaceDetail,
} from "#contract/spaces";
import type { SeasonPlan } from "#contract/vocabulary";
import { type ExtraChoice } from "~/lib/checkout";
import { type Stay } from "~/lib/stay";
import { hostContext, visitorContext } from "~/upstream/context";
import { refusalBodyOf, refusalOf, refusalWith } from "./refusal";
import { createSpaces, type QuoteAnswer } from "./spaces.server";

/**
 * The marketplace service's checkout calls (spec §7): quotes with codes and extras, reserve and
 * purchase, the driver's vehicles and cards, registration look-up, payment tokens and the
 * products API's airport extras. Every answer is checked here; a refusal comes back as a value
 * with the service's message (spec §8: reserve and purchase return the error, not throw).
 */

/** A paid booking carries its link's hash: the confirmation page is reached by it. */
const paidBookingSchema = bookingSchema.extend({ review_hash: z.string().min(1) });

/** What paying relies on: a bay held for every period, and a paid booking for each. */
const heldSchema = answerSchema(
  reservedSchema.shape.data.extend({ reservations: z.array(reservationSchema).min(1) }),
);
const paidSchema = answerSchema(
  purchasedSchema.shape.data.extend({ bookings: z.array(paidBookingSchema).min(1) }),
);

/** What a booking line asks the service to price or hold (spec §3 space quote line). */
export type BookingLine = {
  stay: Stay;
  seasonPlan: SeasonPlan;
  seasonInterval: number;
  voucherCode: string | null;
  extras: ExtraChoice[];
  vehicleReg?: string | null;
};

function lineBody(line: BookingLine): QuoteLineRequest {
  const { stay } = line;
  const period =
    stay.rental === "long"
      ? {
          start: stay.start.toISOString(),
          season_plan: line.seasonPlan,
          interval_count: line.seasonInterval,
        }
      : { start: stay.start.toISOString(), end: stay.end?.toISOString() };
  return {
    rental: stay.rental,
    ...period,
    voucher_code: line.voucherCode ?? undefined,
    products: line.extras.map(({ id, key, details }) => ({ id, key, details })),
    vehicle_reg: line.vehicleReg ?? undefined,
  };
}

export type Guest = { first_name: string; last_name: string; email: string; mobile: string };

/**
 * How the driver pays: a saved card, a token from the sandbox's card or wallet pages, or, with
 * Stripe, on Stripe's own page (its Payment Element in the pay step, or Checkout's hosted page).
 */
export type Payment =
  | { method: "card"; cardId: number }
  | { method: PaymentMethod; token: string }
  /** With `save`, the signed-in driver keeps the card on their account once it has paid. */
  | { method: "card"; page: PaymentPageKind; save?: boolean };

/** What a paying call came to: paid, sent to a page, to pay in the page, or refused. */
export async function paymentOutcome(response: Response) {
  const body = await response.json();
  if (response.status !== 202) {
    return { kind: "purchased" as const, bookings: paidSchema.parse(body).data.bookings };
  }
  const { purchase } = paymentActionSchema.parse(body).data;
  // The bank's check (3-D Secure) or the provider's hosted page: the driver goes there.
  if (purchase.next_action)
    return { kind: "requires_action" as const, url: purchase.next_action.url };
  if (purchase.status === "requires_payment_method" && purchase.client_secret) {
    return { kind: "pay_in_page" as const, clientSecret: purchase.client_secret };
  }
  // Paid on the provider's page, and the payment is on its way: the service will settle it.
  return { kind: "confirming" as const };
}

/**
 * A paying call's refusal: a decline (402), the provider out of reach (503), a payment still
 * being made (a 409 that says when to ask again), or the service's.
 */
export async function paymentRefusalOf(error: unknown) {
  if (error instanceof HTTPError && error.response.status === 402) {
    const { message } = await refusalBodyOf(error.response);
    return { kind: "declined" as const, message: message || "Your payment was declined." };
  }
  if (
    error instanceof HTTPError &&
    error.response.status === 409 &&
    error.response.headers.has("Retry-After")
  ) {
    const { message = "Your payment is still being made. Try again in a moment." } =
      await refusalBodyOf(error.response);
    return { kind: "in_progress" as const, message };
  }
  if (error instanceof HTTPError && error.response.status === 503) {
    return {
      kind: "refused" as const,
      status: 503,
      message:
        "We could not reach the payment provider and nothing was charged. Try again in a moment.",
      fields: {},
    };
  }
  return refusalOf(error);
}

/**
 * Hourly or airport parking with no code and no extras: the space's own answer prices it as the
 * quote call does. A monthly line's season and start, a code and extras are the quote call's.
 */
function isPlain(line: BookingLine) {
  return line.stay.rental !== "long" && line.voucherCode === null && line.extras.length === 0;
}

/** A refusal (a stay the service will not price, say) leaves the asking to the quote call. */
function refusedAsNull(error: unknown): null {
  if (!(error instanceof HTTPError) || error.response.status >= 500) throw error;
  return null;
}

/** A booking line's quote with the space it is for, or the space's absence as its own call says. */
export type QuotedSpace =
  | { kind: "space"; space: SpaceDetail; quote: QuoteAnswer }
  | { kind: "missing" }
  | { kind: "gone"; message: string };

export function createCheckout(http: KyInstance) {
  return {
    async quote(spaceId: number, line: BookingLine) {
      try {
        const body = await http.post(`v2/spaces/${spaceId}/quote`, { json: lineBody(line) }).json();
        return { kind: "quote" as const, quote: quoteSchema.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /**
     * The line's quote and the space for its stay in one call (expand=space, decision 031): a
     * booking step shows both, and the space comes with a refused quote too. With `shared`, a
     * plain line is priced by the space's own answer instead, which visitors may share for a few
     * seconds (decision 042), when that answer finds a bay free for the stay.
     */
    async quotedSpace(
      spaceId: number,
      line: BookingLine,
      { shared = false } = {},
    ): Promise<QuotedSpace> {
      if (shared && isPlain(line)) {
        const shown = await createSpaces(http)
          .space(spaceId, line.stay, ["quote"])
          .catch(refusedAsNull);
        if (shown && shown.kind !== "space") return shown;
        if (shown?.quote && shown.space.available) {
          return { kind: "space", space: shown.space, quote: shown.quote };
        }
      }
      const searchParams = { expand: "space" };
      try {
        const body = await http
          .post(`v2/spaces/${spaceId}/quote`, { json: lineBody(line), searchParams })
          .json();
        const { space, data } = quoteWithSpaceSchema.parse(body);
        if (!space) throw new Error(`The quote of space ${spaceId} came without the space`);
        return { kind: "space", space, quote: { kind: "quote", quote: data } };
      } catch (error) {
        if (!(error instanceof HTTPError) || error.response.status >= 500) throw error;
        const { status } = error.response;
        const read = quoteRefusalWithSpaceSchema.safeParse(
          await error.response.json().catch(() => ({})),
        );
        const { space, ...refusal } = read.success ? read.data : {};
        if (space) return { kind: "space", space, quote: refusalWith(status, refusal) };
        if (status === 404) return { kind: "missing" };
        if (status === 410) {
          return { kind: "gone", message: refusal.message ?? "This space is no longer listed." };
        }
        throw error;
      }
    },

    /** Holds a bay while the driver pays; the hold lapses on its own after 15 minutes. */
    async reserve(
      spaceId: number,
      line: BookingLine,
      driver: Guest | null,
      vehicle: { vehicle_id: number } | { vehicle_reg: string } | { registration_unknown: true },
    ) {
      try {
        const json: ReserveRequest = { ...lineBody(line), ...driver, ...vehicle };
        const body = await http.post(`v2/spaces/${spaceId}/reserve`, { json }).json();
        const { reservations } = heldSchema.parse(body).data;
        const expiries = reservations.map((reservation) =>
          new Date(reservation.hold_expires_at ?? Date.now()).getTime(),
        );
        return {
          kind: "reserved" as const,
          ids: reservations.map((reservation) => reservation.id),
          expiresAt: new Date(Math.min(...expiries)),
        };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /**
     * Pays for held bays, with the affiliate click the visitor arrived with (spec §4). A retry
     * with the same key is answered as the first attempt was.
     */
    async purchase(
      spaceId: number,
      reservationIds: number[],
      payment: Payment,
      key: string,
      options: { affiliateClickId?: string | null; returnUrl?: string } = {},
    ) {
      const { affiliateClickId = null, returnUrl } = options;
      const paidWith =
        "cardId" in payment
          ? { payment_method: "card" as const, card_id: payment.cardId }
          : "page" in payment
            ? {
                payment_method: "card" as const,
                payment_page: payment.page,
                ...(payment.save ? { save_card: true } : {}),
              }
            : { payment_method: payment.method, payment_token: payment.token };
      const json: PurchaseRequest = {
        reservations: reservationIds.map((id) => ({ id })),
        ...paidWith,
        ...(affiliateClickId === null ? {} : { affiliate_click_id: affiliateClickId }),
        ...(returnUrl ? { return_url: returnUrl } : {}),
      };
      try {
        const response = await http.post(`v2/spaces/${spaceId}/purchase`, {
          json,
          headers: { "Idempotency-Key": key },
        });
        return await paymentOutcome(response);
      } catch (error) {
        return paymentRefusalOf(error);
      }
    },

    /**
     * The driver left the provider's page without paying (decision 032): it is closed and the
     * bays let go, unless they paid on it meanwhile.
     */
    async leavePaymentPage(spaceId: number, key: string) {
      try {
        const response = await http.post(`v2/spaces/${spaceId}/purchase/cancel`, {
          headers: { "Idempotency-Key": key },
        });
        return await paymentOutcome(response);
      } catch (error) {
        return paymentRefusalOf(error);
      }
    },

    /** Spec §5: spaces are removed from a registration before it is looked up. */
    async lookUpVehicle(registration: string) {
      const compact = registration.replace(/\s+/g, "");
      try {
        const body = await http.get(`v2/vehicle-information/${encodeURIComponent(compact)}`).json();
        return { kind: "found" as const, vehicle: vehicleLookupAnswerSchema.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async vehicles(): Promise<Vehicle[]> {
      return vehiclesSchema.parse(await http.get("v2/vehicles").json()).data;
    },

    async cards(): Promise<Card[]> {
      return cardsSchema.parse(await http.get("v2/cards").json()).data;
    },

    /** Keeps a tokenised card on the signed-in driver's account, for this and later bookings. */
    async saveCard(token: string) {
      try {
        const json: z.input<typeof saveCardRequestSchema> = { payment_token: token };
        const body = await http.post("v2/cards", { json }).json();
        return { kind: "saved" as const, card: cardAnswerSchema.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /**
     * The airport extras offered with parking at the space from `start` (products API), with
     * the parking type the spec has the web work out from the start.
     */
    async airportExtras(
      spaceId: number,
      start: Date,
      currency: string,
      now: Date,
    ): Promise<Product[]> {
      const searchParams = {
        location_id: spaceId,
        parking_type: parkingTypeOf(start, now),
        parking_session_starts_at: start.toISOString(),
        currency,
      } satisfies ProductSearchQuery;
      const body = await http.get("products-api/products/search", { searchParams }).json();
      return productSearchSchema.parse(body).data;
    },
  };
}

export type CheckoutClient = ReturnType<typeof createCheckout>;

/** The checkout client for this request, with the visitor's token. */
export function checkoutFor(context: Readonly<RouterContextProvider>): CheckoutClient {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createCheckout(marketplace.client(token));
}
