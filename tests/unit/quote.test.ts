import fc from "fast-check";
import { expect, test } from "vitest";
import type { Discount } from "../../api/domain/discounts";
import {
  firstOverlap,
  fullyBookedMessage,
  lineMessage,
  priceBookingLine,
  quoteTotals,
  type BookingLineRequest,
  type PricedBookingLine,
  type QuotableListing,
} from "../../api/domain/quote";
import { shownPrice } from "../../api/domain/pricing";

const now = new Date("2026-12-01T08:10:00Z");
const at = (moment: string) => new Date(moment);

const listing: QuotableListing = {
  country: "GBR",
  currency: "GBP",
  offersHourly: true,
  offersMonthly: true,
  airportCode: null,
  hourlyPriceMinor: 400,
  dailyPriceMinor: 2_000,
  openAllHours: true,
  hours: [],
  seasons: [
    { plan: "mon-sun", intervalCount: 1, totalMinor: 12_000, depositMinor: 0 },
    { plan: "mon-sun", intervalCount: 3, totalMinor: 34_800, depositMinor: 5_000 },
    { plan: "mon-fri", intervalCount: 3, totalMinor: 27_000, depositMinor: 0 },
  ],
};

const airportListing: QuotableListing = {
  ...listing,
  offersMonthly: false,
  airportCode: "LBA",
  hourlyPriceMinor: null,
  dailyPriceMinor: 1_200,
  seasons: [],
};

const welcome5: Discount = { code: "WELCOME5", kind: "static", value: 500, currency: "GBP" };
const half: Discount = { code: "HALF", kind: "percent", value: 50, currency: null };

function priced(
  request: BookingLineRequest,
  options: { discount?: Discount; on?: QuotableListing } = {},
): PricedBookingLine {
  const pricing = priceBookingLine(options.on ?? listing, request, {
    now,
    discount: options.discount,
  });
  if (!pricing.ok) throw new Error(JSON.stringify(pricing.problems));
  return pricing.line;
}

function problems(request: BookingLineRequest, on: QuotableListing = listing) {
  const pricing = priceBookingLine(on, request, { now });
  return pricing.ok ? [] : pricing.problems;
}

const hourly = (start: string, end: string): BookingLineRequest => ({
  rental: "short",
  start: at(start),
  end: at(end),
});

test("an hourly line costs the short-stay price plus the service fee", () => {
  const line = priced(hourly("2026-12-03T09:00:00Z", "2026-12-03T11:00:00Z"));
  expect(line).toMatchObject({
    rental: "short",
    end: at("2026-12-03T11:00:00Z"),
    seasonPlan: null,
    intervalCount: null,
    valueBeforeDiscountMinor: 800,
    valueMinor: 800,
    serviceFeeMinor: 60,
    serviceFeeBeforeDiscountMinor: 60,
    arrangementFeeMinor: 0,
    depositMinor: 0,
    totalMinor: 860,
    renewal: null,
  });
});

test("an airport line charges the space's tariff over the dates", () => {
  const line = priced(
    { rental: "airport", start: at("2026-12-03T05:00:00Z"), end: at("2026-12-10T22:00:00Z") },
    { on: airportListing },
  );
  expect(line.valueMinor).toBe(8 * 1_200);
  expect(line.serviceFeeMinor).toBe(499);
  expect(line.totalMinor).toBe(9_600 + 499);
});

test("a discount lowers the parking price and the service fee, and totals show both", () => {
  const line = priced(hourly("2026-12-03T09:00:00Z", "2026-12-03T17:00:00Z"), {
    discount: welcome5,
  });
  expect(line).toMatchObject({
    valueBeforeDiscountMinor: 2_000,
    discountMinor: 500,
    valueMinor: 1_500,
    serviceFeeBeforeDiscountMinor: 150,
    serviceFeeMinor: 113,
    totalMinor: 1_613,
    totalBeforeDiscountMinor: 2_150,
    discount: welcome5,
  });
});

test("a discount larger than the price makes the parking free but keeps the fee's floor", () => {
  const line = priced(hourly("2026-12-03T09:00:00Z", "2026-12-03T10:00:00Z"), {
    discount: welcome5,
  });
  expect(line).toMatchObject({ valueMinor: 0, discountMinor: 400, serviceFeeMinor: 49 });
});

