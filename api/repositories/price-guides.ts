import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { listings, seasonPrices } from "../db/schema";
import type { NearbyListingPrices } from "../domain/price-guide";
import type { Origin } from "./listings";

const point = sql`${listings.earth}`;

/**
 * The prices of the active listings nearest `origin` within `radiusMetres`, nearest first, with
 * their space types so that an owner's type can be compared like for like. The monthly price is
 * the one-month mon-sun plan's, the one a monthly search shows first.
 */
export async function nearbyListingPrices(
  db: Db,
  origin: Origin,
  options: { radiusMetres: number; limit: number },
): Promise<NearbyListingPrices[]> {
  const earthAt = sql`ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)`;
  const distance = sql<number>`earth_distance(${point}, ${earthAt})`.mapWith(Number);
  return db
    .select({
      country: listings.country,
      currency: listings.currency,
      spaceType: listings.spaceType,
      hourlyMinor: listings.hourlyPriceMinor,
      dailyMinor: listings.dailyPriceMinor,
      monthlyMinor: seasonPrices.totalMinor,
      distanceMetres: distance,
    })
    .from(listings)
    .leftJoin(
      seasonPrices,
      and(
        eq(seasonPrices.listingId, listings.id),
        eq(seasonPrices.plan, "mon-sun"),
        eq(seasonPrices.intervalCount, 1),
      ),
    )
    .where(
      and(
        // A literal, not a parameter, so the planner can use the partial GiST index.
        sql`${listings.status} = 'active'`,
        sql`earth_box(${earthAt}, ${options.radiusMetres}::float8) @> ${point}`,
        sql`${distance} <= ${options.radiusMetres}`,
      ),
    )
    .orderBy(sql`${point} <-> ${earthAt}`)
    .limit(options.limit);
}
