import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { countries, placeKinds } from "#contract/vocabulary";
import { inList } from "./columns";

/**
 * The gazetteer: every place a driver can search for, from openly licensed reference data
 * (api/reference). `search_text` holds the name and alternate names, lower-cased, for trigram
 * look-up; `code` an IATA, CRS, outward postcode or Eircode routing key.
 */
export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: placeKinds }).notNull(),
    name: text("name").notNull(),
    alternateNames: text("alternate_names")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: text("search_text").notNull(),
    code: text("code"),
    country: text("country", { enum: countries }).notNull(),
    region: text("region"),
    population: integer("population"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** The landing page that shows this place's parking, e.g. "/london/camden-parking". */
    landingPath: text("landing_path"),
    /** Where the row comes from and under which licence. */
    source: text("source").notNull(),
  },
  (table) => [
    check("places_kind_check", sql`${table.kind} in ${inList(placeKinds)}`),
    check("places_country_check", sql`${table.country} in ${inList(countries)}`),
    check("places_lat_check", sql`${table.lat} between -90 and 90`),
    check("places_lng_check", sql`${table.lng} between -180 and 180`),
    uniqueIndex("places_landing_path_key").on(table.landingPath),
    index("places_code_idx").on(sql`lower(${table.code})`),
    index("places_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("places_earth_idx").using("gist", sql`ll_to_earth(${table.lat}, ${table.lng})`),
  ],
);
