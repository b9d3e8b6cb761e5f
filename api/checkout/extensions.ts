import type { z } from "zod";
import type { extendBookingRequestSchema, ExtensionQuote } from "#contract/manage-bookings";
import type { Currency } from "#contract/vocabulary";
import { describeMoment } from "#contract/wall-clock";
import type { CallLimits } from "../request-limits";
import {
  extensionChoices,
  extensionEnds,
  extensionRefusal,
  noExtensionMessage,
  type ExtensionChoice,
} from "../domain/extensions";
import { currencyOf, majorUnits } from "../domain/money";
import { zoneOf } from "../domain/quote";
import { bayBookedFrom, findExtensionIds, holdExtension } from "../repositories/booking-extensions";
import { findListing } from "../repositories/listings";
import { expireLapsedHolds, lockListings } from "../repositories/reservations";
import { findBookingForAction, type BookingForAction } from "../repositories/tenant-bookings";
import type { Db } from "../db/client";
import { fingerprintOf } from "./idempotency";
import { earlierPurchase, purchaseReservations } from "./purchase";
import {
  invalid,
  tooManyCalls,
  underKey,
  type Caller,
  type CheckoutDeps,
  type CheckoutOutcome,
} from "./workflow";

/*
 * Decision 020: a stay is a booking and the time added to it, each extension a booking of the
 * same bay from when the stay ends. Adding time is quoted in half-hour steps and paid for as a
 * purchase is, under an Idempotency-Key, with the stay's own token as the purchase's holder.
 */

/** A guest adds time a few times a stay at most. */
const extendLimits: CallLimits = {
  perToken: { limit: 20, windowMs: 10 * 60_000 },
  perAddress: { limit: 60, windowMs: 10 * 60_000 },
};

export type Stay = {
  first: BookingForAction;
  /** Paid extensions, cancelled ones included, earliest first. */
  extensions: BookingForAction[];
  /** When it ends with the extensions still booked; null while a monthly booking rolls on. */
  end: Date | null;
};

function stayEnd(first: BookingForAction, extensions: readonly BookingForAction[]) {
  if (first.end === null) return null;
  const ends = extensions
    .filter((extension) => extension.status === "confirmed" && extension.end !== null)
    .map((extension) => extension.end!.getTime());
  return new Date(Math.max(first.end.getTime(), ...ends));
}

/** The stay a booking belongs to, whichever of its bookings is named; null when there is none. */
export async function findStay(db: Db, bookingId: number): Promise<Stay | null> {
  const named = await findBookingForAction(db, bookingId);
  const first =
    named?.extendsBookingId != null
      ? await findBookingForAction(db, named.extendsBookingId)
      : named;
  if (!first) return null;
  const ids = await findExtensionIds(db, first.id);
  const found = await Promise.all(ids.map((id) => findBookingForAction(db, id)));
  const extensions = found.filter((extension) => extension !== null);
  return { first, extensions, end: stayEnd(first, extensions) };
}

export type ExtensionOptions =
  | {
      status: 200;
      from: Date;
      bookedFrom: Date | null;
      choices: ExtensionChoice[];
      currency: Currency;
      /** The space's clock, on which messages name times. */
      zone: string;
    }
  | { status: 409; message: string };

/** The ends the stay can be extended to now, each priced; or why it cannot be extended. */
export async function extensionOptions(deps: CheckoutDeps, stay: Stay): Promise<ExtensionOptions> {
  const { db } = deps.database;
  const now = deps.now();
  const { first } = stay;
  const listing = await findListing(db, first.listingId);
  if (!listing) throw new Error(`Listing ${first.listingId} has disappeared`);
  const zone = zoneOf(listing);
  const refusal = extensionRefusal({ ...first, end: stay.end }, zone, now);
  if (refusal || stay.end === null) return { status: 409, message: refusal ?? "" };
  if (listing.status !== "active") {
    return {
      status: 409,
      message: "This space no longer takes bookings, so your booking cannot be extended.",
    };
  }
  const from = stay.end;
  const bookedFrom = await bayBookedFrom(
    db,
    { bayId: first.bayId, excludingStay: first.id },
    from,
    now,
  );
  const choices = extensionChoices(
    listing,
    { rental: first.rental, from },
    extensionEnds(from, bookedFrom),
    now,
  );
  if (choices.length === 0) {
    return { status: 409, message: noExtensionMessage(from, bookedFrom, zone, now) };
  }
  return { status: 200, from, bookedFrom, choices, currency: listing.currency, zone };
}

