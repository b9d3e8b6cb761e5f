import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { currencies } from "#contract/vocabulary";
import { bankCountries } from "#contract/payouts";
import { users } from "./accounts";
import { bookings, purchases, refunds } from "./bookings";
import { createdAt, inList } from "./columns";
import { listings } from "./listings";

export const payoutAccountStatuses = ["ready", "onboarding"] as const;
export const earningKinds = ["earning", "reversal"] as const;
export const payoutStatuses = ["processing", "paid"] as const;

/**
 * Where an owner is paid in one currency (decision 026): the payout provider's account for them
 * and what the owner recognises it by. The bank details themselves stay with the provider.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency", { enum: currencies }).notNull(),
    country: text("country", { enum: bankCountries }).notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    holderName: text("holder_name").notNull(),
    /** Null while Stripe is still collecting the bank account. */
    last4: text("last4"),
    status: text("status", { enum: payoutAccountStatuses }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payout_accounts_owner_currency_key").on(table.ownerId, table.currency),
    check("payout_accounts_currency_check", sql`${table.currency} in ${inList(currencies)}`),
    check("payout_accounts_country_check", sql`${table.country} in ${inList(bankCountries)}`),
    check("payout_accounts_status_check", sql`${table.status} in ${inList(payoutAccountStatuses)}`),
    check("payout_accounts_last4_check", sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** One month's payment to one owner in one currency; a month is paid once. */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency", { enum: currencies }).notNull(),
    /** "2026-12": the month the payout is made in, for the parking provided before it. */
    month: text("month").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    accountLast4: text("account_last4"),
    providerPayoutId: text("provider_payout_id"),
    status: text("status", { enum: payoutStatuses }).notNull().default("processing"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payouts_owner_month_key").on(table.ownerId, table.currency, table.month),
    index("payouts_processing_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'processing'`),
    check("payouts_amount_check", sql`${table.amountMinor} > 0`),
    check("payouts_month_check", sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("payouts_status_check", sql`${table.status} in ${inList(payoutStatuses)}`),
  ],
);

/**
 * The owners' ledger: what each paid booking earns its owner (posted once per payment) and what
 * each refund takes back (once per refund, zero when it returned only a deposit). An entry is
 * due when the parking it pays for is provided, and paid out by the first monthly payout after.
 */
export const ownerEarnings = pgTable(
  "owner_earnings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id),
    refundId: uuid("refund_id").references(() => refunds.id),
    kind: text("kind", { enum: earningKinds }).notNull(),
    currency: text("currency", { enum: currencies }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    payoutId: uuid("payout_id").references(() => payouts.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("owner_earnings_payment_key")
      .on(table.purchaseId, table.bookingId)
      .where(sql`${table.kind} = 'earning'`),
    uniqueIndex("owner_earnings_refund_key").on(table.refundId),
    index("owner_earnings_unpaid_idx")
      .on(table.ownerId, table.currency, table.dueAt)
      .where(sql`${table.payoutId} is null`),
    index("owner_earnings_payout_idx").on(table.payoutId),
    check("owner_earnings_kind_check", sql`${table.kind} in ${inList(earningKinds)}`),
    check(
      "owner_earnings_amount_check",
      sql`(${table.kind} = 'earning' and ${table.amountMinor} >= 0 and ${table.refundId} is null) or (${table.kind} = 'reversal' and ${table.amountMinor} <= 0 and ${table.refundId} is not null)`,
    ),
  ],
);

/** The sandbox payout provider's books: the bank accounts it pays, as a real provider keeps them. */
export const sandboxPayoutAccounts = pgTable("sandbox_payout_accounts", {
  id: text("id").primaryKey(),
  holderName: text("holder_name").notNull(),
  country: text("country", { enum: bankCountries }).notNull(),
  sortCode: text("sort_code"),
  accountNumber: text("account_number"),
  iban: text("iban"),
  createdAt: createdAt(),
});

/** A transfer the sandbox made; asked again with its key, it answers the first transfer. */
export const sandboxTransfers = pgTable("sandbox_transfers", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  transferId: text("transfer_id").notNull(),
  accountId: text("account_id")
    .notNull()
    .references(() => sandboxPayoutAccounts.id),
  currency: text("currency", { enum: currencies }).notNull(),
  amountMinor: integer("amount_minor").notNull(),
  createdAt: createdAt(),
});
