import { formatMoney } from "~/lib/format";
import { rentalLabels } from "~/lib/search-options";
import { parkingDay, periodSummary } from "~/lib/booking-period";
import type { Booking } from "#contract/bookings";

export function accountBookingHref(booking: Pick<Booking, "id">) {
  return `/account/bookings/${booking.id}`;
}

/** Spec §2 `/leave-review/{bookingId}`, with the hash that opens it. */
export function reviewHref(booking: Pick<Booking, "id">, hash: string) {
  return `/leave-review/${booking.id}?${new URLSearchParams({ hash })}`;
}

/** How the booking stands, in a word or two. */
export function bookingState(booking: Booking, now: Date) {
  if (booking.status === "cancelled") return { label: "Cancelled", tone: "muted" as const };
  if (booking.status !== "confirmed") return { label: "Not paid", tone: "muted" as const };
  if (booking.cancelled_at && booking.end) {
    return { label: `Ends ${parkingDay(booking.end)}`, tone: "notice" as const };
  }
  if (
    Date.parse(booking.start) <= now.getTime() &&
    (!booking.end || Date.parse(booking.end) > now.getTime())
  ) {
    return { label: "Parking now", tone: "active" as const };
  }
  return booking.end && Date.parse(booking.end) <= now.getTime()
    ? { label: "Completed", tone: "muted" as const }
    : { label: "Booked", tone: "active" as const };
}

/** A booking as a line in the driver's list. */
export function bookingListItem(booking: Booking, now: Date) {
  const { space } = booking;
  const parked = booking.status === "confirmed" && Date.parse(booking.start) <= now.getTime();
  return {
    id: booking.id,
    reference: booking.reference,
    // A monthly booking's period already says "Monthly parking".
    rental: booking.rental === "long" ? null : rentalLabels[booking.rental],
    title: space.title,
    address: `${space.address.line}, ${space.address.city}`,
    period: periodSummary(booking),
    total: formatMoney(booking.total, booking.currency.value),
    state: bookingState(booking, now),
    href: accountBookingHref(booking),
    reviewHref: parked && booking.review_hash ? reviewHref(booking, booking.review_hash) : null,
  };
}

export type BookingListItem = ReturnType<typeof bookingListItem>;
