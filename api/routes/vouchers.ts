import { createRoute } from "@hono/zod-openapi";
import {
  claimVoucherRequestSchema,
  voucherAnswerSchema,
  vouchersQuerySchema,
  vouchersSchema,
} from "#contract/vouchers";
import { requireSignedIn, signedInUserId } from "../auth";
import type { ApiDeps } from "../context";
import {
  discountLabel,
  discountOf,
  redemptionsLeft,
  voucherBalance,
  voucherClaim,
  voucherStatus,
  type DiscountCode,
} from "../domain/discounts";
import { describeMoment, TIME_ZONES } from "#contract/wall-clock";
import { currencyOf, majorUnits } from "../domain/money";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { refuseAttempt, tooManyAttempts } from "../request-limits";
import { assignVoucher, findDiscountCode, listVouchers } from "../repositories/discount-codes";

/** Claims are tried by typing codes; a low limit per account keeps gift codes from being guessed. */
const claimLimit: RateLimit = { limit: 10, windowMs: 10 * 60_000 };

const signInRequired = { 401: jsonMessage("Sign in to see your vouchers") };

const readVouchers = createRoute({
  method: "get",
  path: "/me/vouchers",
  tags: ["Vouchers"],
  summary: "The signed-in user's vouchers",
  description: "Usable and future vouchers first, soonest to expire first; expired ones last.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: { query: vouchersQuerySchema },
  responses: {
    200: {
      description: "One page of vouchers",
      content: { "application/json": { schema: vouchersSchema } },
    },
    400: invalidRequest,
    ...signInRequired,
  },
});

const voucherAnswer = {
  content: { "application/json": { schema: voucherAnswerSchema } },
};

const claimVoucher = createRoute({
  method: "post",
  path: "/me/vouchers",
  tags: ["Vouchers"],
  summary: "Add a gift voucher to the signed-in user's account",
  description:
    "A code can be claimed when it belongs to nobody and can be used once (a gift). Codes for everyone are entered at checkout instead.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: claimVoucherRequestSchema } },
    },
  },
  responses: {
    200: { description: "Already in this account", ...voucherAnswer },
    201: { description: "Added to this account", ...voucherAnswer },
    400: invalidRequest,
    ...signInRequired,
    404: jsonMessage("No such code"),
    409: jsonMessage("Another account has claimed it"),
    ...tooManyAttempts,
  },
});

export function voucherData(code: DiscountCode, now: Date) {
  const discount = discountOf(code);
  const balance = voucherBalance(code, now);
  return {
    id: code.id,
    code: code.code,
    type: code.kind,
    value: discount.kind === "static" ? majorUnits(discount.value) : discount.value,
    currency: discount.currency ? currencyOf(discount.currency) : null,
    label: discountLabel(discount),
    valid_from: code.validFrom?.toISOString() ?? null,
    valid_until: code.validUntil?.toISOString() ?? null,
    redemptions_left: redemptionsLeft(code),
    balance: balance === null ? null : majorUnits(balance),
    status: voucherStatus(code, now),
  };
}

function fieldError(field: string, message: string) {
  return { message: "Please correct the invalid fields", errors: { [field]: [message] } };
}

export function voucherRoutes(deps: Pick<ApiDeps, "database" | "now" | "rateLimiter">) {
  const { db } = deps.database;
  return createRouter()
    .openapi(readVouchers, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return c.json({ message: "Authentication required" }, 401);
      const { page, per_page } = c.req.valid("query");
      const now = deps.now();
      const { rows, total } = await listVouchers(db, userId, now, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      c.header("Cache-Control", "no-store");
      return c.json(
        { data: rows.map((code) => voucherData(code, now)), meta: { page, per_page, total } },
        200,
      );
    })
    .openapi(claimVoucher, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return c.json({ message: "Authentication required" }, 401);
      const attempt = await deps.rateLimiter.attempt(`voucher-claim:${userId}`, claimLimit);
      if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
      const { code: typed } = c.req.valid("json");
      const now = deps.now();
      const code = await findDiscountCode(db, typed, now);
      if (!code) return c.json({ message: `We can't find the code ${typed}` }, 404);
      const claim = voucherClaim(code, userId, now);
      const claimedElsewhere = `${code.code} has already been added to another account`;
      switch (claim) {
        case "claimable": {
          if (await assignVoucher(db, code.id, userId)) {
            return c.json({ data: voucherData({ ...code, ownerId: userId }, now) }, 201);
          }
          // Claimed between the look-up and the update: by this account's other request, or not.
          const current = await findDiscountCode(db, typed, now);
          return current?.ownerId === userId
            ? c.json({ data: voucherData(current, now) }, 200)
            : c.json({ message: claimedElsewhere }, 409);
        }
        case "already-yours":
          return c.json({ data: voucherData(code, now) }, 200);
        case "claimed-by-someone-else":
          return c.json({ message: claimedElsewhere }, 409);
        case "not-a-voucher":
          return c.json(
            fieldError(
              "code",
              `${code.code} is a code for everyone, not a voucher: enter it at checkout`,
            ),
            400,
          );
        case "used":
          return c.json(fieldError("code", `${code.code} has already been used`), 400);
        case "expired":
          return c.json(
            fieldError(
              "code",
              `${code.code} expired at ${describeMoment(code.validUntil ?? now, TIME_ZONES.GBR, now)}`,
            ),
            400,
          );
      }
    });
}
