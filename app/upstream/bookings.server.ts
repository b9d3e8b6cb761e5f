import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import {
  bookingToReviewSchema,
  type Booking,
  type BookingReview,
  type ReviewRequest,
} from "#contract/bookings";
import { hostContext, visitorContext } from "~/upstream/context";

/**
 * The marketplace service's bookings as a driver holding a booking's link sees them (spec §7
 * tenant bookings): the booking and its review, and leaving one, read with the contract's
 * schemas (contract/bookings.ts). The link's hash is the key: no sign-in is needed, so the pages
 * work from the booking email on any device.
 */

/** A refusal of a review: a 400 names its fields, a 404 or 409 only says why. */
const reviewRefusal = invalidRequestSchema.partial({ errors: true });

export type BookingAnswer =
  | { kind: "booking"; booking: Booking; review: BookingReview | null }
  /** No such booking, or the hash is not its link's. */
  | { kind: "missing" };

export type ReviewAnswer =
  | { kind: "reviewed"; message: string }
  /** 400 with field errors; 404 for a link that is not the booking's; 409 already reviewed or not parked yet. */
  | { kind: "refused"; status: 400 | 404 | 409; message: string; fields: Record<string, string[]> };

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
        const { booking, review } = bookingToReviewSchema.parse(body).data;
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
        return { kind: "reviewed", message: messageSchema.parse(await response.json()).message };
      }
      if (!isRefusalStatus(response.status)) {
        throw new Error(`The marketplace service answered a review with ${response.status}`);
      }
      const { message, errors = {} } = reviewRefusal.parse(await response.json());
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
