import type { BookingDetails } from "#contract/bookings";
import type { Currency } from "#contract/vocabulary";
import type { ApiDeps } from "../context";
import { cancellationTerms, type CancellationTerms } from "../domain/cancellation";
import {
  mailLinks,
  queueCancellationEmail,
  type BookingMailDeps,
  type MailLinks,
} from "../email/booking-mail";
import { majorUnits } from "../domain/money";
import {
  cancelBooking,
  endSubscription,
  findPayingPurchase,
  recordRefund,
  type BookingForAction,
} from "../repositories/tenant-bookings";

/*
 * Cancelling a booking under decision 007's one rule, from the driver's account, a guest's
 * token or the booking's emailed link alike: more than 24 hours before the start, everything
 * back to the card or account it was paid with; later, nothing but a deposit; a running
 * subscription ends when its paid month does.
 */

export type CancelDeps = Pick<ApiDeps, "database" | "payments" | "now"> & BookingMailDeps;

export const CANCELLATION_RULE =
  "Cancel more than 24 hours before the start and everything you paid is refunded to the card or account you paid with; later, the parking is not refunded, but a deposit always is. Cancelling a monthly booking that has started is your notice: it ends when the month you have paid for ends and does not renew.";

/** Cancelled, with what it meant; or why it could not be, with nothing changed. */
export type CancelOutcome =
  { status: 200; terms: CancellationTerms; refundMinor: number } | { status: 409; message: string };

/** A booking that has ended, or was cancelled or never paid, has nothing left to cancel. */
export function cancellable(booking: BookingForAction, now: Date) {
  return (
    booking.status === "confirmed" &&
    booking.cancelledAt === null &&
    (booking.end === null || booking.end > now)
  );
}

export function termsOf(booking: BookingForAction, now: Date) {
  return cancellationTerms({
    start: booking.start,
    rolling: booking.rolling,
    paidUntil: booking.paidUntil,
    paidMinor: booking.totalMinor,
    depositMinor: booking.depositMinor,
    now,
  });
}

/** Cancelling now, as a booking's page shows it before the driver confirms; null when it cannot be. */
export function cancellationPreview(
  booking: BookingForAction,
  now: Date,
): BookingDetails["cancellation"] {
  if (!cancellable(booking, now)) return null;
  const terms = termsOf(booking, now);
  return terms.kind === "end-subscription"
    ? {
        kind: terms.kind,
        refund: null,
        ends_at: terms.endsAt.toISOString(),
        rule: CANCELLATION_RULE,
      }
    : {
        kind: terms.kind,
        refund: majorUnits(terms.refundMinor),
        ends_at: null,
        rule: CANCELLATION_RULE,
      };
}

/** Why a subscription given notice cannot be cancelled again. */
function alreadyEnding(end: Date | null, now: Date) {
  const day = end?.toISOString().slice(0, 10);
  return end && end <= now
    ? `This subscription ended on ${day}.`
    : `This subscription has already been cancelled: it ends on ${day} and will not renew.`;
}

function moneyText(currency: Currency, minor: number) {
  return `${currency === "EUR" ? "€" : "£"}${majorUnits(minor).toFixed(2)}`;
}

/** What the driver is told once a booking is cancelled. */
export function cancelledMessage(
  terms: CancellationTerms,
  refundMinor: number,
  currency: Currency,
): string {
  if (terms.kind === "end-subscription") {
    return `Your subscription ends on ${terms.endsAt.toISOString().slice(0, 10)}, when the month you have paid for ends. It will not renew.`;
  }
  const returned = moneyText(currency, refundMinor);
  if (terms.kind === "refund") {
    return `Your booking is cancelled and ${returned} is on its way back to the card or account you paid with.`;
  }
  return refundMinor > 0
    ? `Your booking is cancelled. ${terms.reason} Your ${returned} deposit is on its way back to the card or account you paid with.`
    : `Your booking is cancelled. ${terms.reason}`;
}

function emailOutcome(terms: CancellationTerms, refundMinor: number) {
  return terms.kind === "end-subscription"
    ? terms
    : { kind: terms.kind, refund: majorUnits(refundMinor) };
}

/**
 * Cancels one booking under the rule: a subscription given notice ends at its paid month's end;
 * anything else is cancelled, its refund paid back to the purchase that paid for it first.
 * A refund the provider refuses leaves the booking as it was. The driver's cancellation email
 * is queued in the transaction that cancels.
 */
