import { createRoute, z } from "@hono/zod-openapi";
import Stripe from "stripe";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import { takeStripeEvent, type StripeWebhookDeps } from "../payments/stripe-webhook";

const receivedSchema = z.object({ received: z.literal(true) }).openapi("StripeEventReceived");

const receiveStripeEvent = createRoute({
  method: "post",
  path: "/payments/stripe/webhook",
  tags: ["Payments"],
  summary: "Stripe's events about Parkway's payments",
  description:
    "Only while Stripe takes payments; called by Stripe, never by the web or the apps. The body is checked against the Stripe-Signature header with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET) before anything is read from it. Each event is acted on once, however often it is delivered: `payment_intent.succeeded` confirms the purchase's bookings, `payment_intent.payment_failed` fails it and lets their bays go, `checkout.session.completed` confirms a purchase paid on Stripe Checkout's page and `checkout.session.expired` fails one never paid there, `charge.refunded` keeps a refund made in Stripe's Dashboard, and `charge.dispute.created` keeps the dispute and flags it to the operators (decision 029).",
  request: {
    headers: z.object({
      "stripe-signature": z.string().min(1).openapi({
        description: "Stripe's signature of the body: t=timestamp,v1=signature",
      }),
    }),
  },
  responses: {
    200: {
      description: "The event is taken (or was taken before)",
      content: { "application/json": { schema: receivedSchema } },
    },
    400: {
      ...invalidRequest,
      description: "No signature, or one that does not match the body: the event is not taken",
    },
    500: jsonMessage("The event could not be acted on now; Stripe delivers it again later"),
  },
});

/**
 * Mounted only when Stripe takes payments and its signing secret is set, and ahead of the
 * service's input guards: the signature is over the body exactly as sent, so nothing may parse
 * it first.
 */
export function stripeWebhookRoutes(deps: StripeWebhookDeps & { webhookSecret: string }) {
  return createRouter().openapi(receiveStripeEvent, async (c) => {
    const { "stripe-signature": signature } = c.req.valid("header");
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(payload, signature, deps.webhookSecret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      return c.json(
        {
          message: "The Stripe-Signature does not match the body",
          errors: { "stripe-signature": ["The signature does not match the body"] },
        },
        400,
      );
    }
    await takeStripeEvent(deps, event);
    return c.json({ received: true as const }, 200);
  });
}
