import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { visitorContext } from "~/upstream/context";
import { flashAnalytics } from "~/cookies.server";
import { rememberedAffiliateClick } from "~/lib/affiliate.server";
import { confirmationHref } from "~/lib/booking-links";
import type { CheckoutClient } from "~/upstream/checkout.server";
import { heldReservation, reachableStep, stepsFor, type Checkout } from "~/lib/checkout";
import { clearCheckout, saveCheckout } from "./checkout-cookie.server";
import { payForm } from "~/lib/booking-forms";
import {
  cookieSecure,
  fieldErrors,
  inPlace,
  lineOf,
  newPaymentKey,
  stepUrl,
  type BookContext,
  type FlashedEvent,
} from "./book-request.server";

const cardFieldNames = {
  number: "card_number",
  exp_month: "card_expiry",
  exp_year: "card_expiry",
  cvc: "card_cvc",
};

function vehicleOf(checkout: Checkout) {
  const { vehicle } = checkout;
  if (!vehicle || vehicle.kind === "unknown") return { registration_unknown: true as const };
  if (vehicle.kind === "saved") return { vehicle_id: vehicle.vehicleId };
  return { vehicle_reg: vehicle.registration };
}

/** A card's number and security code are never sent back to the page, even to correct them. */
const cardSecrets = ["card_number", "card_cvc"];

/**
 * Reserve, then purchase with the booking's payment key (spec §4). A retried payment reuses the
 * bays still held and the same key, so it is charged at most once; a declined one lets the bays
 * go and starts a new attempt. New reservations are a new payment, under a new key: the service
 * refuses a key used for other reservations.
 */
export async function pay(
  ctx: BookContext,
  stored: Checkout,
  form: FormData,
  client: CheckoutClient,
) {
  const { context } = ctx;
  const submission = parseWithZod(form, { schema: payForm });
  if (submission.status !== "success") {
    return inPlace(submission.reply({ hideFields: cardSecrets }), 400);
  }
  const payment = submission.value;
  const secure = cookieSecure(context);
  const now = new Date();
  if (
    stepsFor(stored.rental).some((step) => step !== "checkout" && !stored.completed.includes(step))
  ) {
    throw redirect(stepUrl(ctx.url, reachableStep(stored, "checkout")));
  }

  const failed = async (
    message: string,
    status: number,
    checkout: Checkout,
    events: object[] = [],
    fieldErrors?: Record<string, string[]>,
  ) =>
    inPlace(
      submission.reply({
        ...(fieldErrors ? { fieldErrors } : { formErrors: [message] }),
        hideFields: cardSecrets,
      }),
      status,
      {
        events: [...events, { event: "checkout_error", error_message: message, step: "checkout" }],
        headers: { "Set-Cookie": await saveCheckout(checkout, secure) },
      },
    );

  const token =
    payment.kind === "new-card"
      ? await client.cardToken({
          number: payment.number,
          exp_month: payment.exp_month,
          exp_year: payment.exp_year,
          cvc: payment.cvc,
        })
      : payment.kind === "wallet"
        ? await client.walletToken(payment.method)
        : null;
  if (token?.kind === "refused") {
    const fields = fieldErrors(token, cardFieldNames);
    return failed(
      token.message,
      token.status,
      stored,
      [],
      Object.keys(fields).length > 0 ? fields : undefined,
    );
  }

  const signedIn = context.get(visitorContext).user !== null;
  const kept =
    payment.kind === "new-card" && payment.save && signedIn && token
      ? await client.saveCard(token.token)
      : null;
  if (kept?.kind === "refused") return failed(kept.message, kept.status, stored);

  let checkout = stored;
  const events: FlashedEvent[] = [];
  let reservation = heldReservation(stored, now);
  if (!reservation) {
    const reserved = await client.reserve(
      stored.spaceId,
      lineOf(stored),
      stored.driver,
      vehicleOf(stored),
    );
    if (reserved.kind === "refused") return failed(reserved.message, reserved.status, stored);
    reservation = { ids: reserved.ids, expiresAt: reserved.expiresAt.toISOString() };
    checkout = { ...stored, reservation, paymentKey: newPaymentKey() };
    events.push({ event: "booking_reserved", reservation_ids: reserved.ids });
  }

  const cardId = kept ? kept.card.id : payment.kind === "saved-card" ? payment.cardId : null;
  const paidWith =
    cardId !== null
      ? { method: "card" as const, cardId }
      : {
          method: payment.kind === "wallet" ? payment.method : ("card" as const),
          token: token?.token ?? "",
        };
  const outcome = await client.purchase(
    stored.spaceId,
    reservation.ids,
    paidWith,
    checkout.paymentKey,
    rememberedAffiliateClick(ctx.request),
  );
  if (outcome.kind === "purchased") {
    const first = outcome.bookings[0]!;
    const headers = new Headers();
    headers.append("Set-Cookie", await clearCheckout());
    if (events.length > 0) headers.append("Set-Cookie", await flashAnalytics(events));
    return redirect(confirmationHref(first, first.review_hash), { headers });
  }
  // Declined: nothing is held any more, and the next attempt is a new payment.
  const fresh = { ...checkout, reservation: null, paymentKey: newPaymentKey() };
  if (outcome.kind === "declined") return failed(outcome.message, 402, fresh, events);
  return failed(outcome.message, outcome.status, outcome.status === 503 ? checkout : fresh, events);
}
