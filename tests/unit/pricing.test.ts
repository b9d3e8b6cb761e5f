import fc from "fast-check";
import { expect, test } from "vitest";
import { halfHourSteps, shortStayPrice } from "../../api/domain/pricing";

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const hours = (count: number) => new Date(at("09:00").getTime() + count * 60 * 60 * 1000);

test("hourly parking starts from half an hour and moves in 30-minute steps", () => {
  expect(halfHourSteps(at("09:00"), at("09:10"))).toBe(1);
  expect(halfHourSteps(at("09:00"), at("09:30"))).toBe(1);
  expect(halfHourSteps(at("09:00"), at("09:31"))).toBe(2);
  expect(() => halfHourSteps(at("09:00"), at("09:00"))).toThrow(RangeError);
});

test("each started half hour costs half the hourly price", () => {
  const tariff = { hourlyMinor: 250, dailyMinor: null };
  expect(shortStayPrice(tariff, at("09:00"), at("09:30"))).toBe(125);
  expect(shortStayPrice(tariff, at("09:00"), at("11:00"))).toBe(500);
  expect(shortStayPrice(tariff, at("09:00"), at("11:05"))).toBe(625);
});

test("a day never costs more than the daily price", () => {
  const tariff = { hourlyMinor: 300, dailyMinor: 1500 };
  expect(shortStayPrice(tariff, at("09:00"), hours(4))).toBe(1200);
  expect(shortStayPrice(tariff, at("09:00"), hours(10))).toBe(1500);
  expect(shortStayPrice(tariff, at("09:00"), hours(24))).toBe(1500);
  expect(shortStayPrice(tariff, at("09:00"), hours(26))).toBe(1500 + 600);
  expect(shortStayPrice(tariff, at("09:00"), hours(72))).toBe(4500);
});

test("with only a daily price each started day is charged", () => {
  const tariff = { hourlyMinor: null, dailyMinor: 1200 };
  expect(shortStayPrice(tariff, at("09:00"), hours(3))).toBe(1200);
  expect(shortStayPrice(tariff, at("09:00"), hours(25))).toBe(2400);
  expect(shortStayPrice({ hourlyMinor: null, dailyMinor: null }, at("09:00"), hours(3))).toBeNull();
});

const tariffs = fc.record({
  hourlyMinor: fc.integer({ min: 0, max: 5_000 }),
  dailyMinor: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
});
const stays = fc.tuple(
  fc.integer({ min: 1, max: 60 * 24 * 40 }),
  fc.integer({ min: 1, max: 60 * 24 * 40 }),
);

test("a longer stay never costs less than a shorter one on the same tariff", () => {
  fc.assert(
    fc.property(tariffs, stays, (tariff, [a, b]) => {
      const start = at("09:00");
      const [shorter, longer] = a <= b ? [a, b] : [b, a];
      const shortPrice = shortStayPrice(
        tariff,
        start,
        new Date(start.getTime() + shorter * 60_000),
      );
      const longPrice = shortStayPrice(tariff, start, new Date(start.getTime() + longer * 60_000));
      expect(longPrice).toBeGreaterThanOrEqual(shortPrice ?? 0);
    }),
  );
});

test("prices are never negative and always whole minor units", () => {
  fc.assert(
    fc.property(tariffs, fc.integer({ min: 1, max: 60 * 24 * 40 }), (tariff, minutes) => {
      const start = at("09:00");
      const price = shortStayPrice(tariff, start, new Date(start.getTime() + minutes * 60_000));
      expect(price).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(price)).toBe(true);
    }),
  );
});
