import { Link } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { BookingList } from "~/components/account/booking-list";
import { bookingListItem } from "~/components/account/booking-views";
import { accountFor } from "~/upstream/account.server";
import type { Route } from "./+types/bookings";

/** The account's first page: upcoming bookings soonest first, then past ones, newest first. */

const MAX_PAST_PAGE = 500;

function pastPage(url: URL) {
  const page = Number(url.searchParams.get("past"));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAST_PAGE ? page : 1;
}

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const account = accountFor(args.context);
  const page = pastPage(args.url);
  const [upcoming, past] = await Promise.all([
    account.bookings("upcoming", 1, 50),
    account.bookings("past", page),
  ]);
  const now = new Date();
  return {
    upcoming: upcoming.bookings.map((booking) => bookingListItem(booking, now)),
    past: past.bookings.map((booking) => bookingListItem(booking, now)),
    pastPage: page,
    morePast: past.hasMore,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Your bookings | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountBookings({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, pastPage, morePast } = loaderData;
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-3 text-2xl font-bold text-navy">
          Upcoming bookings
        </h2>
        {upcoming.length > 0 ? (
          <BookingList bookings={upcoming} />
        ) : (
          <p className="text-slate-800">
            You have no upcoming bookings.{" "}
            <Link to="/search" className="font-semibold text-blue-800 underline">
              Find parking
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="mb-3 text-2xl font-bold text-navy">
          Past bookings
        </h2>
        {past.length > 0 ? (
          <BookingList bookings={past} />
        ) : (
          <p className="text-slate-800">
            {pastPage > 1 ? "There are no more past bookings." : "You have no past bookings yet."}
          </p>
        )}
        {pastPage > 1 || morePast ? (
          <nav aria-label="Past bookings pages" className="mt-4 flex gap-4">
            {pastPage > 1 ? (
              <Link
                to={pastPage === 2 ? "/account" : `/account?past=${pastPage - 1}`}
                className="font-semibold text-blue-800 underline"
              >
                Newer bookings
              </Link>
            ) : null}
            {morePast ? (
              <Link
                to={`/account?past=${pastPage + 1}`}
                className="font-semibold text-blue-800 underline"
              >
                Older bookings
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
