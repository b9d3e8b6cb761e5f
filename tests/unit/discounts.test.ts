import fc from "fast-check";
import { expect, test } from "vitest";
import {
  checkDiscountCode,
  discountAmount,
  discountLabel,
  redemptionsLeft,
  voucherClaim,
  voucherStatus,
  type DiscountCode,
} from "../../api/domain/discounts";

const now = new Date("2026-12-01T08:00:00Z");
const owner = "7d0c8f5e-2b1a-4f6e-9a3b-1c2d3e4f5a6b";
const someoneElse = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

type Terms = Omit<DiscountCode, "code" | "kind" | "value" | "currency">;

const terms: Terms = {
  id: 1,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  ownerId: null,
  redemptions: 0,
};

function code(overrides: Partial<Terms> = {}): DiscountCode {
  return { ...terms, code: "WELCOME5", kind: "static", value: 500, currency: "GBP", ...overrides };
}

function percent(value: number, overrides: Partial<Terms> = {}): DiscountCode {
  return { ...terms, code: "SPRING10", kind: "percent", value, currency: null, ...overrides };
}

const context = {
  now,
  currency: "GBP" as const,
  accountId: null,
  zone: "Europe/London",
};

test("a static code takes its amount off the parking price", () => {
  expect(discountAmount({ kind: "static", value: 500 }, 1_200)).toBe(500);
});

test("a percent code takes its percentage off, rounded to the nearest penny", () => {
  expect(discountAmount({ kind: "percent", value: 10 }, 1_200)).toBe(120);
  expect(discountAmount({ kind: "percent", value: 10 }, 1_235)).toBe(124);
  expect(discountAmount({ kind: "percent", value: 100 }, 1_235)).toBe(1_235);
});

test("a discount never takes off more than the price", () => {
  expect(discountAmount({ kind: "static", value: 500 }, 300)).toBe(300);
  expect(discountAmount({ kind: "static", value: 500 }, 0)).toBe(0);
});

test("the label says the amount off in the code's currency, or the percentage", () => {
  expect(discountLabel({ code: "WELCOME5", kind: "static", value: 500, currency: "GBP" })).toBe(
    "WELCOME5 (£5 off)",
  );
  expect(discountLabel({ code: "DUBLIN5", kind: "static", value: 500, currency: "EUR" })).toBe(
    "DUBLIN5 (€5 off)",
  );
  expect(discountLabel({ code: "HALF", kind: "static", value: 250, currency: "GBP" })).toBe(
    "HALF (£2.50 off)",
  );
  expect(discountLabel({ code: "SPRING10", kind: "percent", value: 10, currency: null })).toBe(
    "SPRING10 (10% off)",
  );
});

test("a valid code for anyone can be used by a guest", () => {
  const check = checkDiscountCode("welcome5", code(), context);
  expect(check).toEqual({
    usable: true,
    discount: { code: "WELCOME5", kind: "static", value: 500, currency: "GBP" },
  });
});

test("an unknown code is reported as not found", () => {
  expect(checkDiscountCode("NOPE", null, context)).toMatchObject({
    usable: false,
    problem: "not-found",
    message: "We can't find the code NOPE. Check it and try again.",
  });
});

test("another account's voucher is reported exactly like an unknown code", () => {
  const voucher = code({ ownerId: owner });
  const asStranger = checkDiscountCode("WELCOME5", voucher, { ...context, accountId: someoneElse });
  const asGuest = checkDiscountCode("WELCOME5", voucher, context);
  const unknown = checkDiscountCode("WELCOME5", null, context);
  expect(asStranger).toEqual(unknown);
  expect(asGuest).toEqual(unknown);
  expect(checkDiscountCode("WELCOME5", voucher, { ...context, accountId: owner }).usable).toBe(
    true,
  );
});

