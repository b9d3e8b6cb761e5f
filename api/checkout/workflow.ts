import type { z } from "zod";
import type {
  bookRequestSchema,
  purchaseRequestSchema,
  reserveRequestSchema,
  Reservation,
  Reserved,
} from "#contract/checkout";
import { quoteLineRequestSchema } from "#contract/quotes";
import { signedInUserId } from "../auth";
import type { Principal } from "../domain/access-tokens";
import type { Currency } from "#contract/vocabulary";
import { currencyOf, majorUnits } from "../domain/money";
import { fullyBookedMessage, heldDays, MAX_STAY_DAYS } from "../domain/quote";
import { retryAfterSeconds, tooManyAttemptsMessage, waitText } from "../rate-limit/rate-limiter";
import type { CallLimits } from "../request-limits";
import { findListing, freeFrom } from "../repositories/listings";
import { findCardToCharge, findDefaultCardToCharge } from "../repositories/payment-sources";
import { findAccount } from "../repositories/users";
import type { PaymentPage } from "../payments/provider";
import { findVehicle } from "../repositories/vehicles";
import { quotedProductJson } from "../products/quoted-product-json";
import {
  addError,
  codeLookupLimits,
  priceLines,
  type BookingLineInput,
  type CheckoutLine,
  type FieldErrors,
} from "./booking-lines";
import { fingerprintOf, idempotently, type Attempt, type KeyRefusal } from "./idempotency";
import {
  earlierPurchase,
  purchaseReservations,
  type PurchaseDeps,
  type PurchaseOutcome,
} from "./purchase";
import { holdBays, MAX_UNPAID_HOLDS, type Driver, type Held } from "./reservation";

/*
 * Checkout's three calls (spec §7, decision 007, decision 017): reserve holds a bay for each
 * period, purchase pays for held bays, book does both under one Idempotency-Key. Each answers
 * an outcome with the HTTP status it is given; the routes only write it out.
 */

const TEN_MINUTES = 10 * 60_000;
/** Holding bays (reserve and book count together): a driver books a few times an hour at most. */
const holdLimits: CallLimits = {
  perToken: { limit: 20, windowMs: TEN_MINUTES },
  perAddress: { limit: 60, windowMs: TEN_MINUTES },
};
const purchaseLimits: CallLimits = {
  perToken: { limit: 30, windowMs: TEN_MINUTES },
  perAddress: { limit: 100, windowMs: TEN_MINUTES },
};

export type CheckoutDeps = PurchaseDeps;

/** Who calls, as the request says: their token, their key header, and their call counts. */
export type Caller = {
  principal: Principal | undefined;
  /** The Idempotency-Key header, which takes precedence over the body's `idempotency_key`. */
  idempotencyKey: string | undefined;
  /** Counts one call of `action` against the caller's limits; how long to wait when over. */
  limit: (action: string, limits: CallLimits) => Promise<{ retryAfterMs: number } | null>;
};

export type ReserveInput = z.infer<typeof reserveRequestSchema>;
export type PurchaseInput = z.infer<typeof purchaseRequestSchema>;
export type BookInput = z.infer<typeof bookRequestSchema>;

/** Why a checkout call did nothing: bad input, no token, no space, no bay, too many calls. */
export type Refusal =
  | { status: 400; body: { message: string; errors: FieldErrors } }
  | { status: 401 | 404; body: { message: string } }
  | { status: 409 | 429; body: { message: string }; retryAfterSeconds?: number };

export type ReserveOutcome = { status: 201; body: Reserved } | Refusal;

/** A book or purchase call's answer, whatever became of it. */
export type CheckoutOutcome = PurchaseOutcome | Refusal | KeyRefusal;

/** The bays held for a reserve or book call, before they are answered or paid for. */
type HeldLines = {
  status: "reserved";
  reservations: Reservation[];
  currency: Currency;
  ids: number[];
};

const NO_TOKEN = {
  status: 401,
  body: { message: "Get an access token first (an anonymous one will do)" },
} as const;

export function invalid(errors: FieldErrors): Refusal {
  return { status: 400, body: { message: "Please correct the invalid fields", errors } };
}

export function tooManyCalls({ retryAfterMs }: { retryAfterMs: number }): Refusal {
  return {
    status: 429,
    body: { message: tooManyAttemptsMessage(retryAfterMs) },
    retryAfterSeconds: retryAfterSeconds(retryAfterMs),
  };
}

/**
 * The periods asked for: a list under `reservations`, or one flattened into the body. Each is
 * read from the JSON as sent (`sent`), as the body's own validation has already transformed it.
 */
