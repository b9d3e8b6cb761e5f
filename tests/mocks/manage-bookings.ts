import { http } from "msw";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import type { Booking, BookingDetails } from "#contract/bookings";
import { paymentActionSchema, paymentDeclinedSchema, purchasedSchema } from "#contract/checkout";
import {
  extensionQuoteSchema,
  manageBookingAnswerSchema,
  managedBookingCancelledSchema,
  manageLinkRequestAnswer,
  type ManageBooking,
} from "#contract/manage-bookings";
import { bookings, purchasedWith } from "./bookings";
import { contractJson } from "./contract-json";
import { marketplaceUrl } from "./marketplace";

/**
 * Bookings opened with their emailed manage link (api/routes/manage-bookings.ts): the hourly
 * booking weeks ahead, fully refundable, and a booking parked in now, whose bay is free for
 * another hour. Any other token opens nothing; `EXPIRED_TOKEN` has run out. Each call of
 * `manageBookingHandlers` starts afresh; tests read what was sent from `calls`.
 */

const api = (path: string) => new URL(path, marketplaceUrl).toString();

export const UPCOMING_TOKEN = `501.1906329600.${"a".repeat(64)}`;
export const PARKED_TOKEN = `506.1906329600.${"b".repeat(64)}`;
export const EXPIRED_TOKEN = `501.1700000000.${"c".repeat(64)}`;
/** The sandbox's tokens for a card that is declined, and for one whose bank asks to confirm. */
export const DECLINED_TOKEN = "tok_4000000000000002";
export const AUTHENTICATION_TOKEN = "tok_4000002760003184";
/** A token the guest comes back with after someone else has taken the bay meanwhile. */
export const BAY_TAKEN_TOKEN = "tok_bay_taken";
export const BANK_PAGE = "/api/v2/sandbox/authentications/pay_ext_1?client_secret=pay_ext_1_secret";
export const CHECKOUT_PAGE = "https://checkout.stripe.com/c/pay/cs_test_extension";

/** Added time the guest still has to pay for on a provider's page: the bank's, or Stripe's. */
function pendingExtension(body: { payment_token?: string; payment_page?: string }) {
  const expires_at = new Date(Date.now() + 15 * 60_000).toISOString();
  if (body.payment_token === AUTHENTICATION_TOKEN) {
    return {
      id: "pay_ext_1",
      status: "requires_action" as const,
      client_secret: "pay_ext_1_secret",
      next_action: { type: "redirect_to_url" as const, url: BANK_PAGE },
    };
  }
  if (body.payment_page === "embedded") {
    return {
      id: "pi_ext_1",
      status: "requires_payment_method" as const,
      client_secret: "pi_ext_1_secret_test",
      next_action: null,
      expires_at,
    };
  }
  if (body.payment_page === "hosted") {
    return {
      id: "cs_test_extension",
      status: "requires_payment_method" as const,
      client_secret: null,
      next_action: { type: "redirect_to_url" as const, url: CHECKOUT_PAGE },
      expires_at,
    };
  }
  return null;
}

export const UNKNOWN_LINK =
  "This link does not open a booking: it is incomplete or has been changed. Ask for a new link with the email and registration you booked with.";
export const EXPIRED_LINK =
  "This link has expired. Ask for a new link with the email and registration you booked with.";
export const RULE =
  "Cancel more than 24 hours before the start and everything you paid is refunded to the card or account you paid with; later, the parking is not refunded, but a deposit always is.";

const payment: BookingDetails["payment"] = {
  method: "card",
  card: null,
  paid_at: "2030-05-20T10:00:00.000Z",
};

const MINUTE = 60_000;

function half(moment: number) {
  return new Date(Math.ceil(moment / (30 * MINUTE)) * 30 * MINUTE).toISOString();
}

/** Parked since half an hour ago, until the next half hour but one. */
function parkedBooking(): Booking {
  const now = Date.now();
  return {
    ...bookings.hourly,
    id: 506,
    reference: "PW-PARK3D",
    start: new Date(now - 30 * MINUTE).toISOString(),
    end: half(now + 30 * MINUTE),
    review_hash: "parked-now-hash",
  };
}

function managed(booking: Booking, cancellation: BookingDetails["cancellation"]): ManageBooking {
  return {
    booking,
    payment,
    cancellation,
    extensions: [],
    ends_at: booking.end,
    billed_to: { name: "Aoife Byrne", email: "aoife@example.com" },
    link_expires_at: "2030-06-10T11:00:00.000Z",
  };
}

function opened(token: unknown): ManageBooking | null {
  if (token === UPCOMING_TOKEN) {
    return managed(bookings.hourly, { kind: "refund", refund: 10.64, ends_at: null, rule: RULE });
  }
  if (token === PARKED_TOKEN) {
    return managed(parkedBooking(), { kind: "deposit-only", refund: 0, ends_at: null, rule: RULE });
  }
  return null;
}

