import { data, Link } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { accountBookingHref } from "~/components/account/booking-views";
import { NOT_FOUND_TITLE } from "~/components/error-page";
import { PrintButton } from "~/components/ui/print-button";
import { periodDetails } from "~/lib/booking-period";
import type { Route } from "./+types/receipt";
import { accountBooking, accountBookingView } from "./booking-view.server";
import { PRIVATE_PAGE_HEADERS } from "./private-page";

/**
 * A booking's receipt, on a page of its own that prints cleanly: who paid, for what, each line
 * as charged, how it was paid, and any refund. The service states no VAT, so none is shown.
 */

export async function loader(args: Route.LoaderArgs) {
  const { user } = requireSignedIn(args);
  const details = await accountBooking(args.context, args.params.bookingId);
  const view = accountBookingView(details, new Date());
  // Nothing was charged for a booking that was never paid: there is no receipt to give.
  if (!view.paidWith) throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
  const { booking } = details;
  return {
    reference: view.reference,
    paidAt: view.paidAt,
    paidWith: view.paidWith,
    billedTo: {
      name: [user.first_name, user.last_name].filter(Boolean).join(" "),
      email: user.email ?? null,
    },
    space: view.space,
    period: periodDetails(booking),
    vehicle: view.vehicle,
    extras: view.extras.map((extra) => ({ id: extra.id, name: extra.name, booked: extra.booked })),
    payment: view.payment,
    bookingHref: accountBookingHref(booking),
  };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: `Receipt for booking ${loaderData.reference} | Parkway` }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

export default function Receipt({ loaderData: receipt }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 text-slate-900 print:max-w-none print:p-0">
      <nav className="mb-6 flex flex-wrap items-center gap-4 print:hidden" aria-label="Receipt">
        <Link to={receipt.bookingHref} className="font-semibold text-blue-800 underline">
          <span aria-hidden="true">← </span>Back to the booking
        </Link>
        <PrintButton>Print receipt</PrintButton>
      </nav>
      <header className="flex items-start justify-between gap-4 border-b border-slate-300 pb-4">
        <div>
          <p className="text-2xl font-bold text-navy">Parkway</p>
          <h1 className="mt-1 text-xl font-semibold">Receipt</h1>
        </div>
        <dl className="text-right text-sm">
          <dt className="text-slate-700">Booking reference</dt>
          <dd className="font-mono text-lg font-bold">{receipt.reference}</dd>
          <dt className="mt-1 text-slate-700">Paid</dt>
          <dd>{receipt.paidAt}</dd>
        </dl>
      </header>

      <section aria-labelledby="billed-heading" className="mt-5">
        <h2 id="billed-heading" className="font-semibold">
          Billed to
        </h2>
        <p>{receipt.billedTo.name}</p>
        {receipt.billedTo.email ? <p>{receipt.billedTo.email}</p> : null}
      </section>

      <section aria-labelledby="parking-heading" className="mt-5">
        <h2 id="parking-heading" className="font-semibold">
          Parking
        </h2>
        <p>{receipt.space.title}</p>
        <address className="not-italic">{receipt.space.address}</address>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 text-sm">
          {receipt.period.map(({ term, detail }) => (
            <div key={term} className="contents">
              <dt className="text-slate-700">{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
          {receipt.vehicle ? (
            <div className="contents">
              <dt className="text-slate-700">Vehicle</dt>
              <dd>{receipt.vehicle}</dd>
            </div>
          ) : null}
        </dl>
        {receipt.extras.length > 0 ? (
          <ul className="mt-2 text-sm">
            {receipt.extras.map((extra) => (
              <li key={extra.id}>
                {extra.name}: {extra.booked}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="paid-heading" className="mt-5">
        <h2 id="paid-heading" className="font-semibold">
          Payment
        </h2>
        <table className="mt-2 w-full text-left">
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {receipt.payment.lines.map((line) => (
              <tr key={line.label} className="border-b border-slate-200">
                <th scope="row" className="py-1.5 font-normal">
                  {line.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold">
              <th scope="row" className="pt-3">
                Total paid
              </th>
              <td className="pt-3 text-right tabular-nums">{receipt.payment.total}</td>
            </tr>
            {receipt.payment.refund ? (
              <tr>
                <th scope="row" className="py-1 font-normal">
                  Refunded
                </th>
                <td className="py-1 text-right tabular-nums">{receipt.payment.refund}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
        <p className="mt-3">Paid with {receipt.paidWith}.</p>
      </section>
    </main>
  );
}
