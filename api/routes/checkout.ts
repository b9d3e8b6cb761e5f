import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { signedInUserId } from "../auth";
import {
  addError,
  BookingLineSchema,
  codeLookupLimits,
  priceLines,
  type BookingLineInput,
  type CheckoutLine,
  type FieldErrors,
} from "../checkout/booking-lines";
import {
  fingerprintOf,
  idempotently,
  KEY_REUSED,
  type Attempt,
  type KeyRefusal,
} from "../checkout/idempotency";
import {
  DeclinedSchema,
  PurchasedSchema,
  earlierPurchase,
  purchaseReservations,
  type PurchaseOutcome,
} from "../checkout/purchase";
import { holdBays, MAX_UNPAID_HOLDS, type Driver, type Held } from "../checkout/reservation";
import type { ApiDeps, ApiEnv } from "../context";
import { paymentMethods, rentals } from "../db/schema/bookings";
import { seasonPlans } from "../db/schema/listings";
import { emailField, mobileField, personNameField } from "../domain/account-fields";
import type { Principal } from "../domain/access-tokens";
import { currencyOf, majorUnits, type Currency } from "../domain/money";
import { fullyBookedMessage, heldDays, MAX_STAY_DAYS } from "../domain/quote";
import { CurrencySchema, MoneySchema, blankAsMissing } from "../fields";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import { retryAfterSeconds, tooManyAttemptsMessage, waitText } from "../rate-limit/rate-limiter";
import { limitCalls, tooManyAttempts, type CallLimits } from "../request-limits";
import { findListing, freeFrom } from "../repositories/listings";
import { findCardToCharge, findDefaultCardToCharge } from "../repositories/payment-sources";
import { BookedExtraSchema, quotedProductJson } from "../products/quoted-product-json";
import { findAccount } from "../repositories/users";
import { findVehicle } from "../repositories/vehicles";

const MAX_RESERVATIONS = 30;
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

const registration = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z.string().regex(/^[A-Z0-9-]{1,12}$/, "Enter a registration of up to 12 letters and numbers"),
  );

/**
 * Who is parking, and in what. A guest gives their name, email and mobile; a signed-in driver's
 * come from their account. The vehicle is a saved one, a registration, or "unknown" for now:
 * it must be said, so no booking silently carries the wrong car.
 */
const DriverFields = {
  first_name: blankAsMissing(personNameField("first name").optional()),
  last_name: blankAsMissing(personNameField("last name").optional()),
  email: blankAsMissing(emailField.optional()),
  mobile: blankAsMissing(mobileField.optional()),
  vehicle_id: blankAsMissing(z.coerce.number().int().positive().optional()),
  vehicle_reg: blankAsMissing(registration.optional()),
  registration_unknown: z.boolean().default(false),
};

const LineFields = BookingLineSchema.shape;

const ReserveBody = z
  .object({
    ...Object.fromEntries(
      Object.entries(LineFields).map(([name, field]) => [name, field.optional()]),
    ),
    reservations: z
      .array(z.unknown(), { error: "Bookings are required" })
      .min(1, "Bookings are required")
      .max(MAX_RESERVATIONS, `Reserve at most ${MAX_RESERVATIONS} periods at once`)
      .optional()
      .openapi({
        description: "Several periods; one period may be sent flattened instead (spec §5)",
      }),
    ...DriverFields,
  })
  .openapi("ReserveRequest");

const PaymentFields = {
  payment_method: z.enum(paymentMethods).default("card"),
  card_id: blankAsMissing(z.coerce.number().int().positive().optional()).openapi({
    description: "A saved card; the default card when left out",
  }),
  payment_token: blankAsMissing(z.string().min(1).max(500).optional()).openapi({
    description: "A one-off card or wallet token from the payment provider",
  }),
  idempotency_key: blankAsMissing(z.string().min(8).max(100).optional()).openapi({
    description: "Or the Idempotency-Key header: a retry with the same key is charged once",
  }),
  affiliate_click_id: blankAsMissing(z.string().max(200).optional()),
};

