import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { SocialProvider } from "#contract/accounts";
import { socialIdentities } from "../db/schema";

export type SocialIdentity = { provider: SocialProvider; subject: string; email?: string | null };

export async function findIdentityUser(
  db: Db,
  identity: Pick<SocialIdentity, "provider" | "subject">,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.provider, identity.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Links the identity to the user unless it is linked already. Returns the user it is linked to
 * afterwards: `userId` itself, or the other user that holds it.
 */
export async function linkIdentity(
  db: Db,
  identity: SocialIdentity,
  userId: string,
): Promise<{ linkedTo: string; created: boolean }> {
  const [created] = await db
    .insert(socialIdentities)
    .values({
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email ?? null,
      userId,
    })
    .onConflictDoNothing()
    .returning({ userId: socialIdentities.userId });
  if (created) return { linkedTo: created.userId, created: true };
  const owner = await findIdentityUser(db, identity);
  if (!owner) throw new Error("A social identity vanished while it was being linked");
  return { linkedTo: owner, created: false };
}
