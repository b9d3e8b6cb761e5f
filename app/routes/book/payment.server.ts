import { parseWithZod } from "@conform-to/zod/v4";
import { createCookie, data, redirect, redirectDocument } from "react-router";
import { visitorContext } from "~/upstream/context";
import { flashAnalytics } from "~/cookies.server";
import { rememberedAffiliateClick } from "~/lib/affiliate.server";
import { confirmationHref } from "~/lib/booking-links";
import type { CheckoutClient, Payment } from "~/upstream/checkout.server";
import { heldReservation, reachableStep, stepsFor, type Checkout } from "~/lib/checkout";
import { clearCheckout, saveCheckout } from "./checkout-cookie.server";
import { payForm, paymentReturn } from "~/lib/booking-forms";
import type { Booking } from "#contract/bookings";
import type { WalletMethod } from "#contract/payments";
import {
  cookieSecure,
  inPlace,
  lineOf,
  newPaymentKey,
  stepUrl,
  type BookContext,
  type FlashedEvent,
} from "./book-request.server";
import {
  amountToPay,
  paymentReturnState,
  sameState,
  sandboxPage,
  stripePages,
} from "~/routes/payment-pages.server";

const walletNames: Record<WalletMethod, string> = {
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
};

/**
 * Why the last payment did not go through, for the pay step after the provider's pages sent the
 * driver back: read once, then cleared.
 */
const paymentRefusalCookie = createCookie("parkway_payment_refusal", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 10 * 60,
});

export async function readPaymentRefusal(request: Request): Promise<string | null> {
  const message: unknown = await paymentRefusalCookie.parse(request.headers.get("Cookie"));
  return typeof message === "string" && message.length > 0 ? message : null;
}

export function clearPaymentRefusal() {
  return paymentRefusalCookie.serialize("", { maxAge: 0 });
}

function vehicleOf(checkout: Checkout) {
  const { vehicle } = checkout;
  if (!vehicle || vehicle.kind === "unknown") return { registration_unknown: true as const };
  if (vehicle.kind === "saved") return { vehicle_id: vehicle.vehicleId };
  return { vehicle_reg: vehicle.registration };
}

/**
 * The pay step's address with what the provider's page needs to bring the driver back, and the
 * state of this payment attempt, which the return must carry (decision 025).
 */
function returnPath(ctx: BookContext, checkout: Checkout, query: Record<string, string>) {
  const back = new URLSearchParams({ ...query, state: paymentReturnState(checkout.paymentKey) });
  return `${stepUrl(ctx.url, "checkout")}&${back}`;
}

function mustBeAtCheckout(ctx: BookContext, stored: Checkout) {
  if (
    stepsFor(stored.rental).some((step) => step !== "checkout" && !stored.completed.includes(step))
  ) {
    throw redirect(stepUrl(ctx.url, reachableStep(stored, "checkout")));
  }
}

type PaidBooking = Pick<Booking, "id" | "rental"> & { review_hash: string };

/** The booking is paid: its confirmation, and the booking in progress is done with. */
async function booked(bookings: PaidBooking[], headers: Headers) {
  const first = bookings[0]!;
  headers.append("Set-Cookie", await clearCheckout());
  return redirect(confirmationHref(first, first.review_hash), { headers });
}

const stillBeingPaid =
  "Your payment on the payment page is still being made. Wait a moment, then check your bookings before paying again.";

/**
 * Closes the provider's page opened under the booking's payment key (decision 032): paid on it
 * meanwhile; closed (or never opened), its bays let go and the next attempt a new payment; or
 * still being paid.
 */
async function closePage(stored: Checkout, client: CheckoutClient) {
  const left = await client.leavePaymentPage(stored.spaceId, stored.paymentKey);
  if (left.kind === "purchased") return { kind: "purchased" as const, bookings: left.bookings };
  if (left.kind === "declined" || (left.kind === "refused" && left.status === 404)) {
    const checkout: Checkout = { ...stored, reservation: null, paymentKey: newPaymentKey() };
    return { kind: "closed" as const, checkout };
  }
  return { kind: "open" as const };
}

