import { describe, expect, test } from "vitest";
import {
  heldReservation,
  isFor,
  lapsedExtras,
  reachableStep,
  startCheckout,
  stepAfter,
  stepsFor,
  withProductTimer,
  type Checkout,
} from "../../app/lib/checkout";
import { priceLines } from "../../app/routes/book/price-lines";
import { quoteOf } from "../mocks/spaces";
import type { Quote } from "#contract/quotes";

const start = new Date("2030-06-01T08:00:00Z");
const airport = {
  rental: "airport" as const,
  seasonPlan: "mon-sun" as const,
  start,
  end: new Date("2030-06-08T20:00:00Z"),
};

function checkout(change: Partial<Checkout> = {}): Checkout {
  return { ...startCheckout(9, airport, "key-aaaa-bbbb-cccc"), ...change };
}

describe("booking steps (spec §4)", () => {
  test("airport bookings have the extras step; hourly and monthly go straight to payment", () => {
    expect(stepsFor("airport")).toEqual([
      "bookings",
      "details",
      "vehicle",
      "ancillaries",
      "checkout",
    ]);
    expect(stepsFor("short")).toEqual(["bookings", "details", "vehicle", "checkout"]);
    expect(stepAfter(checkout({ rental: "short" }), "vehicle")).toBe("checkout");
    expect(stepAfter(checkout(), "vehicle")).toBe("ancillaries");
  });

  test("a step is reachable once every step before it is done", () => {
    const done = checkout({ completed: ["bookings", "details"] });
    expect(reachableStep(done, "details")).toBe("details");
    expect(reachableStep(done, "vehicle")).toBe("vehicle");
    expect(reachableStep(done, "checkout")).toBe("vehicle");
    expect(reachableStep(done, "nonsense")).toBe("vehicle");
    expect(reachableStep(checkout({ rental: "short" }), "ancillaries")).toBe("bookings");
  });

  test("a booking in progress is for one space and one period", () => {
    const progress = checkout();
    expect(isFor(progress, 9, airport)).toBe(true);
    expect(isFor(progress, 10, airport)).toBe(false);
    expect(isFor(progress, 9, { ...airport, end: new Date("2030-06-09T20:00:00Z") })).toBe(false);
    expect(isFor(null, 9, airport)).toBe(false);
  });
});

describe("product timers (spec §3, §4)", () => {
  const now = new Date("2030-05-01T12:00:00Z");

  test("a timer is set, updated, and removed when its expiry is empty", () => {
    const first = withProductTimer(checkout(), "airport-lounge", new Date("2030-05-01T12:15:00Z"));
    const updated = withProductTimer(first, "airport-lounge", new Date("2030-05-01T12:30:00Z"));
    expect(updated.productTimers).toEqual([
      { productKey: "airport-lounge", expiresAt: "2030-05-01T12:30:00.000Z" },
    ]);
    expect(withProductTimer(updated, "airport-lounge", null).productTimers).toEqual([]);
  });

  test("only extras whose hold has run out are quoted again", () => {
    const timed = withProductTimer(
      withProductTimer(checkout(), "park-and-go", new Date("2030-05-01T11:59:00Z")),
      "fast-track-security",
      new Date("2030-05-01T12:10:00Z"),
    );
    expect(lapsedExtras(timed, now)).toEqual(["park-and-go"]);
  });

  test("held bays count only until their hold lapses", () => {
    const reservation = { ids: [4], expiresAt: "2030-05-01T12:05:00.000Z" };
    expect(heldReservation(checkout({ reservation }), now)).toEqual(reservation);
    expect(heldReservation(checkout({ reservation }), new Date("2030-05-01T12:06:00Z"))).toBeNull();
  });
});

describe("price lines", () => {
  const monthly = quoteOf({ rental: "long" });
  const line = {
    ...monthly.quotes[0]!,
    value: 139,
    valueBeforeDiscount: 144,
    deposit: 90,
    season_plan: "mon-fri" as const,
    message: "Then £148.99 every month until you cancel.",
  };
  const quote: Quote = {
    ...monthly,
    quotes: [line],
    serviceFee: 4.99,
    serviceFeeBeforeDiscount: 4.99,
    arrangementFee: 5,
    totalValue: 238.99,
    totalValueBeforeDiscount: 243.99,
    totalProductsValue: 0,
    currency: { value: "GBP", symbol: "£" },
    discount: { code: "WELCOME5", label: "WELCOME5 (£5 off)" },
  };

  test("a discounted monthly booking shows every line that makes up the first payment", () => {
    expect(priceLines(quote, "long")).toEqual({
      lines: [
        { label: "First month's parking", amount: 144 },
        { label: "Discount: WELCOME5 (£5 off)", amount: -5 },
        { label: "Service fee", amount: 4.99 },
        { label: "Arrangement fee", amount: 5, note: "Paid once" },
        { label: "Deposit", amount: 90, note: "Returned when your subscription ends" },
      ],
      total: 238.99,
      later: "Then £148.99 every month until you cancel.",
    });
  });

  test("without a discount there is no discount line", () => {
    const full = { ...quote, discount: null, quotes: [{ ...line, value: 144 }] };
    expect(priceLines(full, "long").lines.map((entry) => entry.label)).not.toContain(
      "Discount: WELCOME5 (£5 off)",
    );
  });
});
