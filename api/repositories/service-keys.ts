import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serviceKeys } from "../db/schema";

/**
 * Returns the stored secret called `name`, storing `candidate` first if there is none.
 * Insert-then-read is race-safe: when two instances start together, the first insert wins
 * and both read the winner back.
 */
export async function ensureServiceKey(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(serviceKeys).values({ name, secret: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: serviceKeys.secret })
    .from(serviceKeys)
    .where(eq(serviceKeys.name, name));
  if (!row) {
    throw new Error(`Service key "${name}" is missing after insert`);
  }
  return row.secret;
}
