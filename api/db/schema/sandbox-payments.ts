import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * The embedded payment provider's own books, kept like a real provider's: a charge or refund
 * asked for again with its idempotency key gets the first answer, after a restart too.
 */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    providerPaymentId: text("provider_payment_id"),
    /** A sandbox token: the test card's outcome and last four digits, or a wallet approval. */
    paymentToken: text("payment_token").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    request: jsonb("request").notNull(),
    result: jsonb("result").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sandbox_charges_payment_idx").on(table.providerPaymentId),
    index("sandbox_charges_token_idx").on(table.paymentToken),
    check(
      "sandbox_charges_refunded_check",
      sql`${table.refundedMinor} between 0 and ${table.amountMinor}`,
    ),
  ],
);

export const sandboxRefunds = pgTable("sandbox_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  providerPaymentId: text("provider_payment_id").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  result: jsonb("result").notNull(),
  createdAt: createdAt(),
});
