import { plural, seasonPlanNames } from "~/lib/format";
import type { Rental, SeasonPlan } from "#contract/vocabulary";
import { dayFormat, timeOfDayFormat } from "./moment-formats";

/** A booking's period in words, on the clocks where the driver parks. */

/** The parts of a booking that say when it is; times are ISO 8601 moments with their offset. */
export type Period = {
  rental: Rental;
  status: "reserved" | "confirmed" | "cancelled" | "expired";
  start: string;
  end: string | null;
  rolling: boolean;
  paid_until: string | null;
  season_plan: SeasonPlan | null;
  interval_count: number | null;
  instant: boolean;
};

/** "Mon, 3 Jun 2030" */
export function parkingDay(moment: string) {
  return dayFormat.format(new Date(moment));
}

/** "09:30" */
export function clockTime(moment: string) {
  return timeOfDayFormat.format(new Date(moment));
}

/** "Mon, 3 Jun 2030, 09:30" */
export function parkingTime(moment: string) {
  return `${parkingDay(moment)}, ${clockTime(moment)}`;
}

/** From one moment to another: the end's day only when it differs from the start's. */
export function timeSpan(start: string, end: string) {
  const endsOn = parkingDay(end) === parkingDay(start) ? clockTime(end) : parkingTime(end);
  return `${parkingTime(start)} to ${endsOn}`;
}

const MINUTE_MS = 60_000;

/** "2 hours 30 minutes", "7 days", "1 day 2 hours". */
function stayLength(start: string, end: string) {
  const total = Math.round((Date.parse(end) - Date.parse(start)) / MINUTE_MS);
  const parts = [
    [Math.floor(total / 1440), "day"],
    [Math.floor((total % 1440) / 60), "hour"],
    [total % 60, "minute"],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => plural(count, unit))
    .join(" ");
}

function planName(period: Period) {
  return period.season_plan ? seasonPlanNames[period.season_plan] : "Monthly";
}

function billing(period: Period) {
  const count = period.interval_count ?? 1;
  return count === 1 ? "paid every month" : `paid every ${count} months`;
}

/** One line for the period, as a list of bookings or a review form names it. */
export function periodSummary(period: Period) {
  if (period.rental === "long") {
    const plan = planName(period);
    return `Monthly parking, ${plan.charAt(0).toLowerCase()}${plan.slice(1)}, from ${parkingDay(period.start)}`;
  }
  return period.end ? timeSpan(period.start, period.end) : parkingTime(period.start);
}

export type PeriodDetail = { term: string; detail: string };

/** The period as a description list: arrival and departure, or a monthly plan and its dates. */
export function periodDetails(period: Period): PeriodDetail[] {
  if (period.rental !== "long") {
    return [
      { term: "Arriving", detail: parkingTime(period.start) },
      ...(period.end
        ? [
            { term: "Leaving", detail: parkingTime(period.end) },
            { term: "Length", detail: stayLength(period.start, period.end) },
          ]
        : []),
    ];
  }
  const details: PeriodDetail[] = [
    { term: "Plan", detail: `${planName(period)}, ${billing(period)}` },
    {
      term: "Starts",
      detail: period.instant ? `Today, ${parkingDay(period.start)}` : parkingDay(period.start),
    },
  ];
  if (period.end) {
    details.push({ term: "Ends", detail: parkingDay(period.end) });
  } else if (period.paid_until && period.status === "confirmed") {
    details.push(
      period.rolling
        ? {
            term: "Next payment",
            detail: `${parkingDay(period.paid_until)}, then rolling until you cancel`,
          }
        : { term: "Paid until", detail: parkingDay(period.paid_until) },
    );
  }
  return details;
}