function requestedLines(body: ReserveInput, sent: unknown) {
  const errors: FieldErrors = {};
  const raw = body.reservations ?? [sent];
  const lines: BookingLineInput[] = [];
  raw.forEach((item, position) => {
    const parsed = quoteLineRequestSchema.safeParse(item);
    if (parsed.success) lines.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const name = issue.path.map(String).join(".");
        addError(
          errors,
          body.reservations ? `reservations.${position}.${name}` : name,
          issue.message,
        );
      }
    }
  });
  return { lines, errors };
}

function reservationAnswer(line: CheckoutLine, held: Held): Reservation {
  return {
    id: held.id,
    reference: held.reference,
    rental: line.rental,
    start: line.start.toISOString(),
    end: line.end?.toISOString() ?? null,
    season_plan: line.seasonPlan,
    interval_count: line.intervalCount,
    value: majorUnits(line.valueMinor),
    valueBeforeDiscount: majorUnits(line.valueBeforeDiscountMinor),
    deposit: majorUnits(line.depositMinor),
    serviceFee: majorUnits(line.serviceFeeMinor),
    arrangementFee: majorUnits(line.arrangementFeeMinor),
    totalProductsValue: majorUnits(line.productsMinor),
    products: line.products.map((product) => quotedProductJson(product, majorUnits)),
    total: majorUnits(line.totalMinor),
    hold_expires_at: held.holdExpiresAt?.toISOString() ?? null,
  };
}

/**
 * What a book call asks for, as its Idempotency-Key is matched against: everything but the
 * payment token, which the provider issues anew for each attempt with the same card.
 */
export function bookFingerprint(spaceId: number, body: BookInput) {
  const { payment_token: _token, idempotency_key: _key, ...request } = body;
  return fingerprintOf({ spaceId, ...request });
}

function purchaseFingerprint(spaceId: number, ids: number[], body: PurchaseInput) {
  return fingerprintOf({
    spaceId,
    ids: [...ids].sort((a, b) => a - b),
    payment_method: body.payment_method,
    card_id: body.card_id,
    affiliate_click_id: body.affiliate_click_id,
  });
}

/** Who is parking: the account's details, or the guest's, all four required of a guest. */
async function driverOf(deps: CheckoutDeps, principal: Principal, body: ReserveInput) {
  const { db } = deps.database;
  const userId = signedInUserId(principal);
  const account = userId ? await findAccount(db, userId) : null;
  const errors: FieldErrors = {};
  const firstName = body.first_name ?? account?.firstName;
  const lastName = body.last_name ?? account?.lastName;
  const email = body.email ?? account?.email;
  const mobile = body.mobile ?? account?.mobile ?? undefined;
  if (!account) {
    if (!firstName) addError(errors, "first_name", "Enter your first name");
    if (!lastName) addError(errors, "last_name", "Enter your last name");
    if (!email) addError(errors, "email", "Enter your email address for the confirmation");
    if (!mobile) addError(errors, "mobile", "Enter a mobile number the owner can reach you on");
  }
  let vehicle: Driver["vehicle"] | null = null;
  if (body.vehicle_id !== undefined) {
    const saved = userId ? await findVehicle(db, userId, body.vehicle_id) : null;
    if (saved) vehicle = { id: saved.id, registration: saved.registration };
    else addError(errors, "vehicle_id", "Choose one of your saved vehicles");
  } else if (body.vehicle_reg) {
    vehicle = { id: null, registration: body.vehicle_reg };
  } else if (body.registration_unknown) {
    vehicle = { id: null, registration: null };
  } else {
    addError(
      errors,
      "vehicle_reg",
      "Enter the registration of the vehicle you will park, or say you do not know it yet",
    );
  }
  if (!vehicle) return { errors };
  const driver: Driver = {
    userId: account ? account.id : null,
    guestEmail: account ? null : (email ?? null),
    firstName: firstName ?? null,
    lastName: lastName ?? null,
    mobile: mobile ?? null,
    vehicle,
  };
  return { driver, errors };
}

type LinesRequest = {
  principal: Principal;
  spaceId: number;
  body: ReserveInput;
  /** The body's JSON as sent, before validation transformed it. */
  sent: () => Promise<unknown>;
  /** Shared by the reservations made together. */
  checkoutId: string;
};