type PaymentAttempt =
  | { kind: "paid"; response: Response }
  | { kind: "action"; response: Response }
  /** Stripe's Payment Element takes the card in the page, with this client secret. */
  | { kind: "in-page"; clientSecret: string; headers: Headers; returnTo: string }
  /** Paid on the provider's page, and the service is still waiting for the payment to settle. */
  | { kind: "confirming"; headers: Headers; returnTo: string }
  | {
      kind: "refused";
      message: string;
      status: number;
      checkout: Checkout;
      events: FlashedEvent[];
    };

/**
 * Reserve, then purchase with the booking's payment key (spec §4). A retried payment reuses the
 * bays still held and the same key, so it is charged at most once; a declined one lets the bays
 * go and starts a new attempt. New reservations are a new payment, under a new key: the service
 * refuses a key used for other reservations. A payment the bank wants to confirm sends the
 * driver to the provider's page, which brings them back here to ask the service again:
 * `resuming` that purchase, its bays are the service's to say about, as it holds them while the
 * page is open, longer than their first hold.
 */
async function payWith(
  ctx: BookContext,
  stored: Checkout,
  payment: Payment,
  client: CheckoutClient,
  { resuming = false } = {},
): Promise<PaymentAttempt> {
  const now = new Date();
  let checkout = stored;
  const events: FlashedEvent[] = [];
  let reservation = resuming ? stored.reservation : heldReservation(stored, now);
  if (!reservation) {
    const reserved = await client.reserve(
      stored.spaceId,
      lineOf(stored),
      stored.driver,
      vehicleOf(stored),
    );
    if (reserved.kind === "refused") {
      return {
        kind: "refused",
        message: reserved.message,
        status: reserved.status,
        checkout: stored,
        events,
      };
    }
    reservation = { ids: reserved.ids, expiresAt: reserved.expiresAt.toISOString() };
    checkout = { ...stored, reservation, paymentKey: newPaymentKey() };
    events.push({ event: "booking_reserved", reservation_ids: reserved.ids });
  }

  const confirmed: Record<string, string> =
    "cardId" in payment
      ? { paid_with: "card", card: String(payment.cardId) }
      : "page" in payment
        ? { paid_with: "stripe" }
        : { paid_with: payment.method, token: payment.token };
  const returnTo = returnPath(ctx, checkout, confirmed);
  const outcome = await client.purchase(
    stored.spaceId,
    reservation.ids,
    payment,
    checkout.paymentKey,
    { affiliateClickId: rememberedAffiliateClick(ctx.request), returnUrl: returnTo },
  );
  const headers = new Headers();
  if (events.length > 0) headers.append("Set-Cookie", await flashAnalytics(events));
  if (outcome.kind === "purchased") {
    return { kind: "paid", response: await booked(outcome.bookings, headers) };
  }
  // The key opened a provider's page the driver went back from (a reload, the Back button), and
  // now pays another way: that page is closed first, as "Choose another way to pay" closes it.
  if (outcome.kind === "refused" && outcome.status === 422 && !resuming) {
    const left = await closePage(checkout, client);
    if (left.kind === "purchased") {
      return { kind: "paid", response: await booked(left.bookings, headers) };
    }
    if (left.kind === "closed") return payWith(ctx, left.checkout, payment, client);
    return { kind: "refused", message: stillBeingPaid, status: 409, checkout, events };
  }
  if (outcome.kind === "requires_action") {
    headers.append("Set-Cookie", await saveCheckout(checkout, cookieSecure(ctx.context)));
    return { kind: "action", response: redirectDocument(outcome.url, { headers }) };
  }
  if (outcome.kind === "pay_in_page" || outcome.kind === "confirming") {
    headers.append("Set-Cookie", await saveCheckout(checkout, cookieSecure(ctx.context)));
    return outcome.kind === "pay_in_page"
      ? { kind: "in-page", clientSecret: outcome.clientSecret, headers, returnTo }
      : { kind: "confirming", headers, returnTo };
  }
  // Paid on Stripe's page and still being settled (by another request, or its webhook).
  if (outcome.kind === "in_progress" && "page" in payment) {
    headers.append("Set-Cookie", await saveCheckout(checkout, cookieSecure(ctx.context)));
    return { kind: "confirming", headers, returnTo };
  }
  if (outcome.kind === "in_progress") {
    return { kind: "refused", message: outcome.message, status: 409, checkout, events };
  }
  // Declined: nothing is held any more, and the next attempt is a new payment.
  const fresh = { ...checkout, reservation: null, paymentKey: newPaymentKey() };
  const status = outcome.kind === "declined" ? 402 : outcome.status;
  const kept = outcome.kind === "refused" && outcome.status === 503 ? checkout : fresh;
  return { kind: "refused", message: outcome.message, status, checkout: kept, events };
}

