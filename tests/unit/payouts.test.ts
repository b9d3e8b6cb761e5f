import fc from "fast-check";
import { expect, test } from "vitest";
import { serviceFee } from "../../api/domain/fees";
import {
  balance,
  earningReversed,
  monthOf,
  nextMonth,
  ownerEarning,
  parkwayShare,
  payoutDue,
  previousMonth,
  startOfMonth,
  type LedgerEntry,
  type PaidBooking,
} from "../../api/domain/payouts";

const DAY_MS = 24 * 60 * 60 * 1000;
const firstDay = Date.UTC(2026, 0, 1);

/** A paid booking as checkout prices it: the owner's price, a discount, the fee, a deposit, extras. */
const paidBooking = fc
  .record({
    price: fc.integer({ min: 0, max: 500_000 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    deposit: fc.integer({ min: 0, max: 20_000 }),
    extras: fc.integer({ min: 0, max: 10_000 }),
    rental: fc.constantFrom("short" as const, "long" as const, "airport" as const),
    dueDay: fc.integer({ min: 0, max: 364 }),
    refund: fc.constantFrom("none" as const, "full" as const, "deposit" as const, "part" as const),
    refundPart: fc.integer({ min: 1, max: 100 }),
  })
  .map((drawn) => {
    const value = drawn.price - Math.floor((drawn.price * drawn.discountShare) / 100);
    const payment: PaidBooking = {
      rental: drawn.rental,
      valueBeforeDiscountMinor: drawn.price,
      paidMinor: value + serviceFee(value) + drawn.deposit + drawn.extras,
      depositMinor: drawn.deposit,
    };
    return { ...drawn, payment, dueAt: new Date(firstDay + drawn.dueDay * DAY_MS) };
  });

/** The refunds a booking gets under the cancellation rule, in the parts a provider might send. */
function refundsOf(booking: {
  payment: PaidBooking;
  refund: "none" | "full" | "deposit" | "part";
  refundPart: number;
}): number[] {
  const { paidMinor, depositMinor } = booking.payment;
  switch (booking.refund) {
    case "none":
      return [];
    case "deposit":
      return depositMinor > 0 ? [depositMinor] : [];
    case "full":
      return [paidMinor];
    case "part": {
      const first = Math.max(1, Math.floor((paidMinor * booking.refundPart) / 100));
      return first >= paidMinor ? [paidMinor] : [first, paidMinor - first];
    }
  }
}

test("a refund takes back the owner's earning in step with what it returns, and never more than was earned", () => {
  fc.assert(
    fc.property(paidBooking, (booking) => {
      const earning = ownerEarning(booking.payment);
      let refunded = 0;
      let reversed = 0;
      for (const refund of refundsOf(booking)) {
        const step = earningReversed(booking.payment, refunded, refund);
        expect(step).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(step)).toBe(true);
        refunded += refund;
        reversed += step;
      }
      expect(reversed).toBeLessThanOrEqual(earning);
      if (
        booking.refund === "full" ||
        (booking.refund === "part" && refunded === booking.payment.paidMinor)
      ) {
        expect(reversed).toBe(earning);
      }
      if (booking.refund === "deposit" || booking.refund === "none") expect(reversed).toBe(0);
    }),
  );
});

test("earnings, less the commission (none) and refunds, are what owners are paid plus their balance, never negative", () => {
  fc.assert(
    fc.property(
      fc.array(paidBooking, { maxLength: 30 }),
      fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 6 }),
      (bookings, runDays) => {
        const ledger: LedgerEntry[] = [];
        let reversals = 0;
        for (const booking of bookings) {
          const { payment } = booking;
          // No commission: the owner's price reaches them whole, discount or not.
          expect(ownerEarning(payment)).toBe(booking.price);
          expect(parkwayShare(payment) + ownerEarning(payment) + payment.depositMinor).toBe(
            payment.paidMinor,
          );
          ledger.push({ amountMinor: ownerEarning(payment), dueAt: booking.dueAt, paid: false });
          // Refunds come before the parking is provided: the cancellation rule allows no other.
          let refunded = 0;
          for (const refund of refundsOf(booking)) {
            const reversed = earningReversed(payment, refunded, refund);
            refunded += refund;
            reversals += reversed;
            ledger.push({ amountMinor: -reversed, dueAt: booking.dueAt, paid: false });
          }
        }
        const payouts: number[] = [];
        for (const day of [...runDays].sort((a, b) => a - b)) {
          const month = monthOf(new Date(firstDay + day * DAY_MS));
          const amount = payoutDue(ledger, month);
          if (amount === 0) continue;
          payouts.push(amount);
          for (const entry of ledger) {
            if (!entry.paid && entry.dueAt < startOfMonth(month)) entry.paid = true;
          }
        }
        const owed = balance(ledger);
        const paidOut = payouts.reduce((sum, amount) => sum + amount, 0);
        const earned = bookings.reduce((sum, booking) => sum + ownerEarning(booking.payment), 0);

        expect(earned - reversals).toBe(paidOut + owed);
        expect(owed).toBeGreaterThanOrEqual(0);
        for (const amount of payouts) {
          expect(amount).toBeGreaterThan(0);
          expect(Number.isInteger(amount)).toBe(true);
        }
      },
    ),
  );
});

test("a month's payout pays the parking provided before the month on UK clocks", () => {
  expect(startOfMonth("2026-07").toISOString()).toBe("2026-06-30T23:00:00.000Z");
  expect(startOfMonth("2026-12").toISOString()).toBe("2026-12-01T00:00:00.000Z");
  expect(monthOf(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07");
  expect(nextMonth("2026-12")).toBe("2027-01");
  expect(previousMonth("2027-01")).toBe("2026-12");
  const ended = (iso: string, amountMinor: number): LedgerEntry => ({
    amountMinor,
    dueAt: new Date(iso),
    paid: false,
  });
  const entries = [
    ended("2026-11-28T18:00:00Z", 1200),
    ended("2026-11-30T23:59:00Z", 800),
    ended("2026-12-01T00:00:00Z", 500),
  ];
  expect(payoutDue(entries, "2026-12")).toBe(2000);
  expect(balance(entries)).toBe(2500);
  expect(
    payoutDue([ended("2026-11-02T10:00:00Z", 900), ended("2026-11-02T10:00:00Z", -900)], "2026-12"),
  ).toBe(0);
});