test("a monthly line takes the mon-sun one-month season, the arrangement fee and says what follows", () => {
  const line = priced({ rental: "long", start: at("2026-12-05T00:00:00Z") });
  expect(line).toMatchObject({
    rental: "long",
    start: at("2026-12-05T00:00:00Z"),
    end: null,
    seasonPlan: "mon-sun",
    intervalCount: 1,
    valueMinor: 12_000,
    serviceFeeMinor: 499,
    arrangementFeeMinor: 500,
    totalMinor: 12_999,
    renewal: {
      everyMonths: 1,
      valueMinor: 12_000,
      serviceFeeMinor: 499,
      totalMinor: 12_499,
      perMonthMinor: 12_499,
    },
  });
  expect(lineMessage(line, "£")).toBe(
    "Then £124.99 every month (£120.00 parking and £4.99 service fee) until you cancel.",
  );
});

test("a longer season says what a month of it comes to, fee included, in whole pennies", () => {
  const line = priced({ rental: "long", start: at("2026-12-05T00:00:00Z"), intervalCount: 3 });
  expect(line.renewal).toEqual({
    everyMonths: 3,
    valueMinor: 34_800,
    serviceFeeMinor: 499,
    totalMinor: 35_299,
    perMonthMinor: 11_766,
  });
});

test("the price a search and a space show is what the quote charges, fee and all", () => {
  const stay = { start: at("2026-12-03T09:00:00Z"), end: at("2026-12-03T15:30:00Z") };
  const line = priced({ rental: "short", ...stay });
  const prices = { ...listing, monthlyPriceMinor: 12_000 };
  expect(shownPrice(prices, "short", stay)).toEqual({
    valueMinor: line.valueMinor,
    serviceFeeMinor: line.serviceFeeMinor,
    totalMinor: line.valueMinor + line.serviceFeeMinor,
    per: "stay",
  });
  const month = priced({ rental: "long", start: stay.start });
  expect(shownPrice(prices, "long", { start: stay.start, end: null })).toEqual({
    valueMinor: month.renewal?.valueMinor,
    serviceFeeMinor: month.renewal?.serviceFeeMinor,
    totalMinor: month.renewal?.totalMinor,
    per: "month",
  });
  expect(shownPrice({ ...prices, monthlyPriceMinor: null }, "long", stay)).toBeNull();
  expect(shownPrice(prices, "short", { start: stay.start, end: null })).toBeNull();
});

test("a season carries its deposit, which no discount reduces", () => {
  const line = priced(
    { rental: "long", start: at("2026-12-05T00:00:00Z"), intervalCount: 3 },
    { discount: half },
  );
  expect(line).toMatchObject({
    valueBeforeDiscountMinor: 34_800,
    depositMinor: 5_000,
    discountedDepositMinor: 5_000,
    totalMinor: line.valueMinor + 5_000 + line.serviceFeeMinor + 500,
  });
  expect(lineMessage(line, "£")).toBe(
    "Then £352.99 every 3 months (£348.00 parking and £4.99 service fee) until you cancel. The £50.00 deposit is refunded when it ends.",
  );
});

test("on monthly parking a discount applies to the first month only", () => {
  const line = priced(
    { rental: "long", start: at("2026-12-05T00:00:00Z"), intervalCount: 3 },
    { discount: half },
  );
  expect(line.discountMinor).toBe(5_800);
  expect(line.valueMinor).toBe(34_800 - 5_800);
});

test("monthly parking starting earlier today starts now; on a day gone by it is refused", () => {
  expect(priced({ rental: "long" }).start).toEqual(now);
  expect(priced({ rental: "long", start: at("2026-12-01T00:00:00Z") }).start).toEqual(now);
  expect(problems({ rental: "long", start: at("2026-11-30T23:00:00Z") })).toEqual([
    { field: "start", message: "That date has passed. Choose today or later" },
  ]);
});

test("a monthly line names a plan and a season the space offers", () => {
  expect(problems({ rental: "long", seasonPlan: "any-three-days" })).toEqual([
    {
      field: "season_plan",
      message: "This space does not offer the any-three-days plan. Choose mon-sun or mon-fri",
    },
  ]);
  expect(problems({ rental: "long", intervalCount: 6 })).toEqual([
    {
      field: "interval_count",
      message: "This space does not offer 6 months on the mon-sun plan. Choose 1 or 3 months",
    },
  ]);
  expect(problems({ rental: "long", end: at("2027-01-01T00:00:00Z") })).toEqual([
    { field: "end", message: "Monthly parking has no end date: it rolls on until you cancel" },
  ]);
});

