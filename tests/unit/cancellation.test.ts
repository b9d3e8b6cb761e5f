import { expect, test } from "vitest";
import { cancellationTerms } from "../../api/domain/cancellation";

const now = new Date("2026-12-01T09:00:00Z");
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);

test("cancelled more than 24 hours ahead, everything paid is refunded", () => {
  expect(
    cancellationTerms({
      start: hoursFromNow(24.5),
      rolling: false,
      paidUntil: null,
      paidMinor: 1_234,
      depositMinor: 0,
      now,
    }),
  ).toEqual({ kind: "refund", refundMinor: 1_234 });
});

test("cancelled 24 hours ahead or later, nothing but a deposit is refunded, and the driver is told why", () => {
  for (const hours of [24, 2, -1]) {
    const terms = cancellationTerms({
      start: hoursFromNow(hours),
      rolling: false,
      paidUntil: null,
      paidMinor: 1_234,
      depositMinor: 0,
      now,
    });
    expect(terms).toMatchObject({ kind: "deposit-only", refundMinor: 0 });
  }
  const monthly = cancellationTerms({
    start: hoursFromNow(3),
    rolling: true,
    paidUntil: null,
    paidMinor: 13_000,
    depositMinor: 2_000,
    now,
  });
  expect(monthly).toMatchObject({ kind: "deposit-only", refundMinor: 2_000 });
});

test("a running subscription ends when its paid month ends", () => {
  const paidUntil = new Date("2026-12-15T00:00:00Z");
  expect(
    cancellationTerms({
      start: hoursFromNow(-240),
      rolling: true,
      paidUntil,
      paidMinor: 12_000,
      depositMinor: 2_000,
      now,
    }),
  ).toEqual({ kind: "end-subscription", endsAt: paidUntil });
});

test("a subscription not yet started is refunded like any booking", () => {
  expect(
    cancellationTerms({
      start: hoursFromNow(72),
      rolling: true,
      paidUntil: null,
      paidMinor: 12_500,
      depositMinor: 2_000,
      now,
    }),
  ).toEqual({ kind: "refund", refundMinor: 12_500 });
});