/** Prices the periods asked for and holds a bay for each, under `checkoutId`. */
async function reserveLines(
  deps: CheckoutDeps,
  caller: Caller,
  request: LinesRequest,
): Promise<HeldLines | Refusal> {
  const { db } = deps.database;
  const { principal, spaceId, body, checkoutId } = request;
  const sent = await request.sent();
  const now = deps.now();
  const listing = await findListing(db, spaceId);
  if (!listing || listing.status !== "active") {
    return { status: 404, body: { message: "There is no space with that number" } };
  }
  const requested = requestedLines(body, sent);
  const { driver, errors: driverErrors } = await driverOf(deps, principal, body);
  const errors = { ...requested.errors, ...driverErrors };
  if (Object.keys(errors).length > 0 || !driver) return invalid(errors);
  const field = (position: number, name: string) =>
    body.reservations ? `reservations.${position}.${name}` : name;
  const priced = await priceLines(db, listing, requested.lines, {
    now,
    principal,
    field,
    limitLookups: () => caller.limit("discount-code", codeLookupLimits),
  });
  if (priced.status === 429) return tooManyCalls(priced.refusal);
  if (priced.status === 400) return invalid(priced.errors);
  if (heldDays(priced.lines) > MAX_STAY_DAYS) {
    return invalid({
      [body.reservations ? "reservations" : "end"]: [
        `One booking can hold at most ${MAX_STAY_DAYS} days of parking. Book fewer periods at once, or choose monthly parking`,
      ],
    });
  }
  const outcome = await holdBays(
    db,
    {
      listing,
      lines: priced.lines,
      redeems: priced.redeems,
      driver,
      principal: principal.subject,
      checkoutId,
    },
    now,
  );
  switch (outcome.status) {
    case "held":
      return {
        status: "reserved",
        reservations: priced.lines.map((line, at) => reservationAnswer(line, outcome.held[at]!)),
        currency: listing.currency,
        ids: outcome.held.map((held) => held.id),
      };
    case "code-refused":
      return invalid({ [outcome.field]: [outcome.message] });
    case "too-many-holds": {
      const waitMs = Math.max(1_000, outcome.lapsesAt.getTime() - now.getTime());
      return {
        status: 429,
        body: {
          message: `You are holding ${MAX_UNPAID_HOLDS} spaces you have not paid for. Pay for one, or book again when a hold lapses (in ${waitText(waitMs)}).`,
        },
        retryAfterSeconds: retryAfterSeconds(waitMs),
      };
    }
    case "fully-booked": {
      const period = { start: outcome.line.start, end: outcome.line.end };
      const from = period.end ? null : await freeFrom(db, spaceId, period.start, now);
      return { status: 409, body: { message: fullyBookedMessage(listing, period, now, from) } };
    }
  }
}

export type PaymentSource = {
  key: string;
  method: BookInput["payment_method"];
  paymentToken: string;
  cardId: number | null;
  /** The driver pays on the provider's own page instead (decision 032). */
  page?: PaymentPage;
  /** There, the signed-in driver asked to keep the card they pay with. */
  saveCardFor?: string;
};

/** What will be charged, checked before anything is reserved: the key, the method, the card. */
async function paymentSource(
  deps: CheckoutDeps,
  caller: Caller,
  payment: Partial<BookInput>,
): Promise<PaymentSource | Refusal> {
  const key = caller.idempotencyKey ?? payment.idempotency_key;
  if (!key) {
    return invalid({
      idempotency_key: [
        "Send an Idempotency-Key header (or idempotency_key) so a retry is never charged twice",
      ],
    });
  }
  if (key.length < 8 || key.length > 100) {
    return invalid({ idempotency_key: ["An Idempotency-Key has 8 to 100 characters"] });
  }
  const method = payment.payment_method ?? "card";
  if (payment.payment_page) {
    if (!deps.payments.pages) {
      return invalid({
        payment_page: [
          "This payment provider takes the card on its own card pages: pay with the token they give",
        ],
      });
    }
    if (!payment.return_url) {
      return invalid({ return_url: ["Say where the payment page sends the driver back to"] });
    }
    if (method !== "card" || payment.payment_token || payment.card_id !== undefined) {
      return invalid({
        payment_page: ["On the payment page the driver chooses how to pay: send no card or token"],
      });
    }
    const saveCardFor = payment.save_card ? signedInUserId(caller.principal) : null;
    if (payment.save_card && !saveCardFor) {
      return invalid({ save_card: ["Sign in to keep a card on your account"] });
    }
    return {
      key,
      method,
      paymentToken: "",
      cardId: null,
      page: payment.payment_page,
      ...(saveCardFor ? { saveCardFor } : {}),
    };
  }
  if (payment.payment_token)
    return { key, method, paymentToken: payment.payment_token, cardId: null };
  if (method !== "card")
    return invalid({ payment_token: [`Confirm the payment with ${method} first`] });
  const { db } = deps.database;
  const userId = signedInUserId(caller.principal);
  const card = userId
    ? payment.card_id !== undefined
      ? await findCardToCharge(db, userId, payment.card_id)
      : await findDefaultCardToCharge(db, userId)
    : null;
  if (!card) return invalid({ card_id: ["Choose a saved card or add a new one"] });
  if (card.provider !== deps.payments.name) {
    return invalid({
      card_id: ["This card was saved with an earlier payment provider: add it again"],
    });
  }
  return { key, method, paymentToken: card.providerToken, cardId: card.id };
}

