import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const formatMessage =
  "Enter a UK registration such as AB12 CDE, or an Irish one such as 191-D-12345";

let database: Database;
let api: ReturnType<typeof createTestApi>;
let priya: Record<string, string>;
let tom: Record<string, string>;

type VehicleJson = {
  id: number;
  registration: string;
  default: boolean;
  custom_data: {
    make: string;
    make_image: string | null;
    model: string | null;
    colour: string | null;
  };
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
  priya = await bearerFor(["driver"], await createOwner(database, "priya@example.com"));
  tom = await bearerFor(["driver"], await createOwner(database, "tom@example.com"));
});

afterAll(async () => {
  await database.close();
});

function lookUp(registration: string) {
  return api.request(`/api/v2/vehicle-information/${encodeURIComponent(registration)}`);
}

async function addVehicle(headers: Record<string, string>, body: Record<string, unknown>) {
  return api.request("/api/v2/vehicles", { method: "POST", ...jsonBody(body, headers) });
}

async function changeVehicle(headers: Record<string, string>, id: number, body: unknown) {
  return api.request(`/api/v2/vehicles/${id}`, { method: "PATCH", ...jsonBody(body, headers) });
}

async function removeVehicle(headers: Record<string, string>, id: number) {
  return api.request(`/api/v2/vehicles/${id}`, { method: "DELETE", headers });
}

async function vehiclesOf(headers: Record<string, string>): Promise<VehicleJson[]> {
  const response = await api.request("/api/v2/vehicles", { headers });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

test("the makes list names common UK and Irish makes with their badge URLs", async () => {
  const response = await api.request("/api/v2/vehicle-information/makes");
  expect(response.status).toBe(200);
  const { data } = await response.json();
  expect(data.length).toBeGreaterThanOrEqual(40);
  expect(data).toEqual(
    expect.arrayContaining([
      { make: "Ford", make_image: "/api/car-manufacturers/ford" },
      { make: "Land Rover", make_image: "/api/car-manufacturers/land-rover" },
      { make: "Citroën", make_image: "/api/car-manufacturers/citroen" },
      { make: "Opel", make_image: "/api/car-manufacturers/opel" },
    ]),
  );
});

test("a registration is looked up with its spaces removed and in upper case", async () => {
  const response = await lookUp("ab12 cde");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    data: {
      registration: "AB12CDE",
      make: "Ford",
      make_image: "/api/car-manufacturers/ford",
      model: "Focus",
      colour: "Blue",
      year: 2012,
    },
  });
});

test("an Irish registration is found however its spaces and hyphens are typed", async () => {
  for (const typed of ["191-D-12345", "191 d 12345", "191D12345"]) {
    const response = await lookUp(typed);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      registration: "191-D-12345",
      make: "Hyundai",
      model: "Tucson",
    });
  }
});

test("a registration no register knows answers 404 with a message", async () => {
  const response = await lookUp("ZZ99 ZZZ");
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    message: "We could not find a vehicle with the registration ZZ99ZZZ. Check it and try again.",
  });
});

test("a registration in neither a UK nor an Irish format answers 400 saying what to enter", async () => {
  for (const typed of ["HELLO-WORLD", "AB12 CDEF", "12-ZZ-123", "!!"]) {
    const response = await lookUp(typed);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please correct the invalid fields",
      errors: { registration: [formatMessage] },
    });
  }
});

