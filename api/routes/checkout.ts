import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { signedInUserId } from "../auth";
import {
  addError,
  BookingLineSchema,
  priceLines,
  type BookingLineInput,
  type CheckoutLine,
  type FieldErrors,
} from "../checkout/booking-lines";
import {
  DeclinedSchema,
  PurchasedSchema,
  earlierPurchase,
  purchaseReservations,
  type PurchaseOutcome,
} from "../checkout/purchase";
import type { ApiDeps, ApiEnv } from "../context";
import { paymentMethods, rentals } from "../db/schema/bookings";
import { seasonPlans } from "../db/schema/listings";
import { emailField, mobileField, personNameField } from "../domain/account-fields";
import type { Principal } from "../domain/access-tokens";
import { currencyOf, majorUnits } from "../domain/money";
import { fullyBookedMessage, type PricedBookingLine } from "../domain/quote";
import { CurrencySchema, MoneySchema, blankAsMissing } from "../fields";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { limitPerAddress, tooManyAttempts } from "../request-limits";
import { findListing, freeFrom } from "../repositories/listings";
import { findCardToCharge, findDefaultCardToCharge } from "../repositories/payment-sources";
import { holdFreeBay, recordExtras } from "../repositories/reservations";
import { BookedExtraSchema, quotedProductJson } from "../products/quoted-product-json";
import { findAccount } from "../repositories/users";
import { findVehicle } from "../repositories/vehicles";

const MAX_RESERVATIONS = 30;
const codeLookupLimit: RateLimit = { limit: 100, windowMs: 10 * 60_000 };

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
  409: jsonMessage("The space is no longer free for those times, or the reservation lapsed"),
  ...tooManyAttempts,
};

const reserve = createRoute({
  method: "post",
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
  path: "/spaces/{id}/purchase",
  tags: ["Bookings"],
  summary: "Pay for reservations; a retry with the same idempotency key is charged once",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: PurchaseBody } } },
  },
  responses: {
    201: paid,
    402: declined,
    503: jsonMessage("The payment provider could not be reached; nothing was charged"),
    ...checkoutResponses,
  },
});

const book = createRoute({
  method: "post",
  path: "/spaces/{id}/book",
  tags: ["Bookings"],
  summary: "Reserve and pay in one call",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: BookBody } } },
  },
  responses: {
    201: paid,
    402: declined,
    503: jsonMessage("The payment provider could not be reached; nothing was charged"),
    ...checkoutResponses,
  },
});

type ReserveInput = z.infer<typeof ReserveBody>;
type PaymentInput = z.infer<typeof BookBody>;

type Failure = { status: 400 | 401 | 404 | 409; body: { message: string; errors?: FieldErrors } };

const NO_TOKEN: Failure = {
  status: 401,
  body: { message: "Get an access token first (an anonymous one will do)" },
};

/** One answer per status, so each matches what the route declares. */
function refuse(c: Context<ApiEnv>, failure: Failure) {
  const { message, errors } = failure.body;
  switch (failure.status) {
    case 400:
      return c.json({ message, errors: errors ?? {} }, 400);
    case 401:
      return c.json({ message }, 401);
    case 404:
      return c.json({ message }, 404);
    case 409:
      return c.json({ message }, 409);
  }
}

function answerPurchase(c: Context<ApiEnv>, outcome: PurchaseOutcome) {
  switch (outcome.status) {
    case 201:
      return c.json(outcome.body, 201);
    case 402:
      return c.json(outcome.body, 402);
    case 409:
      return c.json(outcome.body, 409);
    case 503:
      return c.json({ message: outcome.body.message }, 503);
  }
}

