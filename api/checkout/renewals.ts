import { mailLinks, queueRenewalFailed, queueRenewalReceipt } from "../email/booking-mail";
import { declineReason } from "../payments/declines";
import type { ChargeResult, FinalChargeResult } from "../payments/provider";
import {
  claimPurchase,
  failPurchase,
  markPurchaseSucceeded,
  startPurchase,
  type PurchaseRow,
} from "../repositories/purchases";
import {
  endAtPaidUntil,
  extendSubscription,
  findDepositsToReturn,
  findDueRenewals,
  findFirstPaymentCard,
  markDepositReturned,
  type DueRenewal,
} from "../repositories/subscriptions";
import { recordRefund } from "../repositories/tenant-bookings";
import type { PurchaseDeps } from "./purchase";

/*
 * Decision 007's rolling subscriptions: when the paid season runs out, the card the driver first
 * paid with is charged for the next one. A declined renewal, or no card to charge, ends the
 * subscription at the end of the time already paid for; once it has ended, the deposit goes
 * back to that card.
 */

export type RenewalOutcome = "renewed" | "ended" | "pending";

const RENEWAL_DECLINED = "The renewal payment was declined, so the subscription has ended.";
const NO_CARD_TO_CHARGE =
  "the card you paid with is no longer saved in your account, so there was nothing to charge.";
const NOTICE_GIVEN =
  "The subscription was cancelled while it renewed, so the renewal payment has been refunded.";

/** With the provider's answer to a renewal: another season, or the end at the paid time. */
export async function settleRenewal(
  deps: PurchaseDeps,
  purchase: PurchaseRow,
  result: FinalChargeResult,
): Promise<RenewalOutcome> {
  const { db } = deps.database;
  const now = deps.now();
  const [bookingId] = purchase.bookingIds;
  if (bookingId === undefined) throw new Error(`Renewal ${purchase.id} names no booking`);
  const links = await mailLinks(deps);
  if (result.status === "declined") {
    await db.transaction(async (tx) => {
      const failed = await failPurchase(
        tx,
        purchase,
        {
          reason: result.reason,
          response: { status: 402, body: { message: RENEWAL_DECLINED, code: result.code } },
          providerPaymentId: result.providerPaymentId,
        },
        now,
      );
      if (!failed) return;
      await endAtPaidUntil(tx, bookingId, now);
      await queueRenewalFailed(tx, bookingId, result.reason, links, now);
    });
    return "ended";
  }
  const settled = await db.transaction(async (tx) => {
    if (!(await claimPurchase(tx, purchase.id, now))) return "settled already" as const;
    if (!(await extendSubscription(tx, bookingId))) return "notice given" as const;
    await markPurchaseSucceeded(
      tx,
      purchase.id,
      { providerPaymentId: result.providerPaymentId, response: { status: 201, body: {} } },
      now,
    );
    await queueRenewalReceipt(tx, purchase.id, links, now);
    return "renewed" as const;
  });
  if (settled !== "notice given") return "renewed";
  // The month charged will not be given, so the money goes straight back.
  const refund = await deps.payments.refund({
    idempotencyKey: `refund-${purchase.id}`,
    providerPaymentId: result.providerPaymentId,
    amountMinor: purchase.amountMinor,
    currency: purchase.currency,
  });
  if (refund.status !== "succeeded") return "pending";
  await db.transaction((tx) =>
    failPurchase(
      tx,
      purchase,
      {
        reason: NOTICE_GIVEN,
        response: { status: 409, body: { message: NOTICE_GIVEN } },
        providerPaymentId: result.providerPaymentId,
      },
      now,
    ),
  );
  return "ended";
}

async function renew(deps: PurchaseDeps, due: DueRenewal): Promise<RenewalOutcome> {
  const { db } = deps.database;
  const now = deps.now();
  const paid = await findFirstPaymentCard(db, due.id);
  const card =
    paid?.cardId && paid.providerToken && paid.provider === deps.payments.name ? paid : null;
  if (!card || !due.renewalMinor || !due.paidUntil) {
    const links = await mailLinks(deps);
    await db.transaction(async (tx) => {
      await endAtPaidUntil(tx, due.id, now);
      await queueRenewalFailed(tx, due.id, NO_CARD_TO_CHARGE, links, now);
    });
    return "ended";
  }
  const purchase = await db.transaction((tx) =>
    startPurchase(
      tx,
      {
        kind: "renewal",
        idempotencyKey: `renewal-${due.id}-${due.paidUntil?.toISOString()}`,
        principal: due.principal,
        bookingIds: [due.id],
        paymentMethod: "card",
        provider: deps.payments.name,
        cardId: card.cardId,
        currency: due.currency,
        amountMinor: due.renewalMinor ?? 0,
      },
      now,
    ),
  );
  // Another round already took this season's renewal; the reconciler finishes it if need be.
  if (!purchase) return "pending";
  let result: ChargeResult;
  try {
    result = await deps.payments.charge({
      idempotencyKey: purchase.id,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      method: "card",
      paymentToken: card.providerToken ?? "",
      description: `Parkway subscription ${due.id} renewal`,
    });
  } catch {
    return "pending";
  }
  // Nobody is there to confirm an off-session renewal with the bank.
  return settleRenewal(
    deps,
    purchase,
    result.status !== "succeeded" && result.status !== "declined"
      ? {
          status: "declined",
          code: "authentication_required",
          reason: declineReason("authentication_required"),
          providerPaymentId: result.providerPaymentId,
        }
      : result,
  );
}

/** Charges every subscription whose paid time has run out; each outcome, by booking id. */
export async function renewSubscriptions(deps: PurchaseDeps) {
  const due = await findDueRenewals(deps.database.db, deps.now());
  const outcomes = new Map<number, RenewalOutcome>();
  for (const subscription of due) outcomes.set(subscription.id, await renew(deps, subscription));
  return outcomes;
}

/** Sends each ended subscription's deposit back to the card it was paid with. */
export async function returnDeposits(deps: PurchaseDeps): Promise<number> {
  const { db } = deps.database;
  const now = deps.now();
  let returned = 0;
  for (const booking of await findDepositsToReturn(db, now)) {
    const paid = await findFirstPaymentCard(db, booking.id);
    if (!paid?.providerPaymentId) {
      // Never paid through Parkway (an imported booking): there is no deposit to send back.
      await db.transaction((tx) => markDepositReturned(tx, booking.id, now));
      continue;
    }
    const refund = await deps.payments
      .refund({
        idempotencyKey: `deposit-${booking.id}`,
        providerPaymentId: paid.providerPaymentId,
        amountMinor: booking.depositMinor,
        currency: booking.currency,
      })
      .catch(() => null);
    if (refund?.status !== "succeeded") continue;
    await db.transaction(async (tx) => {
      await markDepositReturned(tx, booking.id, now);
      await recordRefund(tx, {
        purchaseId: paid.purchaseId,
        bookingId: booking.id,
        amountMinor: booking.depositMinor,
        providerRefundId: refund.providerRefundId,
      });
    });
    returned += 1;
  }
  return returned;
}