export async function cancelUnderRule(
  deps: CancelDeps,
  booking: BookingForAction,
): Promise<CancelOutcome> {
  if (booking.status !== "confirmed") {
    return { status: 409, message: "This booking is not active, so there is nothing to cancel." };
  }
  const now = deps.now();
  // A subscription given notice, or ended by a declined renewal, stays confirmed until it ends.
  if (booking.cancelledAt !== null) {
    return { status: 409, message: alreadyEnding(booking.end, now) };
  }
  if (booking.end !== null && booking.end <= now) {
    return { status: 409, message: "This booking has ended, so there is nothing to cancel." };
  }
  const terms = termsOf(booking, now);
  const links = await mailLinks(deps);
  const outcome = await cancelAndRefund(deps, booking, terms, links);
  if (outcome.status === 200) deps.mailer.deliverSoon();
  return outcome;
}

async function cancelAndRefund(
  deps: CancelDeps,
  booking: BookingForAction,
  terms: CancellationTerms,
  links: MailLinks,
): Promise<CancelOutcome> {
  const { db } = deps.database;
  const now = deps.now();
  if (terms.kind === "end-subscription") {
    await db.transaction(async (tx) => {
      await endSubscription(tx, booking.id, terms.endsAt, now);
      await queueCancellationEmail(tx, booking.id, terms, links, now);
    });
    return { status: 200, terms, refundMinor: 0 };
  }
  const { refundMinor } = terms;
  const purchase = refundMinor > 0 ? await findPayingPurchase(db, booking.id) : null;
  if (refundMinor > 0 && purchase?.providerPaymentId) {
    const refund = await deps.payments.refund({
      idempotencyKey: `cancel-${booking.id}`,
      providerPaymentId: purchase.providerPaymentId,
      amountMinor: refundMinor,
      currency: booking.currency,
    });
    if (refund.status !== "succeeded") {
      return {
        status: 409,
        message: `We could not refund your card: ${refund.reason} Your booking is still active; try again or contact us.`,
      };
    }
    await db.transaction(async (tx) => {
      await cancelBooking(tx, booking.id, { refundMinor, now });
      await recordRefund(tx, {
        purchaseId: purchase.id,
        bookingId: booking.id,
        amountMinor: refundMinor,
        providerRefundId: refund.providerRefundId,
      });
      await queueCancellationEmail(tx, booking.id, emailOutcome(terms, refundMinor), links, now);
    });
  } else {
    await db.transaction(async (tx) => {
      await cancelBooking(tx, booking.id, { refundMinor: 0, now });
      await queueCancellationEmail(tx, booking.id, emailOutcome(terms, 0), links, now);
    });
  }
  return { status: 200, terms, refundMinor };
}

/**
 * Cancels a stay: its first booking and the time added to it (decision 020), each under the
 * rule, the latest first. Time added that starts more than 24 hours from now is refunded like
 * any booking; parking under way is not.
 */
export async function cancelStay(
  deps: CancelDeps,
  stay: { first: BookingForAction; extensions: readonly BookingForAction[] },
): Promise<{ status: 200 | 409; message: string }> {
  const now = deps.now();
  const live = [stay.first, ...stay.extensions].filter((booking) => cancellable(booking, now));
  const [only = stay.first] = live;
  if (live.length <= 1) {
    const outcome = await cancelUnderRule(deps, only);
    if (outcome.status === 409) return outcome;
    return {
      status: 200,
      message: cancelledMessage(outcome.terms, outcome.refundMinor, only.currency),
    };
  }
  let refundMinor = 0;
  for (const booking of live.reverse()) {
    const outcome = await cancelUnderRule(deps, booking);
    if (outcome.status === 409) return outcome;
    refundMinor += outcome.refundMinor;
  }
  return {
    status: 200,
    message:
      refundMinor > 0
        ? `Your booking is cancelled, with the time you added. Parking that has started or starts within 24 hours is not refunded; the ${moneyText(only.currency, refundMinor)} you paid for later time is on its way back to the card or account you paid with.`
        : "Your booking is cancelled, with the time you added. Parking that has started or starts within 24 hours is not refunded. If the space was not as described, contact us.",
  };
}