function invalid(errors: FieldErrors): Failure {
  return { status: 400, body: { message: "Please correct the invalid fields", errors } };
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

function reservationAnswer(
  line: CheckoutLine,
  held: { id: number; reference: string; holdExpiresAt: Date | null },
) {
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

export function checkoutRoutes(
  deps: Pick<ApiDeps, "database" | "now" | "payments" | "rateLimiter">,
) {
  const { db } = deps.database;

  /** Who is parking: the account's details, or the guest's, all four required of a guest. */
  async function driverOf(principal: Principal, body: ReserveInput) {
    const userId = signedInUserId(principal);
    const account = userId ? await findAccount(db, userId) : null;
    const errors: FieldErrors = {};
    const details = {
      firstName: body.first_name ?? account?.firstName,
      lastName: body.last_name ?? account?.lastName,
      email: body.email ?? account?.email,
      mobile: body.mobile ?? account?.mobile ?? undefined,
    };
    if (!account) {
      if (!details.firstName) addError(errors, "first_name", "Enter your first name");
      if (!details.lastName) addError(errors, "last_name", "Enter your last name");
      if (!details.email)
        addError(errors, "email", "Enter your email address for the confirmation");
      if (!details.mobile)
        addError(errors, "mobile", "Enter a mobile number the owner can reach you on");
    }
    let vehicle: { id: number | null; registration: string | null } | null = null;
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
    return { userId, account, details, vehicle, errors };
  }

  async function reserveLines(c: Context<ApiEnv>, spaceId: number, body: ReserveInput) {
    const sent: unknown = await c.req.json();
    const principal = c.get("principal");
    if (!principal) {
      return {
        status: 401,
        body: { message: "Get an access token first (an anonymous one will do)" },
      } as const;
    }
    const now = deps.now();
    const listing = await findListing(db, spaceId);
    if (!listing || listing.status !== "active") {
      return {
        status: 404,
        body: { message: "There is no space with that number" },
      } satisfies Failure;
    }
    const requested = requestedLines(body, sent);
    const driver = await driverOf(principal, body);
    const errors = { ...requested.errors, ...driver.errors };
    if (Object.keys(errors).length > 0) return invalid(errors);
    const priced = await priceLines(db, listing, requested.lines, {
      now,
      principal,
      field: (position, name) => (body.reservations ? `reservations.${position}.${name}` : name),
      limitLookups: () => limitPerAddress(c, deps, "discount-code", codeLookupLimit),
    });
    if (priced.status === 429) return { status: 429, refusal: priced.refusal } as const;
    if (priced.status === 400) return invalid(priced.errors);
    const { vehicle, details } = driver;
    type Held = NonNullable<Awaited<ReturnType<typeof holdFreeBay>>>;
    const outcome = await db
      .transaction(async (tx) => {
        const held: Held[] = [];
        for (const line of priced.lines) {
          const reservation = await holdFreeBay(
            tx,
            {
              listingId: spaceId,
              userId: driver.userId,
              principal: principal.subject,
              guestEmail: driver.account ? null : details.email,
              guestFirstName: details.firstName ?? null,
              guestLastName: details.lastName ?? null,
              guestMobile: details.mobile ?? null,
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
              discountCodeId: line.discount ? priced.discountCodeId : null,
              vehicleRegistration: vehicle?.registration ?? null,
              vehicleId: vehicle?.id ?? null,
            },
            now,
          );
          // One period that cannot be held releases them all: nothing is half-reserved.
          if (!reservation) throw new FullyBooked(line);
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
          held.push(reservation);
        }
        return held;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof FullyBooked)) throw error;
        const period = { start: error.line.start, end: error.line.end };
        const from = period.end ? null : await freeFrom(db, spaceId, period.start, now);
        return fullyBookedMessage(listing, period, now, from);
      });
    if (typeof outcome === "string")
      return { status: 409, body: { message: outcome } } satisfies Failure;
    return {
      status: 201,
      reservations: priced.lines.map((line, index) => reservationAnswer(line, outcome[index]!)),
      currency: listing.currency,
      ids: outcome.map((held) => held.id),
    } as const;
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
  ): Promise<PaymentSource | Failure> {
    const key = c.req.header("Idempotency-Key") ?? payment.idempotency_key;
    if (!key) {
      return invalid({
        idempotency_key: [
          "Send an Idempotency-Key header (or idempotency_key) so a retry is never charged twice",
        ],
      });
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
    });
  }

  return createRouter()
    .openapi(reserve, async (c) => {
      const outcome = await reserveLines(c, c.req.valid("param").id, c.req.valid("json"));
      if (outcome.status === 429) return outcome.refusal;
      if (outcome.status !== 201) return refuse(c, outcome);
      const reservations = outcome.reservations;
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
      if (!principal) return refuse(c, NO_TOKEN);
      const ids =
        body.reservations?.map((reservation) => reservation.id) ??
        (body.reservation_id ? [body.reservation_id] : []);
      if (ids.length === 0) {
        return refuse(c, invalid({ reservation_id: ["Bookings are required"] }));
      }
      const source = await paymentSource(c, body);
      if ("status" in source) return refuse(c, source);
      return answerPurchase(c, await pay(principal, ids, source, body.affiliate_click_id));
    })
    .openapi(book, async (c) => {
      const body = c.req.valid("json");
      const principal = c.get("principal");
      if (!principal) return refuse(c, NO_TOKEN);
      const source = await paymentSource(c, body);
      if ("status" in source) return refuse(c, source);
      // A retried book must not reserve again: it answers what the first call got.
      const earlier = await earlierPurchase(deps, {
        principal: principal.subject,
        idempotencyKey: source.key,
        paymentToken: source.paymentToken,
      });
      if (earlier) return answerPurchase(c, earlier);
      const reserved = await reserveLines(c, c.req.valid("param").id, body);
      if (reserved.status === 429) return reserved.refusal;
      if (reserved.status !== 201) return refuse(c, reserved);
      return answerPurchase(c, await pay(principal, reserved.ids, source, body.affiliate_click_id));
    });
}

/** A period with no free bay: thrown to roll the whole reservation back. */
class FullyBooked extends Error {
  constructor(readonly line: PricedBookingLine) {
    super("No free bay for the period");
  }
}
