import type { Country, PlaceKind } from "#contract/vocabulary";
import { normalizePlaceText } from "../domain/place-search";

/** One row of the gazetteer as the reference loaders produce it, before it is stored. */
export type PlaceRecord = {
  kind: PlaceKind;
  name: string;
  alternateNames: string[];
  /** IATA, CRS, postcode outward code or Eircode routing key, upper case. */
  code: string | null;
  country: Country;
  region: string | null;
  population: number | null;
  lat: number;
  lng: number;
  landingPath: string | null;
  /** Where the row comes from; the datasets themselves are listed in ./sources. */
  source: string;
};

/** A row of a hand-curated list. */
export type CuratedPlace = {
  name: string;
  alternateNames?: string[];
  region: string;
  country: Country;
  lat: number;
  lng: number;
  landingPath?: string;
  source: string;
};

export function curatedPlaces(kind: PlaceKind, rows: readonly CuratedPlace[]): PlaceRecord[] {
  return rows.map((row) => ({
    kind,
    name: row.name,
    alternateNames: row.alternateNames ?? [],
    code: null,
    country: row.country,
    region: row.region,
    population: null,
    lat: row.lat,
    lng: row.lng,
    landingPath: row.landingPath ?? null,
    source: row.source,
  }));
}

/** Great-circle distance in kilometres, for the loaders' de-duplication. */
export function distanceKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRadians;
  const dLng = (b.lng - a.lng) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Alternate names worth searching: Latin script, written as a name (capitalised), not a bare
 * airport code ("LDY", "GWY"), not the place's own name. GeoNames also lists machine
 * transliterations from other scripts in lower case ("ge er wei" for Galway); they are dropped.
 */
export function searchableNames(name: string, candidates: readonly string[]): string[] {
  const seen = new Set([normalizePlaceText(name)]);
  const names: string[] = [];
  for (const candidate of candidates) {
    const trimmed = candidate.trim();
    if (!/^\p{Lu}/u.test(trimmed)) continue;
    if (!/^[\p{Script=Latin}\d\s'’.,&()/-]+$/u.test(trimmed)) continue;
    if (/^[A-Z]{2,4}$/.test(trimmed)) continue;
    const normalized = normalizePlaceText(trimmed);
    if (!normalized || seen.has(normalized)) continue;
    seen.add(normalized);
    names.push(trimmed);
  }
  return names;
}
