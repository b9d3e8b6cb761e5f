import type { SeasonPlan } from "#contract/vocabulary";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in its currency, to 2 decimals (spec §9): "£10.64", "€5.00". */
export function formatMoney(amount: number, currency: string) {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", { style: "currency", currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

export const seasonPlanNames: Record<SeasonPlan, string> = {
  "mon-sun": "Every day (Mon–Sun)",
  "mon-fri": "Weekdays (Mon–Fri)",
  "any-three-days": "Any three days a week",
};

export function months(count: number) {
  return count === 1 ? "1 month" : `${count} months`;
}

export function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

// Made once: `toLocaleString` builds a new formatter on every call, a cost on each result row.
const rating = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export function formatRating(average: number): string {
  return rating.format(average);
}
