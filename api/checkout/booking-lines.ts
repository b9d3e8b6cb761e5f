import type { z } from "zod";
import { signedInUserId } from "../auth";
import type { Db } from "../db/client";
import { MAX_EXTRAS, type quoteLineRequestSchema } from "#contract/quotes";
import type { Principal } from "../domain/access-tokens";
import { checkDiscountCode, type Discount, type DiscountCode } from "../domain/discounts";
import {
  firstOverlap,
  priceBookingLine,
  zoneOf,
  withExtras,
  type PricedBookingLine,
  type QuotableListing,
} from "../domain/quote";
import type { ProductChoice } from "#contract/extras";
import { chosenProduct } from "../products/choice-fields";
import { quoteProducts, type QuotedProduct } from "../products/quote-products";
import { findDiscountCode } from "../repositories/discount-codes";
import type { CallLimits } from "../request-limits";

/** Every call naming a code counts: enough for typos, too few to find codes by guessing. */
export const codeLookupLimits: CallLimits = {
  perToken: { limit: 30, windowMs: 10 * 60_000 },
  perAddress: { limit: 100, windowMs: 10 * 60_000 },
};

/** The line a quote prices and reserve and book hold, as the contract writes it. */
export type BookingLineInput = z.infer<typeof quoteLineRequestSchema>;

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * A booking line priced with the extras that go with it. `positions` are the requested lines it
 * stands for, in order: one, or several periods that meet, joined into one stay.
 */
export type CheckoutLine = PricedBookingLine & { products: QuotedProduct[]; positions: number[] };

export type PricedLines<Refusal> =
  | {
      status: "priced";
      lines: CheckoutLine[];
      discount: Discount | null;
      /** The stored code the discount came from, and the field that names it in errors. */
      redeems: { code: DiscountCode; field: string } | null;
    }
  | { status: 400; errors: FieldErrors }
  | { status: 429; refusal: Refusal };

/** An extra as asked for, with where it was asked: line `position`'s `products.index`. */
type AskedExtra = { choice: ProductChoice; position: number; index: number };

/** Requested lines after periods that meet are joined: each with the lines it stands for. */
type StayRequest = { input: BookingLineInput; positions: number[]; extras: AskedExtra[] };

function extrasOf(input: BookingLineInput, position: number): AskedExtra[] {
  return (input.products ?? []).map((choice, index) => ({ choice, position, index }));
}

/**
 * Hourly or airport periods of one space that meet, one ending as the next starts, for the
 * same vehicle, are one stay: they are joined, and priced, held and booked as one. Cutting a
 * stay into pieces must not change its price, nor multiply a discount.
 */
export function joinMeetingPeriods(inputs: readonly BookingLineInput[]): StayRequest[] {
  const stays = inputs.map((input, position) => ({
    input,
    positions: [position],
    extras: extrasOf(input, position),
  }));
  const joinable = (stay: StayRequest) =>
    stay.input.rental !== "long" && stay.input.start !== undefined && stay.input.end !== undefined;
  const byStart = stays
    .filter(joinable)
    .sort((a, b) => a.input.start!.getTime() - b.input.start!.getTime());
  const joined = new Set<StayRequest>();
  let current: StayRequest | undefined;
  for (const next of byStart) {
    const meets =
      current &&
      current.input.end!.getTime() === next.input.start!.getTime() &&
      current.input.rental === next.input.rental &&
      current.input.vehicle_reg === next.input.vehicle_reg;
    if (!current || !meets) {
      current = next;
      continue;
    }
    current.input = {
      ...current.input,
      end: next.input.end,
      voucher_code: current.input.voucher_code ?? next.input.voucher_code,
      products: [...current.input.products, ...next.input.products],
    };
    current.positions.push(...next.positions);
    current.extras.push(...next.extras);
    joined.add(next);
  }
  return stays
    .filter((stay) => !joined.has(stay))
    .map((stay) => ({ ...stay, positions: [...stay.positions].sort((a, b) => a - b) }));
}

/**
 * Prices booking lines exactly as a quote and a reservation both charge them (decision 007).
 * Lines may name one code, and it is redeemed once for them all: a percentage comes off each
 * line that names it, an amount comes off once, from those lines in turn until it is used up.
 * Periods that meet are joined into one stay (`joinMeetingPeriods`); periods may not overlap.
 * `field(position, name)` names a requested line's field in errors; `limitLookups` counts a
 * code look-up and answers a refusal when there have been too many.
 */
