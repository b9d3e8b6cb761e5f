import { createRoute, z } from "@hono/zod-openapi";
import { signedInUserId } from "../auth";
import {
  BookingSchema,
  bookingAnswer,
  bookingAnswers,
  type BookingAnswer,
} from "../checkout/booking-answer";
import type { ApiDeps, ApiEnv } from "../context";
import { cancellationTerms, type CancellationTerms } from "../domain/cancellation";
import { matchesInConstantTime } from "../domain/constant-time";
import { majorUnits } from "../domain/money";
import { paymentMethods } from "../db/schema/bookings";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  cancelBooking,
  endSubscription,
  findBookingForAction,
  findBookingPayment,
  findPayingPurchase,
  findReview,
  insertReview,
  listTenantBookingIds,
  recordRefund,
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
  request: {
    query: z.object({
      when: z.enum(["upcoming", "past", "all"]).default("all"),
      hash: z
        .string()
        .max(100)
        .optional()
        .openapi({ description: "Only the booking with this link hash" }),
      page: z.coerce.number().int().min(1).max(500).default(1),
      per_page: z.coerce.number().int().min(1).max(50).default(20),
    }),
  },
  responses: {
    200: {
      description: "Bookings, upcoming soonest first, past newest first",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(BookingSchema),
            meta: z.object({
              page: z.number().int(),
              per_page: z.number().int(),
              has_more: z.boolean(),
            }),
          }),
        },
      },
    },
    400: invalidRequest,
    401: jsonMessage("No access token"),
  },
});

const CANCELLATION_RULE =
  "Cancel more than 24 hours before the start and everything you paid is refunded to the card or account you paid with; later, the parking is not refunded, but a deposit always is. Cancelling a monthly booking that has started is your notice: it ends when the month you have paid for ends and does not renew.";

const BookingDetailsSchema = z
  .object({
    booking: BookingSchema,
    payment: z
      .object({
        method: z.enum(paymentMethods),
        card: z
          .object({ brand: z.string(), last4: z.string() })
          .nullable()
          .openapi({ description: "The saved card charged; null for a one-off card or a wallet" }),
        paid_at: z.string().openapi({ format: "date-time" }),
      })
      .nullable()
      .openapi({ description: "Null when nothing was charged" }),
    cancellation: z
      .object({
        kind: z.enum(["refund", "deposit-only", "end-subscription"]),
        refund: z.number().nullable().openapi({ description: "What cancelling now pays back" }),
        ends_at: z
          .string()
          .nullable()
          .openapi({ format: "date-time", description: "When a subscription given notice ends" }),
        rule: z.string(),
      })
      .nullable()
      .openapi({ description: "What cancelling now would mean; null when it cannot be cancelled" }),
  })
  .openapi("BookingDetails");

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
      content: { "application/json": { schema: z.object({ data: BookingDetailsSchema }) } },
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
      content: {
        "application/json": { schema: z.object({ hash: z.string().max(100).optional() }) },
      },
    },
  },
  responses: {
    200: {
      description: "Cancelled",
      content: {
        "application/json": {
          schema: z.object({ message: z.string(), data: BookingSchema }),
        },
      },
    },
    404: jsonMessage(NOT_FOUND),
    409: jsonMessage("The booking cannot be cancelled now"),
  },
});

const ReviewBody = z.object({
  hash: z
    .string({ error: "The link to review is incomplete; use the one in your email" })
    .min(1)
    .max(100),
  rating: z.coerce
    .number({ error: "Choose from 1 to 5 stars" })
    .int()
    .min(1, "Choose from 1 to 5 stars")
    .max(5, "Choose from 1 to 5 stars"),
  comment: z.string().trim().max(2000, "Keep your review under 2,000 characters").default(""),
  author_name: z.string().trim().min(1).max(60).optional(),
});

