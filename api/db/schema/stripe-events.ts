import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { purchases } from "./bookings";
import { createdAt } from "./columns";

/**
 * Stripe's webhook events taken in, by event id: Stripe delivers an event at least once, and a
 * delivery of an event already here is answered without acting on it again (decision 029).
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/**
 * A driver's bank disputes a payment (a chargeback): kept so that the operators answer it in
 * Stripe before `evidenceDueBy`, and flagged to them when it arrives.
 */
export const paymentDisputes = pgTable(
  "payment_disputes",
  {
    providerDisputeId: text("provider_dispute_id").primaryKey(),
    providerPaymentId: text("provider_payment_id").notNull(),
    /** Null when the disputed payment was not one of Parkway's purchases. */
    purchaseId: uuid("purchase_id").references(() => purchases.id),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull(),
    evidenceDueBy: timestamp("evidence_due_by", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("payment_disputes_purchase_idx").on(table.purchaseId)],
);
