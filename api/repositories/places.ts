import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { BoundedMap } from "#contract/bounded-map";
import { countries, placeKinds } from "#contract/vocabulary";
import { places } from "../db/schema";
import {
  buildSearchText,
  codeCandidates,
  majorTownPopulation,
  normalizePlaceText,
  placeKindOrder,
} from "../domain/place-search";
import type { Country, PlaceKind } from "#contract/vocabulary";
import type { PlaceRecord } from "../reference/place-record";

/** What the search box, the reverse look-up and the landing pages need of a place. */
export type PlaceSummary = {
  id: number;
  kind: PlaceKind;
  name: string;
  code: string | null;
  country: Country;
  region: string | null;
  lat: number;
  lng: number;
  landingPath: string | null;
};

/**
 * How far a name may stray from what was typed: `typo` forgives a slip ("Edinbrugh"), `loose`
 * offers what a misspelt or unknown name may have meant, `none` takes the text as typed.
 */
export type Spelling = "typo" | "loose" | "none";

/** A place found for text, and whether it was found only by looking like the text. */
export type PlaceMatch = PlaceSummary & { respelt: boolean };

const summaryColumns = {
  id: places.id,
  kind: places.kind,
  name: places.name,
  code: places.code,
  country: places.country,
  region: places.region,
  lat: places.lat,
  lng: places.lng,
  landingPath: places.landingPath,
};

const insertBatchSize = 5_000;

/**
 * Bulk insert, one `INSERT ... SELECT ... FROM unnest(...)` per 5,000 rows: each column travels
 * as one array parameter. `unnest` flattens a two-dimensional array, so each row's alternate
 * names travel as a JSON array and are turned back into text[] in the SELECT.
 */
export async function insertPlaces(db: Db, rows: readonly PlaceRecord[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += insertBatchSize) {
    const batch = rows.slice(start, start + insertBatchSize);
    const column = <T>(value: (row: PlaceRecord) => T) => sql.param(batch.map(value));
    const result = await db.execute(sql`
      with inserted as (
        insert into places (kind, name, alternate_names, search_text, code, country, region,
                            population, lat, lng, landing_path, source)
        select t.kind, t.name, array(select jsonb_array_elements_text(t.alternate_names::jsonb)),
               t.search_text, t.code, t.country, t.region, t.population, t.lat, t.lng,
               t.landing_path, t.source
        from unnest(
          ${column((row) => row.kind)}::text[],
          ${column((row) => row.name)}::text[],
          ${column((row) => JSON.stringify(row.alternateNames))}::text[],
          ${column((row) => buildSearchText(row.name, row.alternateNames))}::text[],
          ${column((row) => row.code)}::text[],
          ${column((row) => row.country)}::text[],
          ${column((row) => row.region)}::text[],
          ${column((row) => row.population)}::integer[],
          ${column((row) => row.lat)}::double precision[],
          ${column((row) => row.lng)}::double precision[],
          ${column((row) => row.landingPath)}::text[],
          ${column((row) => row.source)}::text[]
        ) as t(kind, name, alternate_names, search_text, code, country, region, population, lat,
               lng, landing_path, source)
        returning 1
      )
      select count(*)::integer as count from inserted
    `);
    inserted += countSchema.parse(result).rows[0]?.count ?? 0;
  }
  return inserted;
}

const countSchema = z.object({ rows: z.array(z.object({ count: z.number() })) });

export async function hasPlaces(db: Db): Promise<boolean> {
  const rows = await db.select({ id: places.id }).from(places).limit(1);
  return rows.length > 0;
}

/**
 * The word similarity from which a name counts as a trigram match. pg_trgm's default, 0.6, misses
 * one-letter slips in short names ("Glasow" scores 0.57 against Glasgow); `loose` reaches
 * two slips ("Manchster Picadily") for the close matches a failed search offers.
 */
const similarityFrom: Record<Exclude<Spelling, "none">, number> = { typo: 0.5, loose: 0.3 };

const summaryRowSchema = z.object({
  id: z.number(),
  kind: z.enum(placeKinds),
  name: z.string(),
  code: z.string().nullable(),
  country: z.enum(countries),
  region: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  landing_path: z.string().nullable(),
  tier: z.number(),
});

/** The tier of a place found only by trigram similarity. */
const SIMILAR_TIER = 4;

/**
 * Free-text look-up, best first. Tiers: an exact code (IATA, CRS, postcode outward code, Eircode
 * routing key; "SW1A 1AA" counts as SW1A), an exact name or alternate name, the start of a name,
 * the start of a word in a name, then trigram word similarity. Within a tier, a match on the
 * place's own name before one on an alternate name ("London" before Londonderry, an alternate name
 * of Derry), then kind (see `placeKindOrder`; a town of 50,000 people counts as a city), then
 * population.
 *
 * `search_text` holds all of a place's names, so trigram matching uses `<%` (word_similarity,
 * the best-matching stretch of the text) rather than `%` (similarity of the whole text), which
 * would rank a place lower the more alternate names it has. Both are served by the GIN index.
 */
