import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { SessionStanding } from "../domain/sessions";
import { isTokenRevoked } from "./revoked-tokens";

/**
 * Whether a user's token was signed out, and whether its account has since ended its sessions
 * or been erased: one query for a user's token, which every signed-in request makes.
 */
export async function sessionStanding(
  db: Db,
  token: { tokenId: string; userId: string | null },
): Promise<SessionStanding> {
  if (token.userId !== null) {
    const [account] = await db
      .select({
        revoked: sql<boolean>`exists (select 1 from revoked_tokens r where r.token_id = ${token.tokenId})`,
        deletedAt: users.deletedAt,
        sessionsValidAfter: users.sessionsValidAfter,
      })
      .from(users)
      .where(eq(users.id, token.userId));
    if (account) {
      return {
        revoked: account.revoked,
        accountErased: account.deletedAt !== null,
        sessionsValidAfter: account.sessionsValidAfter,
      };
    }
  }
  return {
    revoked: await isTokenRevoked(db, token.tokenId),
    accountErased: false,
    sessionsValidAfter: null,
  };
}
