import { data, Link } from "react-router";
import { payoutMonthField, type StatementLine } from "#contract/payouts";
import { PrintButton } from "~/components/ui/print-button";
import { parkingDay, parkingTime } from "~/lib/booking-period";
import { formatMoney } from "~/lib/format";
import { rentalLabels } from "~/lib/search-options";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { payoutsFor } from "~/upstream/payouts.server";
import type { Route } from "./+types/payout-statement";
import { monthName } from "./payout-months";
import { PRIVATE_PAGE_HEADERS } from "./private-page";

/**
 * A month's payout statement on a page of its own that prints cleanly (decision 026): the
 * payouts made that month and every booking they paid for, with any refund taken back.
 */

export async function loader(args: Route.LoaderArgs) {
  const { user } = requireSignedIn(args);
  const month = payoutMonthField.safeParse(args.params.month);
  if (!month.success) throw data(null, { status: 404 });
  const answer = await payoutsFor(args.context).statement(month.data);
  if (answer.kind === "refused") {
    throw data(
      { message: answer.message },
      { status: answer.status === 400 ? 404 : answer.status },
    );
  }
  return {
    owner: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email,
    month: answer.month,
    payouts: answer.payouts,
    lines: answer.lines.map((line) => ({ ...line, when: when(line) })),
  };
}

function when(line: StatementLine) {
  if (line.rental === "long") return `Month from ${parkingDay(line.start)}`;
  return `${parkingTime(line.start)} to ${line.end ? parkingTime(line.end) : "rolling"}`;
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: `Payout statement, ${monthName(loaderData.month)} | Parkway` }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

const link = "font-semibold text-blue-800 underline";

export default function PayoutStatement({ loaderData: statement }: Route.ComponentProps) {
  const name = monthName(statement.month);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 text-slate-900 print:max-w-none print:p-0">
      <nav className="mb-6 flex flex-wrap items-center gap-4 print:hidden" aria-label="Statement">
        <Link to="/account/payouts" className={link}>
          <span aria-hidden="true">← </span>Back to payouts
        </Link>
        <Link
          reloadDocument
          to={`/account/payouts/statements/${statement.month}/csv`}
          className={link}
        >
          Download as CSV
        </Link>
        <PrintButton>Print statement</PrintButton>
      </nav>
      <h1 className="text-3xl font-bold text-navy">Payout statement, {name}</h1>
      <p className="mt-1">Parkway, for {statement.owner}</p>
      <ul className="mt-4 space-y-1">
        {statement.payouts.map((payout) => (
          <li key={payout.id}>
            <span className="font-semibold">
              {formatMoney(payout.amount_minor / 100, payout.currency)}
            </span>{" "}
            {payout.status === "paid" ? "paid" : "being sent"}
            {payout.account_last4 ? ` into the account ending ${payout.account_last4}` : ""}
          </li>
        ))}
      </ul>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="mb-2 text-left font-semibold">
            What the {name} payouts paid for, with any refunds taken back
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                Reference
              </th>
              <th scope="col" className="py-2 pr-4">
                Space
              </th>
              <th scope="col" className="py-2 pr-4">
                Parking
              </th>
              <th scope="col" className="py-2 pr-4">
                When
              </th>
              <th scope="col" className="py-2 pr-4">
                Entry
              </th>
              <th scope="col" className="py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line, index) => (
              <tr
                key={`${line.reference}-${index}`}
                className="border-b border-slate-200 align-top"
              >
                <th scope="row" className="py-2 pr-4 font-mono font-normal">
                  {line.reference}
                </th>
                <td className="py-2 pr-4">{line.space}</td>
                <td className="py-2 pr-4">{rentalLabels[line.rental]}</td>
                <td className="py-2 pr-4">{line.when}</td>
                <td className="py-2 pr-4">{line.kind === "earning" ? "Booking" : "Refund"}</td>
                <td className="py-2 text-right">
                  {formatMoney(line.amount_minor / 100, line.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