export async function priceLines<Refusal>(
  db: Db,
  listing: QuotableListing & { id: number },
  inputs: readonly BookingLineInput[],
  options: {
    now: Date;
    principal: Principal | undefined;
    field: (position: number, name: string) => string;
    limitLookups: () => Promise<Refusal | null>;
  },
): Promise<PricedLines<Refusal>> {
  const { now, principal, field, limitLookups } = options;
  const errors: FieldErrors = {};

  let discount: Discount | null = null;
  let redeems: { code: DiscountCode; field: string } | null = null;
  const named = inputs.flatMap((input, position) =>
    input.voucher_code ? [{ position, code: input.voucher_code }] : [],
  );
  const [first] = named;
  if (first) {
    const other = named.find((entry) => entry.code.toLowerCase() !== first.code.toLowerCase());
    if (other) {
      addError(
        errors,
        field(other.position, "voucher_code"),
        "Use one discount code for the whole booking",
      );
    } else {
      const refusal = await limitLookups();
      if (refusal) return { status: 429, refusal };
      const stored = await findDiscountCode(db, first.code, now);
      const codeField = field(first.position, "voucher_code");
      const check = checkDiscountCode(first.code, stored, {
        now,
        currency: listing.currency,
        accountId: signedInUserId(principal),
        zone: zoneOf(listing),
      });
      if (check.usable && stored) {
        discount = check.discount;
        redeems = { code: stored, field: codeField };
      } else if (!check.usable) addError(errors, codeField, check.message);
    }
  }

  const stays = joinMeetingPeriods(inputs);
  const lines: (PricedBookingLine & { positions: number[] })[] = [];
  let amountLeft = discount?.kind === "static" ? discount.value : 0;
  for (const { input, positions } of stays) {
    const lineDiscount =
      input.voucher_code && discount
        ? discount.kind === "static"
          ? amountLeft > 0
            ? { ...discount, value: amountLeft }
            : null
          : discount
        : null;
    const pricing = priceBookingLine(
      listing,
      {
        rental: input.rental,
        start: input.start,
        end: input.end,
        bookNow: input.book_now,
        seasonPlan: input.season_plan,
        intervalCount: input.interval_count,
      },
      { now, discount: lineDiscount },
    );
    if (pricing.ok) {
      amountLeft -= lineDiscount?.kind === "static" ? pricing.line.discountMinor : 0;
      // The driver's code, not the amount that was left of it, is what the line shows.
      lines.push({ ...pricing.line, discount: lineDiscount && discount, positions });
    } else {
      for (const problem of pricing.problems) {
        addError(errors, field(positions[0]!, problem.field), problem.message);
      }
    }
  }
  if (Object.keys(errors).length > 0) return { status: 400, errors };

  const overlap = firstOverlap(lines);
  if (overlap) {
    const [earlier, later] = [lines[overlap[0]]!.positions[0]!, lines[overlap[1]]!.positions[0]!];
    addError(
      errors,
      field(later, "start"),
      `This period overlaps period ${earlier + 1}. Choose periods that do not overlap`,
    );
    return { status: 400, errors };
  }
  const extras = await priceExtras(db, listing, lines, stays, { now, field });
  if (extras.status === 400) return extras;
  return { status: "priced", lines: extras.lines, discount, redeems };
}

/**
 * Prices each line's extras exactly as the products API quotes them, for the line's parking
 * session and price, and adds them to the line.
 */
async function priceExtras(
  db: Db,
  listing: QuotableListing & { id: number },
  lines: readonly (PricedBookingLine & { positions: number[] })[],
  stays: readonly StayRequest[],
  options: { now: Date; field: (position: number, name: string) => string },
): Promise<{ status: "priced"; lines: CheckoutLine[] } | { status: 400; errors: FieldErrors }> {
  const { now, field } = options;
  const errors: FieldErrors = {};
  const asked = lines.flatMap((line, at) =>
    stays[at]!.extras.map((extra) => ({ ...extra, line, at })),
  );
  for (const { line, position, index } of asked) {
    if (!line.end) {
      addError(
        errors,
        field(position, `products.${index}`),
        "Extras go with hourly and airport parking, which end at a set time",
      );
    }
  }
  if (asked.length > MAX_EXTRAS) {
    const { position } = asked[MAX_EXTRAS]!;
    addError(
      errors,
      field(position, "products"),
      `Add at most ${MAX_EXTRAS} extras to one booking`,
    );
  }
  if (Object.keys(errors).length > 0) return { status: 400, errors };
  const quoted = asked.length
    ? await quoteProducts(db, {
        now,
        products: asked.map(({ line, choice }) => ({
          ...chosenProduct(choice),
          locationId: listing.id,
          parkingPriceMinor: line.valueMinor,
          parkingSessionStartsAt: line.start,
          parkingSessionEndsAt: line.end ?? line.start,
          currency: listing.currency,
        })),
      })
    : null;
  if (quoted && !quoted.ok) {
    for (const problem of quoted.problems) {
      const { position, index } = asked[problem.line]!;
      const name = `products.${index}.${problem.inDetails ? "details." : ""}${problem.field}`;
      addError(errors, field(position, name), problem.message);
    }
    return { status: 400, errors };
  }
  const products = quoted?.quote.products ?? [];
  return {
    status: "priced",
    lines: lines.map((line, at) => {
      const own = products.filter((_, quotedAt) => asked[quotedAt]!.at === at);
      return {
        ...withExtras(
          line,
          own.reduce((sum, product) => sum + product.priceMinor, 0),
        ),
        positions: line.positions,
        products: own,
      };
    }),
  };
}
