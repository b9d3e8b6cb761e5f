import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { listings, places, products } from "../db/schema";
import { productKeys } from "#contract/vocabulary";
import type { CatalogueProduct } from "../products/catalogue";
import { nearestPlaces } from "./places";

/** An airport as the products API names it. */
export type Airport = { code: string; name: string };

const productColumns = {
  id: products.id,
  key: products.key,
  airportCode: products.airportCode,
  name: products.name,
  description: products.description,
  currency: products.currency,
  variants: products.variants,
  images: products.images,
  instructions: products.instructions,
};

const keyOrder = sql`array_position(${sql.param([...productKeys])}::text[], ${products.key})`;

export type Product = Awaited<ReturnType<typeof productsAtAirport>>[number];

/** The extras offered at an airport, in the order of spec §3: ride, fast track, lounge. */
export async function productsAtAirport(db: Db, airportCode: string) {
  return db
    .select(productColumns)
    .from(products)
    .where(eq(products.airportCode, airportCode))
    .orderBy(keyOrder);
}

export async function findProducts(db: Db, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Adds the products not there yet; an airport's existing extras are left as they are. */
export async function insertMissingProducts(
  db: Db,
  rows: readonly CatalogueProduct[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(products)
    .values([...rows])
    .onConflictDoNothing({ target: [products.airportCode, products.key] })
    .returning({ id: products.id });
  return inserted.length;
}

/** What the products API needs of the space a driver parks at. */
export async function findListingForExtras(db: Db, listingId: number) {
  const [listing] = await db
    .select({
      id: listings.id,
      status: listings.status,
      airportCode: listings.airportCode,
      addressLine: listings.addressLine,
      city: listings.city,
      postcode: listings.postcode,
      lat: listings.lat,
      lng: listings.lng,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return listing ?? null;
}

export type ListingForExtras = NonNullable<Awaited<ReturnType<typeof findListingForExtras>>>;

/** The gazetteer's airport with this IATA code; its code stands in for a name it lacks. */
export async function airportByCode(db: Db, code: string): Promise<Airport> {
  const [airport] = await db
    .select({ name: places.name })
    .from(places)
    .where(and(eq(places.kind, "airport"), sql`lower(${places.code}) = lower(${code})`))
    .limit(1);
  return { code, name: airport?.name ?? code };
}

/** The gazetteer's nearest airport with a code, if it lies within `withinMetres`. */
export async function nearestAirport(
  db: Db,
  point: { lat: number; lng: number },
  withinMetres: number,
): Promise<Airport | null> {
  const [airport] = await nearestPlaces(db, { ...point, limit: 1, kinds: ["airport"] });
  if (!airport?.code || airport.distanceMetres > withinMetres) return null;
  return { code: airport.code, name: airport.name };
}