test("a plan without a one-month price defaults to its shortest season", () => {
  expect(priced({ rental: "long", seasonPlan: "mon-fri" }).intervalCount).toBe(3);
});

test("a space quotes only the kinds of parking it offers", () => {
  expect(problems({ rental: "long" }, { ...listing, offersMonthly: false })).toEqual([
    { field: "rental", message: "This space does not offer monthly parking" },
  ]);
  expect(
    problems(hourly("2026-12-03T09:00:00Z", "2026-12-03T11:00:00Z"), {
      ...listing,
      offersHourly: false,
    }),
  ).toEqual([{ field: "rental", message: "This space does not offer hourly parking" }]);
  expect(
    problems({
      rental: "airport",
      start: at("2026-12-03T09:00:00Z"),
      end: at("2026-12-05T09:00:00Z"),
    }),
  ).toEqual([{ field: "rental", message: "This space does not offer airport parking" }]);
});

test("an hourly stay needs a start and an end, in order, of at least half an hour", () => {
  expect(problems({ rental: "short" })).toEqual([
    { field: "start", message: "Choose when your parking starts" },
    { field: "end", message: "Choose when your parking ends" },
  ]);
  expect(problems(hourly("2026-12-03T09:00:00Z", "2026-12-03T09:00:00Z"))).toEqual([
    { field: "end", message: "The end must be after the start" },
  ]);
  expect(problems(hourly("2026-12-03T09:00:00Z", "2026-12-03T09:29:00Z"))).toEqual([
    { field: "end", message: "Hourly parking is booked for at least 30 minutes" },
  ]);
  expect(problems(hourly("2026-12-03T09:00:00Z", "2026-12-03T09:30:00Z"))).toEqual([]);
});

test("a stay cannot start in the past, more than a year ahead, or last over 90 days", () => {
  expect(problems(hourly("2026-12-01T07:00:00Z", "2026-12-01T10:00:00Z"))).toEqual([
    { field: "start", message: "That start has passed. Choose a time from now on" },
  ]);
  expect(problems(hourly("2026-12-01T08:06:00Z", "2026-12-01T10:00:00Z"))).toEqual([]);
  expect(problems(hourly("2028-01-01T09:00:00Z", "2028-01-01T10:00:00Z"))).toEqual([
    { field: "start", message: "You can book up to a year ahead" },
  ]);
  expect(problems(hourly("2026-12-03T09:00:00Z", "2027-03-04T09:00:00Z"))).toEqual([
    { field: "end", message: "A stay can last up to 90 days. For longer, choose monthly parking" },
  ]);
});

test("booking now starts the stay at once", () => {
  const line = priced({ rental: "short", bookNow: true, end: at("2026-12-01T10:10:00Z") });
  expect(line.start).toEqual(now);
  expect(line.valueMinor).toBe(800);
});

const garage: QuotableListing = {
  ...listing,
  openAllHours: false,
  hours: [
    { weekday: 0, opensAt: "07:00:00", closesAt: "19:00:00" },
    { weekday: 3, opensAt: "07:00:00", closesAt: "19:00:00" },
    { weekday: 4, opensAt: "00:00:00", closesAt: "24:00:00" },
  ],
};

test("a space with opening hours takes arrivals and departures only while it is open", () => {
  // 3 December 2026 is a Thursday; 7 December a Monday.
  expect(problems(hourly("2026-12-03T09:00:00Z", "2026-12-03T19:00:00Z"), garage)).toEqual([]);
  expect(problems(hourly("2026-12-03T06:00:00Z", "2026-12-03T20:00:00Z"), garage)).toEqual([
    {
      field: "start",
      message:
        "This space is open 07:00 to 19:00 on Thursdays. Choose a start within its opening hours.",
    },
    {
      field: "end",
      message:
        "This space is open 07:00 to 19:00 on Thursdays. Choose an end within its opening hours.",
    },
  ]);
  expect(problems(hourly("2026-12-05T09:00:00Z", "2026-12-05T11:00:00Z"), garage)).toEqual([
    { field: "start", message: "This space is closed on Saturdays. Choose a day it is open." },
    { field: "end", message: "This space is closed on Saturdays. Choose a day it is open." },
  ]);
  expect(problems(hourly("2026-12-03T18:00:00Z", "2026-12-07T08:00:00Z"), garage)).toEqual([]);
  expect(problems(hourly("2026-12-04T20:00:00Z", "2026-12-05T00:00:00Z"), garage)).toEqual([]);
});

