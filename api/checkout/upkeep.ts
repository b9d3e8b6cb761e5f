import type { ReportError } from "../context";
import { everyMinute } from "../background";
import { mailLinks, queueDueReminders } from "../email/booking-mail";
import type { FinalChargeResult } from "../payments/provider";
import { findStalePurchases, type PurchaseRow } from "../repositories/purchases";
import { settle, type PurchaseDeps } from "./purchase";
import { renewSubscriptions, returnDeposits, settleRenewal } from "./renewals";

/** A purchase still processing after this was left by a stopped process: settle it. */
export const STALE_PURCHASE_MS = 2 * 60 * 1000;

const UNCONFIRMED = {
  status: "declined",
  code: "authentication_required",
  reason: "The payment was not confirmed with your bank in time. You have not been charged.",
} as const;

const INTERRUPTED = {
  status: "declined",
  code: "processing_error",
  reason: "The payment was interrupted and did not go through. You have not been charged.",
} as const;

/**
 * Purchases a stopped process left processing: the provider says what became of each charge
 * and the purchase is finished accordingly. A charge the provider never saw fails the purchase.
 */
export async function settleStalePurchases(deps: PurchaseDeps): Promise<number> {
  const now = deps.now();
  const stale = await findStalePurchases(
    deps.database.db,
    new Date(now.getTime() - STALE_PURCHASE_MS),
  );
  let settled = 0;
  for (const purchase of stale) {
    // A provider that cannot answer now is asked again on the next round.
    const result = await finalResult(deps, purchase, now).catch(() => undefined);
    if (!result) continue;
    if (purchase.kind === "renewal") await settleRenewal(deps, purchase, result);
    else await settle(deps, purchase, result);
    settled += 1;
  }
  return settled;
}

/**
 * What the provider says became of a stale purchase's payment; null while the driver may still
 * confirm it with their bank or pay on the provider's page. A page left past its time is closed
 * first, so nothing can be paid on it once the bays are let go.
 */
async function finalResult(
  deps: PurchaseDeps,
  purchase: PurchaseRow,
  now: Date,
): Promise<FinalChargeResult | null> {
  const known = await deps.payments.findCharge(purchase.id, purchase.providerPaymentId);
  if (!known) return INTERRUPTED;
  if (known.status === "succeeded" || known.status === "declined") return known;
  if (new Date(known.expiresAt) > now) return null;
  if (known.status === "requires_action") return UNCONFIRMED;
  return deps.payments.pages ? deps.payments.pages.close(known.providerPaymentId) : INTERRUPTED;
}

/**
 * One round of the booking engine's upkeep: interrupted purchases, renewals, deposits, the
 * reminders now due; then the outbox is delivered, which also retries email that failed.
 */
export async function bookingUpkeep(deps: PurchaseDeps) {
  const settled = await settleStalePurchases(deps);
  const renewals = await renewSubscriptions(deps);
  const depositsReturned = await returnDeposits(deps);
  const reminders = await queueDueReminders(deps.database.db, await mailLinks(deps), deps.now());
  deps.mailer.deliverSoon();
  return { settled, renewals, depositsReturned, reminders };
}

/** Runs the booking upkeep now and every minute until stopped (`everyMinute`). */
export function startBookingUpkeep(deps: PurchaseDeps & { reportError?: ReportError }) {
  return everyMinute(() => bookingUpkeep(deps), "booking upkeep", deps.reportError);
}
