import { createRoute, z } from "@hono/zod-openapi";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest } from "../openapi";
import { type SandboxPaymentProvider, walletMethods, walletOutcomes } from "../payments/sandbox";

/** A whole number from JSON, or from a form's text ("04"). */
function formInteger(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );
}

const CardTokenSchema = z
  .object({
    data: z.object({
      token: z.string().openapi({ example: "sbx_tok_eyJvdXRjb21lIjoic3VjY2VlZGVkIn0" }),
      brand: z.string().openapi({ example: "visa" }),
      last4: z.string().openapi({ example: "4242" }),
      exp_month: z.number().int().openapi({ example: 4 }),
      exp_year: z.number().int().openapi({ example: 2030 }),
    }),
  })
  .openapi("SandboxCardToken");

const createCardToken = createRoute({
  method: "post",
  path: "/sandbox/card-tokens",
  tags: ["Sandbox payments"],
  summary: "Turn a test card into a payment token",
  description:
    "Only while the embedded sandbox takes payments. The browser, or the web server for a checkout without JavaScript, posts the card here and keeps only the token; the number is checked (Luhn, brand, expiry, CVC) and dropped, never stored or logged. The token saves the card (POST /api/v2/cards). Test cards: api/payments/TEST-CARDS.md.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(
      z.object({
        number: z
          .string({ error: "Enter the card number" })
          .max(40, "Enter a valid card number")
          .openapi({ example: "4242 4242 4242 4242" }),
        exp_month: formInteger("Enter the month the card expires").openapi({
          type: "integer",
          example: 4,
        }),
        exp_year: formInteger("Enter the year the card expires").openapi({
          type: "integer",
          example: 2030,
        }),
        cvc: z
          .string({ error: "Enter the security code (CVC) from your card" })
          .max(8, "Enter the security code (CVC) from your card")
          .openapi({ example: "123" }),
      }),
      "The card as the driver entered it",
    ),
  },
  responses: {
    201: {
      description: "The card's token and what the driver recognises it by",
      content: { "application/json": { schema: CardTokenSchema } },
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
    "Only while the embedded sandbox takes payments: stands in for the wallet's own approval sheet. The token pays once. It is declined when `outcome` is `decline`, or when the amount charged ends in .13 (for example 12.13).",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(
      z.object({
        method: z.enum(walletMethods, { error: "Choose paypal, apple-pay or google-pay" }),
        outcome: z
          .enum(walletOutcomes, { error: "outcome is approve or decline" })
          .default("approve"),
      }),
      "The wallet, and whether the driver approves",
    ),
  },
  responses: {
    201: {
      description: "The wallet's one-off token",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({ token: z.string(), method: z.enum(walletMethods) }),
          }),
        },
      },
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
