import { normalizePlaceText } from "../domain/place-search";
import { airportPlaces, readOurAirportsRows, type OurAirportsRow } from "./airports";
import { eircodeAreas } from "./eircode-areas";
import { geoNamesPlaces, readGeoNamesRows, type GeoNamesRow } from "./geonames";
import { hospitals } from "./hospitals";
import { londonAreas } from "./london-areas";
import { londonBoroughs } from "./london-boroughs";
import { curatedPlaces, distanceKm, searchableNames, type PlaceRecord } from "./place-record";
import { postcodeDistricts } from "./postcode-districts";
import { stadiums } from "./stadiums";
import { readStationRows, stationPlaces, type StationRow } from "./stations";

export type GazetteerInputs = {
  geoNames: readonly GeoNamesRow[];
  airports: readonly OurAirportsRow[];
  stations: readonly StationRow[];
};

/** Reads the three npm datasets; GeoNames' 32 MB file is read once and only GB and IE rows kept. */
export function loadGazetteer(): PlaceRecord[] {
  return buildGazetteer({
    geoNames: readGeoNamesRows(),
    airports: readOurAirportsRows(),
    stations: readStationRows(),
  });
}

/** Every place of the gazetteer, each landing page on exactly one of them. */
export function buildGazetteer(inputs: GazetteerInputs): PlaceRecord[] {
  const london = [
    ...curatedPlaces("london-area", londonAreas),
    ...curatedPlaces("borough", londonBoroughs),
  ];
  const records = [
    ...mergeIntoCurated(geoNamesPlaces(inputs.geoNames), london),
    ...airportPlaces(inputs.airports),
    ...stationPlaces(inputs.stations),
    ...curatedPlaces("stadium", stadiums),
    ...curatedPlaces("hospital", hospitals),
    ...postcodeDistricts.map((district): PlaceRecord => ({
      kind: "postcode-district",
      name: district.code,
      alternateNames: [],
      code: district.code,
      country: "GBR",
      region: district.postTown,
      population: null,
      lat: district.lat,
      lng: district.lng,
      landingPath: null,
      source: district.source,
    })),
    ...eircodeAreas.map((area): PlaceRecord => ({
      kind: "eircode-area",
      name: area.code,
      alternateNames: area.alternateNames,
      code: area.code,
      country: "IRL",
      region: area.town,
      population: null,
      lat: area.lat,
      lng: area.lng,
      landingPath: null,
      source: area.source,
    })),
  ];
  const seen = new Set<string>();
  for (const { landingPath } of records) {
    if (landingPath === null) continue;
    if (seen.has(landingPath)) throw new Error(`Two places have the landing page ${landingPath}`);
    seen.add(landingPath);
  }
  return records;
}

const sameplaceKm = 5;

/**
 * GeoNames also knows many of the curated London places ("Camden Town", "City of Westminster",
 * "Croydon"). A GeoNames London area nearby that has a curated place's name (or, for a curated
 * London area, any of its names) is folded into the curated place: its names become alternate
 * names and its population is kept.
 */
function mergeIntoCurated(
  geoNames: readonly PlaceRecord[],
  curated: readonly PlaceRecord[],
): PlaceRecord[] {
  const merged = curated.map((place) => ({ ...place }));
  const kept: PlaceRecord[] = [];
  for (const place of geoNames) {
    const twin = place.kind === "london-area" ? curatedTwin(place, merged) : undefined;
    if (!twin) {
      kept.push(place);
      continue;
    }
    twin.alternateNames = [
      ...twin.alternateNames,
      ...searchableNames(twin.name, [place.name, ...place.alternateNames]).filter(
        (name) => !twin.alternateNames.includes(name),
      ),
    ];
    twin.population ??= place.population;
  }
  return [...kept, ...merged];
}

function curatedTwin(place: PlaceRecord, curated: readonly PlaceRecord[]): PlaceRecord | undefined {
  const nearby = curated.filter((candidate) => distanceKm(candidate, place) < sameplaceKm);
  const name = normalizePlaceText(place.name);
  const names = new Set([place.name, ...place.alternateNames].map(normalizePlaceText));
  return (
    nearby.find((candidate) => normalizePlaceText(candidate.name) === name) ??
    nearby.find(
      (candidate) =>
        candidate.kind === "london-area" &&
        [candidate.name, ...candidate.alternateNames].some((other) =>
          names.has(normalizePlaceText(other)),
        ),
    )
  );
}
