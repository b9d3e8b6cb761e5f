import { afterAll, beforeAll, expect, test } from "vitest";
import { locationCategories } from "../../app/content/locations";
import type { Database } from "../../api/db/client";
import { seedPlaces } from "../../api/reference/seed-places";
import { createTestApi } from "./fixtures";
import { createTestDatabase } from "./setup-database";

type Place = {
  id: number;
  kind: string;
  name: string;
  label: string;
  code: string | null;
  country: string;
  lat: number;
  lng: number;
  landing_path: string | null;
};

let database: Database;
let api: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPlaces(database.db);
  api = createTestApi(database);
});

afterAll(async () => {
  await database.close();
});

async function search(q: string, extra = ""): Promise<Place[]> {
  const response = await api.request(`/api/v2/places?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  const body: { data: Place[] } = await response.json();
  return body.data;
}

test("a driver searching for Manchester Piccadilly gets the station first", async () => {
  const [first] = await search("Manchester Piccadilly");
  expect(first).toMatchObject({
    kind: "station",
    name: "Manchester Piccadilly",
    label: "Manchester Piccadilly station",
    code: "MAN",
    landing_path: "/manchester/manchester-piccadilly-station-parking",
  });
});

test("a postcode district is found by its outward code or by a full postcode", async () => {
  for (const q of ["SW1A", "sw1a 1aa", "SW1A1AA"]) {
    const [first] = await search(q);
    expect(first).toMatchObject({ kind: "postcode-district", code: "SW1A", label: "SW1A, London" });
  }
});

test("an airport is found by its IATA code", async () => {
  const [first] = await search("LHR");
  expect(first).toMatchObject({
    kind: "airport",
    code: "LHR",
    label: "London Heathrow Airport (LHR)",
    landing_path: "/london/heathrow-airport-parking",
  });
});

test("a code shared by an airport and a station finds the airport first", async () => {
  const [first, second] = await search("MAN");
  expect(first).toMatchObject({ kind: "airport", name: "Manchester Airport" });
  expect(second).toMatchObject({ kind: "station", name: "Manchester Piccadilly" });
});

test("Galway finds the city, although GeoNames names it Gaillimh", async () => {
  const [first] = await search("Galway");
  expect(first).toMatchObject({
    kind: "city",
    name: "Galway",
    label: "Galway, Ireland",
    country: "IRL",
  });
  const [byIrishName] = await search("Gaillimh");
  expect(byIrishName?.id).toBe(first?.id);
});

test("Londonderry and Derry are one and the same place", async () => {
  const byDerry = await search("Derry");
  const byLondonderry = await search("Londonderry");
  expect(byDerry[0]).toMatchObject({ kind: "city", name: "Derry" });
  const [derry] = byLondonderry;
  expect(derry?.id).toBe(byDerry[0]?.id);
  const settlementsAtDerry = [...byDerry, ...byLondonderry].filter(
    (place) =>
      (place.kind === "city" || place.kind === "town") &&
      Math.abs(place.lat - (derry?.lat ?? 0)) < 0.05 &&
      Math.abs(place.lng - (derry?.lng ?? 0)) < 0.05,
  );
  expect(new Set(settlementsAtDerry.map((place) => place.id)).size).toBe(1);
});

test("a large town ranks before its own station", async () => {
  const [first, second] = await search("Reading");
  expect(first).toMatchObject({ kind: "town", name: "Reading", landing_path: "/reading" });
  expect(second).toMatchObject({ kind: "station", name: "Reading" });
});

test("an Eircode finds its routing key, and a Dublin district its key", async () => {
  const [byEircode] = await search("H91 E2K3");
  expect(byEircode).toMatchObject({ kind: "eircode-area", code: "H91", label: "H91, Galway" });
  const [byDistrict] = await search("Dublin 2");
  expect(byDistrict).toMatchObject({ kind: "eircode-area", code: "D02" });
});

test("a misspelt name still finds the place", async () => {
  const [first] = await search("Edinburough");
  expect(first).toMatchObject({ kind: "city", name: "Edinburgh" });
});

test("a country filter keeps only that country's places", async () => {
  const places = await search("Cork", "&country=GBR");
  expect(places.every((place) => place.country === "GBR")).toBe(true);
  expect(await search("Cork", "&country=IRL")).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: "city", name: "Cork" })]),
  );
});

test("the limit caps the number of suggestions", async () => {
  expect(await search("London", "&limit=3")).toHaveLength(3);
});

test("every landing page of the web resolves to one place with coordinates", async () => {
  const paths = locationCategories.flatMap((category) => category.locations.map((link) => link.to));
  expect(paths).toHaveLength(21 + 22 + 10 * 4);
  for (const path of paths) {
    const response = await api.request(`/api/v2/places/landing?path=${encodeURIComponent(path)}`);
    expect(response.status, path).toBe(200);
    const { data }: { data: Place } = await response.json();
    expect(data.landing_path).toBe(path);
    expect(data.lat).toBeTypeOf("number");
    expect(data.lng).toBeTypeOf("number");
  }
});

test("a landing page no place has is not found", async () => {
  const response = await api.request("/api/v2/places/landing?path=/london/nowhere-parking");
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: "No place has that landing page" });
});

test("the reverse look-up near Leeds station gives Leeds", async () => {
  const response = await api.request("/api/v2/places/reverse?lat=53.7944&lng=-1.5486");
  expect(response.status).toBe(200);
  const { data }: { data: Place & { distance_m: number } } = await response.json();
  expect(data).toMatchObject({ kind: "city", name: "Leeds", landing_path: "/leeds" });
  expect(data.distance_m).toBeLessThan(1_000);
});

test("a search without q, with an empty q or with more than 100 characters is refused naming q", async () => {
  for (const query of ["", "?q=", `?q=${"a".repeat(101)}`]) {
    const response = await api.request(`/api/v2/places${query}`);
    expect(response.status).toBe(400);
    const body: { errors: Record<string, string[]> } = await response.json();
    expect(Object.keys(body.errors)).toEqual(["q"]);
  }
});

test("a search with a limit out of range is refused naming limit", async () => {
  const response = await api.request("/api/v2/places?q=Leeds&limit=500");
  expect(response.status).toBe(400);
  const body: { errors: Record<string, string[]> } = await response.json();
  expect(Object.keys(body.errors)).toEqual(["limit"]);
});

test("a reverse look-up with missing or impossible coordinates is refused naming them", async () => {
  const missing = await api.request("/api/v2/places/reverse");
  expect(missing.status).toBe(400);
  const missingBody: { errors: Record<string, string[]> } = await missing.json();
  expect(Object.keys(missingBody.errors).sort()).toEqual(["lat", "lng"]);

  const impossible = await api.request("/api/v2/places/reverse?lat=91&lng=north");
  expect(impossible.status).toBe(400);
  const impossibleBody: { errors: Record<string, string[]> } = await impossible.json();
  expect(Object.keys(impossibleBody.errors).sort()).toEqual(["lat", "lng"]);
});

test("a landing look-up without a path is refused naming path", async () => {
  const response = await api.request("/api/v2/places/landing");
  expect(response.status).toBe(400);
  const body: { errors: Record<string, string[]> } = await response.json();
  expect(Object.keys(body.errors)).toEqual(["path"]);
});

test("seeding again leaves the gazetteer as it is", async () => {
  expect(await seedPlaces(database.db)).toBe(0);
});

test("the attributions credit GeoNames under CC BY 4.0 and the stations under the ODbL", async () => {
  const response = await api.request("/api/v2/attributions");
  expect(response.status).toBe(200);
  const { data }: { data: Array<{ id: string; licence_url: string; attribution: string }> } =
    await response.json();
  expect(data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        id: "geonames",
        licence_url: "https://creativecommons.org/licenses/by/4.0/",
        attribution: expect.stringContaining("GeoNames"),
      }),
      expect.objectContaining({
        id: "uk-railway-stations",
        licence_url: "https://opendatacommons.org/licenses/odbl/1-0/",
        attribution: expect.stringContaining("Open Database License"),
      }),
    ]),
  );
});

test("the places routes are described in the OpenAPI document", async () => {
  const response = await api.request("/api/openapi.json");
  const document: { paths: Record<string, unknown> } = await response.json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      "/api/v2/places",
      "/api/v2/places/reverse",
      "/api/v2/places/landing",
      "/api/v2/attributions",
    ]),
  );
});
