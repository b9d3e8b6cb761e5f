import { Link } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { BookedExtras } from "~/routes/booking-confirmation/booked-extras";
import { AccessInstructions } from "~/components/confirmation/access-instructions";
import { bookingDetails, Details } from "~/components/confirmation/details";
import { PaidWith } from "~/components/confirmation/paid-with";
import { ParkingPlace } from "~/components/confirmation/parking-place";
import { PaymentSummary } from "~/routes/booking-confirmation/payment-summary";
import type { Route } from "./+types/booking";
import { accountBooking, accountBookingView } from "./booking-view.server";

/** One of the driver's bookings: where, when, how to get in, what was paid, and what next. */

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const details = await accountBooking(args.context, args.params.bookingId);
  return accountBookingView(details, new Date());
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData
    ? [{ title: `Booking ${loaderData.reference}, ${loaderData.space.title} | Parkway` }]
    : []),
  { name: "robots", content: "noindex, nofollow" },
];

const sectionClass = "rounded-xl border border-slate-200 p-5";
const headingClass = "text-xl font-bold text-navy";
const linkClass = "font-semibold text-blue-800 underline hover:text-blue-900";

export default function AccountBooking({ loaderData: view }: Route.ComponentProps) {
  const confirmed = view.status === "confirmed";
  return (
    <article aria-labelledby="booking-title">
      <p className="mb-3">
        <Link to="/account" className={linkClass}>
          <span aria-hidden="true">← </span>All bookings
        </Link>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="booking-title" className="text-2xl font-bold text-navy">
            {view.space.title}
          </h2>
          <p className="text-slate-800">
            Reference <span className="font-mono font-semibold">{view.reference}</span>
          </p>
        </div>
        <p className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-900">
          {view.state.label}
        </p>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_320px] xl:items-start">
        <div className="space-y-6">
          <ParkingPlace space={view.space} level="h3" className={sectionClass} />

          <section aria-labelledby="period-heading" className={sectionClass}>
            <h3 id="period-heading" className={`${headingClass} mb-3`}>
              Your booking
            </h3>
            <Details items={bookingDetails(view)} />
          </section>

          {view.accessInstructions ? (
            <AccessInstructions instructions={view.accessInstructions} level="h3" />
          ) : null}

          {view.extras.length > 0 ? <BookedExtras extras={view.extras} /> : null}
        </div>

        <div className="space-y-6">
          <PaymentSummary payment={view.payment} paid={confirmed || view.status === "cancelled"} />
          <PaidWith card={view.paidWith} at={view.paidAt} />
          <section aria-labelledby="actions-heading" className={sectionClass}>
            <h3 id="actions-heading" className={headingClass}>
              Manage this booking
            </h3>
            <ul className="mt-3 space-y-2">
              {view.confirmationHref ? (
                <li>
                  <Link to={view.confirmationHref} className={linkClass}>
                    Confirmation page
                  </Link>
                </li>
              ) : null}
              {confirmed && view.confirmationHref ? (
                <li>
                  <a href={view.calendarHref} download className={linkClass}>
                    Add to calendar (.ics)
                  </a>
                </li>
              ) : null}
              {view.receiptHref ? (
                <li>
                  <Link to={view.receiptHref} className={linkClass}>
                    Receipt
                  </Link>
                </li>
              ) : null}
              {view.reviewHref ? (
                <li>
                  <Link to={view.reviewHref} className={linkClass}>
                    Leave a review
                  </Link>
                </li>
              ) : null}
              {view.cancelHref ? (
                <li>
                  <Link to={view.cancelHref} className="font-semibold text-danger underline">
                    Cancel this booking
                  </Link>
                </li>
              ) : null}
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}
