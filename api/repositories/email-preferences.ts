import { sql, type SQL } from "drizzle-orm";
import type { UnsubscribeType } from "#contract/unsubscribes";
import { z } from "zod";
import type { Db } from "../db/client";

const answerSchema = z.object({ rows: z.array(z.object({ wants: z.boolean() })) });

/** The kinds of email an address may turn off; confirmations and receipts are not among them. */
export type OptionalEmail = Exclude<UnsubscribeType, "all">;

const accountSwitch: Partial<Record<OptionalEmail, SQL>> = {
  "booking-reminders": sql.raw("u.booking_reminders"),
  marketing: sql.raw("u.marketing_emails"),
};

/**
 * Whether the address held by `address` (an SQL expression) wants `type`, as a condition for
 * queries that pick whom to email. An address with an account follows the account's switches,
 * which its profile and its unsubscribe links both set; any other address (a guest's) gets
 * reminders and alerts until an unsubscribe link records that it asked to stop, and never gets
 * marketing it did not ask for. Location alerts have no account switch: the links decide.
 */
export function wantsEmailCondition(address: SQL, type: OptionalEmail): SQL {
  const unsubscribed = sql`exists (select 1 from email_unsubscribes e
    where e.email = ${address} and e.kind in (${type}, 'all'))`;
  const switched = accountSwitch[type];
  if (!switched) return sql`not ${unsubscribed}`;
  const guestDefault = type === "marketing" ? sql`false` : sql`not ${unsubscribed}`;
  return sql`coalesce((select ${switched} from users u
    where u.email = ${address} and u.deleted_at is null), ${guestDefault})`;
}

/** Whether `email` wants `type` of email now: ask before queuing any email that is optional. */
export async function wantsEmail(db: Db, email: string, type: OptionalEmail): Promise<boolean> {
  const result = await db.execute(
    sql`select ${wantsEmailCondition(sql`${email}::citext`, type)} as wants`,
  );
  return answerSchema.parse(result).rows[0]?.wants === true;
}
