import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import type { ApiDeps } from "../context";
import { settle, type PurchaseDeps } from "../checkout/purchase";
import { settleRenewal } from "../checkout/renewals";
import type { Db } from "../db/client";
import { paymentDisputes, purchases, refunds, stripeEvents } from "../db/schema";
import type { PurchaseRow } from "../repositories/purchases";
import { findPurchase } from "../repositories/purchases";
import { declineReason } from "./declines";
import type { FinalChargeResult } from "./provider";
import { checkoutSessionResult, declineCodeFromStripe } from "./stripe";

export type StripeWebhookDeps = PurchaseDeps & Pick<ApiDeps, "reportError"> & { stripe: Stripe };

const purchaseId = z.uuid();

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * The purchase a PaymentIntent or Checkout Session was made for: its idempotency key, in the
 * metadata, is the purchase's id.
 */
async function purchaseKeyedBy(db: Db, made: { metadata?: Stripe.Metadata | null }) {
  const id = purchaseId.safeParse(made.metadata?.idempotency_key);
  if (!id.success) return null;
  const purchase = await findPurchase(db, id.data);
  return purchase?.provider === "stripe" ? purchase : null;
}

/** The purchase a settled payment paid for, by the payment's id. */
async function purchasePaidBy(db: Db, paymentIntentId: string | null) {
  if (!paymentIntentId) return null;
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, "stripe"), eq(purchases.providerPaymentId, paymentIntentId)));
  return purchase ?? null;
}

async function settlePurchase(
  deps: StripeWebhookDeps,
  purchase: PurchaseRow,
  result: FinalChargeResult,
) {
  if (purchase.kind === "renewal") await settleRenewal(deps, purchase, result);
  else await settle(deps, purchase, result);
}

/**
 * Refunds made in Stripe's Dashboard, which Parkway did not ask for: kept like its own, so
 * the owner's earnings are reversed too. Parkway's own refunds carry their idempotency key in
 * their metadata and are kept by whoever asked for them.
 */
async function recordRefunds(deps: StripeWebhookDeps, charge: Stripe.Charge) {
  const { db } = deps.database;
  const purchase = await purchasePaidBy(db, idOf(charge.payment_intent));
  const [bookingId] = purchase?.bookingIds ?? [];
  if (!purchase || bookingId === undefined) return;
  const made = await deps.stripe.refunds.list({ charge: charge.id, limit: 100 });
  const fromDashboard = made.data.filter(
    (refund) =>
      !refund.metadata?.idempotency_key &&
      (refund.status === "succeeded" || refund.status === "pending"),
  );
  if (fromDashboard.length === 0) return;
  await db.transaction(async (tx) => {
    // One refund at a time per purchase: two events for one charge never keep a refund twice.
    await tx.execute(sql`select id from ${purchases} where id = ${purchase.id} for update`);
    const kept = await tx
      .select({ providerRefundId: refunds.providerRefundId })
      .from(refunds)
      .where(
        and(
          eq(refunds.purchaseId, purchase.id),
          inArray(
            refunds.providerRefundId,
            fromDashboard.map((refund) => refund.id),
          ),
        ),
      );
    const keptIds = new Set(kept.map((refund) => refund.providerRefundId));
    const unkept = fromDashboard.filter((refund) => !keptIds.has(refund.id));
    if (unkept.length === 0) return;
    await tx.insert(refunds).values(
      unkept.map((refund) => ({
        purchaseId: purchase.id,
        // A purchase of several bookings is refunded in Stripe as one payment.
        bookingId,
        amountMinor: refund.amount,
        providerRefundId: refund.id,
        status: refund.status ?? "succeeded",
      })),
    );
  });
}

async function recordDispute(deps: StripeWebhookDeps, dispute: Stripe.Dispute) {
  const { db } = deps.database;
  const paymentIntentId = idOf(dispute.payment_intent) ?? idOf(dispute.charge) ?? "";
  const purchase = await purchasePaidBy(db, idOf(dispute.payment_intent));
  const dueBy = dispute.evidence_details?.due_by;
  await db
    .insert(paymentDisputes)
    .values({
      providerDisputeId: dispute.id,
      providerPaymentId: paymentIntentId,
      purchaseId: purchase?.id ?? null,
      amountMinor: dispute.amount,
      currency: dispute.currency.toUpperCase(),
      reason: dispute.reason,
      status: dispute.status,
      evidenceDueBy: dueBy ? new Date(dueBy * 1000) : null,
    })
    .onConflictDoNothing();
  // The operators answer a dispute in Stripe's Dashboard, before its evidence is due.
  const report =
    deps.reportError ?? ((error: unknown) => console.error("Payment disputed:", error));
  report(new Error(`Stripe dispute ${dispute.id} on payment ${paymentIntentId}`), {
    task: "payment dispute",
    purchaseId: purchase?.id,
    reason: dispute.reason,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000).toISOString() : undefined,
  });
}

async function actOn(deps: StripeWebhookDeps, event: Stripe.Event) {
  const { db } = deps.database;
  switch (event.type) {
    case "payment_intent.succeeded": {
      const paymentIntent = event.data.object;
      const purchase = await purchaseKeyedBy(db, paymentIntent);
      if (purchase) {
        await settlePurchase(deps, purchase, {
          status: "succeeded",
          providerPaymentId: paymentIntent.id,
        });
      }
      return;
    }
    case "payment_intent.payment_failed": {
      const paymentIntent = event.data.object;
      // In the Payment Element the driver may try another card: the page decides, or its time.
      if (paymentIntent.metadata?.payment_page === "embedded") return;
      const purchase = await purchaseKeyedBy(db, paymentIntent);
      if (!purchase) return;
      const code = declineCodeFromStripe(paymentIntent.last_payment_error ?? {});
      await settlePurchase(deps, purchase, {
        status: "declined",
        code,
        reason: declineReason(code),
        providerPaymentId: paymentIntent.id,
      });
      return;
    }
    case "checkout.session.completed":
    case "checkout.session.expired": {
      // A card saved on Checkout's page (setup mode) is kept when the driver returns with it.
      const session = event.data.object;
      if (session.mode !== "payment") return;
      const purchase = await purchaseKeyedBy(db, session);
      if (!purchase) return;
      const result = checkoutSessionResult(session);
      // Paid by a method that settles later: its PaymentIntent's own event will tell.
      if (result.status === "requires_payment_method") return;
      await settlePurchase(deps, purchase, result);
      return;
    }
    case "charge.refunded":
      return recordRefunds(deps, event.data.object);
    case "charge.dispute.created":
      return recordDispute(deps, event.data.object);
    default:
      // The endpoint is subscribed to the six above; anything else has nothing to settle.
      return;
  }
}

/**
 * Acts on a verified event once: the event's id is claimed first, and a delivery that finds it
 * claimed is answered without acting. If acting fails, the claim is let go so that Stripe's
 * next delivery tries again.
 */
export async function takeStripeEvent(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
): Promise<"acted" | "seen before"> {
  const { db } = deps.database;
  const claimed = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (claimed.length === 0) return "seen before";
  try {
    await actOn(deps, event);
  } catch (error) {
    await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
  return "acted";
}
