import type { SeasonPlan } from "#contract/vocabulary";

/** Spec §3: a monthly price for `intervalCount` months of a plan, with the deposit taken now. */
export type Season = {
  plan: SeasonPlan;
  intervalCount: number;
  totalMinor: number;
  depositMinor: number;
};

export const DEFAULT_SEASON_PLAN: SeasonPlan = "mon-sun";

/** Spec §9: seasons are listed by billing interval count, shortest first. */
export function sortSeasons<T extends Pick<Season, "intervalCount">>(seasons: readonly T[]): T[] {
  return [...seasons].sort((a, b) => a.intervalCount - b.intervalCount);
}

/**
 * Spec §9: the annual saving is twelve times the one-month total minus the longest plan's total.
 * The longest plan is scaled to a year when it is shorter than twelve months, so the figure is
 * always a saving per year. Null when the plan has no one-month price or no longer season.
 */
export function annualSaving(seasons: readonly Season[]): number | null {
  const sorted = sortSeasons(seasons);
  const oneMonth = sorted.find((season) => season.intervalCount === 1);
  const longest = sorted.at(-1);
  if (!oneMonth || !longest || longest.intervalCount === 1) return null;
  const longestPerYear = (longest.totalMinor * 12) / longest.intervalCount;
  return Math.max(0, Math.round(12 * oneMonth.totalMinor - longestPerYear));
}