const PurchaseBody = z
  .object({
    reservation_id: blankAsMissing(z.coerce.number().int().positive().optional()),
    reservations: z
      .array(z.object({ id: z.coerce.number().int().positive() }))
      .min(1, "Bookings are required")
      .max(MAX_RESERVATIONS)
      .optional(),
    ...PaymentFields,
  })
  .openapi("PurchaseRequest");

const BookBody = ReserveBody.extend(PaymentFields).openapi("BookRequest");

const SpaceParams = z.object({ id: z.coerce.number().int().positive() });

const ReservationSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    rental: z.enum(rentals),
    start: z.string().openapi({ format: "date-time" }),
    end: z.string().nullable().openapi({ format: "date-time" }),
    season_plan: z.enum(seasonPlans).nullable(),
    interval_count: z.number().int().nullable(),
    value: MoneySchema,
    valueBeforeDiscount: MoneySchema,
    deposit: MoneySchema,
    serviceFee: MoneySchema,
    arrangementFee: MoneySchema,
    totalProductsValue: MoneySchema,
    products: z.array(BookedExtraSchema),
    total: MoneySchema,
    hold_expires_at: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("Reservation");

const ReservedSchema = z
  .object({
    data: z.object({
      reservations: z.array(ReservationSchema),
      reservation: ReservationSchema.optional().openapi({
        description: "The reservation, when there is one",
      }),
      total: MoneySchema,
      currency: CurrencySchema,
    }),
  })
  .openapi("Reserved");

const paid = {
  description: "Paid and confirmed",
  content: { "application/json": { schema: PurchasedSchema } },
};
const declined = {
  description: "The payment was declined; nothing is booked or held",
  content: { "application/json": { schema: DeclinedSchema } },
};
const checkoutResponses = {
  400: invalidRequest,
  401: jsonMessage("No access token; a guest's anonymous one will do"),
  404: jsonMessage("No such space"),
  409: {
    ...jsonMessage(
      "The space is no longer free for those times, the reservation lapsed, or a request with the same Idempotency-Key is still running (then Retry-After says when to try again)",
    ),
    headers: { "Retry-After": { schema: { type: "integer" as const } } },
  },
  ...tooManyAttempts,
};

/** What a paying call adds: the payment's outcomes, and its Idempotency-Key's rules. */
const payingResponses = {
  201: paid,
  402: declined,
  422: jsonMessage(KEY_REUSED),
  503: jsonMessage("The payment provider could not be reached; nothing was charged"),
  ...checkoutResponses,
};

const reserve = createRoute({
  method: "post",
  security: bearerAuth,
  path: "/spaces/{id}/reserve",
  tags: ["Bookings"],
  summary: "Hold a bay for each period while the driver pays (15 minutes)",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: ReserveBody } } },
  },
  responses: {
    201: { description: "Reserved", content: { "application/json": { schema: ReservedSchema } } },
    ...checkoutResponses,
  },
});

const purchase = createRoute({
  method: "post",
  security: bearerAuth,
  path: "/spaces/{id}/purchase",
  tags: ["Bookings"],
  summary: "Pay for reservations; a retry with the same idempotency key is charged once",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: PurchaseBody } } },
  },
  responses: payingResponses,
});

const book = createRoute({
  method: "post",
  security: bearerAuth,
  path: "/spaces/{id}/book",
  tags: ["Bookings"],
  summary: "Reserve and pay in one call",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: BookBody } } },
  },
  responses: payingResponses,
});

type ReserveInput = z.infer<typeof ReserveBody>;
type PaymentInput = z.infer<typeof BookBody>;

/** Why a checkout call did nothing: bad input, no token, no space, no bay, too many calls. */
type Refusal =
  | { status: 400; body: { message: string; errors: FieldErrors } }
  | { status: 401 | 404; body: { message: string } }
  | { status: 409 | 429; body: { message: string }; retryAfterSeconds?: number };

/** A book or purchase call's answer, whatever became of it. */
type CheckoutOutcome = PurchaseOutcome | Refusal | KeyRefusal;

type Reserved = {
  status: "reserved";
  reservations: ReturnType<typeof reservationAnswer>[];
  currency: Currency;
  ids: number[];
};