test("opening hours are read on the space's own clock", () => {
  // 1 July 2027 is a Thursday; 06:30 UTC is 07:30 in London.
  expect(problems(hourly("2027-07-01T06:30:00Z", "2027-07-01T08:00:00Z"), garage)).toEqual([]);
});

test("periods of one space that overlap are found", () => {
  const period = (start: string, end: string | null) => ({
    start: at(start),
    end: end ? at(end) : null,
  });
  expect(
    firstOverlap([
      period("2026-12-03T09:00:00Z", "2026-12-03T12:00:00Z"),
      period("2026-12-03T12:00:00Z", "2026-12-03T15:00:00Z"),
    ]),
  ).toBeNull();
  expect(
    firstOverlap([
      period("2026-12-03T09:00:00Z", "2026-12-03T12:00:00Z"),
      period("2026-12-04T09:00:00Z", "2026-12-04T12:00:00Z"),
      period("2026-12-03T11:00:00Z", "2026-12-03T15:00:00Z"),
    ]),
  ).toEqual([0, 2]);
  expect(
    firstOverlap([period("2027-01-01T00:00:00Z", null), period("2027-06-01T00:00:00Z", null)]),
  ).toEqual([0, 1]);
});

test("a fully booked period is named on the space's clock", () => {
  const winter = { start: at("2026-12-03T09:00:00Z"), end: at("2026-12-03T17:00:00Z") };
  expect(fullyBookedMessage(listing, winter, now)).toBe(
    "This space is fully booked between 09:00 on 3 December and 17:00 on 3 December. Choose other times or a nearby space.",
  );
  const summer = { start: at("2027-07-03T08:00:00Z"), end: at("2027-07-03T16:00:00Z") };
  expect(fullyBookedMessage({ country: "IRL" }, summer, now)).toBe(
    "This space is fully booked between 09:00 on 3 July 2027 and 17:00 on 3 July 2027. Choose other times or a nearby space.",
  );
  expect(
    fullyBookedMessage(
      listing,
      { start: at("2026-12-05T00:00:00Z"), end: null },
      now,
      at("2027-01-10T00:00:00Z"),
    ),
  ).toBe(
    "This space has no bay free for monthly parking from 00:00 on 5 December. A bay is free for monthly parking from 00:00 on 10 January 2027. Choose a later start or a nearby space.",
  );
});

const tariffs = fc
  .record({
    hourlyPriceMinor: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
    dailyPriceMinor: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  })
  .filter((tariff) => tariff.hourlyPriceMinor !== null || tariff.dailyPriceMinor !== null);

const discounts = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant("STATIC"),
      kind: fc.constant("static" as const),
      value: fc.integer({ min: 1, max: 100_000 }),
      currency: fc.constant("GBP" as const),
    }),
    fc.record({
      code: fc.constant("PERCENT"),
      kind: fc.constant("percent" as const),
      value: fc.integer({ min: 1, max: 100 }),
      currency: fc.constant(null),
    }),
  ),
  { nil: null },
);

const MINUTE = 60_000;
const stayMinutes = fc.integer({ min: 30, max: 90 * 24 * 60 });
const startOffsetMinutes = fc.integer({ min: 0, max: 300 * 24 * 60 });

const seasonSets = fc.uniqueArray(
  fc.record({
    plan: fc.constantFrom("mon-sun" as const, "mon-fri" as const, "any-three-days" as const),
    intervalCount: fc.integer({ min: 1, max: 12 }),
    totalMinor: fc.integer({ min: 1, max: 2_000_000 }),
    depositMinor: fc.integer({ min: 0, max: 100_000 }),
  }),
  { minLength: 1, maxLength: 6, selector: (season) => `${season.plan}/${season.intervalCount}` },
);

