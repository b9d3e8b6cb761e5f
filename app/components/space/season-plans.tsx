import type { SpaceDetail } from "#contract/spaces";
import { formatMoney, months, seasonPlanNames } from "~/lib/format";
import type { SeasonPlan } from "#contract/vocabulary";

/**
 * Spec §3 and §9: the chosen plan's seasons, shortest first, and the annual saving (twelve
 * one-month payments less the longest season, as the service works it out).
 */
export function SeasonPlans({
  space,
  plan,
}: {
  space: Pick<SpaceDetail, "seasons" | "currency" | "annual_saving">;
  plan: SeasonPlan;
}) {
  const seasons = space.seasons[plan] ?? [];
  if (seasons.length === 0) return null;
  const money = (amount: number) => formatMoney(amount, space.currency.value);
  const longest = seasons.at(-1)!;
  const saving = space.annual_saving;
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="text-2xl font-bold text-navy">
        Monthly plans
      </h2>
      <p className="mt-2 text-slate-700">
        Park on a rolling monthly subscription with no commitment, or pay for a longer season at
        once for less. Plan: {seasonPlanNames[plan]}.
      </p>
      {saving !== null && saving > 0 ? (
        <p className="mt-4 rounded-lg border border-mint-700 bg-white p-4 text-slate-900">
          <strong className="text-mint-700">Save {money(saving)} a year</strong> with the{" "}
          {longest.billing.interval_count}-month season, compared with paying month by month.
        </p>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">Seasons on the {seasonPlanNames[plan]} plan</caption>
          <thead className="border-b border-slate-300 text-sm text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Season
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Per month
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Parking in all
              </th>
              <th scope="col" className="py-2 font-semibold">
                Deposit
              </th>
            </tr>
          </thead>
          <tbody>
            {seasons.map((season) => (
              <tr key={season.billing.interval_count} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {season.billing.interval_count === 1
                    ? "1 month, rolling"
                    : months(season.billing.interval_count)}
                </th>
                <td className="py-2 pr-4">{money(season.cost.per_month)}</td>
                <td className="py-2 pr-4">{money(season.cost.total)}</td>
                <td className="py-2">
                  {season.deposit.now > 0 ? money(season.deposit.now) : "None"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Parking prices; each payment also carries the service fee shown with the price above.
      </p>
    </section>
  );
}
