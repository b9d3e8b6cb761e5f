import {
  type Country,
  type Rental,
  seasonPlans,
  type Currency,
  type SeasonPlan,
} from "#contract/vocabulary";
import { discountAmount, type Discount } from "./discounts";
import { arrangementFee, serviceFee } from "./fees";
import {
  describeMoment,
  sameLocalDay,
  TIME_ZONES,
  wallClock,
  WEEKDAY_NAMES,
} from "#contract/wall-clock";
import { HALF_HOUR_MS } from "#contract/parking-type";
import { shortStayPrice, withServiceFee, type PriceWithFee } from "./pricing";
import { DEFAULT_SEASON_PLAN, sortSeasons, type Season } from "./season-plans";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §9: hourly bookings start from half an hour. */
export const MIN_HOURLY_STAY_MS = HALF_HOUR_MS;
/** Longer than this, monthly parking is the better buy; it also keeps totals far from overflow. */
export const MAX_STAY_DAYS = 90;
export const MAX_DAYS_AHEAD = 365;
/** A start this little before now still counts as now: the request took time to arrive. */
export const START_GRACE_MS = 5 * 60 * 1000;

/** A listing's opening hours for one weekday (0 = Monday), "HH:MM:SS" on the space's clock. */
export type OpeningHours = { weekday: number; opensAt: string; closesAt: string };

/** What pricing needs to know of a listing; the row `findListing` returns fits it. */
export type QuotableListing = {
  country: Country;
  currency: Currency;
  offersHourly: boolean;
  offersMonthly: boolean;
  airportCode: string | null;
  hourlyPriceMinor: number | null;
  dailyPriceMinor: number | null;
  openAllHours: boolean;
  hours: readonly OpeningHours[];
  seasons: readonly Season[];
};

/**
 * One booking line as the driver asks for it. Hourly and airport parking need a start (or
 * `bookNow`, which starts it now) and an end. Monthly parking has no end; it starts now when no
 * start is given or the start is earlier today (spec §4: instant when it starts today), on
 * `seasonPlan` (default mon-sun) for `intervalCount` months (default 1, or the plan's shortest
 * season when it has no one-month price).
 */
export type BookingLineRequest = {
  rental: Rental;
  start?: Date;
  end?: Date;
  bookNow?: boolean;
  seasonPlan?: SeasonPlan;
  intervalCount?: number;
};

/** Why a line cannot be priced, named by the API field the driver should change. */
export type LineProblem = {
  field: "rental" | "start" | "end" | "season_plan" | "interval_count";
  message: string;
};

/**
 * A priced booking line, every amount in whole minor units of the listing's currency:
 * - `valueBeforeDiscountMinor`: the parking price (a monthly line: the season's first payment);
 * - `discountMinor`, `valueMinor`: what the discount takes off it, and what is left;
 * - `depositMinor`, `discountedDepositMinor`: a season's deposit, taken now and never discounted;
 * - `serviceFeeMinor`, `serviceFeeBeforeDiscountMinor`: the fee on the value after and before
 *   the discount; `arrangementFeeMinor`: a monthly booking's one-off fee;
 * - `productsMinor`: the airport extras booked with the line, which carry no fee or discount;
 * - `totalMinor` = value + deposit + service fee + arrangement fee + extras, what this line
 *   costs now, and `totalBeforeDiscountMinor` the same without the discount;
 * - `renewal`: for monthly parking, what each later payment costs, every `everyMonths` months,
 *   and `perMonthMinor`, that payment's total shared over its months.
 */
export type PricedBookingLine = {
  rental: Rental;
  start: Date;
  /** Null for monthly parking: it rolls on until cancelled. */
  end: Date | null;
  seasonPlan: SeasonPlan | null;
  intervalCount: number | null;
  discount: Discount | null;
  valueBeforeDiscountMinor: number;
  discountMinor: number;
  valueMinor: number;
  depositMinor: number;
  discountedDepositMinor: number;
  serviceFeeBeforeDiscountMinor: number;
  serviceFeeMinor: number;
  arrangementFeeMinor: number;
  productsMinor: number;
  totalBeforeDiscountMinor: number;
  totalMinor: number;
  renewal: Renewal | null;
};

export type Renewal = PriceWithFee & { everyMonths: number; perMonthMinor: number };

export type LinePricing =
  { ok: true; line: PricedBookingLine } | { ok: false; problems: LineProblem[] };

export function zoneOf(listing: Pick<QuotableListing, "country">): string {
  return TIME_ZONES[listing.country];
}

const rentalNames: Record<Rental, string> = {
  short: "hourly",
  long: "monthly",
  airport: "airport",
};

