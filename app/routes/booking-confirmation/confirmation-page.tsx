import { Link } from "react-router";
import { useAnalyticsEvent } from "~/components/layout/analytics-event";
import type { ConfirmationView } from "~/routes/booking-confirmation/booking-confirmation.server";
import { BookedExtras } from "./booked-extras";
import { AccessInstructions } from "~/components/confirmation/access-instructions";
import { bookingDetails, Details } from "~/components/confirmation/details";
import { DirectionsLink } from "~/components/confirmation/directions-link";
import { PaymentSummary } from "./payment-summary";

const sectionClass = "rounded-xl border border-slate-200 p-5";
const headingClass = "text-xl font-bold text-navy";

function Purchase({ event }: { event: object }) {
  useAnalyticsEvent(event);
  return null;
}

function Confirmed({ view }: { view: ConfirmationView }) {
  return (
    <header className="rounded-xl bg-navy px-5 py-7 text-white md:px-8">
      <p className="flex items-center gap-2 font-semibold text-mint">
        <span aria-hidden="true">✓</span> Payment received
      </p>
      <h1 className="mt-2 text-3xl leading-tight font-bold md:text-4xl">
        {view.rental === "long" ? "Your monthly parking is booked" : "Your parking is booked"}
      </h1>
      <dl className="mt-5">
        <dt className="text-navy-100">Booking reference</dt>
        <dd className="font-mono text-3xl font-bold tracking-wider md:text-4xl">
          {view.reference}
        </dd>
      </dl>
      <p className="mt-5 max-w-prose text-navy-100">
        We have emailed your confirmation with these details. Keep the email: its link brings you
        back to this page on any device, without signing in.
      </p>
    </header>
  );
}

const unconfirmed = {
  reserved: {
    title: "This booking is waiting for payment",
    text: (holdUntil: string | null) =>
      `The space is held for you${holdUntil ? ` until ${holdUntil}` : ""} while the payment goes through. It is not booked until then.`,
  },
  cancelled: {
    title: "This booking has been cancelled",
    text: () => "You will not be charged again for it. Any refund is shown below.",
  },
  expired: {
    title: "This reservation has expired",
    text: () => "The hold on the space ended before payment, so nothing was booked or charged.",
  },
};

function Unconfirmed({ view }: { view: ConfirmationView }) {
  if (view.status === "confirmed") return null;
  const { title, text } = unconfirmed[view.status];
  return (
    <header className="rounded-xl border border-slate-300 bg-slate-50 px-5 py-7 md:px-8">
      <h1 className="text-3xl leading-tight font-bold text-navy">{title}</h1>
      <p className="mt-3 text-slate-800">{text(view.holdExpiresAt)}</p>
      <dl className="mt-4">
        <dt className="text-slate-700">Booking reference</dt>
        <dd className="font-mono text-2xl font-bold tracking-wider text-navy">{view.reference}</dd>
      </dl>
    </header>
  );
}

/** The booking as the driver paid for it: where, when, extras, payment and how to get in. */
export function ConfirmationPage({ view }: { view: ConfirmationView }) {
  const confirmed = view.status === "confirmed";
  const { space } = view;
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 lg:py-10">
      {view.purchase ? <Purchase event={view.purchase} /> : null}
      {confirmed ? <Confirmed view={view} /> : <Unconfirmed view={view} />}

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
        <div className="space-y-6">
          <section aria-labelledby="space-heading" className={sectionClass}>
            <h2 id="space-heading" className={headingClass}>
              Where you are parking
            </h2>
            <p className="mt-3 text-lg font-semibold text-slate-900">{space.title}</p>
            <address className="not-italic text-slate-800">{space.address}</address>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {space.directionsHref ? <DirectionsLink href={space.directionsHref} /> : null}
              <Link
                to={space.href}
                className="font-semibold text-blue-800 underline hover:text-blue-900"
              >
                View the space
              </Link>
            </p>
          </section>

          <section aria-labelledby="booking-heading" className={sectionClass}>
            <h2 id="booking-heading" className={`${headingClass} mb-3`}>
              Your booking
            </h2>
            <Details items={bookingDetails(view)} />
            {confirmed ? (
              <a
                href={view.calendarHref}
                download
                className="mt-4 inline-block rounded-md bg-mint px-5 py-2.5 font-semibold text-navy hover:bg-mint-600 hover:text-white"
              >
                Add to calendar
              </a>
            ) : null}
          </section>

          {view.accessInstructions ? (
            <AccessInstructions instructions={view.accessInstructions} level="h2" />
          ) : null}

          {view.extras.length > 0 ? <BookedExtras extras={view.extras} /> : null}
        </div>

        <div className="lg:sticky lg:top-[76px]">
          <PaymentSummary payment={view.payment} paid={confirmed} />
        </div>
      </div>
    </main>
  );
}
