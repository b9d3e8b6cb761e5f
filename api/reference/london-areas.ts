import type { CuratedPlace } from "./place-record";

const source = "Parkway editorial; position after Wikipedia's coordinates (approximate)";

function area(name: string, lat: number, lng: number, alternateNames: string[] = []) {
  const slug = name
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-");
  return {
    name,
    alternateNames,
    region: "London",
    country: "GBR",
    lat,
    lng,
    landingPath: `/london/${slug}-parking`,
    source,
  } satisfies CuratedPlace;
}

/** The London areas with a landing page on the web (spec §2: "about 22 London area pages"). */
export const londonAreas: readonly CuratedPlace[] = [
  area("Camden", 51.539, -0.1426, ["Camden Town"]),
  area("Westminster", 51.4995, -0.134),
  area("Islington", 51.5362, -0.103, ["Angel"]),
  area("Hackney", 51.545, -0.0553),
  area("Shoreditch", 51.5265, -0.078),
  area("Canary Wharf", 51.5054, -0.0235),
  area("Kensington", 51.5, -0.192),
  area("Chelsea", 51.4875, -0.1687),
  area("Greenwich", 51.4826, -0.0077),
  area("Brixton", 51.4613, -0.1156),
  area("Clapham", 51.4618, -0.1384),
  area("Stratford", 51.5416, -0.0022),
  area("Wimbledon", 51.4214, -0.2064),
  area("Hammersmith", 51.4927, -0.2237),
  area("Fulham", 51.478, -0.2),
  area("Paddington", 51.5154, -0.1755),
  area("King's Cross", 51.5308, -0.1238),
  area("Soho", 51.5136, -0.1365),
  area("Mayfair", 51.5108, -0.1478),
  area("Battersea", 51.472, -0.16),
  area("Croydon", 51.3762, -0.0982),
  area("Ealing", 51.513, -0.304),
];