test("a make's badge is an SVG of its initials, cached for a long time", async () => {
  for (const make of ["land-rover", "Land Rover", "LAND ROVER"]) {
    const response = await api.request(`/api/car-manufacturers/${encodeURIComponent(make)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000");
    const svg = await response.text();
    expect(svg).toContain(">LR</text>");
    expect(svg).toContain('aria-label="Land Rover"');
  }
});

test("an unknown make's image is an empty SVG answer that is not cached", async () => {
  const response = await api.request("/api/car-manufacturers/rover");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.text()).toBe("");
});

test("vehicles are only for a signed-in driver", async () => {
  expect((await api.request("/api/v2/vehicles")).status).toBe(401);
  const guest = await bearerFor(["anonymous"], "anon_7");
  expect((await api.request("/api/v2/vehicles", { headers: guest })).status).toBe(401);
  expect((await addVehicle(guest, { registration: "AB12CDE" })).status).toBe(401);
});

test("a driver's first vehicle becomes the default, with its make from the register", async () => {
  const response = await addVehicle(priya, { registration: "ab12 cde" });
  expect(response.status).toBe(201);
  expect((await response.json()).data).toEqual({
    id: expect.any(Number),
    registration: "AB12CDE",
    default: true,
    custom_data: {
      make: "Ford",
      make_image: "/api/car-manufacturers/ford",
      model: "Focus",
      colour: "Blue",
    },
  });
});

test("a vehicle no register knows is saved with an unknown make", async () => {
  const response = await addVehicle(priya, { registration: "ZZ99ZZZ" });
  expect(response.status).toBe(201);
  expect((await response.json()).data).toMatchObject({
    registration: "ZZ99ZZZ",
    default: false,
    custom_data: { make: "unknown", make_image: null, model: null, colour: null },
  });
});

test("saving a registration already saved answers 409 with a message", async () => {
  const response = await addVehicle(priya, { registration: "AB12 cde" });
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({
    message: "AB12CDE is already one of your vehicles",
    errors: { registration: ["AB12CDE is already one of your vehicles"] },
  });
});

test("saving a vehicle checks the registration's format", async () => {
  const response = await addVehicle(priya, { registration: "NOT A PLATE" });
  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({ registration: [formatMessage] });
  const missing = await addVehicle(priya, {});
  expect((await missing.json()).errors).toEqual({ registration: [formatMessage] });
});

test("a new vehicle saved as the default takes over, and the default is listed first", async () => {
  const response = await addVehicle(priya, { registration: "LV19 XKM", default: true });
  expect(response.status).toBe(201);
  expect((await response.json()).data.default).toBe(true);
  const vehicles = await vehiclesOf(priya);
  expect(vehicles.map((vehicle) => [vehicle.registration, vehicle.default])).toEqual([
    ["LV19XKM", true],
    ["AB12CDE", false],
    ["ZZ99ZZZ", false],
  ]);
});

test("a vehicle can be made the default, or have its registration corrected", async () => {
  const unknown = (await vehiclesOf(priya)).find((vehicle) => vehicle.registration === "ZZ99ZZZ");
  if (!unknown) throw new Error("ZZ99ZZZ is missing");
  const corrected = await changeVehicle(priya, unknown.id, { registration: "yd21 lgt" });
  expect(corrected.status).toBe(200);
  expect((await corrected.json()).data).toEqual({
    id: unknown.id,
    registration: "YD21LGT",
    default: false,
    custom_data: {
      make: "Toyota",
      make_image: "/api/car-manufacturers/toyota",
      model: "Yaris",
      colour: "Red",
    },
  });
  const madeDefault = await changeVehicle(priya, unknown.id, { default: true });
  expect((await madeDefault.json()).data.default).toBe(true);
  const vehicles = await vehiclesOf(priya);
  expect(vehicles[0]?.registration).toBe("YD21LGT");
  expect(vehicles.filter((vehicle) => vehicle.default)).toHaveLength(1);
});

test("the default vehicle stays the default until another is chosen", async () => {
  const [current] = await vehiclesOf(priya);
  if (!current) throw new Error("no vehicles");
  const response = await changeVehicle(priya, current.id, { default: false });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: "Make another vehicle your default instead",
    errors: { default: ["Make another vehicle your default instead"] },
  });
});

test("correcting a registration to one already saved answers 409", async () => {
  const [current] = await vehiclesOf(priya);
  if (!current) throw new Error("no vehicles");
  const response = await changeVehicle(priya, current.id, { registration: "lv19xkm" });
  expect(response.status).toBe(409);
  expect((await response.json()).message).toBe("LV19XKM is already one of your vehicles");
});

test("a change needs something to change, and a vehicle that exists", async () => {
  const [current] = await vehiclesOf(priya);
  if (!current) throw new Error("no vehicles");
  const nothing = await changeVehicle(priya, current.id, {});
  expect(nothing.status).toBe(400);
  expect((await nothing.json()).errors).toEqual({ "": ["Send default or registration to change"] });
  const missing = await changeVehicle(priya, 999_999, { default: true });
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({
    message: "We could not find that vehicle in your account",
  });
  expect((await changeVehicle(priya, Number.NaN, { default: true })).status).toBe(400);
});

test("a driver cannot see or change another driver's vehicles", async () => {
  const priyas = await vehiclesOf(priya);
  expect(await vehiclesOf(tom)).toEqual([]);
  for (const vehicle of priyas) {
    const response = await changeVehicle(tom, vehicle.id, { default: true });
    expect(response.status).toBe(404);
    expect((await changeVehicle(tom, vehicle.id, { registration: "MA70PRK" })).status).toBe(404);
  }
  expect(await vehiclesOf(priya)).toEqual(priyas);
});

test("two drivers may save the same registration, each their own default", async () => {
  const response = await addVehicle(tom, { registration: "AB12CDE", default: false });
  expect(response.status).toBe(201);
  expect((await response.json()).data.default).toBe(true);
  expect((await vehiclesOf(priya)).filter((v) => v.registration === "AB12CDE")).toHaveLength(1);
});

test("a vehicle can be saved from a posted form", async () => {
  const response = await api.request("/api/v2/vehicles", {
    method: "POST",
    body: new URLSearchParams({ registration: "ma70 prk", default: "on" }),
    headers: { ...tom, "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(response.status).toBe(201);
  expect((await response.json()).data).toMatchObject({
    registration: "MA70PRK",
    default: true,
    custom_data: { make: "Tesla", model: "Model 3" },
  });
  expect((await vehiclesOf(tom)).map((vehicle) => vehicle.registration)).toEqual([
    "MA70PRK",
    "AB12CDE",
  ]);
});

test("each requester may look up 60 registrations in 10 minutes", async () => {
  const guest = await bearerFor(["anonymous"], "anon_counting_plates");
  const lookUpAs = (headers: Record<string, string>) =>
    api.request("/api/v2/vehicle-information/AB12CDE", { headers });
  for (let attempt = 0; attempt < 60; attempt += 1) {
    expect((await lookUpAs(guest)).status).toBe(200);
  }
  const refused = await lookUpAs(guest);
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("600");
  expect((await refused.json()).message).toBe("Too many attempts. Try again in 10 minutes.");
  expect((await lookUpAs(tom)).status).toBe(200);
});

test("the vehicle routes are described in the OpenAPI document", async () => {
  const { paths } = await (await api.request("/api/openapi.json")).json();
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      "/api/v2/vehicle-information/makes",
      "/api/v2/vehicle-information/{registration}",
      "/api/v2/vehicles",
      "/api/v2/vehicles/{id}",
      "/api/car-manufacturers/{make}",
    ]),
  );
});

test("a driver removes a vehicle, the oldest left becomes the default, and another's stays put", async () => {
  const ana = await bearerFor(["driver"], await createOwner(database, "ana@example.com"));
  const first = (await (await addVehicle(ana, { registration: "AB12CDE" })).json()).data;
  const second = (await (await addVehicle(ana, { registration: "MA70PRK" })).json()).data;
  const third = (await (await addVehicle(ana, { registration: "YX19ABC" })).json()).data;
  expect(first.default).toBe(true);

  const byTom = await removeVehicle(tom, first.id);
  expect(byTom.status).toBe(404);
  expect(await byTom.json()).toEqual({ message: "We could not find that vehicle in your account" });

  const removed = await removeVehicle(ana, first.id);
  expect(removed.status).toBe(204);
  expect((await vehiclesOf(ana)).map(({ id, default: isDefault }) => ({ id, isDefault }))).toEqual([
    { id: second.id, isDefault: true },
    { id: third.id, isDefault: false },
  ]);

  const again = await removeVehicle(ana, first.id);
  expect(again.status).toBe(404);
  expect((await removeVehicle({}, second.id)).status).toBe(401);
});
