import { Link } from "react-router";
import { BookingLinkError } from "~/components/booking-link-error";
import { AccessInstructions } from "~/components/confirmation/access-instructions";
import { bookingDetails, Details } from "~/components/confirmation/details";
import { PaidWith } from "~/components/confirmation/paid-with";
import { ParkingPlace } from "~/components/confirmation/parking-place";
import { BookedExtras } from "~/routes/booking-confirmation/booked-extras";
import { PaymentSummary } from "~/routes/booking-confirmation/payment-summary";
import type { Route } from "./+types/booking";
import { manageBookingView, openedBooking } from "./manage-booking.server";

/**
 * A booking opened with the link in its email, no sign-in needed: where and when, how to get
 * in, what was paid, and cancelling or adding time while it can be done.
 */

export async function loader({ context, params }: Route.LoaderArgs) {
  const managed = await openedBooking(context, params.token);
  return manageBookingView(managed, params.token, new Date());
}

export function headers() {
  // The address carries the booking's key: no shared cache may keep the page.
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Booking ${loaderData.reference}, ${loaderData.space.title} | Parkway`
      : "Your booking | Parkway",
  },
  { name: "robots", content: "noindex, nofollow" },
];

const sectionClass = "rounded-xl border border-slate-300 p-5";
const headingClass = "text-xl font-bold text-navy";
const linkClass = "font-semibold text-blue-800 underline hover:text-blue-900";

const statusLabels = {
  confirmed: "Booked",
  cancelled: "Cancelled",
  reserved: "Not paid",
  expired: "Not paid",
} as const;

export default function ManageBooking({ loaderData: view }: Route.ComponentProps) {
  const paid = view.status === "confirmed" || view.status === "cancelled";
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <article aria-labelledby="booking-title">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-700">Your booking</p>
            <h1 id="booking-title" className="text-3xl font-bold text-navy">
              {view.space.title}
            </h1>
            <p className="text-slate-800">
              Reference <span className="font-mono font-semibold">{view.reference}</span>
              {view.billedTo.name ? `, booked by ${view.billedTo.name}` : null}
            </p>
          </div>
          <p className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-900">
            {statusLabels[view.status]}
          </p>
        </header>

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
          <div className="space-y-6">
            <ParkingPlace space={view.space} level="h2" className={sectionClass} />

            <section aria-labelledby="period-heading" className={sectionClass}>
              <h2 id="period-heading" className={`${headingClass} mb-3`}>
                When
              </h2>
              <Details items={bookingDetails(view)} />
              {view.extensions.length > 0 ? (
                <>
                  <h3 className="mt-4 font-semibold text-slate-900">Time you added</h3>
                  <ul className="mt-1 space-y-1 text-slate-900">
                    {view.extensions.map((part) => (
                      <li key={part.reference}>
                        {part.period}, {part.total}
                        {part.cancelled ? " (cancelled)" : null}{" "}
                        <span className="font-mono text-sm text-slate-700">{part.reference}</span>
                      </li>
                    ))}
                  </ul>
                  {view.endsAt ? (
                    <p className="mt-2 font-semibold text-slate-900">
                      Your stay ends {view.endsAt}
                    </p>
                  ) : null}
                </>
              ) : null}
            </section>

            {view.accessInstructions && view.status === "confirmed" ? (
              <AccessInstructions instructions={view.accessInstructions} level="h2" />
            ) : null}

            {view.extras.length > 0 ? <BookedExtras extras={view.extras} /> : null}
          </div>

          <div className="space-y-6">
            <PaymentSummary payment={view.payment} paid={paid} />
            <PaidWith card={view.paidWith} at={view.paidAt} />

            <section aria-labelledby="actions-heading" className={sectionClass}>
              <h2 id="actions-heading" className={headingClass}>
                Change this booking
              </h2>
              {view.addTimeHref ? (
                <p className="mt-3">
                  <Link
                    to={view.addTimeHref}
                    className="inline-block rounded-md bg-mint px-4 py-2 font-semibold text-navy hover:bg-mint-600 hover:text-white"
                  >
                    Add time
                  </Link>
                </p>
              ) : null}
              {view.terms && view.cancelHref ? (
                <div className="mt-3">
                  <p className="text-slate-900">{view.terms.outcome}</p>
                  <p className="mt-2">
                    <Link to={view.cancelHref} className="font-semibold text-danger underline">
                      Cancel this booking
                    </Link>
                  </p>
                </div>
              ) : (
                <p className="mt-3 text-slate-800">
                  {view.status === "cancelled"
                    ? "This booking is cancelled."
                    : "This booking can no longer be cancelled."}
                </p>
              )}
              {view.hasCalendar ? (
                <p className="mt-3">
                  <a href={view.calendarHref} download className={linkClass}>
                    Add to calendar (.ics)
                  </a>
                </p>
              ) : null}
            </section>

            <p className="px-1 text-sm text-slate-700">
              This link works until {view.linkExpiresOn}. Keep the email: anyone with the link can
              see and change this booking.
            </p>
          </div>
        </div>
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BookingLinkError error={error} task="see or change your booking" />;
}
