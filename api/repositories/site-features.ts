import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteFeatures } from "../db/schema";
import type { SiteFeatureName, SiteFeatures } from "#contract/site-config";

export async function listSiteFeatures(db: Db): Promise<Array<{ name: string; enabled: boolean }>> {
  return db.select({ name: siteFeatures.name, enabled: siteFeatures.enabled }).from(siteFeatures);
}

export async function setSiteFeature(
  db: Db,
  name: SiteFeatureName,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(siteFeatures)
    .values({ name, enabled })
    .onConflictDoUpdate({
      target: siteFeatures.name,
      set: { enabled, updatedAt: sql`now()` },
    });
}

/** Inserts any missing flags with their defaults and returns the names it inserted. */
export async function insertMissingSiteFeatures(db: Db, defaults: SiteFeatures): Promise<string[]> {
  const rows = Object.entries(defaults).map(([name, enabled]) => ({
    name,
    enabled,
  }));
  const inserted = await db
    .insert(siteFeatures)
    .values(rows)
    .onConflictDoNothing()
    .returning({ name: siteFeatures.name });
  return inserted.map((row) => row.name);
}
