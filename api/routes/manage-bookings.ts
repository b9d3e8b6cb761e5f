import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  extendBookingRequestSchema,
  extensionQuoteSchema,
  manageBookingAnswerSchema,
  managedBookingCancelledSchema,
  manageLinkRequestAnswer,
  manageLinkRequestSchema,
  type ManageBooking,
} from "#contract/manage-bookings";
import { bookingDetails } from "../checkout/booking-details";
import { cancelStay } from "../checkout/cancellations";
import {
  extendStay,
  extensionOptions,
  extensionQuoteAnswer,
  findStay,
  type Stay,
} from "../checkout/extensions";
import type { ApiDeps, ApiEnv } from "../context";
import { readManageLink } from "../domain/manage-links";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { findAccount } from "../repositories/users";
import { refuseAttempt, requestAddress, tooManyAttempts } from "../request-limits";
import { sendManageLinks } from "../checkout/manage-link-requests";
import { leavePaymentPage } from "../checkout/purchase";
import { checkoutAnswer, checkoutCaller, leftPageAnswer, payingResponses } from "./checkout";

/*
 * Decision 020: a booking opened with its emailed manage link, the signed token being the key.
 * A guest reads it (details, receipt, directions, access instructions, what cancelling would
 * refund), cancels it under the refund rule, and adds time to it while parked; or asks for the
 * links of their bookings again by email and registration.
 */

const UNKNOWN_LINK =
  "This link does not open a booking: it is incomplete or has been changed. Ask for a new link with the email and registration you booked with.";
const EXPIRED_LINK =
  "This link has expired. Ask for a new link with the email and registration you booked with.";

/** Per email, wherever it is asked from: nobody's inbox is flooded with links. */
const linkRequestsPerEmail: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/** Per client address: asking for many people's links is probing, not forgetting. */
const linkRequestsPerAddress: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

const LinkParams = z.object({
  token: z
    .string()
    .max(200)
    .openapi({
      param: { name: "token", in: "path" },
      description: "The manage link's token, as the booking email gives it",
      example: "501.1906329600.3f2a…",
    }),
});

const linkRefusals = {
  404: jsonMessage(UNKNOWN_LINK),
  410: jsonMessage(EXPIRED_LINK),
};

const readRoute = createRoute({
  method: "get",
  path: "/manage-bookings/{token}",
  tags: ["Bookings"],
  summary: "The booking a manage link opens",
  description:
    "No sign-in: the emailed link's signed token is the key, until a week after the booking ends. The booking with its payment and what cancelling it now would refund, each extension likewise, and whom it was billed to.",
  request: { params: LinkParams },
  responses: {
    200: {
      description: "The booking",
      content: { "application/json": { schema: manageBookingAnswerSchema } },
    },
    ...linkRefusals,
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/manage-bookings/{token}/cancel",
  tags: ["Bookings"],
  summary: "Cancel the booking a manage link opens, under the refund rule",
  description:
    "More than 24 hours before the start, everything paid is refunded to the original payment method; later, nothing. Time added to the booking is cancelled with it, each part under the rule.",
  request: { params: LinkParams },
  responses: {
    200: {
      description: "Cancelled",
      content: { "application/json": { schema: managedBookingCancelledSchema } },
    },
    ...linkRefusals,
    409: jsonMessage("The booking cannot be cancelled now, or the refund could not be made"),
  },
});

const quoteRoute = createRoute({
  method: "get",
  path: "/manage-bookings/{token}/extension",
  tags: ["Bookings"],
  summary: "What adding time to a booking in progress costs",
  description:
    "Every half hour after the booking ends, for up to a day and until someone else has the bay, priced as a new hourly stay of that length. Refused for a booking that has not started or has ended, for monthly parking, and when the bay is taken when the booking ends.",
  request: { params: LinkParams },
  responses: {
    200: {
      description: "The ends offered, each with its price",
      content: { "application/json": { schema: extensionQuoteSchema } },
    },
    ...linkRefusals,
    409: jsonMessage("Time cannot be added to this booking now"),
  },
});

const extendRoute = createRoute({
  method: "post",
  path: "/manage-bookings/{token}/extension",
  tags: ["Bookings"],
  summary: "Add time to a booking in progress, and pay for it",
  description:
    "Holds the same bay from when the booking ends to the end chosen and pays for it as a purchase does: a saved card of the signed-in driver, or a one-off card or wallet token, under an Idempotency-Key, so a retry is charged once. The added time is a booking of its own, confirmed like any other.",
  request: {
    params: LinkParams,
    body: {
      required: true,
      content: { "application/json": { schema: extendBookingRequestSchema } },
    },
  },
  responses: { ...payingResponses, ...linkRefusals },
});

const leaveExtensionPageRoute = createRoute({
  method: "post",
  path: "/manage-bookings/{token}/extension/cancel",
  tags: ["Bookings"],
  summary: "The guest left the payment provider's page without paying for added time",
  description:
    "For added time paid with `payment_page` (decision 032), named by its Idempotency-Key: the provider's page is closed and the purchase declined (402, `payment_cancelled`), letting the bay's added time go; paid meanwhile, it is added (201).",
  request: {
    params: LinkParams,
    headers: z.object({ "idempotency-key": z.string().min(8).max(100) }),
  },
  responses: {
    201: payingResponses[201],
    402: payingResponses[402],
    404: jsonMessage("No such link, or no purchase made with that Idempotency-Key"),
    409: jsonMessage("The payment is still being made; ask again in a moment"),
    410: linkRefusals[410],
    503: payingResponses[503],
  },
});

const linkRequestRoute = createRoute({
  method: "post",
  path: "/manage-bookings/link-requests",
  tags: ["Bookings"],
  summary: "Email the manage links of one's bookings again",
  description:
    "Every booking not yet over that was made with this email and registration gets its link emailed to that address. The answer is the same, and as quick, whether or not any booking matched.",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: manageLinkRequestSchema } },
    },
  },
  responses: {
    202: jsonMessage(manageLinkRequestAnswer),
    400: invalidRequest,
    ...tooManyAttempts,
  },
});