function offers(listing: QuotableListing, rental: Rental): boolean {
  const hasTariff = listing.hourlyPriceMinor !== null || listing.dailyPriceMinor !== null;
  switch (rental) {
    case "short":
      return listing.offersHourly && hasTariff;
    case "airport":
      return listing.airportCode !== null && hasTariff;
    case "long":
      return listing.offersMonthly && listing.seasons.length > 0;
  }
}

/** "1, 3 or 12": choices as a sentence says them. */
function choices(items: readonly (string | number)[]) {
  const words = items.map(String);
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

function clockTime(time: string) {
  return time.slice(0, 5);
}

/**
 * A driver arrives and leaves while the space is open: the start lies within its opening
 * hours that day and the end within its opening hours on the day it falls. A car may stay
 * while it is closed, as at any car park that locks overnight.
 */
function openingHoursProblems(listing: QuotableListing, start: Date, end: Date): LineProblem[] {
  if (listing.openAllHours) return [];
  const zone = zoneOf(listing);
  const byWeekday = new Map(listing.hours.map((hours) => [hours.weekday, hours]));
  const problems: LineProblem[] = [];
  const startClock = wallClock(start, zone);
  let endClock = wallClock(end, zone);
  // An end at midnight is the close of the day before, not the opening of the next.
  if (endClock.time === "00:00:00") {
    endClock = { ...wallClock(new Date(end.getTime() - 1), zone), time: "24:00:00" };
  }
  const checks = [
    { field: "start" as const, clock: startClock, edge: "a start" },
    { field: "end" as const, clock: endClock, edge: "an end" },
  ];
  for (const { field, clock, edge } of checks) {
    const day = WEEKDAY_NAMES[clock.weekday] ?? "that day";
    const hours = byWeekday.get(clock.weekday);
    if (!hours) {
      problems.push({
        field,
        message: `This space is closed on ${day}s. Choose a day it is open.`,
      });
      continue;
    }
    const within =
      field === "start"
        ? hours.opensAt <= clock.time && clock.time < hours.closesAt
        : hours.opensAt < clock.time && clock.time <= hours.closesAt;
    if (!within) {
      problems.push({
        field,
        message: `This space is open ${clockTime(hours.opensAt)} to ${clockTime(hours.closesAt)} on ${day}s. Choose ${edge} within its opening hours.`,
      });
    }
  }
  return problems;
}

function stayProblems(
  listing: QuotableListing,
  request: BookingLineRequest,
  now: Date,
): { problems: LineProblem[]; start?: Date; end?: Date } {
  const start = request.start ?? (request.bookNow ? now : undefined);
  const { end } = request;
  const problems: LineProblem[] = [];
  if (!start) problems.push({ field: "start", message: "Choose when your parking starts" });
  if (!end) problems.push({ field: "end", message: "Choose when your parking ends" });
  if (!start || !end) return { problems };
  if (start.getTime() < now.getTime() - START_GRACE_MS) {
    problems.push({ field: "start", message: "That start has passed. Choose a time from now on" });
  } else if (start.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) {
    problems.push({ field: "start", message: "You can book up to a year ahead" });
  }
  const duration = end.getTime() - start.getTime();
  if (duration <= 0) {
    problems.push({ field: "end", message: "The end must be after the start" });
  } else if (request.rental === "short" && duration < MIN_HOURLY_STAY_MS) {
    problems.push({ field: "end", message: "Hourly parking is booked for at least 30 minutes" });
  } else if (duration > MAX_STAY_DAYS * DAY_MS) {
    problems.push({
      field: "end",
      message: `A stay can last up to ${MAX_STAY_DAYS} days. For longer, choose monthly parking`,
    });
  }
  if (problems.length === 0) problems.push(...openingHoursProblems(listing, start, end));
  return { problems, start, end };
}

function monthlyStart(request: BookingLineRequest, zone: string, now: Date) {
  const start = request.start ?? now;
  if (start.getTime() >= now.getTime()) return start;
  return sameLocalDay(start, now, zone) ? now : null;
}

function chooseSeason(
  listing: QuotableListing,
  request: BookingLineRequest,
): { season: Season } | { problem: LineProblem } {
  const plan = request.seasonPlan ?? DEFAULT_SEASON_PLAN;
  const seasons = sortSeasons(listing.seasons.filter((season) => season.plan === plan));
  if (seasons.length === 0) {
    const plans = seasonPlans.filter((offered) =>
      listing.seasons.some((season) => season.plan === offered),
    );
    return {
      problem: {
        field: "season_plan",
        message: `This space does not offer the ${plan} plan. Choose ${choices(plans)}`,
      },
    };
  }
  const wanted =
    request.intervalCount ??
    (seasons.some((season) => season.intervalCount === 1) ? 1 : seasons[0]!.intervalCount);
  const season = seasons.find((candidate) => candidate.intervalCount === wanted);
  if (!season) {
    const counts = seasons.map((candidate) => candidate.intervalCount);
    return {
      problem: {
        field: "interval_count",
        message: `This space does not offer ${wanted} month${wanted === 1 ? "" : "s"} on the ${plan} plan. Choose ${choices(counts)} month${counts.at(-1) === 1 ? "" : "s"}`,
      },
    };
  }
  return { season };
}

/**
 * Prices one booking line from a listing's data, without the database, exactly as the quote
 * and the reservation both charge it. `discount` must already have passed `checkDiscountCode`.
 * On a monthly line the discount applies to the first month (decision 007): at most the first
 * payment's one-month share comes off.
 */
export function priceBookingLine(
  listing: QuotableListing,
  request: BookingLineRequest,
  options: { now: Date; discount?: Discount | null },
): LinePricing {
  const { now } = options;
  const discount = options.discount ?? null;
  if (!offers(listing, request.rental)) {
    return {
      ok: false,
      problems: [
        {
          field: "rental",
          message: `This space does not offer ${rentalNames[request.rental]} parking`,
        },
      ],
    };
  }
  if (request.rental === "long") {
    const problems: LineProblem[] = [];
    if (request.end) {
      problems.push({
        field: "end",
        message: "Monthly parking has no end date: it rolls on until you cancel",
      });
    }
    const start = monthlyStart(request, zoneOf(listing), now);
    if (!start) {
      problems.push({ field: "start", message: "That date has passed. Choose today or later" });
    } else if (start.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) {
      problems.push({ field: "start", message: "You can book up to a year ahead" });
    }
    const chosen = chooseSeason(listing, request);
    if ("problem" in chosen) problems.push(chosen.problem);
    if (problems.length > 0 || !start || !("season" in chosen)) return { ok: false, problems };
    const { season } = chosen;
    const firstMonth = Math.round(season.totalMinor / season.intervalCount);
    const discountMinor = discount ? discountAmount(discount, firstMonth) : 0;
    return {
      ok: true,
      line: pricedLine({
        rental: "long",
        start,
        end: null,
        seasonPlan: season.plan,
        intervalCount: season.intervalCount,
        discount,
        valueBeforeDiscountMinor: season.totalMinor,
        discountMinor,
        depositMinor: season.depositMinor,
        renewal: renewalOf(season),
      }),
    };
  }
  const stay = stayProblems(listing, request, now);
  if (stay.problems.length > 0 || !stay.start || !stay.end) {
    return { ok: false, problems: stay.problems };
  }
  const price = shortStayPrice(
    { hourlyMinor: listing.hourlyPriceMinor, dailyMinor: listing.dailyPriceMinor },
    stay.start,
    stay.end,
  );
  if (price === null) {
    return { ok: false, problems: [{ field: "rental", message: "This space has no price" }] };
  }
  return {
    ok: true,
    line: pricedLine({
      rental: request.rental,
      start: stay.start,
      end: stay.end,
      seasonPlan: null,
      intervalCount: null,
      discount,
      valueBeforeDiscountMinor: price,
      discountMinor: discount ? discountAmount(discount, price) : 0,
      depositMinor: 0,
      renewal: null,
    }),
  };
}

/** What each later payment of a season costs, and what that comes to a month. */
function renewalOf(season: Season): Renewal {
  const payment = withServiceFee(season.totalMinor);
  return {
    everyMonths: season.intervalCount,
    ...payment,
    perMonthMinor: Math.round(payment.totalMinor / season.intervalCount),
  };
}

function pricedLine(
  parts: Pick<
    PricedBookingLine,
    | "rental"
    | "start"
    | "end"
    | "seasonPlan"
    | "intervalCount"
    | "discount"
    | "valueBeforeDiscountMinor"
    | "discountMinor"
    | "depositMinor"
    | "renewal"
  >,
): PricedBookingLine {
  const valueMinor = parts.valueBeforeDiscountMinor - parts.discountMinor;
  const serviceFeeMinor = serviceFee(valueMinor);
  const serviceFeeBeforeDiscountMinor = serviceFee(parts.valueBeforeDiscountMinor);
  const arrangementFeeMinor = arrangementFee(parts.rental, "first");
  return {
    ...parts,
    valueMinor,
    discountedDepositMinor: parts.depositMinor,
    serviceFeeMinor,
    serviceFeeBeforeDiscountMinor,
    arrangementFeeMinor,
    productsMinor: 0,
    totalMinor: valueMinor + parts.depositMinor + serviceFeeMinor + arrangementFeeMinor,
    totalBeforeDiscountMinor:
      parts.valueBeforeDiscountMinor +
      parts.depositMinor +
      serviceFeeBeforeDiscountMinor +
      arrangementFeeMinor,
  };
}

/** The line with its airport extras, priced by the products API, added to what it costs now. */
export function withExtras(line: PricedBookingLine, productsMinor: number): PricedBookingLine {
  return {
    ...line,
    productsMinor: line.productsMinor + productsMinor,
    totalMinor: line.totalMinor + productsMinor,
    totalBeforeDiscountMinor: line.totalBeforeDiscountMinor + productsMinor,
  };
}

export type QuoteTotals = {
  valueMinor: number;
  valueBeforeDiscountMinor: number;
  discountMinor: number;
  depositMinor: number;
  serviceFeeMinor: number;
  serviceFeeBeforeDiscountMinor: number;
  arrangementFeeMinor: number;
  productsMinor: number;
  totalMinor: number;
  totalBeforeDiscountMinor: number;
};

/** The sums over a quote's lines: what the driver pays now, with and without the discount. */
export function quoteTotals(lines: readonly PricedBookingLine[]): QuoteTotals {
  const sum = (pick: (line: PricedBookingLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    valueMinor: sum((line) => line.valueMinor),
    valueBeforeDiscountMinor: sum((line) => line.valueBeforeDiscountMinor),
    discountMinor: sum((line) => line.discountMinor),
    depositMinor: sum((line) => line.depositMinor),
    serviceFeeMinor: sum((line) => line.serviceFeeMinor),
    serviceFeeBeforeDiscountMinor: sum((line) => line.serviceFeeBeforeDiscountMinor),
    arrangementFeeMinor: sum((line) => line.arrangementFeeMinor),
    productsMinor: sum((line) => line.productsMinor),
    totalMinor: sum((line) => line.totalMinor),
    totalBeforeDiscountMinor: sum((line) => line.totalBeforeDiscountMinor),
  };
}

type Period = { start: Date; end: Date | null };

const MONTH_DAYS = 31;

/**
 * The days of parking a set of periods keeps a bay for: each period's length, and a month for
 * each monthly one (it holds its bay until cancelled; a month is what is paid for first).
 */
export function heldDays(periods: readonly Period[]): number {
  return periods.reduce(
    (days, { start, end }) =>
      days + (end ? (end.getTime() - start.getTime()) / DAY_MS : MONTH_DAYS),
    0,
  );
}

function overlaps(a: Period, b: Period) {
  const aEnds = a.end?.getTime() ?? Infinity;
  const bEnds = b.end?.getTime() ?? Infinity;
  return a.start.getTime() < bEnds && b.start.getTime() < aEnds;
}

/** The first pair of periods that overlap, by position, or null: several periods of one space. */
export function firstOverlap(periods: readonly Period[]): [number, number] | null {
  for (let later = 1; later < periods.length; later += 1) {
    for (let earlier = 0; earlier < later; earlier += 1) {
      if (overlaps(periods[earlier]!, periods[later]!)) return [earlier, later];
    }
  }
  return null;
}

/** The 409 answer's message: the period that has no free bay, on the space's clock. */
export function fullyBookedMessage(
  listing: Pick<QuotableListing, "country">,
  period: Period,
  now: Date,
  freeFrom: Date | null = null,
): string {
  const zone = zoneOf(listing);
  if (!period.end) {
    const later = freeFrom
      ? ` A bay is free for monthly parking from ${describeMoment(freeFrom, zone, now)}.`
      : "";
    return `This space has no bay free for monthly parking from ${describeMoment(period.start, zone, now)}.${later} Choose a later start or a nearby space.`;
  }
  return `This space is fully booked between ${describeMoment(period.start, zone, now)} and ${describeMoment(period.end, zone, now)}. Choose other times or a nearby space.`;
}

const moneyFormat = (minor: number) => (minor / 100).toFixed(2);

/** The line's note: a monthly booking says what each later payment costs and when. */
export function lineMessage(line: PricedBookingLine, symbol: string): string | null {
  if (!line.renewal) return null;
  const { everyMonths, valueMinor, serviceFeeMinor, totalMinor } = line.renewal;
  const every = everyMonths === 1 ? "every month" : `every ${everyMonths} months`;
  const deposit =
    line.depositMinor > 0
      ? ` The ${symbol}${moneyFormat(line.depositMinor)} deposit is refunded when it ends.`
      : "";
  return `Then ${symbol}${moneyFormat(totalMinor)} ${every} (${symbol}${moneyFormat(valueMinor)} parking and ${symbol}${moneyFormat(serviceFeeMinor)} service fee) until you cancel.${deposit}`;
}