function pay(
  deps: CheckoutDeps,
  principal: Principal,
  bookingIds: number[],
  source: PaymentSource,
  attempt: Attempt,
  affiliateClickId?: string,
  returnUrl?: string,
) {
  return purchaseReservations(deps, {
    principal: principal.subject,
    idempotencyKey: source.key,
    bookingIds,
    method: source.method,
    paymentToken: source.paymentToken,
    cardId: source.cardId,
    affiliateClickId: affiliateClickId ?? null,
    returnUrl,
    page: source.page,
    saveCardFor: source.saveCardFor,
    attempt: { keyId: attempt.keyId, id: attempt.id },
  });
}

/**
 * Checks what will be charged, then runs the call once under its Idempotency-Key (decision 017),
 * kept for the token subject `principal`: a retry of the same call replays its answer, another
 * call under the key is refused.
 */
export async function underKey(
  deps: CheckoutDeps,
  caller: Caller,
  principal: string,
  payment: Partial<BookInput>,
  call: { operation: "purchase" | "book"; fingerprint: string },
  run: (source: PaymentSource, attempt: Attempt) => Promise<PurchaseOutcome | Refusal>,
): Promise<CheckoutOutcome> {
  const source = await paymentSource(deps, caller, payment);
  if ("status" in source) return source;
  const request = { principal, key: source.key, ...call };
  return idempotently(deps, request, (attempt) => run(source, attempt));
}

/** Holds a bay for each period asked for, for 15 minutes, while the driver pays. */
export async function reserve(
  deps: CheckoutDeps,
  caller: Caller,
  input: Omit<LinesRequest, "principal">,
): Promise<ReserveOutcome> {
  const { principal } = caller;
  if (!principal) return NO_TOKEN;
  const limited = await caller.limit("hold", holdLimits);
  if (limited) return tooManyCalls(limited);
  const outcome = await reserveLines(deps, caller, { principal, ...input });
  if (outcome.status !== "reserved") return outcome;
  const { reservations } = outcome;
  const total = reservations.reduce(
    (sum, reservation) => sum + Math.round(reservation.total * 100),
    0,
  );
  return {
    status: 201,
    body: {
      data: {
        reservations,
        ...(reservations.length === 1 ? { reservation: reservations[0] } : {}),
        total: majorUnits(total),
        currency: currencyOf(outcome.currency),
      },
    },
  };
}

/** Pays for reservations held before; a retry with the same key is charged once. */
export async function purchase(
  deps: CheckoutDeps,
  caller: Caller,
  input: { spaceId: number; body: PurchaseInput },
): Promise<CheckoutOutcome> {
  const { principal } = caller;
  const { spaceId, body } = input;
  if (!principal) return NO_TOKEN;
  const limited = await caller.limit("purchase", purchaseLimits);
  if (limited) return tooManyCalls(limited);
  const ids =
    body.reservations?.map((reservation) => reservation.id) ??
    (body.reservation_id ? [body.reservation_id] : []);
  if (ids.length === 0) return invalid({ reservation_id: ["Bookings are required"] });
  const call = {
    operation: "purchase",
    fingerprint: purchaseFingerprint(spaceId, ids, body),
  } as const;
  return underKey(deps, caller, principal.subject, body, call, (source, attempt) =>
    pay(deps, principal, ids, source, attempt, body.affiliate_click_id, body.return_url),
  );
}

/** Reserves and pays in one call, under one Idempotency-Key. */
export async function book(
  deps: CheckoutDeps,
  caller: Caller,
  input: { spaceId: number; body: BookInput; sent: LinesRequest["sent"] },
): Promise<CheckoutOutcome> {
  const { principal } = caller;
  const { spaceId, body, sent } = input;
  if (!principal) return NO_TOKEN;
  const limited = await caller.limit("hold", holdLimits);
  if (limited) return tooManyCalls(limited);
  const call = { operation: "book", fingerprint: bookFingerprint(spaceId, body) } as const;
  return underKey(deps, caller, principal.subject, body, call, async (source, attempt) => {
    // A retry after an attempt that got as far as paying finishes that payment. One that
    // died before paying left a hold on this space, which the new hold replaces.
    const earlier = await earlierPurchase(deps, {
      principal: principal.subject,
      idempotencyKey: source.key,
      paymentToken: source.paymentToken,
      returnUrl: body.return_url,
      page: source.page,
    });
    if (earlier) return earlier;
    const reserved = await reserveLines(deps, caller, {
      principal,
      spaceId,
      body,
      sent,
      checkoutId: attempt.id,
    });
    if (reserved.status !== "reserved") return reserved;
    return pay(
      deps,
      principal,
      reserved.ids,
      source,
      attempt,
      body.affiliate_click_id,
      body.return_url,
    );
  });
}
