import { createRoute } from "@hono/zod-openapi";
import { issueGiftVoucherRequestSchema, voucherAnswerSchema } from "#contract/vouchers";
import { requireScope } from "../auth";
import type { ApiDeps } from "../context";
import { newGiftVoucherCode } from "../domain/booking-identifiers";
import { minorUnits } from "../domain/money";
import { bearerAuth, createRouter, invalidRequest, needsSignIn } from "../openapi";
import { findDiscountCode, insertMissingDiscountCodes } from "../repositories/discount-codes";
import { voucherData } from "./vouchers";

const issueGiftVoucher = createRoute({
  method: "post",
  path: "/gift-vouchers",
  tags: ["Admin"],
  summary: "Issue a gift voucher",
  description:
    "A new single-use code for an amount off one booking, for support staff to send a driver, who claims it into their account (POST /api/v2/me/vouchers) or types it at checkout. Admins only.",
  security: bearerAuth,
  middleware: [requireScope("admin")] as const,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: issueGiftVoucherRequestSchema } },
    },
  },
  responses: {
    201: {
      description: "Issued",
      content: { "application/json": { schema: voucherAnswerSchema } },
    },
    400: invalidRequest,
    ...needsSignIn,
  },
});

/** Codes are random; two alike are rare enough that a few tries always find a free one. */
const codeAttempts = 5;

/** Gift vouchers issued by support staff (mounted at /api/admin). */
export function giftVoucherRoutes(deps: Pick<ApiDeps, "database" | "now">) {
  const { db } = deps.database;
  return createRouter().openapi(issueGiftVoucher, async (c) => {
    const gift = c.req.valid("json");
    const now = deps.now();
    for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
      const [code] = await insertMissingDiscountCodes(db, [
        {
          code: newGiftVoucherCode(),
          kind: "static",
          value: minorUnits(gift.amount),
          currency: gift.currency,
          validUntil: gift.valid_until,
          maxRedemptions: 1,
        },
      ]);
      const issued = code ? await findDiscountCode(db, code, now) : null;
      if (issued) return c.json({ data: voucherData(issued, now) }, 201);
    }
    throw new Error(`No free gift voucher code after ${codeAttempts} tries`);
  });
}