/** Any line the properties price: hourly or airport on a random tariff, or a random season. */
const anyLine = fc.oneof(
  fc
    .tuple(
      tariffs,
      fc.constantFrom("short" as const, "airport" as const),
      startOffsetMinutes,
      stayMinutes,
      discounts,
    )
    .map(([tariff, rental, offset, minutes, discount]) => {
      const start = new Date(now.getTime() + offset * MINUTE);
      return priced(
        { rental, start, end: new Date(start.getTime() + minutes * MINUTE) },
        { on: { ...airportListing, ...tariff }, discount: discount ?? undefined },
      );
    }),
  fc.tuple(seasonSets, fc.nat(), discounts).map(([seasons, pick, discount]) => {
    const season = seasons[pick % seasons.length]!;
    return priced(
      { rental: "long", seasonPlan: season.plan, intervalCount: season.intervalCount },
      { on: { ...listing, seasons }, discount: discount ?? undefined },
    );
  }),
);

const amounts = (line: PricedBookingLine) => [
  line.valueBeforeDiscountMinor,
  line.discountMinor,
  line.valueMinor,
  line.depositMinor,
  line.discountedDepositMinor,
  line.serviceFeeBeforeDiscountMinor,
  line.serviceFeeMinor,
  line.arrangementFeeMinor,
  line.totalBeforeDiscountMinor,
  line.totalMinor,
];

test("totals are never negative and every amount is a whole number of minor units", () => {
  fc.assert(
    fc.property(fc.array(anyLine, { minLength: 1, maxLength: 5 }), (lines) => {
      const totals = quoteTotals(lines);
      for (const amount of [...lines.flatMap(amounts), ...Object.values(totals)]) {
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }
    }),
  );
});

test("a discount never exceeds what it discounts, and never touches deposits", () => {
  fc.assert(
    fc.property(anyLine, (line) => {
      expect(line.discountMinor).toBeLessThanOrEqual(line.valueBeforeDiscountMinor);
      expect(line.valueMinor).toBe(line.valueBeforeDiscountMinor - line.discountMinor);
      expect(line.serviceFeeMinor).toBeLessThanOrEqual(line.serviceFeeBeforeDiscountMinor);
      expect(line.totalMinor).toBeLessThanOrEqual(line.totalBeforeDiscountMinor);
      expect(line.discountedDepositMinor).toBe(line.depositMinor);
    }),
  );
});

test("totals equal the sum of their parts", () => {
  fc.assert(
    fc.property(fc.array(anyLine, { minLength: 1, maxLength: 5 }), (lines) => {
      for (const line of lines) {
        expect(line.totalMinor).toBe(
          line.valueMinor + line.depositMinor + line.serviceFeeMinor + line.arrangementFeeMinor,
        );
        expect(line.totalBeforeDiscountMinor).toBe(
          line.valueBeforeDiscountMinor +
            line.depositMinor +
            line.serviceFeeBeforeDiscountMinor +
            line.arrangementFeeMinor,
        );
      }
      const totals = quoteTotals(lines);
      expect(totals.totalMinor).toBe(
        totals.valueMinor +
          totals.depositMinor +
          totals.serviceFeeMinor +
          totals.arrangementFeeMinor +
          totals.productsMinor,
      );
      expect(totals.totalMinor).toBe(lines.reduce((sum, line) => sum + line.totalMinor, 0));
      expect(totals.totalBeforeDiscountMinor - totals.totalMinor).toBe(
        totals.discountMinor + totals.serviceFeeBeforeDiscountMinor - totals.serviceFeeMinor,
      );
    }),
  );
});

test("a longer stay never costs less than a shorter one on the same tariff", () => {
  fc.assert(
    fc.property(
      tariffs,
      fc.constantFrom("short" as const, "airport" as const),
      startOffsetMinutes,
      stayMinutes,
      stayMinutes,
      discounts,
      (tariff, rental, offset, a, b, discount) => {
        const on = { ...airportListing, ...tariff };
        const start = new Date(now.getTime() + offset * MINUTE);
        const [shorter, longer] = [Math.min(a, b), Math.max(a, b)].map((minutes) =>
          priced(
            { rental, start, end: new Date(start.getTime() + minutes * MINUTE) },
            { on, discount: discount ?? undefined },
          ),
        );
        expect(longer!.valueBeforeDiscountMinor).toBeGreaterThanOrEqual(
          shorter!.valueBeforeDiscountMinor,
        );
        expect(longer!.totalMinor).toBeGreaterThanOrEqual(shorter!.totalMinor);
      },
    ),
  );
});
