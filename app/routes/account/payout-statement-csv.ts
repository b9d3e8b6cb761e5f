import { data } from "react-router";
import { payoutMonthField } from "#contract/payouts";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { payoutsFor } from "~/upstream/payouts.server";
import type { Route } from "./+types/payout-statement-csv";

/** A month's payout statement as CSV, for a spreadsheet or an accountant. */
export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const month = payoutMonthField.safeParse(args.params.month);
  if (!month.success) throw data(null, { status: 404 });
  const answer = await payoutsFor(args.context).statementCsv(month.data);
  if (answer.kind === "refused") {
    throw data(
      { message: answer.message },
      { status: answer.status === 400 ? 404 : answer.status },
    );
  }
  return new Response(answer.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="parkway-statement-${month.data}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
