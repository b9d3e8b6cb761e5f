import { fromWallClock, wallDate } from "#contract/wall-clock";
import type { Rental } from "#contract/vocabulary";

/**
 * Decision 026: an owner earns their full price for every paid booking; Parkway's share is
 * what the driver pays on top (the service and arrangement fees and any extras), less any
 * discount, which Parkway gives. Amounts are whole minor units of the booking's currency.
 */

/** One payment of one booking: the first, or a later month of a subscription. */
export type PaidBooking = {
  rental: Rental;
  /** The owner's price for what was paid: the stay, or the season of a monthly booking. */
  valueBeforeDiscountMinor: number;
  /** What the driver paid for this booking in this payment, deposit and extras included. */
  paidMinor: number;
  /** The part of `paidMinor` held as a deposit, which is never a price and goes back. */
  depositMinor: number;
};

/** What the owner earns from a payment: their full price, with nothing taken from it. */
export function ownerEarning(payment: PaidBooking): number {
  return payment.valueBeforeDiscountMinor;
}

/** What Parkway keeps from a payment once the owner is paid (negative when a discount costs it). */
export function parkwayShare(payment: PaidBooking): number {
  return payment.paidMinor - payment.depositMinor - ownerEarning(payment);
}

/**
 * How much of the owner's earning a refund takes back. A refund returns the deposit first
 * (never part of the earning); whatever it returns beyond that takes back the same share of
 * the earning as it is of the price paid, so a full refund takes back all of it and a
 * deposit-only refund nothing. Counted on the running total, so refunds in parts add up to
 * exactly what one refund of the whole would take back.
 */
export function earningReversed(
  payment: PaidBooking,
  refundedBeforeMinor: number,
  refundMinor: number,
): number {
  const earning = ownerEarning(payment);
  const pricePaid = payment.paidMinor - payment.depositMinor;
  const takenBackAfter = (refunded: number) => {
    if (pricePaid <= 0) return 0;
    const priceRefunded = Math.min(pricePaid, Math.max(0, refunded - payment.depositMinor));
    return Math.round((earning * priceRefunded) / pricePaid);
  };
  return takenBackAfter(refundedBeforeMinor + refundMinor) - takenBackAfter(refundedBeforeMinor);
}

/** "2026-11": the calendar month a payout is for, on UK and Irish clocks. */
export type PayoutMonth = string;

export const payoutMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month a moment falls in, on the parking wall clock. */
export function monthOf(moment: Date): PayoutMonth {
  return wallDate(moment).slice(0, 7);
}

export function startOfMonth(month: PayoutMonth): Date {
  const [year, monthNumber] = month.split("-").map(Number);
  const start = fromWallClock(year!, monthNumber!, 1);
  if (!start) throw new RangeError(`Not a month: ${month}`);
  return start;
}

export function nextMonth(month: PayoutMonth): PayoutMonth {
  const [year, monthNumber] = month.split("-").map(Number);
  return monthNumber === 12
    ? `${year! + 1}-01`
    : `${year}-${String(monthNumber! + 1).padStart(2, "0")}`;
}

export function previousMonth(month: PayoutMonth): PayoutMonth {
  const [year, monthNumber] = month.split("-").map(Number);
  return monthNumber === 1
    ? `${year! - 1}-12`
    : `${year}-${String(monthNumber! - 1).padStart(2, "0")}`;
}

/** A ledger entry as the payout run weighs it. */
export type LedgerEntry = { amountMinor: number; dueAt: Date; paid: boolean };

/**
 * What the payout run of `month` pays: every unpaid entry due before the month starts (the
 * parking provided in the months before), when together they come to more than nothing.
 * Otherwise the entries wait, with what is owed, for a later run.
 */
export function payoutDue(entries: readonly LedgerEntry[], month: PayoutMonth): number {
  const start = startOfMonth(month);
  const due = entries
    .filter((entry) => !entry.paid && entry.dueAt < start)
    .reduce((sum, entry) => sum + entry.amountMinor, 0);
  return due > 0 ? due : 0;
}

/** What is earned and not yet paid out, due or not. */
export function balance(entries: readonly LedgerEntry[]): number {
  return entries.filter((entry) => !entry.paid).reduce((sum, entry) => sum + entry.amountMinor, 0);
}
