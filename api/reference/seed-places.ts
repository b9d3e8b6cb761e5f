import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { hasPlaces, insertPlaces } from "../repositories/places";
import { loadGazetteer } from "./gazetteer";
import type { PlaceRecord } from "./place-record";

// Any constant works; it only has to be the same for every instance seeding the same database.
const seedLockKey = 7_426_171_894;

/**
 * Fills the gazetteer once: does nothing when places exist already, otherwise loads the reference
 * data and inserts it. Returns how many places it inserted. Instances starting together wait for
 * each other on an advisory lock, so the places are inserted once.
 */
export async function seedPlaces(
  db: Db,
  load: () => PlaceRecord[] = loadGazetteer,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasPlaces(tx)) return 0;
    return insertPlaces(tx, load());
  });
}
