import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  bookRequestSchema,
  paymentActionSchema,
  paymentDeclinedSchema,
  purchasedSchema,
  purchaseRequestSchema,
  reservedSchema,
  reserveRequestSchema,
} from "#contract/checkout";
import { KEY_REUSED } from "../checkout/idempotency";
import { leavePaymentPage, type PurchaseOutcome } from "../checkout/purchase";
import {
  book,
  purchase,
  reserve,
  type Caller,
  type CheckoutDeps,
  type CheckoutOutcome,
  type Refusal,
} from "../checkout/workflow";
import type { ApiDeps, ApiEnv } from "../context";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import { limitCalls, tooManyAttempts } from "../request-limits";

const SpaceParams = z.object({ id: z.coerce.number().int().positive() });

const paid = {
  description: "Paid and confirmed",
  content: { "application/json": { schema: purchasedSchema } },
};
const declined = {
  description: "The payment was declined; nothing is booked or held",
  content: { "application/json": { schema: paymentDeclinedSchema } },
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

const confirmWithBank = {
  description:
    "The driver has to confirm the payment with their bank (3-D Secure) at next_action.url; the bays stay held, and the same call again (same Idempotency-Key) answers once they have",
  content: { "application/json": { schema: paymentActionSchema } },
};

/** What a paying call adds: the payment's outcomes, and its Idempotency-Key's rules. */
export const payingResponses = {
  201: paid,
  202: confirmWithBank,
  402: declined,
  422: jsonMessage(KEY_REUSED),
  503: jsonMessage("The payment provider could not be reached; nothing was charged"),
  ...checkoutResponses,
};

const reserveRoute = createRoute({
  method: "post",
  security: bearerAuth,
  path: "/spaces/{id}/reserve",
  tags: ["Bookings"],
  summary: "Hold a bay for each period while the driver pays (15 minutes)",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: reserveRequestSchema } } },
  },
  responses: {
    201: { description: "Reserved", content: { "application/json": { schema: reservedSchema } } },
    ...checkoutResponses,
  },
});

const purchaseRoute = createRoute({
  method: "post",
  security: bearerAuth,
  path: "/spaces/{id}/purchase",
  tags: ["Bookings"],
  summary: "Pay for reservations; a retry with the same idempotency key is charged once",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: purchaseRequestSchema } } },
  },
  responses: payingResponses,
});

const bookRoute = createRoute({
  method: "post",
  security: bearerAuth,
  path: "/spaces/{id}/book",
  tags: ["Bookings"],
  summary: "Reserve and pay in one call",
  request: {
    params: SpaceParams,
    body: { required: true, content: { "application/json": { schema: bookRequestSchema } } },
  },
  responses: payingResponses,
});

const leavePageRoute = createRoute({
  method: "post",
  security: bearerAuth,
  path: "/spaces/{id}/purchase/cancel",
  tags: ["Bookings"],
  summary: "The driver left the payment provider's page without paying",
  description:
    "For a purchase made with `payment_page` (decision 032), named by its Idempotency-Key: the provider's page is closed, so nothing can be paid on it any more, and the purchase is declined (402, `payment_cancelled`), letting its bays go. If the driver paid on the page meanwhile, the purchase is paid instead (201).",
  request: {
    params: SpaceParams,
    headers: z.object({ "idempotency-key": z.string().min(8).max(100) }),
  },
  responses: {
    201: paid,
    402: declined,
    404: jsonMessage("No purchase was made with that Idempotency-Key"),
    409: jsonMessage("The payment is still being made; ask again in a moment"),
    401: jsonMessage("No access token; a guest's anonymous one will do"),
    503: jsonMessage("The payment provider could not be reached; nothing was charged"),
  },
});

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

/** A book or purchase call's outcome as its answer. */
export function checkoutAnswer(c: Context<ApiEnv>, outcome: CheckoutOutcome) {
  switch (outcome.status) {
    case 201:
      return c.json(outcome.body, 201);
    case 202:
      c.header("Cache-Control", "no-store");
      return c.json(outcome.body, 202);
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
        ...("retryAfterSeconds" in outcome ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
      });
    default:
      return refuse(c, outcome);
  }
}

/** What leaving the provider's page came to, as its answer. */
export function leftPageAnswer(c: Context<ApiEnv>, outcome: PurchaseOutcome | null) {
  c.header("Cache-Control", "no-store");
  if (!outcome) return c.json({ message: "No purchase was made with that Idempotency-Key" }, 404);
  switch (outcome.status) {
    case 201:
      return c.json(outcome.body, 201);
    case 402:
      return c.json(outcome.body, 402);
    case 503:
      return c.json(outcome.body, 503);
    default:
      // Still on its way (a 202 or 409): the driver's payment is being made right now.
      return c.json({ message: "The payment is still being made; ask again in a moment" }, 409);
  }
}

/** Who makes a paying call, as its request says. */
export function checkoutCaller(c: Context<ApiEnv>, deps: Pick<ApiDeps, "rateLimiter">): Caller {
  return {
    principal: c.get("principal"),
    idempotencyKey: c.req.header("Idempotency-Key"),
    limit: (action, limits) => limitCalls(c, deps, action, limits),
  };
}

export function checkoutRoutes(deps: CheckoutDeps & Pick<ApiDeps, "rateLimiter">) {
  const checkout: CheckoutDeps = deps;
  const callerOf = (c: Context<ApiEnv>) => checkoutCaller(c, deps);

  return createRouter()
    .openapi(reserveRoute, async (c) => {
      const outcome = await reserve(checkout, callerOf(c), {
        spaceId: c.req.valid("param").id,
        body: c.req.valid("json"),
        sent: () => c.req.json(),
        checkoutId: randomUUID(),
      });
      return outcome.status === 201 ? c.json(outcome.body, 201) : refuse(c, outcome);
    })
    .openapi(purchaseRoute, async (c) => {
      const body = c.req.valid("json");
      const outcome = await purchase(checkout, callerOf(c), {
        spaceId: c.req.valid("param").id,
        body,
      });
      return checkoutAnswer(c, outcome);
    })
    .openapi(leavePageRoute, async (c) => {
      const principal = c.get("principal");
      if (!principal) {
        return c.json({ message: "Get an access token first (an anonymous one will do)" }, 401);
      }
      const outcome = await leavePaymentPage(checkout, {
        principal: principal.subject,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return leftPageAnswer(c, outcome);
    })
    .openapi(bookRoute, async (c) => {
      const body = c.req.valid("json");
      const outcome = await book(checkout, callerOf(c), {
        spaceId: c.req.valid("param").id,
        body,
        sent: () => c.req.json(),
      });
      return checkoutAnswer(c, outcome);
    });
}
