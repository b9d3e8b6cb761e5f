import type { SeasonPlan } from "./stay";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in the space's currency, to 2 decimals (spec §9): "£10.64", "€5.00". */
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

export const rentalTitles = { short: "Hourly", long: "Monthly", airport: "Airport" } as const;

export function months(count: number) {
  return count === 1 ? "1 month" : `${count} months`;
}

export function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}