export async function searchPlaces(
  db: Db,
  text: string,
  options: PlaceSearchOptions,
): Promise<PlaceMatch[]> {
  const spelling = options.spelling ?? "typo";
  const codes = codeCandidates(text).map((code) => code.toLowerCase());
  const query = normalizePlaceText(text);
  if (codes.length === 0 && query === "") return [];
  const codeMatch =
    codes.length > 0 ? sql`lower(code) = any(${sql.param(codes)}::text[])` : sql`false`;
  const similar = spelling === "none" ? sql`false` : sql`${query} <% search_text`;
  const textMatch =
    query === "" ? sql`false` : sql`(search_text like ${`%${query}%`} or ${similar})`;
  const countryMatch = options.country ? sql`and country = ${options.country}` : sql``;
  const result = await db.transaction(async (tx) => {
    if (spelling !== "none") {
      const threshold = String(similarityFrom[spelling]);
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${threshold}, true)`,
      );
    }
    return tx.execute(sql`
      select id, kind, name, code, country, region, lat, lng, landing_path, tier
      from (
        select id, kind, name, code, country, region, lat, lng, landing_path, population,
          case
            when ${codeMatch} then 0
            when search_text like ${`%|${query}|%`} then 1
            when search_text like ${`%|${query}%`} then 2
            when search_text like ${`% ${query}%`} then 3
            else ${SIMILAR_TIER}
          end as tier,
          search_text like ${`|${query}%`} as on_own_name,
          case
            when kind = 'town' and population >= ${majorTownPopulation} then 1
            else array_position(${sql.param([...placeKindOrder])}::text[], kind)
          end as importance,
          word_similarity(${query}, search_text) as similarity
        from places
        where (${codeMatch} or ${textMatch}) ${countryMatch}
      ) as ranked
      order by tier, case when tier = ${SIMILAR_TIER} then -similarity else 0 end, on_own_name desc, importance,
        population desc nulls last, length(name), id
      limit ${options.limit}
    `);
  });
  return z
    .object({ rows: z.array(summaryRowSchema) })
    .parse(result)
    .rows.map(({ landing_path, tier, ...row }) => ({
      ...row,
      landingPath: landing_path,
      respelt: tier === SIMILAR_TIER,
    }));
}

/** Places nearest a point, through the GiST index on `ll_to_earth(lat, lng)`. */
export async function nearestPlaces(
  db: Db,
  options: { lat: number; lng: number; limit: number; kinds?: readonly PlaceKind[] },
): Promise<Array<PlaceSummary & { distanceMetres: number }>> {
  const point = sql`ll_to_earth(${options.lat}, ${options.lng})`;
  const location = sql`ll_to_earth(${places.lat}, ${places.lng})`;
  return db
    .select({
      ...summaryColumns,
      distanceMetres: sql<number>`earth_distance(${location}, ${point})`,
    })
    .from(places)
    .where(options.kinds ? inArray(places.kind, [...options.kinds]) : undefined)
    .orderBy(sql`${location} <-> ${point}`)
    .limit(options.limit);
}

export async function placeByLandingPath(db: Db, path: string): Promise<PlaceSummary | undefined> {
  const [place] = await db
    .select(summaryColumns)
    .from(places)
    .where(eq(places.landingPath, path))
    .limit(1);
  return place;
}

export type PlaceSearchOptions = { limit: number; country?: Country; spelling?: Spelling };

export type PlaceSearch = (text: string, options: PlaceSearchOptions) => Promise<PlaceMatch[]>;

/**
 * searchPlaces with the most recent answers kept in memory. The gazetteer only changes when it
 * is seeded, and a trigram look-up costs 20–30 ms, so the searches drivers repeat (towns,
 * airports, stations) are answered from memory. Empty answers are not kept.
 */
export function rememberingPlaceSearch(db: Db, capacity = 1_000): PlaceSearch {
  const remembered = new BoundedMap<string, PlaceMatch[]>(capacity);
  return async function searchRememberedPlaces(text, options) {
    const key = JSON.stringify([
      text.trim().toLowerCase(),
      options.limit,
      options.country ?? null,
      options.spelling ?? "typo",
    ]);
    const known = remembered.recall(key);
    if (known) return known;
    const found = await searchPlaces(db, text, options);
    if (found.length > 0) {
      remembered.set(key, found);
    }
    return found;
  };
}