type ManageDeps = Pick<
  ApiDeps,
  | "database"
  | "payments"
  | "now"
  | "rateLimiter"
  | "signingSecret"
  | "config"
  | "mailer"
  | "runLater"
>;

export function manageBookingRoutes(deps: ManageDeps) {
  const { db } = deps.database;

  /** The stay a token opens, and until when; or the refusal to answer. */
  async function openLink(token: string) {
    const secret = await deps.signingSecret();
    const link = readManageLink(token, { secret, now: deps.now() });
    if (!link) {
      // A token we signed reads as valid at the epoch, whatever its expiry: its time is up.
      const expired = readManageLink(token, { secret, now: new Date(0) }) !== null;
      return expired
        ? ({ status: 410, message: EXPIRED_LINK } as const)
        : ({ status: 404, message: UNKNOWN_LINK } as const);
    }
    const stay = await findStay(db, link.bookingId);
    // A reservation that was never paid for was never the guest's booking.
    if (!stay || stay.first.confirmedAt === null) {
      return { status: 404, message: UNKNOWN_LINK } as const;
    }
    return { status: 200, stay, expiresAt: link.expiresAt } as const;
  }

  async function billedTo(stay: Stay) {
    const { first } = stay;
    const account = first.userId ? await findAccount(db, first.userId) : null;
    const names = account
      ? [account.firstName, account.lastName]
      : [first.guestFirstName, first.guestLastName];
    return {
      name: names.filter(Boolean).join(" "),
      email: account?.email ?? first.guestEmail,
    };
  }

  async function manageAnswer(stay: Stay, expiresAt: Date): Promise<ManageBooking> {
    const now = deps.now();
    const [first, extensions, billed] = await Promise.all([
      bookingDetails(db, stay.first, now),
      Promise.all(stay.extensions.map((extension) => bookingDetails(db, extension, now))),
      billedTo(stay),
    ]);
    return {
      ...first,
      extensions,
      ends_at: stay.end?.toISOString() ?? null,
      billed_to: billed,
      link_expires_at: expiresAt.toISOString(),
    };
  }

  function noStore(c: Context<ApiEnv>) {
    c.header("Cache-Control", "no-store");
  }

  return createRouter()
    .openapi(linkRequestRoute, async (c) => {
      const request = c.req.valid("json");
      const email = request.email.toLowerCase();
      for (const [key, limit] of [
        [`manage-link:${requestAddress(c)}`, linkRequestsPerAddress],
        [`manage-link:email:${email}`, linkRequestsPerEmail],
      ] as const) {
        const attempt = await deps.rateLimiter.attempt(key, limit);
        if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
      }
      // After the answer, so that its timing says nothing about whether a booking matched.
      deps.runLater(
        () => sendManageLinks(deps, { email, registration: request.vehicle_reg }),
        "manage link email",
      );
      return c.json({ message: manageLinkRequestAnswer }, 202);
    })
    .openapi(readRoute, async (c) => {
      const opened = await openLink(c.req.valid("param").token);
      if (opened.status !== 200) return c.json({ message: opened.message }, opened.status);
      noStore(c);
      return c.json({ data: await manageAnswer(opened.stay, opened.expiresAt) }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const opened = await openLink(c.req.valid("param").token);
      if (opened.status !== 200) return c.json({ message: opened.message }, opened.status);
      const outcome = await cancelStay(deps, opened.stay);
      if (outcome.status === 409) return c.json({ message: outcome.message }, 409);
      const stay = (await findStay(db, opened.stay.first.id)) ?? opened.stay;
      noStore(c);
      return c.json(
        { message: outcome.message, data: await manageAnswer(stay, opened.expiresAt) },
        200,
      );
    })
    .openapi(quoteRoute, async (c) => {
      const opened = await openLink(c.req.valid("param").token);
      if (opened.status !== 200) return c.json({ message: opened.message }, opened.status);
      const options = await extensionOptions(deps, opened.stay);
      if (options.status === 409) return c.json({ message: options.message }, 409);
      noStore(c);
      return c.json({ data: extensionQuoteAnswer(options) }, 200);
    })
    .openapi(extendRoute, async (c) => {
      const opened = await openLink(c.req.valid("param").token);
      if (opened.status !== 200) return c.json({ message: opened.message }, opened.status);
      const outcome = await extendStay(deps, checkoutCaller(c, deps), {
        stay: opened.stay,
        body: c.req.valid("json"),
      });
      return checkoutAnswer(c, outcome);
    })
    .openapi(leaveExtensionPageRoute, async (c) => {
      const opened = await openLink(c.req.valid("param").token);
      if (opened.status !== 200) return c.json({ message: opened.message }, opened.status);
      const outcome = await leavePaymentPage(deps, {
        principal: opened.stay.first.principal,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return leftPageAnswer(c, outcome);
    });
}
