import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { socialProviders, userScopes } from "#contract/accounts";
import { createdAt, inList, textArray } from "./columns";

/** Case-insensitive text: one account per email however it is typed. */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: citext("email").notNull(),
    /** Argon2id; null for an account that only signs in through a social provider. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    mobile: text("mobile"),
    scopes: text("scopes", { enum: userScopes })
      .array()
      .notNull()
      .default(sql`'{driver}'::text[]`),
    marketingEmails: boolean("marketing_emails").notNull().default(false),
    bookingReminders: boolean("booking_reminders").notNull().default(true),
    /** Access tokens issued before this are refused: a password change signs out other sessions. */
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    /** An erased account: its personal data is gone, its bookings stay anonymised for accounts. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    check("users_scopes_check", sql`${table.scopes} <@ ${textArray(userScopes)}`),
  ],
);

export const socialIdentities = pgTable(
  "social_identities",
  {
    provider: text("provider", { enum: socialProviders }).notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: citext("email"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index("social_identities_user_idx").on(table.userId),
    check("social_identities_provider_check", sql`${table.provider} in ${inList(socialProviders)}`),
  ],
);

/** A forgotten-password link: only a hash of its token is kept, and it works once. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);

/** Email waiting to be sent (or, in development, read at /dev/outbox). */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Queue order: the clock can give two emails the same time (PGlite's counts milliseconds). */
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    toAddress: citext("to_address").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** One email per key ("booking-confirmation:123"): queuing the same one again does nothing. */
    dedupeKey: text("dedupe_key"),
    /** Files sent with the email, each `{ filename, content_type, content }` in base64. */
    attachments: jsonb("attachments"),
    /** Extra headers, such as List-Unsubscribe for email a recipient can turn off. */
    headers: jsonb("headers"),
    /** Failed sends so far; the next try waits longer each time. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("outbox_emails_dedupe_key").on(table.dedupeKey),
    index("outbox_emails_unsent_idx")
      .on(table.sequence)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Emails that asked not to receive a kind of message (spec §2 unsubscribe). */
export const emailUnsubscribes = pgTable(
  "email_unsubscribes",
  {
    email: citext("email").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.email, table.kind] })],
);

/** Access tokens signed out before they expire; a row can go once `expires_at` has passed. */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    tokenId: text("token_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("revoked_tokens_expires_idx").on(table.expiresAt)],
);
