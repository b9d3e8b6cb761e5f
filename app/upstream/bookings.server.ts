import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { RENTALS, SEASON_PLANS } from "~/components/space/stay";
import { hostContext, visitorContext } from "~/context";
import { spaceCurrency } from "./space-fields";

/**
 * The marketplace service's bookings as a driver holding a booking's link sees them (spec §7
 * tenant bookings): the booking and its review, and leaving one. Shapes follow the service's
 * OpenAPI description (api/checkout/booking-answer.ts, api/routes/tenant-bookings.ts); every
 * answer is checked here. The link's hash is the key: no sign-in is needed, so the pages work
 * from the booking email on any device.
 */

const money = z.number();
const moment = z.iso.datetime({ offset: true });

const airport = z.object({ code: z.string(), name: z.string() });

const extraPlan = z.discriminatedUnion("key", [
  z.object({
    key: z.literal("park-and-go"),
    passengers: z.number().int(),
    pickup_at: moment,
    pickup_location: z.object({
      address: z.string(),
      city: z.string(),
      postcode: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
    destination: airport.extend({ point: z.string() }),
    checkout_instructions: z.array(z.object({ step: z.string(), text: z.string() })),
  }),
  z.object({
    key: z.literal("fast-track-security"),
    passengers: z.number().int(),
    flight_at: moment,
    entry_window: z.object({ opens_at: moment, closes_at: moment }),
  }),
  z.object({
    key: z.literal("airport-lounge"),
    adults: z.number().int(),
    children: z.number().int(),
    arrival_at: moment,
    products_meta: z.object({
      opening_hours: z.object({ opens: z.string(), closes: z.string() }),
      max_stay_minutes: z.number().int(),
      child_ages: z.string(),
      under_twos_free: z.boolean(),
    }),
  }),
]);

export const bookedExtraSchema = z.object({
  id: z.number().int(),
  key: z.enum(["park-and-go", "fast-track-security", "airport-lounge"]),
  name: z.string(),
  airport,
  items: z.array(
    z.object({
      variant: z.object({ key: z.string(), name: z.string() }),
      quantity: z.number().int(),
      unit_price: money,
      price: money,
    }),
  ),
  price: money,
  /** What the details booked (pickup, entry window, lounge visit); null when none were given. */
  plan: extraPlan.nullable(),
});
export type BookedExtra = z.infer<typeof bookedExtraSchema>;

export const bookingSchema = z.object({
  id: z.number().int().positive(),
  reference: z.string(),
  status: z.enum(["reserved", "confirmed", "cancelled", "expired"]),
  rental: z.enum(RENTALS),
  start: moment,
  /** Null while a monthly booking rolls on. */
  end: moment.nullable(),
  rolling: z.boolean(),
  paid_until: moment.nullable(),
  season_plan: z.enum(SEASON_PLANS).nullable(),
  interval_count: z.number().int().nullable(),
  /** A monthly booking that starts today. */
  instant: z.boolean(),
  space: z.object({
    id: z.number().int(),
    title: z.string(),
    address: z.object({ line: z.string(), city: z.string(), postcode: z.string() }),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  currency: spaceCurrency,
  value: money,
  valueBeforeDiscount: money,
  serviceFee: money,
  arrangementFee: money,
  deposit: money,
  totalProductsValue: money,
  total: money,
  refund: money.nullable(),
  products: z.array(bookedExtraSchema),
  vehicle_reg: z.string().nullable(),
  registration_unknown: z.boolean(),
  /** The owner's instructions for getting in, given once paid. */
  access_instructions: z.string().nullable(),
  /** The key of the booking's emailed links, given once paid. */
  review_hash: z.string().nullable(),
  hold_expires_at: moment.nullable(),
  confirmed_at: moment.nullable(),
  cancelled_at: moment.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

const bookingReview = z.object({
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: moment,
});
export type BookingReview = z.infer<typeof bookingReview>;

const bookingReviewResponse = z.object({
  data: z.object({ booking: bookingSchema, review: bookingReview.nullable() }),
});

const messageResponse = z.object({ message: z.string() });
const refusalResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
});

export type BookingAnswer =
  | { kind: "booking"; booking: Booking; review: BookingReview | null }
  /** No such booking, or the hash is not its link's. */
  | { kind: "missing" };

export type ReviewAnswer =
  | { kind: "reviewed"; message: string }
  /** 400 with field errors; 404 for a link that is not the booking's; 409 already reviewed or not parked yet. */
  | { kind: "refused"; status: 400 | 404 | 409; message: string; fields: Record<string, string[]> };

export type ReviewRequest = { hash: string; rating: number; comment: string };

function isRefusalStatus(status: number): status is 400 | 404 | 409 {
  return status === 400 || status === 404 || status === 409;
}

export function createBookings(http: KyInstance) {
  return {
    /** The booking an emailed link names, with its review if the driver has left one. */
    async booking(id: number, hash: string): Promise<BookingAnswer> {
      try {
        const body = await http
          .get(`v2/tenant/bookings/${id}/reviews`, { searchParams: { hash } })
          .json();
        const { booking, review } = bookingReviewResponse.parse(body).data;
        return { kind: "booking", booking, review };
      } catch (error) {
        // 400: a hash the service cannot even read, which names no booking either.
        if (error instanceof HTTPError && [400, 404].includes(error.response.status)) {
          return { kind: "missing" };
        }
        throw error;
      }
    },

    async leaveReview(id: number, review: ReviewRequest): Promise<ReviewAnswer> {
      const response = await http.post(`v2/tenant/bookings/${id}/reviews`, {
        json: review,
        throwHttpErrors: false,
      });
      if (response.ok) {
        return { kind: "reviewed", message: messageResponse.parse(await response.json()).message };
      }
      if (!isRefusalStatus(response.status)) {
        throw new Error(`The marketplace service answered a review with ${response.status}`);
      }
      const { message, errors } = refusalResponse.parse(await response.json());
      return { kind: "refused", status: response.status, message, fields: errors };
    },
  };
}

export type Bookings = ReturnType<typeof createBookings>;

/** The bookings client for this request, with the visitor's token. */
export function bookingsFor(context: Readonly<RouterContextProvider>): Bookings {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createBookings(marketplace.client(token));
}
