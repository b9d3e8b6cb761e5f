import fc from "fast-check";
import { expect, test } from "vitest";
import {
  ARRANGEMENT_FEE_MINOR,
  arrangementFee,
  MAX_SERVICE_FEE_MINOR,
  MIN_SERVICE_FEE_MINOR,
  serviceFee,
} from "../../api/domain/fees";

test("the service fee is 7.5 % of the parking price", () => {
  expect(serviceFee(1_000)).toBe(75);
  expect(serviceFee(2_000)).toBe(150);
  expect(serviceFee(4_000)).toBe(300);
});

test("the service fee rounds to the nearest penny", () => {
  expect(serviceFee(1_234)).toBe(93);
  expect(serviceFee(1_100)).toBe(83);
});

test("the service fee is at least 49 and at most 499 per booking line", () => {
  expect(serviceFee(0)).toBe(49);
  expect(serviceFee(400)).toBe(49);
  expect(serviceFee(654)).toBe(49);
  expect(serviceFee(667)).toBe(50);
  expect(serviceFee(6_653)).toBe(499);
  expect(serviceFee(100_000)).toBe(499);
});

test("a parking price that is not whole minor units has no service fee", () => {
  expect(() => serviceFee(12.5)).toThrow(RangeError);
  expect(() => serviceFee(-1)).toThrow(RangeError);
});

test("the arrangement fee is taken once, with a monthly booking's first payment", () => {
  expect(arrangementFee("long", "first")).toBe(ARRANGEMENT_FEE_MINOR);
  expect(ARRANGEMENT_FEE_MINOR).toBe(500);
  expect(arrangementFee("long", "renewal")).toBe(0);
  expect(arrangementFee("short", "first")).toBe(0);
  expect(arrangementFee("airport", "first")).toBe(0);
});

test("the service fee never falls as the price rises and stays within its bounds", () => {
  fc.assert(
    fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
      const [lower, higher] = a <= b ? [a, b] : [b, a];
      expect(serviceFee(higher)).toBeGreaterThanOrEqual(serviceFee(lower));
      expect(Number.isInteger(serviceFee(a))).toBe(true);
      expect(serviceFee(a)).toBeGreaterThanOrEqual(MIN_SERVICE_FEE_MINOR);
      expect(serviceFee(a)).toBeLessThanOrEqual(MAX_SERVICE_FEE_MINOR);
    }),
  );
});
