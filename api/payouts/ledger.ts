import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import {
  bookings,
  listings,
  ownerEarnings,
  payoutAccounts,
  payouts,
  refunds as refundRecords,
} from "../db/schema";
import { earningReversed } from "../domain/payouts";
import { currencies, rentals } from "#contract/vocabulary";
import { bookingPeriod } from "../repositories/booking-period";

const whole = z.coerce.number().int();
const refundRowsSchema = z.object({
  rows: z.array(
    z.object({
      id: z.uuid(),
      booking_id: whole,
      purchase_id: z.uuid(),
      // The earning the refund reverses; null when no owner earned the payment.
      owner_id: z.uuid().nullable(),
      listing_id: whole.nullable(),
      currency: z.enum(currencies).nullable(),
      due_at: z.coerce.date().nullable(),
      rental: z.enum(rentals),
      value_before_discount_minor: whole,
      paid_minor: whole,
      deposit_minor: whole,
      amount_minor: whole,
      refunded_before_minor: whole,
    }),
  ),
});

/**
 * Brings the owners' ledger up to the payments: an earning for each booking of each succeeded
 * purchase, and a reversal for each refund. Each payment and refund is marked when the ledger
 * has taken it (`ledger_posted_at`), so a round reads only what is new, whatever the history;
 * entries are keyed by what they record, so posting again, or from two processes at once, posts
 * each once. Upkeep posts every round; an owner's own reads post first, so a payment shows at once.
 */
export async function postLedger(db: Db) {
  // Marked in the statement that posts it: a payment is never marked without its earnings.
  await db.execute(sql`
    with due as (
      select id, kind, updated_at, booking_ids from purchases
      where status = 'succeeded' and ledger_posted_at is null
    ), posted as (
      insert into owner_earnings (owner_id, listing_id, booking_id, purchase_id, kind, currency, amount_minor, due_at)
      select l.owner_id, b.listing_id, b.id, p.id, 'earning', b.currency, b.value_before_discount_minor,
        case
          when p.kind = 'renewal' then p.updated_at
          when b.rental = 'long' then lower(b.during)
          else upper(b.during)
        end
      from due p
      join bookings b on b.id = any(p.booking_ids)
      join listings l on l.id = b.listing_id
      where l.owner_id is not null
      on conflict (purchase_id, booking_id) where kind = 'earning' do nothing
    )
    update purchases set ledger_posted_at = now() where id in (select id from due)`);
  // A refund waits for its payment's earnings; one of a payment no owner earned is marked alone.
  const refunds = await db.execute(sql`
    select r.id, r.booking_id, r.purchase_id, e.owner_id, e.listing_id, e.currency, e.due_at,
      b.rental, b.value_before_discount_minor, r.amount_minor,
      case when p.kind = 'renewal' then p.amount_minor else b.total_minor end as paid_minor,
      case when p.kind = 'renewal' then 0 else b.deposit_minor end as deposit_minor,
      (select coalesce(sum(before.amount_minor), 0) from refunds before
        where before.purchase_id = r.purchase_id and before.booking_id = r.booking_id
          and before.status = 'succeeded'
          and (before.created_at, before.id) < (r.created_at, r.id)) as refunded_before_minor
    from refunds r
    join purchases p on p.id = r.purchase_id
    join bookings b on b.id = r.booking_id
    left join owner_earnings e on e.purchase_id = r.purchase_id and e.booking_id = r.booking_id and e.kind = 'earning'
    where r.status = 'succeeded' and r.ledger_posted_at is null and p.ledger_posted_at is not null
    order by r.created_at, r.id`);
  for (const refund of refundRowsSchema.parse(refunds).rows) {
    const { owner_id: ownerId, listing_id: listingId, currency, due_at: dueAt } = refund;
    if (ownerId !== null && listingId !== null && currency !== null && dueAt !== null) {
      const reversed = earningReversed(
        {
          rental: refund.rental,
          valueBeforeDiscountMinor: refund.value_before_discount_minor,
          paidMinor: refund.paid_minor,
          depositMinor: refund.deposit_minor,
        },
        refund.refunded_before_minor,
        refund.amount_minor,
      );
      await db
        .insert(ownerEarnings)
        .values({
          ownerId,
          listingId,
          bookingId: refund.booking_id,
          purchaseId: refund.purchase_id,
          refundId: refund.id,
          kind: "reversal",
          currency,
          amountMinor: -reversed,
          // Taken back from the payout that would have paid the earning, or the next one.
          dueAt,
        })
        .onConflictDoNothing();
    }
    await db
      .update(refundRecords)
      .set({ ledgerPostedAt: sql`now()` })
      .where(eq(refundRecords.id, refund.id));
  }
}

/** An owner's unpaid entries, for the balance and the upcoming payout. */
export async function unpaidEntries(db: Db, ownerId: string) {
  return db
    .select({
      currency: ownerEarnings.currency,
      amountMinor: ownerEarnings.amountMinor,
      dueAt: ownerEarnings.dueAt,
    })
    .from(ownerEarnings)
    .where(and(eq(ownerEarnings.ownerId, ownerId), isNull(ownerEarnings.payoutId)));
}

export async function isOwner(db: Db, userId: string): Promise<boolean> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.ownerId, userId))
    .limit(1);
  return listing !== undefined;
}

export async function listPayoutAccounts(db: Db, ownerId: string) {
  return db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.ownerId, ownerId))
    .orderBy(asc(payoutAccounts.currency));
}

const payoutColumns = {
  id: payouts.id,
  month: payouts.month,
  currency: payouts.currency,
  amountMinor: payouts.amountMinor,
  status: payouts.status,
  accountLast4: payouts.accountLast4,
  createdAt: payouts.createdAt,
  paidAt: payouts.paidAt,
};

export async function listPayouts(db: Db, ownerId: string, month?: string) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(and(eq(payouts.ownerId, ownerId), month ? eq(payouts.month, month) : undefined))
    .orderBy(desc(payouts.month), asc(payouts.currency));
}

/** The bookings a month's payouts paid for, and the refunds they took back, in date order. */
export async function statementLines(db: Db, ownerId: string, month: string) {
  return db
    .select({
      reference: bookings.reference,
      space: listings.title,
      rental: bookings.rental,
      ...bookingPeriod,
      kind: ownerEarnings.kind,
      currency: ownerEarnings.currency,
      amountMinor: ownerEarnings.amountMinor,
    })
    .from(ownerEarnings)
    .innerJoin(payouts, eq(payouts.id, ownerEarnings.payoutId))
    .innerJoin(bookings, eq(bookings.id, ownerEarnings.bookingId))
    .innerJoin(listings, eq(listings.id, ownerEarnings.listingId))
    .where(
      and(
        eq(payouts.ownerId, ownerId),
        eq(payouts.month, month),
        sql`${ownerEarnings.amountMinor} <> 0`,
      ),
    )
    .orderBy(asc(ownerEarnings.dueAt), asc(ownerEarnings.id));
}

/** Owners with something due before `before` and an account that can be paid. */
export async function ownersToPay(db: Db, before: Date) {
  return db
    .selectDistinct({ ownerId: ownerEarnings.ownerId, currency: ownerEarnings.currency })
    .from(ownerEarnings)
    .innerJoin(
      payoutAccounts,
      and(
        eq(payoutAccounts.ownerId, ownerEarnings.ownerId),
        eq(payoutAccounts.currency, ownerEarnings.currency),
        eq(payoutAccounts.status, "ready"),
      ),
    )
    .where(and(isNull(ownerEarnings.payoutId), lt(ownerEarnings.dueAt, before)));
}
