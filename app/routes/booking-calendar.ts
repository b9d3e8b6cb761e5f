import { hostContext } from "~/upstream/context";
import { confirmationHref } from "~/lib/booking-links";
import { periodDetails } from "~/lib/booking-period";
import { calendarFile, type CalendarEvent } from "#contract/icalendar";
import type { Booking } from "#contract/bookings";
import type { Route } from "./+types/booking-calendar";
import { bookingFromLink } from "./booking-link.server";

const HOUR_MS = 60 * 60 * 1000;

const eventStatus: Record<Booking["status"], CalendarEvent["status"]> = {
  confirmed: "CONFIRMED",
  reserved: "TENTATIVE",
  cancelled: "CANCELLED",
  expired: "CANCELLED",
};

/**
 * The booking as a calendar event. Monthly parking that rolls on has no end, so its event is
 * the first hour, with the plan in the description. Access instructions stay out: calendars
 * are often shared, and the event's link leads to them.
 */
export function bookingEvent(
  booking: Booking,
  options: { now: Date; confirmationUrl: string },
): CalendarEvent {
  const start = new Date(booking.start);
  const end = booking.end ? new Date(booking.end) : new Date(start.getTime() + HOUR_MS);
  const { space } = booking;
  const vehicle = booking.vehicle_reg ? [`Vehicle: ${booking.vehicle_reg}`] : [];
  const extras = booking.products.map((extra) => `Extra: ${extra.name}, ${extra.airport.name}`);
  return {
    uid: `${booking.reference}@parkway.example`,
    stamp: options.now,
    start,
    end,
    summary: `Parking at ${space.title}`,
    description: [
      `Booking reference: ${booking.reference}`,
      ...periodDetails(booking).map(({ term, detail }) => `${term}: ${detail}`),
      ...vehicle,
      ...extras,
      `Your booking, with directions and how to get in: ${options.confirmationUrl}`,
    ].join("\n"),
    location: `${space.address.line}, ${space.address.city}, ${space.address.postcode}`,
    geo: space.lat !== null && space.lng !== null ? { lat: space.lat, lng: space.lng } : null,
    url: options.confirmationUrl,
    status: eventStatus[booking.status],
  };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { booking, hash } = await bookingFromLink(
    context,
    params.bookingId,
    url.searchParams.get("hash"),
  );
  const { config } = context.get(hostContext);
  const confirmationUrl = new URL(confirmationHref(booking, hash), config.siteUrl).toString();
  const file = calendarFile(bookingEvent(booking, { now: new Date(), confirmationUrl }));
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="parkway-${booking.reference}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
