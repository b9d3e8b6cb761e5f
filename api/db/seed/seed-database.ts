import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { defaultSiteFeatures } from "../../domain/site-features";
import { seedPlaces } from "../../reference/seed-places";
import { insertMissingSiteFeatures } from "../../repositories/site-features";
import { seedDemoData } from "./demo-data";
import { seedDiscountCodes } from "./discount-codes";
import { seedProducts } from "./products";

/** How many demo spaces the embedded database starts with, around the landing-page places. */
export const DEFAULT_DEMO_SPACES = 3_000;

export type SeedOptions = {
  /** Demo spaces to create when the database has no listings yet; 0 for none. */
  spaces: number;
  /** Makes demo data reproducible: the same seed gives the same owners and spaces. */
  seed: number;
  now: Date;
};

/** One line per step, printed by the CLI and on first start. */
export type SeedReport = string[];

/**
 * Brings a database up to what Parkway needs: feature flags, the gazetteer and, when asked,
 * demo data. Each step leaves existing data alone, so running it again is safe.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = [];
  const inserted = await insertMissingSiteFeatures(db, defaultSiteFeatures);
  report.push(
    inserted.length > 0
      ? `Feature flags: added ${inserted.join(", ")}`
      : "Feature flags: all present, left unchanged",
  );
  const places = await seedPlaces(db);
  report.push(
    places > 0
      ? `Places: added ${places.toLocaleString("en-GB")} (see api/reference/LICENCES.md)`
      : "Places: already present, left unchanged",
  );
  const extras = await seedProducts(db);
  report.push(
    extras > 0
      ? `Airport extras: added ${extras}`
      : "Airport extras: already present, left unchanged",
  );
  report.push(...(await seedDemoData(db, options)));
  if (options.spaces > 0) report.push(...(await seedDiscountCodes(db)));
  // Fresh statistics after a bulk load: without them PostgreSQL planned the search's bay and
  // booking look-ups for empty tables, and central London took 140 ms instead of 7.
  await db.execute(sql`analyze`);
  return report;
}