/** The extension quote as the service answers it. */
export function extensionQuoteAnswer(
  options: Extract<ExtensionOptions, { status: 200 }>,
): ExtensionQuote {
  return {
    from: options.from.toISOString(),
    currency: currencyOf(options.currency),
    booked_from: options.bookedFrom?.toISOString() ?? null,
    choices: options.choices.map((choice) => ({
      end: choice.end.toISOString(),
      value: majorUnits(choice.valueMinor),
      serviceFee: majorUnits(choice.serviceFeeMinor),
      total: majorUnits(choice.totalMinor),
    })),
  };
}

export type ExtendInput = z.infer<typeof extendBookingRequestSchema>;

function extensionFingerprint(stay: Stay, body: ExtendInput) {
  return fingerprintOf({
    extends: stay.first.id,
    end: body.end,
    payment_method: body.payment_method,
    card_id: body.card_id,
  });
}

/**
 * Adds time to the stay: holds its bay from when it ends to `body.end`, at the quoted price,
 * and pays for it under the request's Idempotency-Key, so a retry is charged once. A bay
 * someone else has taken in the meantime is refused by the exclusion constraint.
 */
export async function extendStay(
  deps: CheckoutDeps,
  caller: Caller,
  input: { stay: Stay; body: ExtendInput },
): Promise<CheckoutOutcome> {
  const { stay, body } = input;
  const limited = await caller.limit("extend", extendLimits);
  if (limited) return tooManyCalls(limited);
  const { first } = stay;
  const call = { operation: "book", fingerprint: extensionFingerprint(stay, body) } as const;
  return underKey(deps, caller, first.principal, body, call, async (source, attempt) => {
    // Asked again after the provider's page: the time may be paid for, and the stay end later,
    // already (Stripe's webhook, or the upkeep, settled it first), so the choice is not offered.
    const earlier = await earlierPurchase(deps, {
      principal: first.principal,
      idempotencyKey: source.key,
      paymentToken: source.paymentToken,
      returnUrl: body.return_url,
      page: source.page,
    });
    if (earlier) return earlier;
    const options = await extensionOptions(deps, stay);
    if (options.status === 409) return { status: 409, body: { message: options.message } };
    const choice = options.choices.find((offered) => offered.end.getTime() === body.end.getTime());
    if (!choice) {
      return invalid({
        end: [
          "Choose one of the times offered: every half hour after your booking ends, for up to a day",
        ],
      });
    }
    const { db } = deps.database;
    const now = deps.now();
    const held = await db.transaction(async (tx) => {
      await lockListings(tx, [first.listingId]);
      await expireLapsedHolds(tx, first.listingId, now);
      return holdExtension(
        tx,
        {
          firstBookingId: first.id,
          period: { start: options.from, end: choice.end },
          price: choice,
          checkoutId: attempt.id,
        },
        now,
      );
    });
    if (!held) {
      const until = describeMoment(choice.end, options.zone, now);
      return {
        status: 409,
        body: {
          message: `Someone else has just booked your bay before ${until}. Choose an earlier time.`,
        },
      };
    }
    return purchaseReservations(deps, {
      principal: first.principal,
      idempotencyKey: source.key,
      bookingIds: [held.id],
      method: source.method,
      paymentToken: source.paymentToken,
      cardId: source.cardId,
      affiliateClickId: null,
      returnUrl: body.return_url,
      page: source.page,
      attempt,
    });
  });
}