/** A new card's token kept on a signed-in driver's account when they asked, as a saved card. */
async function keepCard(ctx: BookContext, client: CheckoutClient, token: string, save: boolean) {
  const signedIn = ctx.context.get(visitorContext).user !== null;
  if (!save || !signedIn)
    return { kind: "payment" as const, payment: { method: "card" as const, token } };
  const kept = await client.saveCard(token);
  if (kept.kind === "refused") return kept;
  return { kind: "payment" as const, payment: { method: "card" as const, cardId: kept.card.id } };
}

/**
 * The booking priced again as its reservation will be, for the provider's page to show the
 * driver what they pay there; a refusal says why it cannot be booked as it stands.
 */
async function priced(stored: Checkout, client: CheckoutClient) {
  const answer = await client.quote(stored.spaceId, lineOf(stored));
  if (answer.kind === "refused") return answer;
  const { totalValue, currency } = answer.quote;
  return { kind: "priced" as const, toPay: amountToPay(totalValue, currency.value) };
}

/** The pay step's post: pay now, or send the driver to the provider's card or wallet page. */
export async function pay(
  ctx: BookContext,
  stored: Checkout,
  form: FormData,
  client: CheckoutClient,
) {
  const submission = parseWithZod(form, { schema: payForm });
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const payment = submission.value;
  mustBeAtCheckout(ctx, stored);

  const failed = async (
    message: string,
    status: number,
    checkout: Checkout,
    events: object[] = [],
  ) =>
    inPlace(submission.reply({ formErrors: [message] }), status, {
      events: [...events, { event: "checkout_error", error_message: message, step: "checkout" }],
      headers: { "Set-Cookie": await saveCheckout(checkout, cookieSecure(ctx.context)) },
    });

  const stripe = stripePages(ctx.context);
  if (payment.kind === "wallet") {
    // With Stripe, wallets are offered by Stripe's own page, with the card.
    if (stripe)
      return inPlace(submission.reply({ fieldErrors: { payment: ["Choose how to pay"] } }), 400);
    const price = await priced(stored, client);
    if (price.kind === "refused") return failed(price.message, price.status, stored);
    return redirectDocument(
      sandboxPage("pages/wallet", {
        method: payment.method,
        return_to: returnPath(ctx, stored, {}),
        ...price.toPay,
      }),
    );
  }
  let paidWith: Payment;
  if (payment.kind === "saved-card") {
    paidWith = { method: "card", cardId: payment.cardId };
  } else if (stripe) {
    const signedIn = ctx.context.get(visitorContext).user !== null;
    paidWith = { method: "card", page: payment.page, save: payment.save && signedIn };
  } else if (payment.token === null) {
    const price = await priced(stored, client);
    if (price.kind === "refused") return failed(price.message, price.status, stored);
    const query: Record<string, string> = payment.save ? { save: "1" } : {};
    return redirectDocument(
      sandboxPage("pages/card", {
        mode: "hosted",
        return_to: returnPath(ctx, stored, query),
        ...price.toPay,
      }),
    );
  } else {
    const kept = await keepCard(ctx, client, payment.token, payment.save);
    if (kept.kind === "refused") return failed(kept.message, kept.status, stored);
    paidWith = kept.payment;
  }
  const attempt = await payWith(ctx, stored, paidWith, client);
  if (attempt.kind === "in-page" && stripe) {
    return data(
      {
        result: submission.reply(),
        events: [] as object[],
        stripePayment: {
          publishableKey: stripe.publishableKey,
          clientSecret: attempt.clientSecret,
          returnUrl: new URL(attempt.returnTo, stripe.appUrl).toString(),
        },
      },
      { headers: attempt.headers },
    );
  }
  if (attempt.kind === "in-page" || attempt.kind === "confirming") {
    return redirect(attempt.returnTo, { headers: attempt.headers });
  }
  if (attempt.kind !== "refused") return attempt.response;
  return failed(attempt.message, attempt.status, attempt.checkout, attempt.events);
}

