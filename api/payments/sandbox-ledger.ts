import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { sandboxCharges, sandboxRefunds } from "../db/schema";
import type { ChargeRequest, ChargeResult, FinalChargeResult, RefundRequest } from "./provider";

/** A charge on the sandbox's books, with how much of it has been refunded. */
export type LedgerCharge = { request: ChargeRequest; result: ChargeResult; refundedMinor: number };

export type LedgerRefund = Pick<
  RefundRequest,
  "idempotencyKey" | "providerPaymentId" | "amountMinor"
> & {
  result: { status: "succeeded"; providerRefundId: string };
};

/** Recorded; refused as more than is left of the payment; or already recorded under its key. */
export type RefundRecording = "recorded" | "more-than-left" | "key-taken";

/**
 * Where the sandbox provider keeps its charges and refunds: the database, so a retried
 * payment is answered the same after a restart and by every instance, or memory for tests.
 */
export type SandboxLedger = {
  findCharge(idempotencyKey: string): Promise<LedgerCharge | null>;
  findChargeByPaymentId(providerPaymentId: string): Promise<LedgerCharge | null>;
  /** The key of the charge that spent a one-off wallet token, if one did. */
  tokenSpentBy(paymentToken: string): Promise<string | null>;
  /** Stores the charge unless its key is taken; answers the charge stored under the key. */
  recordCharge(charge: LedgerCharge): Promise<LedgerCharge>;
  /**
   * The driver's answer to a charge waiting for them to confirm it: false when the charge is
   * no longer waiting (answered already, or never asked).
   */
  finishAction(providerPaymentId: string, result: FinalChargeResult): Promise<boolean>;
  findRefund(idempotencyKey: string): Promise<LedgerRefund | null>;
  /** Takes the refund off what is left of its payment and stores it, as one step. */
  recordRefund(refund: LedgerRefund): Promise<RefundRecording>;
};

export function memoryLedger(): SandboxLedger {
  const charges = new Map<string, LedgerCharge>();
  const refunds = new Map<string, LedgerRefund>();
  const byPaymentId = (providerPaymentId: string) =>
    [...charges.values()].find((charge) => charge.result.providerPaymentId === providerPaymentId);
  return {
    async findCharge(idempotencyKey) {
      return charges.get(idempotencyKey) ?? null;
    },
    async findChargeByPaymentId(providerPaymentId) {
      return byPaymentId(providerPaymentId) ?? null;
    },
    async tokenSpentBy(paymentToken) {
      return (
        [...charges.values()].find((charge) => charge.request.paymentToken === paymentToken)
          ?.request.idempotencyKey ?? null
      );
    },
    async recordCharge(charge) {
      const stored = charges.get(charge.request.idempotencyKey);
      if (stored) return stored;
      charges.set(charge.request.idempotencyKey, charge);
      return charge;
    },
    async finishAction(providerPaymentId, result) {
      const charge = byPaymentId(providerPaymentId);
      if (charge?.result.status !== "requires_action") return false;
      charge.result = result;
      return true;
    },
    async findRefund(idempotencyKey) {
      return refunds.get(idempotencyKey) ?? null;
    },
    async recordRefund(refund) {
      if (refunds.has(refund.idempotencyKey)) return "key-taken";
      const charge = byPaymentId(refund.providerPaymentId);
      if (!charge || charge.refundedMinor + refund.amountMinor > charge.request.amountMinor) {
        return "more-than-left";
      }
      charge.refundedMinor += refund.amountMinor;
      refunds.set(refund.idempotencyKey, refund);
      return "recorded";
    },
  };
}

const chargeRequest = z.object({
  idempotencyKey: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(["GBP", "EUR"]),
  method: z.enum(["card", "paypal", "apple-pay", "google-pay"]),
  paymentToken: z.string(),
  description: z.string(),
  returnUrl: z.string().optional(),
});

const declineCode = z.enum([
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "authentication_required",
  "authentication_failed",
  "processing_error",
]);

