import { expect, test } from "vitest";
import { locationCategories } from "../../app/content/locations";
import {
  airportPlaces,
  irishAirports,
  readOurAirportsRows,
  ukAirports,
  type OurAirportsRow,
} from "../../api/reference/airports";
import { eircodeAreas } from "../../api/reference/eircode-areas";
import { buildGazetteer, loadGazetteer } from "../../api/reference/gazetteer";
import { geoNamesPlaces, parseGeoNamesLine, type GeoNamesRow } from "../../api/reference/geonames";
import { hospitals } from "../../api/reference/hospitals";
import { londonAreas } from "../../api/reference/london-areas";
import { londonBoroughs } from "../../api/reference/london-boroughs";
import { postcodeDistricts } from "../../api/reference/postcode-districts";
import { referenceSources } from "../../api/reference/sources";
import { stadiums } from "../../api/reference/stadiums";
import { stationPlaces } from "../../api/reference/stations";

function geoNamesRow(
  row: Partial<GeoNamesRow> & Pick<GeoNamesRow, "geonameId" | "name">,
): GeoNamesRow {
  return {
    alternateNames: [],
    lat: 52.5,
    lng: -1.5,
    featureCode: "PPL",
    countryCode: "GB",
    admin1Code: "ENG",
    admin2Code: "",
    population: 1000,
    ...row,
  };
}

const galway = geoNamesRow({
  geonameId: 2964180,
  name: "Gaillimh",
  alternateNames: ["GWY", "Gaillimh", "Galway", "Galway city", "ge er wei", "Голуэй"],
  lat: 53.27245,
  lng: -9.05095,
  featureCode: "PPLA",
  countryCode: "IE",
  admin1Code: "C",
  population: 83456,
});
const derry = geoNamesRow({
  geonameId: 2643736,
  name: "Derry",
  alternateNames: ["Derry", "LDY", "Londonderry", "Doire"],
  lat: 54.9981,
  lng: -7.30934,
  featureCode: "PPLA2",
  admin1Code: "NIR",
  population: 83652,
});
const londonderryCountyBorough = geoNamesRow({
  geonameId: 2643734,
  name: "Londonderry County Borough",
  lat: 54.99721,
  lng: -7.30917,
  featureCode: "PPLX",
  admin1Code: "NIR",
  population: 87153,
});
const akrotiri = geoNamesRow({
  geonameId: 146839,
  name: "Akrotiri",
  alternateNames: ["Akrotiri", "Agrotur"],
  lat: 34.60088,
  lng: 32.95536,
  admin1Code: "05",
  population: 713,
});

test("a line of the GeoNames dump is read column by column", () => {
  const columns = [
    "2964180",
    "Gaillimh",
    "Gaillimh",
    "GWY,Galway",
    "53.27245",
    "-9.05095",
    "P",
    "PPLA",
    "IE",
    "",
    "C",
    "10",
    "",
    "",
    "83456",
    "",
    "10",
    "Europe/Dublin",
    "2022-08-14",
  ];
  expect(parseGeoNamesLine(columns)).toEqual({
    geonameId: 2964180,
    name: "Gaillimh",
    alternateNames: ["GWY", "Galway"],
    lat: 53.27245,
    lng: -9.05095,
    featureCode: "PPLA",
    countryCode: "IE",
    admin1Code: "C",
    admin2Code: "10",
    population: 83456,
  });
});

test("Akrotiri, which GeoNames codes as GB, is not a British place", () => {
  const places = geoNamesPlaces([akrotiri, derry]);
  expect(places.map((place) => place.name)).toEqual(["Derry"]);
});

test("Derry and Londonderry County Borough become one place that answers to both names", () => {
  const places = geoNamesPlaces([londonderryCountyBorough, derry]);
  expect(places).toHaveLength(1);
  expect(places[0]).toMatchObject({ kind: "city", name: "Derry", region: "Northern Ireland" });
  expect(places[0]?.alternateNames).toEqual(
    expect.arrayContaining(["Londonderry", "Londonderry County Borough", "Doire"]),
  );
});

test("Galway is named in English, keeps its Irish name for search and drops codes and transliterations", () => {
  const [place] = geoNamesPlaces([galway]);
  expect(place).toMatchObject({
    kind: "city",
    name: "Galway",
    country: "IRL",
    region: "Connacht",
    population: 83456,
    source: "GeoNames 2964180 (CC BY 4.0)",
  });
  expect(place?.alternateNames).toEqual(["Gaillimh", "Galway city"]);
});

test("a city with a landing page gets its path, and places in Greater London become London areas", () => {
  const places = geoNamesPlaces([
    geoNamesRow({
      geonameId: 2643743,
      name: "London",
      lat: 51.50853,
      lng: -0.12574,
      featureCode: "PPLC",
      admin2Code: "GLA",
    }),
    geoNamesRow({
      geonameId: 2657540,
      name: "Archway",
      lat: 51.56733,
      lng: -0.13415,
      admin2Code: "GLA",
    }),
    geoNamesRow({
      geonameId: 2639577,
      name: "Reading",
      lat: 51.45625,
      lng: -0.97113,
      population: 318014,
    }),
  ]);
  expect(
    places.map(({ kind, name, region, landingPath }) => ({ kind, name, region, landingPath })),
  ).toEqual([
    { kind: "city", name: "London", region: "England", landingPath: "/london" },
    { kind: "london-area", name: "Archway", region: "London", landingPath: null },
    { kind: "town", name: "Reading", region: "England", landingPath: "/reading" },
  ]);
});

