import { z } from "zod";
import { type Stay } from "~/lib/stay";
import {
  productKeys,
  rentals,
  seasonPlans,
  type ProductKey,
  type Rental,
} from "#contract/vocabulary";

/**
 * A booking in progress (spec §3 "checkout state"): what the driver has chosen at each step,
 * kept between requests so a reload or the back button loses nothing. Pure: the route keeps it
 * in a cookie, the service prices and books it.
 */

/** Spec §4: the booking steps, in order. */
export const BOOKING_STEPS = ["bookings", "details", "vehicle", "ancillaries", "checkout"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** How long a quoted extra's price is held before it is quoted again (spec §4: product timers). */
export const EXTRA_QUOTE_HOLD_MS = 15 * 60 * 1000;

const isoMoment = z.iso.datetime({ offset: true });

/** An extra as the driver chose it, with the price it was quoted at when added. */
const extraChoice = z.discriminatedUnion("key", [
  z.object({
    key: z.literal("park-and-go"),
    id: z.number().int().positive(),
    details: z.object({ passengers: z.number().int(), pickup_at: isoMoment }),
    quotedPrice: z.number(),
  }),
  z.object({
    key: z.literal("fast-track-security"),
    id: z.number().int().positive(),
    details: z.object({ passengers: z.number().int(), flight_at: isoMoment }),
    quotedPrice: z.number(),
  }),
  z.object({
    key: z.literal("airport-lounge"),
    id: z.number().int().positive(),
    details: z.object({
      adults: z.number().int(),
      children: z.number().int(),
      arrival_at: isoMoment,
    }),
    quotedPrice: z.number(),
  }),
]);
export type ExtraChoice = z.infer<typeof extraChoice>;

const vehicleChoice = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("saved"),
    vehicleId: z.number().int().positive(),
    registration: z.string(),
  }),
  z.object({
    kind: z.literal("registration"),
    registration: z.string(),
    make: z.string().nullable(),
    makeImage: z.string().nullable(),
  }),
  z.object({ kind: z.literal("unknown") }),
]);
export type VehicleChoice = z.infer<typeof vehicleChoice>;

const driver = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type Driver = z.infer<typeof driver>;

export const checkoutSchema = z.object({
  spaceId: z.number().int().positive(),
  rental: z.enum(rentals),
  start: isoMoment,
  end: isoMoment.nullable(),
  seasonPlan: z.enum(seasonPlans),
  /** Months paid at a time: 1 is the rolling monthly plan, more is a season (spec §4). */
  seasonInterval: z.number().int().min(1).max(12),
  discountCode: z.string().nullable(),
  driver: driver.nullable(),
  vehicle: vehicleChoice.nullable(),
  extras: z.array(extraChoice).max(6),
  /** Spec §3: when each extra's quoted price lapses. */
  productTimers: z.array(z.object({ productKey: z.enum(productKeys), expiresAt: isoMoment })),
  /** The bays held for this booking while it is paid for, reused by a retried payment. */
  reservation: z
    .object({ ids: z.array(z.number().int().positive()).min(1), expiresAt: isoMoment })
    .nullable(),
  /** One payment attempt: a retry of the same attempt is charged once. */
  paymentKey: z.string().min(16).max(100),
  completed: z.array(z.enum(BOOKING_STEPS)),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export function stepsFor(rental: Rental): BookingStep[] {
  return BOOKING_STEPS.filter((step) => step !== "ancillaries" || rental === "airport");
}

export function isBookingStep(value: unknown): value is BookingStep {
  return BOOKING_STEPS.some((step) => step === value);
}

/** The step the driver may see: the one asked for, unless an earlier one is still to do. */
export function reachableStep(checkout: Checkout, asked: unknown): BookingStep {
  const steps = stepsFor(checkout.rental);
  const open = steps.find((step) => !checkout.completed.includes(step)) ?? "checkout";
  if (!isBookingStep(asked) || !steps.includes(asked)) return open;
  return steps.indexOf(asked) <= steps.indexOf(open) ? asked : open;
}

export function stepAfter(checkout: Checkout, step: BookingStep): BookingStep {
  const steps = stepsFor(checkout.rental);
  return steps[steps.indexOf(step) + 1] ?? "checkout";
}

export function stayOf(checkout: Checkout): Stay {
  return {
    rental: checkout.rental,
    seasonPlan: checkout.seasonPlan,
    start: new Date(checkout.start),
    end: checkout.end ? new Date(checkout.end) : null,
  };
}

export function startCheckout(spaceId: number, stay: Stay, paymentKey: string): Checkout {
  return {
    spaceId,
    rental: stay.rental,
    start: stay.start.toISOString(),
    end: stay.rental === "long" || !stay.end ? null : stay.end.toISOString(),
    seasonPlan: stay.seasonPlan,
    seasonInterval: 1,
    discountCode: null,
    driver: null,
    vehicle: null,
    extras: [],
    productTimers: [],
    reservation: null,
    paymentKey,
    completed: [],
  };
}

/** Whether `checkout` is for this space and period: a new one starts when either changes. */
export function isFor(
  checkout: Checkout | null,
  spaceId: number,
  stay: Stay,
): checkout is Checkout {
  if (!checkout || checkout.spaceId !== spaceId) return false;
  const fresh = startCheckout(spaceId, stay, checkout.paymentKey);
  return (
    fresh.rental === checkout.rental &&
    fresh.start === checkout.start &&
    fresh.end === checkout.end &&
    fresh.seasonPlan === checkout.seasonPlan
  );
}

/**
 * A change to what is booked. The held bays and the payment attempt belong to the booking as it
 * was, so both are let go; later steps stay done, as the driver already filled them in.
 */
export function changed(
  checkout: Checkout,
  change: Partial<Checkout>,
  newPaymentKey: string,
): Checkout {
  return { ...checkout, ...change, reservation: null, paymentKey: newPaymentKey };
}

export function completedStep(checkout: Checkout, step: BookingStep): Checkout {
  return checkout.completed.includes(step)
    ? checkout
    : { ...checkout, completed: [...checkout.completed, step] };
}

/** Spec §4: a timer is set or updated with an expiry, and removed when the expiry is empty. */
export function withProductTimer(
  checkout: Checkout,
  productKey: ProductKey,
  expiresAt: Date | null,
): Checkout {
  const others = checkout.productTimers.filter((timer) => timer.productKey !== productKey);
  return {
    ...checkout,
    productTimers: expiresAt
      ? [...others, { productKey, expiresAt: expiresAt.toISOString() }]
      : others,
  };
}

/** The extras whose quoted price has lapsed: they are quoted again before payment. */
export function lapsedExtras(checkout: Checkout, now: Date): ProductKey[] {
  return checkout.productTimers
    .filter((timer) => new Date(timer.expiresAt).getTime() <= now.getTime())
    .map((timer) => timer.productKey);
}

/** A reservation still holding its bays at `now`. */
export function heldReservation(checkout: Checkout, now: Date) {
  const { reservation } = checkout;
  return reservation && new Date(reservation.expiresAt).getTime() > now.getTime()
    ? reservation
    : null;
}

/** The registration the booking carries, or null when the driver does not know it yet. */
export function registrationOf(vehicle: VehicleChoice | null) {
  return vehicle && vehicle.kind !== "unknown" ? vehicle.registration : null;
}
