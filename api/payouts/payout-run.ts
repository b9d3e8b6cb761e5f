import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { ReportError } from "../context";
import { everyMinute } from "../background";
import type { Database } from "../db/client";
import { ownerEarnings, payoutAccounts, payouts } from "../db/schema";
import { monthOf, startOfMonth, type PayoutMonth } from "../domain/payouts";
import type { Currency } from "#contract/vocabulary";
import { ownersToPay, postLedger } from "./ledger";
import type { PayoutProvider } from "./provider";

export type PayoutDeps = {
  /** Only its queries: the demo seed pays its past month with a bare connection. */
  database: Pick<Database, "db">;
  payoutProvider: PayoutProvider;
  now: () => Date;
};

/**
 * Claims what one owner is due in one currency as the month's payout, once: the unpaid entries
 * due before the month are locked, and the payout, unique per owner, currency and month, takes
 * them. A second run, in parallel or later, finds the month taken and pays nothing.
 */
async function claimPayout(
  deps: PayoutDeps,
  owner: { ownerId: string; currency: Currency },
  month: PayoutMonth,
) {
  const before = startOfMonth(month);
  return deps.database.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.ownerId, owner.ownerId),
          eq(payoutAccounts.currency, owner.currency),
          eq(payoutAccounts.status, "ready"),
        ),
      );
    if (!account) return null;
    const entries = await tx
      .select({ id: ownerEarnings.id, amountMinor: ownerEarnings.amountMinor })
      .from(ownerEarnings)
      .where(
        and(
          eq(ownerEarnings.ownerId, owner.ownerId),
          eq(ownerEarnings.currency, owner.currency),
          isNull(ownerEarnings.payoutId),
          lt(ownerEarnings.dueAt, before),
        ),
      )
      .orderBy(asc(ownerEarnings.id))
      .for("update");
    const amountMinor = entries.reduce((sum, entry) => sum + entry.amountMinor, 0);
    if (amountMinor <= 0) return null;
    const [payout] = await tx
      .insert(payouts)
      .values({
        ownerId: owner.ownerId,
        currency: owner.currency,
        month,
        amountMinor,
        provider: account.provider,
        providerAccountId: account.providerAccountId,
        accountLast4: account.last4,
      })
      .onConflictDoNothing()
      .returning({ id: payouts.id });
    if (!payout) return null;
    await tx
      .update(ownerEarnings)
      .set({ payoutId: payout.id })
      .where(
        inArray(
          ownerEarnings.id,
          entries.map((entry) => entry.id),
        ),
      );
    return payout.id;
  });
}

/** Sends a claimed payout to the provider, keyed by its id, and records it paid. */
async function sendPayout(deps: PayoutDeps, payoutId: string) {
  const { db } = deps.database;
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.status === "paid") return;
  const transfer = await deps.payoutProvider.transfer({
    idempotencyKey: payout.id,
    providerAccountId: payout.providerAccountId,
    amountMinor: payout.amountMinor,
    currency: payout.currency,
    description: `Parkway payout ${payout.month}`,
  });
  await db
    .update(payouts)
    .set({ status: "paid", providerPayoutId: transfer.providerPayoutId, paidAt: deps.now() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, "processing")));
}

/**
 * The monthly payout run (decision 026): every owner with payout details is paid, once for the
 * month, what they earned for parking provided before it. Owners without details keep their
 * balance until they add them; the next round pays them. Payouts a stopped run left unsent are
 * sent again under the same key.
 */
export async function runPayouts(deps: PayoutDeps, month: PayoutMonth = monthOf(deps.now())) {
  const { db } = deps.database;
  await postLedger(db);
  const unsent = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.status, "processing"));
  const failures: unknown[] = [];
  // One owner's failed transfer stays processing for the next round; the others go on.
  const send = (payoutId: string) =>
    sendPayout(deps, payoutId).catch((error: unknown) => void failures.push(error));
  for (const payout of unsent) await send(payout.id);
  let paid = 0;
  for (const owner of await ownersToPay(db, startOfMonth(month))) {
    const payoutId = await claimPayout(deps, owner, month);
    if (!payoutId) continue;
    await send(payoutId);
    paid += 1;
  }
  if (failures.length > 0) throw new AggregateError(failures, "Some payouts could not be sent");
  return { month, payouts: paid };
}

/** Posts the ledger and runs the month's payouts now and every minute until stopped. */
export function startPayoutUpkeep(deps: PayoutDeps & { reportError?: ReportError }) {
  return everyMinute(() => runPayouts(deps), "payout upkeep", deps.reportError);
}
