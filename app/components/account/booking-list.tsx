import { Link } from "react-router";
import type { BookingListItem } from "./booking-views";

const tones = {
  active: "bg-mint text-navy",
  notice: "bg-amber-100 text-slate-900",
  muted: "bg-slate-100 text-slate-800",
};

/** Bookings as cards: where, when, what was paid, and what the driver can do next. */
export function BookingList({ bookings }: { bookings: BookingListItem[] }) {
  return (
    <ul className="space-y-3">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <article
            aria-labelledby={`booking-${booking.id}`}
            className="rounded-xl border border-slate-200 p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={`booking-${booking.id}`} className="text-lg font-semibold text-slate-900">
                <Link to={booking.href} className="text-navy underline-offset-2 hover:underline">
                  {booking.title}
                </Link>
              </h3>
              <span
                className={`rounded-full px-3 py-0.5 text-sm font-semibold ${tones[booking.state.tone]}`}
              >
                {booking.state.label}
              </span>
            </div>
            <p className="text-slate-700">{booking.address}</p>
            <p className="mt-2 text-slate-900">
              {booking.rental ? <span className="font-semibold">{booking.rental}: </span> : null}
              {booking.period}
            </p>
            <dl className="mt-1 flex flex-wrap gap-x-6 text-sm text-slate-700">
              <div className="flex gap-1">
                <dt>Reference</dt>
                <dd className="font-mono font-semibold text-slate-900">{booking.reference}</dd>
              </div>
              <div className="flex gap-1">
                <dt>Total</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{booking.total}</dd>
              </div>
            </dl>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              <Link
                to={booking.href}
                className="font-semibold text-blue-800 underline hover:text-blue-900"
              >
                Details<span className="sr-only"> of booking {booking.reference}</span>
              </Link>
              {booking.reviewHref ? (
                <Link
                  to={booking.reviewHref}
                  className="font-semibold text-blue-800 underline hover:text-blue-900"
                >
                  Leave a review<span className="sr-only"> of {booking.title}</span>
                </Link>
              ) : null}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
