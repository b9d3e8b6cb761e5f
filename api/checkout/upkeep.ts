import type { ReportError } from "../context";
import { everyMinute } from "../background";
import { mailLinks, queueDueReminders } from "../email/booking-mail";
import { findStalePurchases } from "../repositories/purchases";
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
    const known = await deps.payments.findCharge(purchase.id).catch(() => undefined);
    if (known === undefined) continue;
    // A payment the driver may still confirm with their bank is left to them until it expires.
    if (known?.status === "requires_action" && new Date(known.expiresAt) > now) continue;
    const result = known?.status === "requires_action" ? UNCONFIRMED : (known ?? INTERRUPTED);
    if (purchase.kind === "renewal") await settleRenewal(deps, purchase, result);
    else await settle(deps, purchase, result);
    settled += 1;
  }
  return settled;
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
