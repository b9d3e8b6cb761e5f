import { data, Link } from "react-router";
import { z } from "zod";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { parkingDay, parkingTime } from "~/lib/booking-period";
import { rentalLabels } from "~/lib/search-options";
import type { OwnerBooking } from "#contract/owner-bookings";
import { listingsFor } from "~/upstream/listings.server";
import type { Route } from "./+types/listing-bookings";

/**
 * The bookings of one of the owner's spaces (issue 20, decision 024): upcoming ones soonest
 * first, or past ones most recent first, with the dates on UK clocks, the vehicle to expect and
 * how each stands. Another owner's space is refused as the service refuses it.
 */

const MAX_PAGE = 500;

const viewSchema = z.object({
  when: z.enum(["upcoming", "past"]).catch("upcoming"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});
type View = z.infer<typeof viewSchema>;

function viewOf(url: URL): View {
  return viewSchema.parse({
    when: url.searchParams.get("when") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

function listingIdOf(params: Route.LoaderArgs["params"]) {
  const id = Number(params.listingId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** A moment as the table writes it: monthly parking by the day, other parking to the minute. */
function tableMoment(booking: OwnerBooking, moment: string) {
  const text = booking.rental === "long" ? parkingDay(moment) : parkingTime(moment);
  return { text, dateTime: moment };
}

const statusLabels: Record<OwnerBooking["status"], string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

function bookingRow(booking: OwnerBooking) {
  return {
    reference: booking.reference,
    rental: rentalLabels[booking.rental],
    start: tableMoment(booking, booking.start),
    end: booking.end ? tableMoment(booking, booking.end) : null,
    vehicle: booking.vehicle_reg ?? "Not given yet",
    driver: booking.driver_first_name ?? "Not given",
    status: statusLabels[booking.status],
  };
}

/** The address of another page of the list, keeping only what differs from the first page. */
function viewHref(listingId: number, view: View) {
  const search = new URLSearchParams();
  if (view.when === "past") search.set("when", "past");
  if (view.page > 1) search.set("page", String(view.page));
  const query = search.toString();
  return `/account/listings/${listingId}/bookings${query ? `?${query}` : ""}`;
}

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const id = listingIdOf(args.params);
  const view = viewOf(args.url);
  const answer = await listingsFor(args.context).bookings(id, view.when, view.page);
  if (answer.kind === "refused") {
    if (answer.status === 404) throw data(null, { status: 404 });
    throw data({ message: answer.message }, { status: answer.status });
  }
  return {
    listing: { id, title: answer.listing.title || "Untitled draft" },
    ...view,
    bookings: answer.data.map(bookingRow),
    hasMore: answer.meta.has_more,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Bookings of ${loaderData?.listing.title ?? "your space"} | Parkway` },
  { name: "robots", content: "noindex, nofollow" },
];

const link = "font-semibold text-blue-800 underline";

function Moment({ moment }: { moment: { text: string; dateTime: string } }) {
  return <time dateTime={moment.dateTime}>{moment.text}</time>;
}

export default function ListingBookings({ loaderData }: Route.ComponentProps) {
  const { listing, when, page, bookings, hasMore } = loaderData;
  const upcoming = when === "upcoming";
  const other = upcoming ? "past" : "upcoming";
  return (
    <section aria-labelledby="listing-bookings-heading" className="space-y-4">
      <Link to="/account/listings" className={link}>
        Back to your listings
      </Link>
      <h2 id="listing-bookings-heading" className="text-2xl font-bold text-navy">
        Bookings of {listing.title}
      </h2>
      <p>
        <Link to={viewHref(listing.id, { when: other, page: 1 })} className={link}>
          {upcoming ? "See past bookings" : "See upcoming bookings"}
        </Link>
      </p>
      {bookings.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-slate-800">
            <caption className="mb-2 text-left font-semibold text-slate-900">
              {upcoming
                ? "Upcoming and current bookings, soonest first"
                : "Past bookings, most recent first"}
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Arrives
                </th>
                <th scope="col" className="py-2 pr-4">
                  Leaves
                </th>
                <th scope="col" className="py-2 pr-4">
                  Vehicle
                </th>
                <th scope="col" className="py-2 pr-4">
                  Driver
                </th>
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2">
                  Reference
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.reference} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4">
                    <Moment moment={booking.start} />
                  </td>
                  <td className="py-2 pr-4">
                    {booking.end ? <Moment moment={booking.end} /> : "Rolling monthly"}
                  </td>
                  <td className="py-2 pr-4 font-semibold">{booking.vehicle}</td>
                  <td className="py-2 pr-4">{booking.driver}</td>
                  <td className="py-2 pr-4">{booking.rental}</td>
                  <td className="py-2 pr-4">{booking.status}</td>
                  <td className="py-2 font-mono">{booking.reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg border border-slate-200 p-6 text-slate-800">
          {page > 1
            ? "There are no more bookings."
            : upcoming
              ? "There are no upcoming bookings of this space yet."
              : "No bookings of this space have ended yet."}
        </p>
      )}
      {page > 1 || hasMore ? (
        <nav aria-label="Bookings pages" className="flex gap-4">
          {page > 1 ? (
            <Link to={viewHref(listing.id, { when, page: page - 1 })} className={link}>
              {upcoming ? "Sooner bookings" : "More recent bookings"}
            </Link>
          ) : null}
          {hasMore ? (
            <Link to={viewHref(listing.id, { when, page: page + 1 })} className={link}>
              {upcoming ? "Later bookings" : "Older bookings"}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
