import type { Db } from "../client";
import { airportProducts } from "../../products/catalogue";
import { airportPlaces, readOurAirportsRows } from "../../reference/airports";
import { insertMissingProducts } from "../../repositories/products";

/**
 * The airport extras: Park and Go, Fast Track Security and a lounge at each of the gazetteer's
 * 32 airports, in GBP in the UK and EUR in Ireland (prices in api/products/catalogue.ts).
 * Products already there are left as they are, so running it again is safe. Returns how many
 * it added.
 */
export async function seedProducts(db: Db): Promise<number> {
  const airports = airportPlaces(readOurAirportsRows());
  return insertMissingProducts(
    db,
    airports.flatMap((airport) =>
      airport.code
        ? airportProducts({ code: airport.code, name: airport.name, country: airport.country })
        : [],
    ),
  );
}
