import { createRoute } from "@hono/zod-openapi";
import {
  cardTokenRequestSchema,
  sandboxCardTokenSchema,
  walletTokenRequestSchema,
  walletTokenSchema,
} from "#contract/payments";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest } from "../openapi";
import type { SandboxPaymentProvider } from "../payments/sandbox";

const createCardToken = createRoute({
  method: "post",
  path: "/sandbox/card-tokens",
  tags: ["Sandbox payments"],
  summary: "Turn a test card into a payment token",
  description:
    "Only while the embedded sandbox takes payments. An app posts the card here and keeps only the token (the web's pay step uses the sandbox's own card pages instead, decision 025); the number is checked (Luhn, brand, expiry, CVC) and dropped, never stored or logged. The token saves the card (POST /api/v2/cards). Test cards: api/payments/TEST-CARDS.md.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(cardTokenRequestSchema, "The card as the driver entered it"),
  },
  responses: {
    201: {
      description: "The card's token and what the driver recognises it by",
      content: { "application/json": { schema: sandboxCardTokenSchema } },
    },
    400: invalidRequest,
    ...unsupportedBody,
  },
});

const createWalletToken = createRoute({
  method: "post",
  path: "/sandbox/wallet-tokens",
  tags: ["Sandbox payments"],
  summary: "A one-off PayPal, Apple Pay or Google Pay token",
  description:
    "Only while the embedded sandbox takes payments: gives an app the token the wallet's approval page (/api/v2/sandbox/pages/wallet) gives the web. The token pays once. It is declined when `outcome` is `decline`, or when the amount charged ends in .13 (for example 12.13).",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(walletTokenRequestSchema, "The wallet, and whether the driver approves"),
  },
  responses: {
    201: {
      description: "The wallet's one-off token",
      content: { "application/json": { schema: walletTokenSchema } },
    },
    400: invalidRequest,
    ...unsupportedBody,
  },
});

/** Mounted only when the sandbox is the configured provider. */
export function sandboxPaymentRoutes(deps: { payments: SandboxPaymentProvider }) {
  return createRouter()
    .openapi(createCardToken, async (c) => {
      const result = deps.payments.tokeniseCard(c.req.valid(sentAsJson(c) ? "json" : "form"));
      c.header("Cache-Control", "no-store");
      if (result.status === "invalid") {
        return c.json({ message: "Please correct the invalid fields", errors: result.errors }, 400);
      }
      return c.json(
        {
          data: {
            token: result.token,
            brand: result.card.brand,
            last4: result.card.last4,
            exp_month: result.card.expMonth,
            exp_year: result.card.expYear,
          },
        },
        201,
      );
    })
    .openapi(createWalletToken, async (c) => {
      const { method, outcome } = c.req.valid(sentAsJson(c) ? "json" : "form");
      c.header("Cache-Control", "no-store");
      return c.json(
        { data: { token: deps.payments.issueWalletToken(method, outcome), method } },
        201,
      );
    });
}