const NO_TOKEN = {
  status: 401,
  body: { message: "Get an access token first (an anonymous one will do)" },
} as const;

/** One answer per status, so each matches what the route declares. */
function refuse(c: Context<ApiEnv>, refusal: Refusal) {
  if ("retryAfterSeconds" in refusal && refusal.retryAfterSeconds !== undefined) {
    c.header("Retry-After", String(refusal.retryAfterSeconds));
  }
  switch (refusal.status) {
    case 400:
      return c.json(refusal.body, 400);
    case 401:
      return c.json(refusal.body, 401);
    case 404:
      return c.json(refusal.body, 404);
    case 409:
      return c.json(refusal.body, 409);
    case 429:
      return c.json(refusal.body, 429);
  }
}

function answer(c: Context<ApiEnv>, outcome: CheckoutOutcome) {
  switch (outcome.status) {
    case 201:
      return c.json(outcome.body, 201);
    case 402:
      return c.json(outcome.body, 402);
    case 422:
      return c.json(outcome.body, 422);
    case 503:
      return c.json({ message: outcome.body.message }, 503);
    case 409:
      return refuse(c, {
        status: 409,
        body: { message: outcome.body.message },
        ...retryAfter(outcome),
      });
    default:
      return refuse(c, outcome);
  }
}

function retryAfter(outcome: CheckoutOutcome) {
  return "retryAfterSeconds" in outcome ? { retryAfterSeconds: outcome.retryAfterSeconds } : {};
}

function invalid(errors: FieldErrors): Refusal {
  return { status: 400, body: { message: "Please correct the invalid fields", errors } };
}

