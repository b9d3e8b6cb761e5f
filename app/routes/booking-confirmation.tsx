import { redirect } from "react-router";
import { BookingLinkError } from "~/components/booking-link-error";
import { ConfirmationPage } from "~/routes/booking-confirmation/confirmation-page";
import { confirmationPath } from "~/lib/booking-links";
import type { Route } from "./+types/booking-confirmation";
import { confirmationView } from "./booking-confirmation/booking-confirmation.server";
import { bookingFromLink } from "./booking-link.server";

/**
 * One module for both confirmation pages (spec §2): `/booking-confirmed/{id}` for hourly and
 * airport parking, `/lt-booking-thank-you/{id}` for monthly. Both open from the booking
 * email's link (`?hash=`), signed in or not; a booking at the other page's address answers
 * 301 to its own, keeping the query.
 */

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { booking, hash } = await bookingFromLink(
    context,
    params.bookingId,
    url.searchParams.get("hash"),
  );
  const own = confirmationPath(booking);
  if (url.pathname !== own) throw redirect(`${own}${url.search}`, 301);
  return confirmationView(booking, hash);
}

export function headers() {
  // The address carries the booking's key: no shared cache may keep the page.
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData
    ? [{ title: `Booking ${loaderData.reference}, ${loaderData.space.title} | Parkway` }]
    : []),
  { name: "robots", content: "noindex, nofollow" },
];

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage view={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BookingLinkError error={error} task="see your booking" />;
}
