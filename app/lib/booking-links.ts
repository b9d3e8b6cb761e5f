/**
 * The addresses of a booking's pages (spec §2). Each carries the booking's link hash, the key
 * the booking email gives, so they open signed out and on any device.
 */

type Booked = { id: number; rental: "short" | "long" | "airport" };

function withHash(path: string, hash: string) {
  return `${path}?${new URLSearchParams({ hash }).toString()}`;
}

/** Monthly parking has its own thank-you page; hourly and airport parking share one. */
export function confirmationPath(booking: Booked) {
  return booking.rental === "long"
    ? `/lt-booking-thank-you/${booking.id}`
    : `/booking-confirmed/${booking.id}`;
}

export function confirmationHref(booking: Booked, hash: string) {
  return withHash(confirmationPath(booking), hash);
}

export function calendarHref(booking: Pick<Booked, "id">, hash: string) {
  return withHash(`/bookings/${booking.id}/calendar.ics`, hash);
}

/** The space's page; it answers 301 to the space's canonical address. */
export function spaceHref(spaceId: number) {
  return `/locations/show/${spaceId}`;
}

export function directionsHref(point: { lat: number; lng: number }) {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}
