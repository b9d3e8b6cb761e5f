import type { BookingDetails } from "#contract/bookings";
import type { Db } from "../db/client";
import { findBookingPayment, type BookingForAction } from "../repositories/tenant-bookings";
import { bookingAnswer } from "./booking-answer";
import { cancellationPreview } from "./cancellations";

/** A booking with how it was paid and what cancelling it now would mean, for its page and receipt. */
export async function bookingDetails(
  db: Db,
  booking: BookingForAction,
  now: Date,
): Promise<BookingDetails> {
  const payment = await findBookingPayment(db, booking.id);
  return {
    booking: await bookingAnswer(db, booking.id, now),
    payment: payment && {
      method: payment.method,
      card:
        payment.cardBrand && payment.cardLast4
          ? { brand: payment.cardBrand, last4: payment.cardLast4 }
          : null,
      paid_at: payment.paidAt.toISOString(),
    },
    cancellation: cancellationPreview(booking, now),
  };
}
