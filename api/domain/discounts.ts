import type { discountKinds, voucherStatuses } from "#contract/vouchers";
import { describeMoment } from "#contract/wall-clock";
import type { Currency } from "#contract/vocabulary";
import { currencyOf, majorUnits } from "./money";

export type DiscountKind = (typeof discountKinds)[number];

/** What a code takes off: a static amount in minor units of one currency, or a percentage. */
export type Discount =
  | { code: string; kind: "static"; value: number; currency: Currency }
  | { code: string; kind: "percent"; value: number; currency: null };

/** A discount code or voucher as stored, with how many bookings hold it now. */
export type DiscountCode = Discount & {
  id: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  /** A voucher's account; null for a code anyone may use. */
  ownerId: string | null;
  redemptions: number;
};

/**
 * How much a code takes off a parking price: never more than the price, never negative, a whole
 * number of minor units (a percentage is rounded to the nearest minor unit).
 */
export function discountAmount(discount: Pick<Discount, "kind" | "value">, priceMinor: number) {
  if (priceMinor <= 0) return 0;
  const off =
    discount.kind === "static"
      ? discount.value
      : Math.round((priceMinor * Math.min(100, discount.value)) / 100);
  return Math.min(priceMinor, Math.max(0, off));
}

function amountText(minor: number, currency: Currency) {
  const major = majorUnits(minor);
  return `${currencyOf(currency).symbol}${Number.isInteger(major) ? major : major.toFixed(2)}`;
}

/** Spec §9: "£5 off" for a static amount, "10% off" otherwise. */
export function amountOffLabel(discount: Discount): string {
  return discount.kind === "static"
    ? `${amountText(discount.value, discount.currency)} off`
    : `${discount.value}% off`;
}

/** Spec §9's discount label: "WELCOME5 (£5 off)", "SPRING10 (10% off)". */
export function discountLabel(discount: Discount): string {
  return `${discount.code} (${amountOffLabel(discount)})`;
}

/** How many more bookings may hold the code; null when there is no limit. */
export function redemptionsLeft(code: Pick<DiscountCode, "maxRedemptions" | "redemptions">) {
  return code.maxRedemptions === null ? null : Math.max(0, code.maxRedemptions - code.redemptions);
}

export type DiscountCodeProblem =
  "not-found" | "not-yet-valid" | "expired" | "used-up" | "wrong-currency";

export type DiscountCodeCheck =
  | { usable: true; discount: Discount }
  | { usable: false; problem: DiscountCodeProblem; message: string };

const currencyNames: Record<Currency, string> = { GBP: "pounds", EUR: "euros" };

/**
 * Whether a code can be used now, once, on a booking priced in `currency` by `accountId` (null
 * for a guest). A voucher that belongs to another account is reported exactly like an
 * unknown code, so codes cannot be discovered by trying them.
 */
export function checkDiscountCode(
  typed: string,
  code: DiscountCode | null,
  context: {
    now: Date;
    currency: Currency;
    accountId: string | null;
    /** The time zone dates in messages are shown in. */
    zone: string;
  },
): DiscountCodeCheck {
  const { now, zone } = context;
  if (!code || (code.ownerId !== null && code.ownerId !== context.accountId)) {
    return {
      usable: false,
      problem: "not-found",
      message: `We can't find the code ${typed}. Check it and try again.`,
    };
  }
  if (code.validFrom && now < code.validFrom) {
    return {
      usable: false,
      problem: "not-yet-valid",
      message: `${code.code} can be used from ${describeMoment(code.validFrom, zone, now)}.`,
    };
  }
  if (code.validUntil && now >= code.validUntil) {
    return {
      usable: false,
      problem: "expired",
      message: `${code.code} expired at ${describeMoment(code.validUntil, zone, now)}.`,
    };
  }
  if (redemptionsLeft(code) === 0) {
    return {
      usable: false,
      problem: "used-up",
      message: `${code.code} has already been used${code.maxRedemptions === 1 ? "" : " as many times as it allows"}.`,
    };
  }
  if (code.kind === "static" && code.currency !== context.currency) {
    return {
      usable: false,
      problem: "wrong-currency",
      message: `${code.code} is for spaces priced in ${currencyNames[code.currency]}.`,
    };
  }
  return { usable: true, discount: discountOf(code) };
}

export function discountOf(code: DiscountCode): Discount {
  return code.kind === "static"
    ? { code: code.code, kind: "static", value: code.value, currency: code.currency }
    : { code: code.code, kind: "percent", value: code.value, currency: null };
}

/** How a voucher stands today, for the account's list of vouchers. */
export type VoucherStatus = (typeof voucherStatuses)[number];

export function voucherStatus(
  code: Pick<DiscountCode, "validFrom" | "validUntil" | "maxRedemptions" | "redemptions">,
  now: Date,
): VoucherStatus {
  if (code.validUntil && now >= code.validUntil) return "expired";
  if (redemptionsLeft(code) === 0) return "used";
  if (code.validFrom && now < code.validFrom) return "not-yet-valid";
  return "usable";
}

export type VoucherClaim =
  "claimable" | "already-yours" | "claimed-by-someone-else" | "not-a-voucher" | "used" | "expired";

/**
 * Whether an account may add a code to its vouchers. A code is a gift, and so claimable, when it
 * belongs to nobody and can be used exactly once (max_redemptions 1): only one driver could
 * ever use it, so keeping it in the holder's account takes nothing from anyone. It must be
 * unused and unexpired. A code with no limit, or several uses, is for everyone to type at
 * checkout and stays unowned.
 */
export function voucherClaim(code: DiscountCode, accountId: string, now: Date): VoucherClaim {
  if (code.ownerId === accountId) return "already-yours";
  if (code.ownerId !== null) return "claimed-by-someone-else";
  if (code.maxRedemptions !== 1) return "not-a-voucher";
  if (code.redemptions > 0) return "used";
  if (code.validUntil && now >= code.validUntil) return "expired";
  return "claimable";
}

/**
 * What an amount-off voucher can still take off, in minor units of its currency: its amount for
 * each use left (for one booking when it has no limit), nothing once used or expired. A
 * percentage has no balance.
 */
export function voucherBalance(code: DiscountCode, now: Date): number | null {
  if (code.kind !== "static") return null;
  const status = voucherStatus(code, now);
  if (status === "used" || status === "expired") return 0;
  return code.value * (redemptionsLeft(code) ?? 1);
}
