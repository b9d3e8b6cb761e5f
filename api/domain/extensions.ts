import type { BookingStatus } from "#contract/bookings";
import type { Rental } from "#contract/vocabulary";
import { describeMoment } from "#contract/wall-clock";
import { HALF_HOUR_MS } from "#contract/parking-type";
import type { PriceWithFee } from "./pricing";
import { priceBookingLine, type QuotableListing } from "./quote";

/*
 * Decision 020: a guest adds time to a stay in progress, on the same bay, from when it ends, in
 * half-hour steps, priced as a new hourly stay of that length would be.
 */

/** The most one extension adds: a day. A longer stay is a new booking. */
export const MAX_EXTENSION_MS = 24 * 60 * 60 * 1000;

/** A stay as extending it sees it: its first booking, and when it ends with its extensions. */
export type StayToExtend = {
  rental: Rental;
  status: BookingStatus;
  start: Date;
  end: Date | null;
  cancelledAt: Date | null;
};

/** Why time cannot be added to the stay now, in the words the guest reads; null when it can. */
export function extensionRefusal(stay: StayToExtend, zone: string, now: Date): string | null {
  if (stay.rental === "long" || stay.end === null) {
    return "Monthly parking rolls on until you cancel it, so there is no end to extend.";
  }
  if (stay.status !== "confirmed" || stay.cancelledAt !== null) {
    return "This booking was cancelled, so it cannot be extended.";
  }
  if (stay.end <= now) {
    return `This booking ended at ${describeMoment(stay.end, zone, now)}, so it can no longer be extended. Book the space again for more time.`;
  }
  if (stay.start > now) {
    return `You can add time once your parking has started, from ${describeMoment(stay.start, zone, now)}.`;
  }
  return null;
}

/**
 * The ends offered: every half hour from the stay's end, for up to a day, and no later than
 * when another booking has the bay (`bookedFrom`).
 */
export function extensionEnds(from: Date, bookedFrom: Date | null): Date[] {
  const last = Math.min(
    from.getTime() + MAX_EXTENSION_MS,
    bookedFrom?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  const ends: Date[] = [];
  for (let end = from.getTime() + HALF_HOUR_MS; end <= last; end += HALF_HOUR_MS) {
    ends.push(new Date(end));
  }
  return ends;
}

export type ExtensionChoice = PriceWithFee & { end: Date };

/**
 * Each end priced as a new stay of the stay's kind from `from`, with the service fee; an end
 * the space's opening hours or prices refuse is not offered.
 */
export function extensionChoices(
  listing: QuotableListing,
  stay: { rental: Rental; from: Date },
  ends: readonly Date[],
  now: Date,
): ExtensionChoice[] {
  return ends.flatMap((end) => {
    const priced = priceBookingLine(
      listing,
      { rental: stay.rental, start: stay.from, end },
      { now },
    );
    if (!priced.ok) return [];
    const { valueMinor, serviceFeeMinor, totalMinor } = priced.line;
    return [{ end, valueMinor, serviceFeeMinor, totalMinor }];
  });
}

/**
 * Why no end can be offered: the bay is taken when the stay ends, or the space is closed then
 * or no longer takes bookings of the stay's kind.
 */
export function noExtensionMessage(
  from: Date,
  bookedFrom: Date | null,
  zone: string,
  now: Date,
): string {
  const ends = describeMoment(from, zone, now);
  if (bookedFrom && bookedFrom.getTime() - from.getTime() < HALF_HOUR_MS) {
    return `Someone else has booked your bay from ${ends}, when your booking ends, so it cannot be extended. Search for a space nearby.`;
  }
  return `No time can be added after your booking ends at ${ends}: the space is closed then, or no longer takes bookings like this one.`;
}
