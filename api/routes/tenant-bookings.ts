import { createRoute, z } from "@hono/zod-openapi";
import {
  bookingDetailsAnswerSchema,
  bookingToReviewSchema,
  cancelBookingRequestSchema,
  cancelledBookingSchema,
  reviewQuerySchema,
  reviewRequestSchema,
  tenantBookingsQuerySchema,
  tenantBookingsSchema,
  type Booking,
} from "#contract/bookings";
import { messageSchema } from "#contract/answers";
import { signedInUserId } from "../auth";
import { bookingAnswer, bookingAnswers } from "../checkout/booking-answer";
import { bookingDetails } from "../checkout/booking-details";
import { cancelledMessage, cancelUnderRule } from "../checkout/cancellations";
import type { ApiDeps, ApiEnv } from "../context";
import { matchesInConstantTime } from "../domain/constant-time";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  findBookingForAction,
  findReview,
  insertReview,
  listTenantBookingIds,
  type BookingForAction,
} from "../repositories/tenant-bookings";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { findAccount } from "../repositories/users";

const NOT_FOUND = "We could not find that booking. Use the link in your booking email.";

const BookingParams = z.object({ bookingId: z.coerce.number().int().positive() });

const listBookings = createRoute({
  method: "get",
  path: "/me/tenant/bookings",
  tags: ["Bookings"],
  summary: "The driver's bookings",
  description:
    "A signed-in driver's bookings; with a guest's anonymous token, those booked with it. Only bookings that were paid for are listed, cancelled ones included; a reservation whose payment failed is not.",
  security: bearerAuth,
  request: { query: tenantBookingsQuerySchema },
  responses: {
    200: {
      description: "Bookings, upcoming soonest first, past newest first",
      content: { "application/json": { schema: tenantBookingsSchema } },
    },
    400: invalidRequest,
    401: jsonMessage("No access token"),
  },
});

const readBooking = createRoute({
  method: "get",
  path: "/me/tenant/bookings/{bookingId}",
  tags: ["Bookings"],
  summary: "One of the driver's bookings, with its payment and what cancelling it now means",
  description:
    "For the driver's account and receipts: how the booking was paid, and the refund or end date that cancelling now would give under the stated rule. Only the account, or the guest token, that booked it may read it.",
  security: bearerAuth,
  request: { params: BookingParams },
  responses: {
    200: {
      description: "The booking",
      content: { "application/json": { schema: bookingDetailsAnswerSchema } },
    },
    401: jsonMessage("No access token"),
    404: jsonMessage(NOT_FOUND),
  },
});

const cancel = createRoute({
  method: "post",
  path: "/tenant/bookings/{bookingId}/cancel",
  tags: ["Bookings"],
  summary: "Cancel a booking under the stated rule",
  description:
    "More than 24 hours before the start, everything paid is refunded to the original payment method; later, nothing. A running subscription ends when its paid month ends.",
  request: {
    params: BookingParams,
    body: {
      required: false,
      content: { "application/json": { schema: cancelBookingRequestSchema } },
    },
  },
  responses: {
    200: {
      description: "Cancelled",
      content: { "application/json": { schema: cancelledBookingSchema } },
    },
    404: jsonMessage(NOT_FOUND),
    409: jsonMessage("The booking cannot be cancelled now"),
  },
});

const leaveReview = createRoute({
  method: "post",
  path: "/tenant/bookings/{bookingId}/reviews",
  tags: ["Bookings"],
  summary: "Review a space you parked in (works from the emailed link)",
  request: {
    params: BookingParams,
    body: { required: true, content: { "application/json": { schema: reviewRequestSchema } } },
  },
  responses: {
    201: {
      description: "Reviewed",
      content: { "application/json": { schema: messageSchema } },
    },
    400: invalidRequest,
    404: jsonMessage(NOT_FOUND),
    409: jsonMessage("Already reviewed, or not parked yet"),
  },
});

const readReview = createRoute({
  method: "get",
  path: "/tenant/bookings/{bookingId}/reviews",
  tags: ["Bookings"],
  summary: "The booking to review, and its review if there is one",
  request: { params: BookingParams, query: reviewQuerySchema },
  responses: {
    200: {
      description: "The booking and review",
      content: { "application/json": { schema: bookingToReviewSchema } },
    },
    400: invalidRequest,
    404: jsonMessage(NOT_FOUND),
  },
});

