import type { Country, PlaceKind } from "#contract/vocabulary";

/**
 * Kinds in the order a search shows them when two places match a query equally well: a driver
 * typing "Reading" means the town before its station, "MAN" the airport before Manchester
 * Piccadilly (whose CRS code is also MAN).
 */
export const placeKindOrder: readonly PlaceKind[] = [
  "city",
  "airport",
  "station",
  "london-area",
  "borough",
  "town",
  "stadium",
  "hospital",
  "postcode-district",
  "eircode-area",
];

/** A town this large (Reading, Luton, Swindon) ranks with the cities, ahead of its own station. */
export const majorTownPopulation = 50_000;

/**
 * The form names are compared in: lower case, accents and apostrophes removed, every other run
 * of punctuation a single space. "King's Cross" and "Kings Cross" both become "kings cross".
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The `search_text` column: every name of a place, normalized, each between bars
 * ("|gaillimh|galway|galway city|"), so that SQL can tell an exact name (`%|q|%`) from the
 * start of a name (`%|q%`) and pg_trgm can still compare trigrams across all of them.
 */
export function buildSearchText(name: string, alternateNames: readonly string[]): string {
  const names = new Set([name, ...alternateNames].map(normalizePlaceText).filter(Boolean));
  return `|${[...names].join("|")}|`;
}

const fullPostcode = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
const outwardCode = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const fullEircode = /^([AC-FHKNPRTV-Y]\d{2}|D6W)([AC-FHKNPRTV-Y\d]{4})$/;
const routingKey = /^([AC-FHKNPRTV-Y]\d{2}|D6W)$/;

/**
 * The codes a query could be, upper case without spaces: the query itself ("lhr" → "LHR"), and
 * the outward code of a full postcode or the routing key of a full Eircode ("SW1A 1AA" → "SW1A",
 * "D02 X285" → "D02"), also when the inward part is only half typed ("SW1A 1A").
 */
export function codeCandidates(text: string): string[] {
  const upper = text.trim().toUpperCase();
  const compact = upper.replace(/\s+/g, "");
  const candidates = new Set<string>();
  if (/^[A-Z0-9]{2,8}$/.test(compact)) candidates.add(compact);
  const postcode = fullPostcode.exec(compact);
  if (postcode?.[1]) candidates.add(postcode[1]);
  const eircode = fullEircode.exec(compact);
  if (eircode?.[1]) candidates.add(eircode[1]);
  const firstWord = upper.split(/\s+/)[0] ?? "";
  if (firstWord !== upper && (outwardCode.test(firstWord) || routingKey.test(firstWord))) {
    candidates.add(firstWord);
  }
  return [...candidates];
}

const nations: Record<string, string> = { IRL: "Ireland" };

/**
 * What the search box shows for a place: "Manchester Piccadilly station", "SW1A, London",
 * "London Heathrow Airport (LHR)", "Galway, Ireland", "Camden, London".
 */
export function placeLabel(place: {
  kind: PlaceKind;
  name: string;
  code: string | null;
  country: Country;
  region: string | null;
}): string {
  switch (place.kind) {
    case "station":
      return `${place.name} station`;
    case "airport":
      return place.code ? `${place.name} (${place.code})` : place.name;
    case "borough":
      return place.name;
    case "postcode-district":
    case "eircode-area":
      return place.region ? `${place.code ?? place.name}, ${place.region}` : place.name;
    case "city":
    case "town": {
      const where = nations[place.country] ?? place.region;
      return where ? `${place.name}, ${where}` : place.name;
    }
    default:
      return place.region ? `${place.name}, ${place.region}` : place.name;
  }
}