/**
 * The driver left Stripe's page for another way to pay (or Checkout's Back link): the service
 * closes it and lets the bays go, unless they paid on it meanwhile.
 */
export async function leavePaymentPage(
  ctx: BookContext,
  stored: Checkout,
  client: CheckoutClient,
): Promise<Response> {
  const left = await closePage(stored, client);
  const secure = cookieSecure(ctx.context);
  const headers = new Headers();
  if (left.kind === "purchased") return booked(left.bookings, headers);
  const message =
    left.kind === "closed"
      ? "You left the payment page, and you have not been charged. Choose how to pay."
      : stillBeingPaid;
  const checkout = left.kind === "closed" ? left.checkout : stored;
  headers.append("Set-Cookie", await saveCheckout(checkout, secure));
  headers.append("Set-Cookie", await paymentRefusalCookie.serialize(message, { secure }));
  return redirect(stepUrl(ctx.url, "checkout"), { headers });
}

const notOpenedHere =
  "This address did not come back from a payment page you opened for this booking, so nothing was paid. Choose how to pay.";

/**
 * The driver is back from the provider's page (card, wallet, or the bank's check) with this
 * payment attempt's state: the service, not the address they came back with, says whether the
 * booking is paid.
 */
export async function returnFromProvider(
  ctx: BookContext,
  stored: Checkout,
  client: CheckoutClient,
) {
  mustBeAtCheckout(ctx, stored);
  const secure = cookieSecure(ctx.context);
  const backToPayStep = async (
    message: string,
    checkout: Checkout,
    events: FlashedEvent[] = [],
  ) => {
    const headers = new Headers();
    headers.append("Set-Cookie", await saveCheckout(checkout, secure));
    headers.append("Set-Cookie", await paymentRefusalCookie.serialize(message, { secure }));
    const flashed = [
      ...events,
      { event: "checkout_error", error_message: message, step: "checkout" },
    ];
    headers.append("Set-Cookie", await flashAnalytics(flashed));
    return redirect(stepUrl(ctx.url, "checkout"), { headers });
  };
  const returned = paymentReturn.safeParse(Object.fromEntries(ctx.url.searchParams));
  if (!returned.success) return redirect(stepUrl(ctx.url, "checkout"));
  const { paid_with: method, token, card, cancelled, save, state } = returned.data;
  // Not this attempt's trip (another site's link, or an earlier attempt): nothing is done.
  if (!sameState(paymentReturnState(stored.paymentKey), state)) {
    const refusal = await paymentRefusalCookie.serialize(notOpenedHere, { secure });
    return redirect(stepUrl(ctx.url, "checkout"), { headers: { "Set-Cookie": refusal } });
  }
  if (method === "stripe" && cancelled) return leavePaymentPage(ctx, stored, client);
  if (cancelled && method !== "stripe") {
    const name = method === "card" ? "a card" : walletNames[method];
    return backToPayStep(
      `You cancelled paying with ${name}, and you have not been charged. Choose how to pay.`,
      stored,
    );
  }
  let payment: Payment;
  // Back from a page opened for the purchase already made (Stripe's, or the bank's check of a
  // saved card): it is asked what became of it, never made again.
  const resuming = method === "stripe" || card !== undefined;
  if (method === "stripe") payment = { method: "card", page: "hosted" };
  else if (card !== undefined) payment = { method: "card", cardId: card };
  else if (!token) return redirect(stepUrl(ctx.url, "checkout"));
  else if (method === "card") {
    const kept = await keepCard(ctx, client, token, save === "1");
    if (kept.kind === "refused") return backToPayStep(kept.message, stored);
    payment = kept.payment;
  } else payment = { method, token };
  const attempt = await payWith(ctx, stored, payment, client, { resuming });
  // Paid on the provider's page, and not settled yet: the page says so and asks again.
  if (attempt.kind === "in-page" || attempt.kind === "confirming") return "confirming" as const;
  if (attempt.kind !== "refused") return attempt.response;
  return backToPayStep(attempt.message, attempt.checkout, attempt.events);
}
