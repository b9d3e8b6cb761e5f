/** Decision 007 and the help centre: a full refund when cancelled more than 24 hours ahead. */
export const FULL_REFUND_NOTICE_MS = 24 * 60 * 60 * 1000;

export type CancellationTerms =
  | { kind: "refund"; refundMinor: number }
  | { kind: "deposit-only"; refundMinor: number; reason: string }
  | { kind: "end-subscription"; endsAt: Date };

/**
 * What cancelling a booking means now. A fixed-period booking cancelled more than 24 hours
 * before it starts refunds everything paid for it; later, only the deposit, which was never a
 * price. A rolling subscription that has started ends when its paid month ends, with nothing
 * refunded for that month (its deposit goes back when it ends); one not yet started is
 * refunded like any other booking.
 */
export function cancellationTerms(booking: {
  start: Date;
  rolling: boolean;
  paidUntil: Date | null;
  paidMinor: number;
  depositMinor: number;
  now: Date;
}): CancellationTerms {
  const { start, now } = booking;
  if (booking.rolling && start <= now) {
    return { kind: "end-subscription", endsAt: booking.paidUntil ?? now };
  }
  if (start.getTime() - now.getTime() > FULL_REFUND_NOTICE_MS) {
    return { kind: "refund", refundMinor: booking.paidMinor };
  }
  return {
    kind: "deposit-only",
    refundMinor: booking.depositMinor,
    reason:
      "Bookings cancelled within 24 hours of the start are not refunded. If the space was not as described, contact us.",
  };
}
