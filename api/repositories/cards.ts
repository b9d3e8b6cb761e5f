import { and, desc, eq, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { cards, users } from "../db/schema";
import type { ProviderCard } from "../payments/provider";

/** What a driver sees of a saved card; never the provider's token. */
const savedCardColumns = {
  id: cards.id,
  brand: cards.brand,
  last4: cards.last4,
  expMonth: cards.expMonth,
  expYear: cards.expYear,
  isDefault: cards.isDefault,
};

export type SavedCard = {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
};

/** The default card first (spec §4 selects it), then the newest. */
const cardOrder = [desc(cards.isDefault), desc(cards.createdAt), desc(cards.id)];

export async function listCards(db: Db, userId: string): Promise<SavedCard[]> {
  return db
    .select(savedCardColumns)
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(...cardOrder);
}

/**
 * Locks the user's row for the rest of the transaction, so that two requests changing the same
 * driver's cards take turns and exactly one card stays the default. False: no such user.
 */
export async function lockCardHolder(tx: Db, userId: string): Promise<boolean> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return user !== undefined;
}

/** The user's card that is this card again: the same provider token, or brand, digits and expiry. */
export async function findSameCard(
  tx: Db,
  userId: string,
  provider: string,
  card: ProviderCard,
): Promise<SavedCard | null> {
  const [same] = await tx
    .select(savedCardColumns)
    .from(cards)
    .where(
      and(
        eq(cards.userId, userId),
        eq(cards.provider, provider),
        or(
          eq(cards.providerToken, card.providerToken),
          and(
            eq(cards.brand, card.brand),
            eq(cards.last4, card.last4),
            eq(cards.expMonth, card.expMonth),
            eq(cards.expYear, card.expYear),
          ),
        ),
      ),
    )
    .limit(1);
  return same ?? null;
}

export async function hasDefaultCard(tx: Db, userId: string): Promise<boolean> {
  const [card] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, true)));
  return card !== undefined;
}

/** Call within a transaction holding `lockCardHolder`; clear the old default first if needed. */
export async function insertCard(
  tx: Db,
  card: ProviderCard & { userId: string; provider: string; isDefault: boolean },
): Promise<SavedCard> {
  const [saved] = await tx
    .insert(cards)
    .values({
      userId: card.userId,
      provider: card.provider,
      providerToken: card.providerToken,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: card.isDefault,
    })
    .returning(savedCardColumns);
  if (!saved) throw new Error("The card was not saved");
  return saved;
}

/**
 * Makes the user's card `cardId` their only default. Call within a transaction holding
 * `lockCardHolder`. Null: the user has no such card.
 */
export async function makeDefaultCard(
  tx: Db,
  userId: string,
  cardId: number,
): Promise<SavedCard | null> {
  const [owned] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
  if (!owned) return null;
  await tx
    .update(cards)
    .set({ isDefault: false })
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, true), ne(cards.id, cardId)));
  const [card] = await tx
    .update(cards)
    .set({ isDefault: true })
    .where(eq(cards.id, cardId))
    .returning(savedCardColumns);
  return card ?? null;
}

export async function clearDefaultCard(tx: Db, userId: string): Promise<void> {
  await tx
    .update(cards)
    .set({ isDefault: false })
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, true)));
}

/**
 * Deletes the user's card; when it was the default, the newest remaining card becomes the
 * default. Call within a transaction holding `lockCardHolder`. False: the user has no such card.
 */
export async function deleteCard(tx: Db, userId: string, cardId: number): Promise<boolean> {
  const [deleted] = await tx
    .delete(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
    .returning({ isDefault: cards.isDefault });
  if (!deleted) return false;
  if (deleted.isDefault) {
    const [newest] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(eq(cards.userId, userId))
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(1);
    if (newest) await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, newest.id));
  }
  return true;
}

/**
 * Keeps the provider's card on the user's account, once: a card saved already (the same token,
 * or the same brand, last four digits and expiry) is the one answered, made the default when
 * asked. The first card becomes the default. Null: the user is gone.
 */
export async function keepCard(
  db: Db,
  request: { userId: string; provider: string; card: ProviderCard; makeDefault: boolean },
): Promise<{ card: SavedCard; created: boolean } | null> {
  const { userId, provider, card, makeDefault } = request;
  return db.transaction(async (tx) => {
    if (!(await lockCardHolder(tx, userId))) return null;
    const same = await findSameCard(tx, userId, provider, card);
    if (same) {
      const changed = makeDefault ? await makeDefaultCard(tx, userId, same.id) : same;
      return { card: changed ?? same, created: false };
    }
    const isDefault = makeDefault || !(await hasDefaultCard(tx, userId));
    if (isDefault) await clearDefaultCard(tx, userId);
    return { card: await insertCard(tx, { ...card, userId, provider, isDefault }), created: true };
  });
}