function refused(token: unknown) {
  return token === EXPIRED_TOKEN
    ? contractJson(messageSchema, { message: EXPIRED_LINK }, { status: 410 })
    : contractJson(messageSchema, { message: UNKNOWN_LINK }, { status: 404 });
}

function quoteFor(booking: Booking) {
  const from = Date.parse(booking.end ?? booking.start);
  return {
    from: new Date(from).toISOString(),
    currency: booking.currency,
    booked_from: new Date(from + 60 * MINUTE).toISOString(),
    choices: [1, 2].map((halves) => ({
      end: new Date(from + halves * 30 * MINUTE).toISOString(),
      value: 2 * halves,
      serviceFee: 0.15 * halves,
      total: 2.15 * halves,
    })),
  };
}

export type ManageCall = { method: string; path: string; body: unknown; key: string | null };

export function manageBookingHandlers(calls: ManageCall[] = []) {
  const inElement = new Set<string>();
  async function record(request: Request) {
    const body = request.method === "GET" ? undefined : await request.json().catch(() => undefined);
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      key: request.headers.get("Idempotency-Key"),
    });
    return body;
  }

  return [
    http.post(api("v2/manage-bookings/link-requests"), async ({ request }) => {
      const body = (await record(request)) as { email?: string };
      if (body.email === "often@example.com") {
        return contractJson(
          messageSchema,
          { message: "Too many attempts. Try again in 59 minutes." },
          { status: 429, headers: { "Retry-After": "3540" } },
        );
      }
      return contractJson(messageSchema, { message: manageLinkRequestAnswer }, { status: 202 });
    }),
    http.get(api("v2/manage-bookings/:token"), async ({ params, request }) => {
      await record(request);
      const booking = opened(params.token);
      if (!booking) return refused(params.token);
      return contractJson(manageBookingAnswerSchema, { data: booking });
    }),
    http.post(api("v2/manage-bookings/:token/cancel"), async ({ params, request }) => {
      await record(request);
      const booking = opened(params.token);
      if (!booking) return refused(params.token);
      return contractJson(managedBookingCancelledSchema, {
        message:
          "Your booking is cancelled and £10.64 is on its way back to the card or account you paid with.",
        data: {
          ...booking,
          booking: {
            ...booking.booking,
            status: "cancelled",
            refund: 10.64,
            cancelled_at: new Date().toISOString(),
          },
          cancellation: null,
        },
      });
    }),
    http.get(api("v2/manage-bookings/:token/extension"), async ({ params, request }) => {
      await record(request);
      const booking = opened(params.token);
      if (!booking) return refused(params.token);
      if (params.token !== PARKED_TOKEN) {
        return contractJson(
          messageSchema,
          { message: "Time can be added once your parking has started." },
          { status: 409 },
        );
      }
      return contractJson(extensionQuoteSchema, { data: quoteFor(booking.booking) });
    }),
    http.post(api("v2/manage-bookings/:token/extension"), async ({ params, request }) => {
      const body = (await record(request)) as {
        end?: string;
        payment_token?: string;
        payment_page?: string;
      };
      const booking = opened(params.token);
      if (!booking) return refused(params.token);
      const quote = quoteFor(booking.booking);
      if (!quote.choices.some((choice) => choice.end === body.end)) {
        return contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: {
              end: [
                "Choose one of the times offered: every half hour after your booking ends, for up to a day",
              ],
            },
          },
          { status: 400 },
        );
      }
      // Opened in the Payment Element and asked again under its key: the guest paid there.
      const key = request.headers.get("Idempotency-Key") ?? "";
      const paidInElement = body.payment_page === "hosted" && inElement.has(key);
      if (body.payment_page === "embedded") inElement.add(key);
      const waiting = paidInElement ? null : pendingExtension(body);
      if (waiting)
        return contractJson(paymentActionSchema, { data: { purchase: waiting } }, { status: 202 });
      if (body.payment_token === BAY_TAKEN_TOKEN) {
        return contractJson(
          messageSchema,
          { message: "Someone else has just booked your bay. Choose an earlier time." },
          { status: 409 },
        );
      }
      if (body.payment_token === DECLINED_TOKEN) {
        return contractJson(
          paymentDeclinedSchema,
          { message: "Your card was declined. Nothing was charged.", code: "card_declined" },
          { status: 402 },
        );
      }
      const added = { ...booking.booking, id: 507, start: quote.from, end: body.end ?? null };
      return contractJson(purchasedSchema, purchasedWith([added]), { status: 201 });
    }),
    http.post(api("v2/manage-bookings/:token/extension/cancel"), async ({ request }) => {
      await record(request);
      return contractJson(
        paymentDeclinedSchema,
        { message: "You left the payment page. Nothing was charged.", code: "payment_cancelled" },
        { status: 402 },
      );
    }),
  ];
}
