import { createRequire } from "node:module";
import { z } from "zod";
import { searchableNames, type PlaceRecord } from "./place-record";

/** A row of the npm package uk-railway-stations (stations.json). */
const stationRowSchema = z.object({
  stationName: z.string(),
  lat: z.number(),
  long: z.number(),
  crsCode: z.string(),
  constituentCountry: z.string().optional(),
});

export type StationRow = z.infer<typeof stationRowSchema>;

export function readStationRows(): StationRow[] {
  return z.array(stationRowSchema).parse(createRequire(import.meta.url)("uk-railway-stations"));
}

/** The web's station landing pages (spec §2), by CRS code, with the names drivers use. */
export const stationLandingPages: Readonly<
  Record<string, { landingPath: string; alternateNames: string[] }>
> = {
  KGX: {
    landingPath: "/london/kings-cross-station-parking",
    alternateNames: ["London King's Cross", "King's Cross station"],
  },
  EUS: { landingPath: "/london/euston-station-parking", alternateNames: ["Euston station"] },
  PAD: {
    landingPath: "/london/paddington-station-parking",
    alternateNames: ["Paddington station"],
  },
  WAT: { landingPath: "/london/waterloo-station-parking", alternateNames: ["Waterloo station"] },
  VIC: { landingPath: "/london/victoria-station-parking", alternateNames: ["Victoria station"] },
  LST: {
    landingPath: "/london/liverpool-street-station-parking",
    alternateNames: ["Liverpool Street station"],
  },
  MAN: {
    landingPath: "/manchester/manchester-piccadilly-station-parking",
    alternateNames: ["Piccadilly station"],
  },
  BHM: {
    landingPath: "/birmingham/birmingham-new-street-station-parking",
    alternateNames: ["New Street station"],
  },
  LDS: { landingPath: "/leeds/leeds-station-parking", alternateNames: ["Leeds Station"] },
  GLC: {
    landingPath: "/glasgow/glasgow-central-station-parking",
    alternateNames: ["Glasgow Central station"],
  },
};

const nations: Record<string, string> = {
  england: "England",
  scotland: "Scotland",
  wales: "Wales",
};

/**
 * Every station of the dataset, with its CRS code. The dataset calls the Heathrow stations
 * "Heathrow Terminal 4 Rail" to tell them from the Underground; the suffix is dropped from the
 * name and kept as an alternate name.
 */
export function stationPlaces(
  rows: readonly StationRow[],
  landingPages = stationLandingPages,
): PlaceRecord[] {
  return rows.map((row) => {
    const name = row.stationName.replace(/ Rail$/, "");
    const landingPage = landingPages[row.crsCode];
    return {
      kind: "station",
      name,
      alternateNames: searchableNames(name, [
        row.stationName,
        ...(landingPage?.alternateNames ?? []),
      ]),
      code: row.crsCode,
      country: "GBR",
      region: nations[row.constituentCountry ?? ""] ?? null,
      population: null,
      lat: row.lat,
      lng: row.long,
      landingPath: landingPage?.landingPath ?? null,
      source: `uk-railway-stations ${row.crsCode} (ODbL)`,
    };
  });
}
