import { data, type RouterContextProvider } from "react-router";
import { accountBookingHref, bookingState, reviewHref } from "~/components/account/booking-views";
import { NOT_FOUND_TITLE } from "~/components/error-page";
import { formatMoney } from "~/lib/format";
import { confirmationHref } from "~/lib/booking-links";
import { parkingDay, parkingTime } from "~/lib/booking-period";
import type { BookingDetails } from "#contract/bookings";
import { accountFor, type Cancellation } from "~/upstream/account.server";
import { confirmationView } from "~/routes/booking-confirmation/booking-confirmation.server";

const bookingNumber = /^[1-9]\d{0,14}$/;

function notFound(): never {
  throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
}

/** One of the signed-in driver's bookings; another's, or none, is the 404 page. */
export async function accountBooking(
  context: Readonly<RouterContextProvider>,
  bookingId: string | undefined,
) {
  if (!bookingId || !bookingNumber.test(bookingId)) notFound();
  const details = await accountFor(context).booking(Number(bookingId));
  return details ?? notFound();
}

const walletNames = { paypal: "PayPal", "apple-pay": "Apple Pay", "google-pay": "Google Pay" };

/** "Visa ending 4242", "Card", "PayPal". */
export function paidWith(payment: NonNullable<BookingDetails["payment"]>) {
  if (payment.method !== "card") return walletNames[payment.method];
  if (!payment.card) return "Card";
  const brand = payment.card.brand.charAt(0).toUpperCase() + payment.card.brand.slice(1);
  return `${brand} ending ${payment.card.last4}`;
}

/** What cancelling now means, in the words the driver reads before confirming. */
export function cancellationOutcome(cancellation: Cancellation, currency: string) {
  const money = (amount: number) => formatMoney(amount, currency);
  switch (cancellation.kind) {
    case "refund":
      return `If you cancel now, ${money(cancellation.refund ?? 0)} goes back to the card or account you paid with.`;
    case "deposit-only":
      return cancellation.refund
        ? `Your parking starts within 24 hours, so it is not refunded. Your ${money(cancellation.refund)} deposit goes back to the card or account you paid with.`
        : "Your parking starts within 24 hours, so nothing is refunded if you cancel now.";
    case "end-subscription":
      return `Your subscription will end on ${cancellation.ends_at ? parkingDay(cancellation.ends_at) : "the last day you have paid for"}, when the month you have paid for ends, and will not renew. Nothing is refunded for this month; your deposit goes back when it ends.`;
  }
}

/** Everything the booking's page in the account shows, and the links it offers. */
export function accountBookingView(details: BookingDetails, now: Date) {
  const { booking, payment, cancellation } = details;
  const hash = booking.review_hash;
  const parked = booking.status === "confirmed" && Date.parse(booking.start) <= now.getTime();
  return {
    ...confirmationView(booking, hash ?? ""),
    id: booking.id,
    state: bookingState(booking, now),
    confirmationHref: hash ? confirmationHref(booking, hash) : null,
    reviewHref: parked && hash ? reviewHref(booking, hash) : null,
    receiptHref: payment ? `${accountBookingHref(booking)}/receipt` : null,
    cancelHref: cancellation ? `${accountBookingHref(booking)}/cancel` : null,
    paidWith: payment ? paidWith(payment) : null,
    paidAt: payment ? parkingTime(payment.paid_at) : null,
  };
}

export type AccountBookingView = ReturnType<typeof accountBookingView>;
