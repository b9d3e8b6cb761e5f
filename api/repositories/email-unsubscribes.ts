import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailUnsubscribes, users } from "../db/schema";
import type { UnsubscribeType } from "#contract/unsubscribes";
import type { EmailPreferencesOff } from "../domain/unsubscribes";

/** Records that `email` asked to stop `type`; asking again changes nothing. */
export async function recordEmailUnsubscribe(
  db: Db,
  email: string,
  type: UnsubscribeType,
): Promise<void> {
  await db.insert(emailUnsubscribes).values({ email, kind: type }).onConflictDoNothing();
}

/** Switches off the account's email preferences in `changes`, if `email` has an account. */
export async function switchOffAccountEmails(
  db: Db,
  email: string,
  changes: EmailPreferencesOff,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.email, email));
}
