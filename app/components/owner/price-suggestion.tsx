import { formatMoney } from "~/lib/format";
import type { PriceGuide } from "#contract/prices";

const per = { hourly: "an hour", daily: "a day", monthly: "a month" } as const;

/** What similar parking nearby goes for, beside the price it helps set. */
export function PriceSuggestion({
  guide,
  kind,
}: {
  guide: PriceGuide | null;
  kind: keyof typeof per;
}) {
  if (!guide) return <div aria-hidden="true" />;
  const figure = guide[kind];
  const currency = guide.currency.value;
  const source =
    guide.source === "nearby"
      ? `from ${figure.based_on} ${figure.based_on === 1 ? "space" : "spaces"} within ${guide.radius_m / 1000} km`
      : "across the country: there are too few spaces near yours to compare";
  return (
    <div className="self-end rounded-md bg-navy-50 p-3 text-sm text-slate-900">
      <p>
        <span className="font-semibold">Suggested: {formatMoney(figure.median, currency)}</span>{" "}
        {per[kind]}
      </p>
      <p className="text-slate-700">
        Most charge {formatMoney(figure.low, currency)} to {formatMoney(figure.high, currency)},{" "}
        {source}.
      </p>
    </div>
  );
}