function tooManyCalls({ retryAfterMs }: { retryAfterMs: number }): Refusal {
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
    const parsed = BookingLineSchema.safeParse(item);
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

function reservationAnswer(line: CheckoutLine, held: Held) {
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
export function bookFingerprint(spaceId: number, body: PaymentInput) {
  const { payment_token: _token, idempotency_key: _key, ...request } = body;
  return fingerprintOf({ spaceId, ...request });
}

function purchaseFingerprint(spaceId: number, ids: number[], body: z.infer<typeof PurchaseBody>) {
  return fingerprintOf({
    spaceId,
    ids: [...ids].sort((a, b) => a - b),
    payment_method: body.payment_method,
    card_id: body.card_id,
    affiliate_click_id: body.affiliate_click_id,
  });
}

export function checkoutRoutes(
  deps: Pick<ApiDeps, "database" | "now" | "payments" | "rateLimiter">,
) {
  const { db } = deps.database;

  /** Who is parking: the account's details, or the guest's, all four required of a guest. */
  async function driverOf(principal: Principal, body: ReserveInput) {
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

  /** Prices the periods asked for and holds a bay for each, under `checkoutId`. */
  async function reserveLines(
    c: Context<ApiEnv>,
    principal: Principal,
    spaceId: number,
    body: ReserveInput,
    checkoutId: string,
  ): Promise<Reserved | Refusal> {
    const sent: unknown = await c.req.json();
    const now = deps.now();
    const listing = await findListing(db, spaceId);
    if (!listing || listing.status !== "active") {
      return { status: 404, body: { message: "There is no space with that number" } };
    }
    const requested = requestedLines(body, sent);
    const { driver, errors: driverErrors } = await driverOf(principal, body);
    const errors = { ...requested.errors, ...driverErrors };
    if (Object.keys(errors).length > 0 || !driver) return invalid(errors);
    const field = (position: number, name: string) =>
      body.reservations ? `reservations.${position}.${name}` : name;
    const priced = await priceLines(db, listing, requested.lines, {
      now,
      principal,
      field,
      limitLookups: () => limitCalls(c, deps, "discount-code", codeLookupLimits),
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

  type PaymentSource = {
    key: string;
    method: PaymentInput["payment_method"];
    paymentToken: string;
    cardId: number | null;
  };

  /** What will be charged, checked before anything is reserved: the key, the method, the card. */
  async function paymentSource(
    c: Context<ApiEnv>,
    payment: Partial<PaymentInput>,
  ): Promise<PaymentSource | Refusal> {
    const key = c.req.header("Idempotency-Key") ?? payment.idempotency_key;
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
    if (payment.payment_token)
      return { key, method, paymentToken: payment.payment_token, cardId: null };
    if (method !== "card")
      return invalid({ payment_token: [`Confirm the payment with ${method} first`] });
    const userId = signedInUserId(c.get("principal"));
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
    principal: Principal,
    bookingIds: number[],
    source: PaymentSource,
    attempt: Attempt,
    affiliateClickId?: string,
  ) {
    return purchaseReservations(deps, {
      principal: principal.subject,
      idempotencyKey: source.key,
      bookingIds,
      method: source.method,
      paymentToken: source.paymentToken,
      cardId: source.cardId,
      affiliateClickId: affiliateClickId ?? null,
      attempt: { keyId: attempt.keyId, id: attempt.id },
    });
  }

  return createRouter()
    .openapi(reserve, async (c) => {
      const principal = c.get("principal");
      if (!principal) return refuse(c, NO_TOKEN);
      const limited = await limitCalls(c, deps, "hold", holdLimits);
      if (limited) return refuse(c, tooManyCalls(limited));
      const outcome = await reserveLines(
        c,
        principal,
        c.req.valid("param").id,
        c.req.valid("json"),
        randomUUID(),
      );
      if (outcome.status !== "reserved") return refuse(c, outcome);
      const { reservations } = outcome;
      const total = reservations.reduce(
        (sum, reservation) => sum + Math.round(reservation.total * 100),
        0,
      );
      return c.json(
        {
          data: {
            reservations,
            ...(reservations.length === 1 ? { reservation: reservations[0] } : {}),
            total: majorUnits(total),
            currency: currencyOf(outcome.currency),
          },
        },
        201,
      );
    })
    .openapi(purchase, async (c) => {
      const body = c.req.valid("json");
      const principal = c.get("principal");
      if (!principal) return answer(c, NO_TOKEN);
      const limited = await limitCalls(c, deps, "purchase", purchaseLimits);
      if (limited) return answer(c, tooManyCalls(limited));
      const ids =
        body.reservations?.map((reservation) => reservation.id) ??
        (body.reservation_id ? [body.reservation_id] : []);
      if (ids.length === 0)
        return answer(c, invalid({ reservation_id: ["Bookings are required"] }));
      const source = await paymentSource(c, body);
      if ("status" in source) return answer(c, source);
      const request = {
        principal: principal.subject,
        key: source.key,
        operation: "purchase" as const,
        fingerprint: purchaseFingerprint(c.req.valid("param").id, ids, body),
      };
      return answer(
        c,
        await idempotently(deps, request, (attempt) =>
          pay(principal, ids, source, attempt, body.affiliate_click_id),
        ),
      );
    })
    .openapi(book, async (c) => {
      const body = c.req.valid("json");
      const principal = c.get("principal");
      if (!principal) return answer(c, NO_TOKEN);
      const limited = await limitCalls(c, deps, "hold", holdLimits);
      if (limited) return answer(c, tooManyCalls(limited));
      const source = await paymentSource(c, body);
      if ("status" in source) return answer(c, source);
      const spaceId = c.req.valid("param").id;
      const request = {
        principal: principal.subject,
        key: source.key,
        operation: "book" as const,
        fingerprint: bookFingerprint(spaceId, body),
      };
      const outcome = await idempotently(deps, request, async (attempt) => {
        // A retry after an attempt that got as far as paying finishes that payment. One that
        // died before paying left a hold on this space, which the new hold replaces.
        const earlier = await earlierPurchase(deps, {
          principal: principal.subject,
          idempotencyKey: source.key,
          paymentToken: source.paymentToken,
        });
        if (earlier) return earlier;
        const reserved = await reserveLines(c, principal, spaceId, body, attempt.id);
        if (reserved.status !== "reserved") return reserved;
        return pay(principal, reserved.ids, source, attempt, body.affiliate_click_id);
      });
      return answer(c, outcome);
    });
}
