import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";

/** A file sent with an email, such as a booking's calendar event. */
export type EmailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingEmail = {
  to: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
  /**
   * Names the email once and for all ("booking-confirmation:123"): queuing another email with
   * the same key does nothing, so a trigger that runs twice still sends one email.
   */
  dedupeKey?: string;
  attachments?: EmailAttachment[];
  /** Extra headers, such as List-Unsubscribe on email a recipient can turn off. */
  headers?: Record<string, string>;
};

export type OutboxEntry = {
  id: string;
  to: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  dedupeKey: string | null;
  attachments: EmailAttachment[];
  headers: Record<string, string>;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
};

/** How attachments are kept in the jsonb column: the file in base64. */
const storedAttachments = z
  .array(z.object({ filename: z.string(), content_type: z.string(), content: z.base64() }))
  .nullable();
const storedHeaders = z.record(z.string(), z.string()).nullable();

const rowColumns = {
  id: outboxEmails.id,
  to: outboxEmails.toAddress,
  kind: outboxEmails.kind,
  subject: outboxEmails.subject,
  textBody: outboxEmails.textBody,
  htmlBody: outboxEmails.htmlBody,
  dedupeKey: outboxEmails.dedupeKey,
  attachments: outboxEmails.attachments,
  headers: outboxEmails.headers,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
  lastError: outboxEmails.lastError,
  attempts: outboxEmails.attempts,
  nextAttemptAt: outboxEmails.nextAttemptAt,
};

function selectEmails(db: Db) {
  return db.select(rowColumns).from(outboxEmails);
}

type Row = Awaited<ReturnType<typeof selectEmails>>[number];

function entryOf(row: Row): OutboxEntry {
  return {
    ...row,
    attachments: (storedAttachments.parse(row.attachments) ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.content_type,
      content: Buffer.from(file.content, "base64"),
    })),
    headers: storedHeaders.parse(row.headers) ?? {},
  };
}

/**
 * Queues an email to be sent; its id, or null when an email with the same `dedupeKey` was
 * queued before (and nothing is added).
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<string | null> {
  const attachments = email.attachments?.map((file) => ({
    filename: file.filename,
    content_type: file.contentType,
    content: file.content.toString("base64"),
  }));
  const [row] = await db
    .insert(outboxEmails)
    .values({
      toAddress: email.to,
      kind: email.kind,
      subject: email.subject,
      textBody: email.textBody,
      htmlBody: email.htmlBody ?? null,
      dedupeKey: email.dedupeKey ?? null,
      attachments: attachments?.length ? attachments : null,
      headers: email.headers && Object.keys(email.headers).length > 0 ? email.headers : null,
      // The statement's own clock, not the transaction's, so each email shows when it was queued.
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  return row?.id ?? null;
}

export async function listRecentEmails(db: Db, limit: number, to?: string): Promise<OutboxEntry[]> {
  const rows = await selectEmails(db)
    .where(to === undefined ? undefined : eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.sequence))
    .limit(limit);
  return rows.map(entryOf);
}

export async function findEmail(db: Db, id: string): Promise<OutboxEntry | null> {
  const [row] = await selectEmails(db).where(eq(outboxEmails.id, id));
  return row ? entryOf(row) : null;
}

/**
 * Takes up to `limit` emails due for sending, marking them sent as it takes them so that another
 * instance delivering at the same time skips them (SKIP LOCKED) instead of sending them twice.
 * Due: never sent, fewer than `maxAttempts` failures, and past the wait a failure set. Emails
 * that never failed go first, so one bad address cannot hold up the rest.
 */
export async function claimDueEmails(
  db: Db,
  options: { limit: number; maxAttempts: number; now: Date },
): Promise<OutboxEntry[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        isNull(outboxEmails.sentAt),
        lt(outboxEmails.attempts, options.maxAttempts),
        or(isNull(outboxEmails.nextAttemptAt), lte(outboxEmails.nextAttemptAt, options.now)),
      ),
    )
    .orderBy(sql`${outboxEmails.lastError} is not null`, outboxEmails.sequence)
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(outboxEmails)
    .set({ sentAt: options.now })
    .where(and(inArray(outboxEmails.id, due), isNull(outboxEmails.sentAt)))
    .returning(rowColumns);
  return rows.map(entryOf);
}

/** Clears the error an earlier attempt left on an email that has now gone. */
export async function clearEmailError(db: Db, id: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ lastError: null, nextAttemptAt: null })
    .where(eq(outboxEmails.id, id));
}

/**
 * Puts a claimed email back with the reason it could not be sent and its failures counted: it
 * is tried again from `nextAttemptAt`, or, with null, never again.
 */
export async function markEmailFailed(
  db: Db,
  id: string,
  failure: { error: string; attempts: number; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .update(outboxEmails)
    .set({
      sentAt: null,
      lastError: failure.error.slice(0, 1000),
      attempts: failure.attempts,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(outboxEmails.id, id));
}