const heathrow: OurAirportsRow = {
  ident: "EGLL",
  name: "London Heathrow Airport",
  latitude_deg: 51.4706,
  longitude_deg: -0.461941,
  iso_country: "GB",
  iata_code: "LHR",
  keywords: "LON, Londres",
};

test("a chosen airport keeps its IATA code, and its keywords as names except area codes", () => {
  const [place] = airportPlaces(
    [heathrow],
    [{ ident: "EGLL", region: "London", alternateNames: ["Heathrow"] }],
  );
  expect(place).toMatchObject({
    kind: "airport",
    name: "London Heathrow Airport",
    code: "LHR",
    country: "GBR",
    lat: 51.4706,
    lng: -0.461941,
    source: "OurAirports EGLL (public domain)",
  });
  expect(place?.alternateNames).toEqual(["Heathrow", "Londres"]);
});

test("a chosen airport missing from OurAirports is an error, not a silent gap", () => {
  expect(() => airportPlaces([heathrow], [{ ident: "EGKK", region: "London" }])).toThrow("EGKK");
});

test("the 26 UK airports run alphabetically from Aberdeen to Teesside, with Ireland's six after them", () => {
  expect(ukAirports).toHaveLength(26);
  expect(ukAirports[0]?.ident).toBe("EGPD");
  expect(ukAirports.at(-1)?.ident).toBe("EGNV");
  expect(irishAirports.map((airport) => airport.region)).toEqual([
    "Dublin",
    "Cork",
    "Shannon",
    "Knock",
    "Kerry",
    "Donegal",
  ]);
});

test("stations keep their CRS codes, lose the Heathrow 'Rail' suffix and get their landing pages", () => {
  const places = stationPlaces([
    {
      stationName: "Manchester Piccadilly",
      lat: 53.47722,
      long: -2.23014,
      crsCode: "MAN",
      constituentCountry: "england",
    },
    {
      stationName: "Heathrow Terminal 5 Rail",
      lat: 51.472222,
      long: -0.487725,
      crsCode: "HWV",
      constituentCountry: "england",
    },
  ]);
  expect(places[0]).toMatchObject({
    kind: "station",
    name: "Manchester Piccadilly",
    code: "MAN",
    region: "England",
    landingPath: "/manchester/manchester-piccadilly-station-parking",
    source: "uk-railway-stations MAN (ODbL)",
  });
  expect(places[1]).toMatchObject({
    name: "Heathrow Terminal 5",
    alternateNames: ["Heathrow Terminal 5 Rail"],
  });
});

test("the curated lists cover the boroughs, the routing keys and the London postcode areas", () => {
  expect(londonBoroughs).toHaveLength(33);
  expect(londonAreas).toHaveLength(22);
  expect(stadiums.length).toBeGreaterThanOrEqual(10);
  expect(hospitals.length).toBeGreaterThanOrEqual(10);
  expect(new Set(eircodeAreas.map((area) => area.code)).size).toBe(139);
  const codes = postcodeDistricts.map((district) => district.code);
  expect(new Set(codes).size).toBe(codes.length);
  for (const code of [
    "E1",
    "E20",
    "EC1A",
    "EC4Y",
    "N1C",
    "N22",
    "NW11",
    "SE28",
    "SW1A",
    "SW20",
    "W1A",
    "W14",
    "WC2R",
  ]) {
    expect(codes).toContain(code);
  }
});

test("every curated row names its source and lies in Britain or Ireland", () => {
  const rows = [
    ...londonAreas,
    ...londonBoroughs,
    ...stadiums,
    ...hospitals,
    ...postcodeDistricts,
    ...eircodeAreas,
  ];
  for (const row of rows) {
    expect(row.source.length, JSON.stringify(row)).toBeGreaterThan(10);
    expect(row.lat).toBeGreaterThan(49.8);
    expect(row.lat).toBeLessThan(61);
    expect(row.lng).toBeGreaterThan(-10.7);
    expect(row.lng).toBeLessThan(1.8);
  }
});

test("London's curated places lie within Greater London", () => {
  const london = [
    ...londonAreas,
    ...londonBoroughs,
    ...postcodeDistricts.filter((d) => d.postTown === "London"),
  ];
  for (const place of london) {
    expect(Math.abs(place.lat - 51.5), JSON.stringify(place)).toBeLessThan(0.2);
    expect(Math.abs(place.lng + 0.12), JSON.stringify(place)).toBeLessThan(0.4);
  }
});

test("every source has a licence link and a credit", () => {
  for (const source of referenceSources) {
    expect(source.licenceUrl).toMatch(/^https:\/\//);
    expect(source.attribution.length).toBeGreaterThan(20);
  }
});

test("a landing page given to two places is refused", () => {
  const twice = [
    { stationName: "Leeds", lat: 53.79, long: -1.54, crsCode: "LDS" },
    { stationName: "Leeds again", lat: 53.79, long: -1.54, crsCode: "LDS" },
  ];
  expect(() =>
    buildGazetteer({ geoNames: [], airports: readOurAirportsRows(), stations: twice }),
  ).toThrow("Two places have the landing page /leeds/leeds-station-parking");
});

test("the gazetteer has exactly the web's landing pages, each on one place with coordinates", () => {
  const gazetteer = loadGazetteer();
  const webPaths = locationCategories.flatMap((category) =>
    category.locations.map((link) => link.to),
  );
  const withPaths = gazetteer.filter((place) => place.landingPath !== null);
  expect(withPaths.map((place) => place.landingPath).sort()).toEqual([...webPaths].sort());
  for (const place of withPaths) {
    expect(Number.isFinite(place.lat) && Number.isFinite(place.lng)).toBe(true);
  }
});
