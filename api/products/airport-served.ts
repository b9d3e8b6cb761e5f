import type { Db } from "../db/client";
import {
  airportByCode,
  nearestAirport,
  type Airport,
  type ListingForExtras,
} from "../repositories/products";

/** How far from an airport a space or a searched point may be for its extras to be offered. */
export const AIRPORT_REACH_METRES = 30_000;

/**
 * The airport whose extras go with a space: the one its owner named (an airport space's
 * `airport_code`), else the gazetteer's nearest airport within 30 km of the space.
 */
export async function airportServing(
  db: Db,
  listing: Pick<ListingForExtras, "airportCode" | "lat" | "lng">,
): Promise<Airport | null> {
  if (listing.airportCode) return airportByCode(db, listing.airportCode);
  if (listing.lat === null || listing.lng === null) return null;
  return nearestAirport(db, { lat: listing.lat, lng: listing.lng }, AIRPORT_REACH_METRES);
}
