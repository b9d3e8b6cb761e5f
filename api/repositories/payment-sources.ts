import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cards } from "../db/schema";

/** A user's saved card as the provider charges it; null for someone else's or a missing one. */
export async function findCardToCharge(db: Db, userId: string, cardId: number) {
  const [card] = await db
    .select({ id: cards.id, provider: cards.provider, providerToken: cards.providerToken })
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
  return card ?? null;
}

/** The card a user's bookings are charged to when none is chosen: their default (spec §4). */
export async function findDefaultCardToCharge(db: Db, userId: string) {
  const [card] = await db
    .select({ id: cards.id, provider: cards.provider, providerToken: cards.providerToken })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, true)));
  return card ?? null;
}