const chargeResult = z.discriminatedUnion("status", [
  z.object({ status: z.literal("succeeded"), providerPaymentId: z.string() }),
  z.object({
    status: z.literal("declined"),
    code: declineCode,
    reason: z.string(),
    providerPaymentId: z.string().optional(),
  }),
  z.object({
    status: z.literal("requires_action"),
    providerPaymentId: z.string(),
    clientSecret: z.string(),
    nextActionUrl: z.string(),
    expiresAt: z.iso.datetime(),
  }),
]);

const refundResult = z.object({ status: z.literal("succeeded"), providerRefundId: z.string() });

function chargeOf(row: typeof sandboxCharges.$inferSelect): LedgerCharge {
  return {
    request: chargeRequest.parse(row.request),
    result: chargeResult.parse(row.result),
    refundedMinor: row.refundedMinor,
  };
}

export function databaseLedger(db: Db): SandboxLedger {
  async function chargeWhere(condition: ReturnType<typeof eq>) {
    const [row] = await db.select().from(sandboxCharges).where(condition).limit(1);
    return row ? chargeOf(row) : null;
  }
  return {
    findCharge: (idempotencyKey) => chargeWhere(eq(sandboxCharges.idempotencyKey, idempotencyKey)),
    findChargeByPaymentId: (providerPaymentId) =>
      chargeWhere(eq(sandboxCharges.providerPaymentId, providerPaymentId)),
    async tokenSpentBy(paymentToken) {
      const [row] = await db
        .select({ idempotencyKey: sandboxCharges.idempotencyKey })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.paymentToken, paymentToken))
        .limit(1);
      return row?.idempotencyKey ?? null;
    },
    async recordCharge(charge) {
      const { request, result } = charge;
      await db
        .insert(sandboxCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          providerPaymentId: result.providerPaymentId ?? null,
          paymentToken: request.paymentToken,
          amountMinor: request.amountMinor,
          refundedMinor: charge.refundedMinor,
          request,
          result,
        })
        .onConflictDoNothing();
      const stored = await chargeWhere(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      if (!stored) throw new Error("The sandbox charge was not stored");
      return stored;
    },
    async finishAction(providerPaymentId, result) {
      const finished = await db
        .update(sandboxCharges)
        .set({ result })
        .where(
          and(
            eq(sandboxCharges.providerPaymentId, providerPaymentId),
            sql`${sandboxCharges.result}->>'status' = 'requires_action'`,
          ),
        )
        .returning({ key: sandboxCharges.idempotencyKey });
      return finished.length > 0;
    },
    async findRefund(idempotencyKey) {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (!row) return null;
      return {
        idempotencyKey: row.idempotencyKey,
        providerPaymentId: row.providerPaymentId,
        amountMinor: row.amountMinor,
        result: refundResult.parse(row.result),
      };
    },
    async recordRefund(refund) {
      return db
        .transaction(async (tx) => {
          const [stored] = await tx
            .insert(sandboxRefunds)
            .values(refund)
            .onConflictDoNothing()
            .returning({ key: sandboxRefunds.idempotencyKey });
          if (!stored) return "key-taken" as const;
          const taken = await tx
            .update(sandboxCharges)
            .set({ refundedMinor: sql`${sandboxCharges.refundedMinor} + ${refund.amountMinor}` })
            .where(
              and(
                eq(sandboxCharges.providerPaymentId, refund.providerPaymentId),
                sql`${sandboxCharges.refundedMinor} + ${refund.amountMinor} <= ${sandboxCharges.amountMinor}`,
              ),
            )
            .returning({ key: sandboxCharges.idempotencyKey });
          if (taken.length === 0) throw new MoreThanLeft();
          return "recorded" as const;
        })
        .catch((error: unknown) => {
          if (error instanceof MoreThanLeft) return "more-than-left" as const;
          throw error;
        });
    },
  };
}

/** Thrown to roll a refund's record back when the payment has less left than it. */
class MoreThanLeft extends Error {}
