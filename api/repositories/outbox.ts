import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";

export type OutgoingEmail = {
  to: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
};

export type OutboxEntry = {
  id: string;
  to: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};

const entryColumns = {
  id: outboxEmails.id,
  to: outboxEmails.toAddress,
  kind: outboxEmails.kind,
  subject: outboxEmails.subject,
  textBody: outboxEmails.textBody,
  htmlBody: outboxEmails.htmlBody,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
  lastError: outboxEmails.lastError,
};

export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values({
      toAddress: email.to,
      kind: email.kind,
      subject: email.subject,
      textBody: email.textBody,
      htmlBody: email.htmlBody ?? null,
      // The statement's own clock, not the transaction's, so each email shows when it was queued.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("The outbox did not return the email it stored");
  return row.id;
}

export async function listRecentEmails(db: Db, limit: number): Promise<OutboxEntry[]> {
  return db
    .select(entryColumns)
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.sequence))
    .limit(limit);
}

/**
 * Takes up to `limit` unsent emails for sending, marking them sent as it takes them so that
 * another instance delivering at the same time skips them (SKIP LOCKED) instead of sending them
 * twice. Emails that never failed go first, so one bad address cannot hold up the rest.
 */
export async function claimUnsentEmails(db: Db, limit: number): Promise<OutboxEntry[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(isNull(outboxEmails.sentAt))
    .orderBy(sql`${outboxEmails.lastError} is not null`, outboxEmails.sequence)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({ sentAt: sql`now()` })
    .where(and(inArray(outboxEmails.id, due), isNull(outboxEmails.sentAt)))
    .returning(entryColumns);
}

/** Clears the error an earlier attempt left on an email that has now gone. */
export async function clearEmailError(db: Db, id: string): Promise<void> {
  await db.update(outboxEmails).set({ lastError: null }).where(eq(outboxEmails.id, id));
}

/** Puts a claimed email back in the queue with the reason it could not be sent. */
export async function markEmailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ sentAt: null, lastError: error.slice(0, 1000) })
    .where(eq(outboxEmails.id, id));
}
