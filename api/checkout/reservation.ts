import { checkDiscountCode, type DiscountCode } from "../domain/discounts";
import { zoneOf, type QuotableListing } from "../domain/quote";
import type { Currency } from "#contract/vocabulary";
import { majorUnits } from "../domain/money";
import { quotedProductJson } from "../products/quoted-product-json";
import { lockDiscountCode } from "../repositories/discount-codes";
import {
  holdFreeBay,
  lockListings,
  recordExtras,
  replaceUnpaidHolds,
  unpaidHolds,
} from "../repositories/reservations";
import type { Db } from "../db/client";
import type { CheckoutLine } from "./booking-lines";

/** How many spaces one visitor may hold at once without paying: a hold keeps others out. */
export const MAX_UNPAID_HOLDS = 3;

/** Who parks: a signed-in driver (`userId`) or a guest, who also gives an email. */
export type Driver = {
  userId: string | null;
  guestEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  vehicle: { id: number | null; registration: string | null };
};

export type HoldRequest = {
  listing: QuotableListing & { id: number; currency: Currency };
  lines: readonly CheckoutLine[];
  /** The code the lines redeem, and the field that names it in errors. */
  redeems: { code: DiscountCode; field: string } | null;
  driver: Driver;
  /** The token subject holding the bays: a user id or a guest's anonymous subject. */
  principal: string;
  /** Shared by the reservations made together. */
  checkoutId: string;
};

export type Held = { id: number; reference: string; holdExpiresAt: Date | null };

export type HoldOutcome =
  | { status: "held"; held: Held[] }
  | { status: "fully-booked"; line: CheckoutLine }
  | { status: "code-refused"; field: string; message: string }
  | { status: "too-many-holds"; lapsesAt: Date };

/** Thrown inside the transaction to roll back everything it held. */
class NotHeld extends Error {
  constructor(readonly outcome: Exclude<HoldOutcome, { status: "held" }>) {
    super(outcome.status);
  }
}

/**
 * Holds a bay for each line, all or none, in one transaction that takes its locks in one order:
 * the listing, then the code it redeems, then bookings. The visitor's earlier unpaid hold on
 * this space is let go first (they changed their times, or came back). The code is redeemed
 * here, with its row locked and its uses counted anew, so two checkouts can never both take a
 * code's last use. A visitor may hold `MAX_UNPAID_HOLDS` spaces unpaid at a time.
 */
export async function holdBays(db: Db, request: HoldRequest, now: Date): Promise<HoldOutcome> {
  const { listing, driver, principal, checkoutId } = request;
  try {
    const held = await db.transaction(async (tx) => {
      await lockListings(tx, [listing.id]);
      await replaceUnpaidHolds(tx, { principal, listingId: listing.id, keep: checkoutId }, now);
      if (request.redeems) await redeem(tx, request.redeems, { listing, driver, now });
      const holds = await unpaidHolds(tx, principal, now);
      if (holds.length >= MAX_UNPAID_HOLDS) {
        const lapses = holds.map((hold) => hold.lapsesAt?.getTime() ?? now.getTime());
        throw new NotHeld({ status: "too-many-holds", lapsesAt: new Date(Math.min(...lapses)) });
      }
      const reservations: Held[] = [];
      for (const line of request.lines) {
        const reservation = await holdFreeBay(
          tx,
          {
            listingId: listing.id,
            checkoutId,
            userId: driver.userId,
            principal,
            guestEmail: driver.guestEmail,
            guestFirstName: driver.firstName,
            guestLastName: driver.lastName,
            guestMobile: driver.mobile,
            rental: line.rental,
            during: { start: line.start, end: line.end },
            seasonPlan: line.seasonPlan,
            intervalCount: line.intervalCount,
            rolling: line.rental === "long",
            currency: listing.currency,
            valueMinor: line.valueMinor,
            valueBeforeDiscountMinor: line.valueBeforeDiscountMinor,
            serviceFeeMinor: line.serviceFeeMinor,
            arrangementFeeMinor: line.arrangementFeeMinor,
            depositMinor: line.depositMinor,
            productsMinor: line.productsMinor,
            totalMinor: line.totalMinor,
            renewalMinor: line.renewal?.totalMinor ?? null,
            discountCodeId: line.discount ? (request.redeems?.code.id ?? null) : null,
            vehicleRegistration: driver.vehicle.registration,
            vehicleId: driver.vehicle.id,
          },
          now,
        );
        if (!reservation) throw new NotHeld({ status: "fully-booked", line });
        await recordExtras(
          tx,
          reservation.id,
          line.products.map((product) => ({
            productKey: product.key,
            variantKey: product.items[0]?.variant.key ?? "",
            priceMinor: product.priceMinor,
            details: quotedProductJson(product, majorUnits),
          })),
        );
        reservations.push(reservation);
      }
      return reservations;
    });
    return { status: "held", held };
  } catch (error) {
    if (error instanceof NotHeld) return error.outcome;
    throw error;
  }
}

/** Checks, with the code's row locked, that it has a use left for this checkout. */
async function redeem(
  tx: Db,
  redeems: NonNullable<HoldRequest["redeems"]>,
  context: { listing: HoldRequest["listing"]; driver: Driver; now: Date },
) {
  const { listing, driver, now } = context;
  const code = await lockDiscountCode(tx, redeems.code.id, now);
  const check = checkDiscountCode(redeems.code.code, code, {
    now,
    currency: listing.currency,
    accountId: driver.userId,
    zone: zoneOf(listing),
  });
  if (!check.usable) {
    throw new NotHeld({ status: "code-refused", field: redeems.field, message: check.message });
  }
}