/** How a review is signed when no name is given: first name and initial, as most sites do. */
async function reviewerName(db: Db, booking: BookingForAction) {
  const account = booking.userId ? await findAccount(db, booking.userId) : null;
  const [first, last] = account
    ? [account.firstName, account.lastName]
    : [booking.guestFirstName, booking.guestLastName];
  const name = [first, last ? `${last.charAt(0)}.` : ""].filter(Boolean).join(" ");
  return name || "A Parkway driver";
}

/** The answers in the order their ids were listed: upcoming soonest first, past newest first. */
function inListedOrder(ids: number[], answers: Booking[]) {
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The signed-in account, the guest token that booked, or the holder of the emailed link. */
function mayAct(c: Context<ApiEnv>, booking: BookingForAction, hash: string | undefined) {
  const principal = c.get("principal");
  const userId = signedInUserId(principal);
  if (userId !== null && booking.userId === userId) return true;
  if (principal && booking.principal === principal.subject) return true;
  return hash !== undefined && matchesInConstantTime(booking.reviewHash, hash);
}

export function tenantBookingRoutes(
  deps: Pick<ApiDeps, "database" | "payments" | "now" | "signingSecret" | "mailer" | "config">,
) {
  const { db } = deps.database;
  return createRouter()
    .openapi(listBookings, async (c) => {
      const { when, hash, page, per_page } = c.req.valid("query");
      const principal = c.get("principal");
      if (!principal) return c.json({ message: "Sign in to see your bookings" }, 401);
      const userId = signedInUserId(principal);
      const now = deps.now();
      const { ids, hasMore } = await listTenantBookingIds(
        db,
        { userId, principal: principal.subject },
        { when, hash, limit: per_page, offset: (page - 1) * per_page, now },
      );
      return c.json(
        {
          data: inListedOrder(ids, await bookingAnswers(db, ids, now)),
          meta: { page, per_page, has_more: hasMore },
        },
        200,
      );
    })
    .openapi(readBooking, async (c) => {
      const { bookingId } = c.req.valid("param");
      if (!c.get("principal")) return c.json({ message: "Sign in to see your bookings" }, 401);
      const booking = await findBookingForAction(db, bookingId);
      if (!booking || !mayAct(c, booking, undefined)) return c.json({ message: NOT_FOUND }, 404);
      c.header("Cache-Control", "no-store");
      return c.json({ data: await bookingDetails(db, booking, deps.now()) }, 200);
    })
    .openapi(cancel, async (c) => {
      const { bookingId } = c.req.valid("param");
      const { hash } = c.req.valid("json") ?? {};
      const booking = await findBookingForAction(db, bookingId);
      if (!booking || !mayAct(c, booking, hash)) return c.json({ message: NOT_FOUND }, 404);
      const outcome = await cancelUnderRule(deps, booking);
      if (outcome.status === 409) return c.json({ message: outcome.message }, 409);
      const now = deps.now();
      return c.json(
        {
          message: cancelledMessage(outcome.terms, outcome.refundMinor, booking.currency),
          data: await bookingAnswer(db, booking.id, now),
        },
        200,
      );
    })
    .openapi(leaveReview, async (c) => {
      const { bookingId } = c.req.valid("param");
      const review = c.req.valid("json");
      const booking = await findBookingForAction(db, bookingId);
      if (!booking || !matchesInConstantTime(booking.reviewHash, review.hash)) {
        return c.json({ message: NOT_FOUND }, 404);
      }
      if (booking.status !== "confirmed" || booking.start > deps.now()) {
        return c.json({ message: "You can review a space once you have parked there." }, 409);
      }
      const authorName = review.author_name ?? (await reviewerName(db, booking));
      const stored = await db.transaction((tx) =>
        insertReview(tx, {
          listingId: booking.listingId,
          bookingId: booking.id,
          authorName,
          rating: review.rating,
          comment: review.comment,
        }),
      );
      if (!stored)
        return c.json({ message: "You have already reviewed this booking. Thank you!" }, 409);
      return c.json({ message: "Thank you for your review." }, 201);
    })
    .openapi(readReview, async (c) => {
      const { bookingId } = c.req.valid("param");
      const { hash } = c.req.valid("query");
      const booking = await findBookingForAction(db, bookingId);
      if (!booking || !matchesInConstantTime(booking.reviewHash, hash))
        return c.json({ message: NOT_FOUND }, 404);
      const answer = await bookingAnswer(db, booking.id, deps.now());
      const review = await findReview(db, booking.id);
      return c.json(
        {
          data: {
            booking: answer,
            review: review && {
              author: review.authorName,
              rating: review.rating,
              comment: review.comment,
              created_at: review.createdAt.toISOString(),
            },
          },
        },
        200,
      );
    });
}