const leaveReview = createRoute({
  method: "post",
  path: "/tenant/bookings/{bookingId}/reviews",
  tags: ["Bookings"],
  summary: "Review a space you parked in (works from the emailed link)",
  request: {
    params: BookingParams,
    body: { required: true, content: { "application/json": { schema: ReviewBody } } },
  },
  responses: {
    201: {
      description: "Reviewed",
      content: { "application/json": { schema: z.object({ message: z.string() }) } },
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
  request: { params: BookingParams, query: z.object({ hash: z.string().min(1).max(100) }) },
  responses: {
    200: {
      description: "The booking and review",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({
              booking: BookingSchema,
              review: z
                .object({
                  author: z.string(),
                  rating: z.number().int(),
                  comment: z.string(),
                  created_at: z.string().openapi({ format: "date-time" }),
                })
                .nullable(),
            }),
          }),
        },
      },
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
function inListedOrder(ids: number[], answers: BookingAnswer[]) {
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Cancelling now, as the booking's page shows it before the driver confirms. */
function cancellationPreview(terms: CancellationTerms) {
  return terms.kind === "end-subscription"
    ? {
        kind: terms.kind,
        refund: null,
        ends_at: terms.endsAt.toISOString(),
        rule: CANCELLATION_RULE,
      }
    : {
        kind: terms.kind,
        refund: majorUnits(terms.refundMinor),
        ends_at: null,
        rule: CANCELLATION_RULE,
      };
}

/** A booking that has ended, or was cancelled or never paid, has nothing left to cancel. */
function cancellable(booking: BookingForAction, now: Date) {
  return (
    booking.status === "confirmed" &&
    booking.cancelledAt === null &&
    (booking.end === null || booking.end > now)
  );
}

function termsOf(booking: BookingForAction, now: Date) {
  return cancellationTerms({
    start: booking.start,
    rolling: booking.rolling,
    paidUntil: booking.paidUntil,
    paidMinor: booking.totalMinor,
    depositMinor: booking.depositMinor,
    now,
  });
}

/** Why a subscription given notice cannot be cancelled again. */
function alreadyEnding(end: Date | null, now: Date) {
  const day = end?.toISOString().slice(0, 10);
  return end && end <= now
    ? `This subscription ended on ${day}.`
    : `This subscription has already been cancelled: it ends on ${day} and will not renew.`;
}

/** The signed-in account, the guest token that booked, or the holder of the emailed link. */
function mayAct(c: Context<ApiEnv>, booking: BookingForAction, hash: string | undefined) {
  const principal = c.get("principal");
  const userId = signedInUserId(principal);
  if (userId !== null && booking.userId === userId) return true;
  if (principal && booking.principal === principal.subject) return true;
  return hash !== undefined && matchesInConstantTime(booking.reviewHash, hash);
}

export function tenantBookingRoutes(deps: Pick<ApiDeps, "database" | "payments" | "now">) {
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
      const now = deps.now();
      const payment = await findBookingPayment(db, booking.id);
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          data: {
            booking: await bookingAnswer(db, booking.id, now),
            payment: payment && {
              method: payment.method,
              card:
                payment.cardBrand && payment.cardLast4
                  ? { brand: payment.cardBrand, last4: payment.cardLast4 }
                  : null,
              paid_at: payment.paidAt.toISOString(),
            },
            cancellation: cancellable(booking, now)
              ? cancellationPreview(termsOf(booking, now))
              : null,
          },
        },
        200,
      );
    })
    .openapi(cancel, async (c) => {
      const { bookingId } = c.req.valid("param");
      const { hash } = c.req.valid("json") ?? {};
      const booking = await findBookingForAction(db, bookingId);
      if (!booking || !mayAct(c, booking, hash)) return c.json({ message: NOT_FOUND }, 404);
      if (booking.status !== "confirmed")
        return c.json(
          { message: "This booking is not active, so there is nothing to cancel." },
          409,
        );
      const now = deps.now();
      // A subscription given notice, or ended by a declined renewal, stays confirmed until it ends.
      if (booking.cancelledAt !== null)
        return c.json({ message: alreadyEnding(booking.end, now) }, 409);
      if (booking.end !== null && booking.end <= now)
        return c.json({ message: "This booking has ended, so there is nothing to cancel." }, 409);
      const terms = termsOf(booking, now);
      if (terms.kind === "end-subscription") {
        await db.transaction((tx) => endSubscription(tx, booking.id, terms.endsAt, now));
        return c.json(
          {
            message: `Your subscription ends on ${terms.endsAt.toISOString().slice(0, 10)}, when the month you have paid for ends. It will not renew.`,
            data: await bookingAnswer(db, booking.id, now),
          },
          200,
        );
      }
      const { refundMinor } = terms;
      const purchase = refundMinor > 0 ? await findPayingPurchase(db, booking.id) : null;
      if (refundMinor > 0 && purchase?.providerPaymentId) {
        const refund = await deps.payments.refund({
          idempotencyKey: `cancel-${booking.id}`,
          providerPaymentId: purchase.providerPaymentId,
          amountMinor: refundMinor,
          currency: booking.currency,
        });
        if (refund.status !== "succeeded") {
          return c.json(
            {
              message: `We could not refund your card: ${refund.reason} Your booking is still active; try again or contact us.`,
            },
            409,
          );
        }
        await db.transaction(async (tx) => {
          await cancelBooking(tx, booking.id, { refundMinor, now });
          await recordRefund(tx, {
            purchaseId: purchase.id,
            bookingId: booking.id,
            amountMinor: refundMinor,
            providerRefundId: refund.providerRefundId,
          });
        });
      } else {
        await db.transaction((tx) => cancelBooking(tx, booking.id, { refundMinor: 0, now }));
      }
      const returned = `${booking.currency === "EUR" ? "€" : "£"}${majorUnits(refundMinor).toFixed(2)}`;
      const message =
        terms.kind === "refund"
          ? `Your booking is cancelled and ${returned} is on its way back to the card or account you paid with.`
          : refundMinor > 0
            ? `Your booking is cancelled. ${terms.reason} Your ${returned} deposit is on its way back to the card or account you paid with.`
            : `Your booking is cancelled. ${terms.reason}`;
      return c.json({ message, data: await bookingAnswer(db, booking.id, now) }, 200);
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