test("a code outside its dates cannot be used, and the message says when", () => {
  const early = checkDiscountCode(
    "WELCOME5",
    code({ validFrom: new Date("2026-12-24T00:00:00Z") }),
    context,
  );
  expect(early).toMatchObject({
    problem: "not-yet-valid",
    message: "WELCOME5 can be used from 00:00 on 24 December.",
  });
  const late = checkDiscountCode(
    "WELCOME5",
    code({ validUntil: new Date("2026-07-01T11:00:00Z") }),
    context,
  );
  expect(late).toMatchObject({
    problem: "expired",
    message: "WELCOME5 expired at 12:00 on 1 July.",
  });
  const endsNow = checkDiscountCode("WELCOME5", code({ validUntil: now }), context);
  expect(endsNow.usable).toBe(false);
});

test("a code used as often as it allows cannot be used again", () => {
  expect(
    checkDiscountCode("WELCOME5", code({ maxRedemptions: 1, redemptions: 1 }), context),
  ).toMatchObject({ problem: "used-up", message: "WELCOME5 has already been used." });
  expect(
    checkDiscountCode("WELCOME5", code({ maxRedemptions: 3, redemptions: 3 }), context),
  ).toMatchObject({ message: "WELCOME5 has already been used as many times as it allows." });
});

test("a code with a use left is usable for one more booking", () => {
  expect(
    checkDiscountCode("WELCOME5", code({ maxRedemptions: 3, redemptions: 2 }), context).usable,
  ).toBe(true);
});

test("a static code works only on spaces priced in its currency; a percentage anywhere", () => {
  expect(checkDiscountCode("WELCOME5", code(), { ...context, currency: "EUR" })).toMatchObject({
    problem: "wrong-currency",
    message: "WELCOME5 is for spaces priced in pounds.",
  });
  expect(checkDiscountCode("SPRING10", percent(10), { ...context, currency: "EUR" }).usable).toBe(
    true,
  );
});

test("redemptions left count down to zero, or are unlimited", () => {
  expect(redemptionsLeft({ maxRedemptions: null, redemptions: 40 })).toBeNull();
  expect(redemptionsLeft({ maxRedemptions: 5, redemptions: 2 })).toBe(3);
  expect(redemptionsLeft({ maxRedemptions: 1, redemptions: 2 })).toBe(0);
});

test("a voucher's status says whether it can be used now", () => {
  expect(voucherStatus(code(), now)).toBe("usable");
  expect(voucherStatus(code({ validFrom: new Date("2027-01-01T00:00:00Z") }), now)).toBe(
    "not-yet-valid",
  );
  expect(voucherStatus(code({ validUntil: new Date("2026-01-01T00:00:00Z") }), now)).toBe(
    "expired",
  );
  expect(voucherStatus(code({ maxRedemptions: 1, redemptions: 1 }), now)).toBe("used");
});

test("only an unowned, unused, unexpired single-use code can be claimed as a voucher", () => {
  const gift = code({ maxRedemptions: 1 });
  expect(voucherClaim(gift, owner, now)).toBe("claimable");
  expect(voucherClaim({ ...gift, ownerId: owner }, owner, now)).toBe("already-yours");
  expect(voucherClaim({ ...gift, ownerId: someoneElse }, owner, now)).toBe(
    "claimed-by-someone-else",
  );
  expect(voucherClaim(code(), owner, now)).toBe("not-a-voucher");
  expect(voucherClaim(code({ maxRedemptions: 5 }), owner, now)).toBe("not-a-voucher");
  expect(voucherClaim({ ...gift, redemptions: 1 }, owner, now)).toBe("used");
  expect(voucherClaim({ ...gift, validUntil: new Date("2026-01-01T00:00:00Z") }, owner, now)).toBe(
    "expired",
  );
});

test("a discount never exceeds the price and is never negative", () => {
  const discounts = fc.oneof(
    fc.record({ kind: fc.constant("static" as const), value: fc.integer({ min: 1, max: 1e6 }) }),
    fc.record({ kind: fc.constant("percent" as const), value: fc.integer({ min: 1, max: 100 }) }),
  );
  fc.assert(
    fc.property(discounts, fc.nat(1e7), (discount, price) => {
      const off = discountAmount(discount, price);
      expect(Number.isInteger(off)).toBe(true);
      expect(off).toBeGreaterThanOrEqual(0);
      expect(off).toBeLessThanOrEqual(price);
    }),
  );
});
