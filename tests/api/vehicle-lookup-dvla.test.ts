import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { DVLA_VEHICLE_ENQUIRY_URL, dvlaVehicleLookup } from "../../api/vehicles/dvla";
import { dvlaEnquiries, dvlaHandlers, dvlaTestKey } from "../mocks/dvla";
import { bearerFor, jsonBody, testJwtSecret } from "./fixtures";
import { createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const server = setupServer(...dvlaHandlers);
const reportError = vi.fn();

let database: Database;
let api: ReturnType<typeof createApi>;
let driver: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false, dvlaApiKey: dvlaTestKey },
    reportError,
  });
  driver = await bearerFor(["driver"], await createOwner(database));
  server.listen({ onUnhandledRequest: "error" });
});

beforeEach(() => {
  dvlaEnquiries.length = 0;
  reportError.mockClear();
});

afterEach(() => server.resetHandlers());

afterAll(async () => {
  server.close();
  await database.close();
});

function lookUp(registration: string) {
  return api.request(`/api/v2/vehicle-information/${encodeURIComponent(registration)}`);
}

test("with a DVLA key a UK registration is asked of the DVLA, its make and colour written as drivers do", async () => {
  const response = await lookUp("ab12 cde");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    data: {
      registration: "AB12CDE",
      make: "Ford",
      make_image: "/api/car-manufacturers/ford",
      model: null,
      colour: "Blue",
      year: 2012,
    },
  });
  expect(dvlaEnquiries).toEqual(["AB12CDE"]);
});

test("the DVLA's capitalised makes become the makes drivers know", async () => {
  const makes = [];
  for (const registration of ["WR71LRV", "KX17ARM", "DL09MBZ"]) {
    const { data } = await (await lookUp(registration)).json();
    makes.push([data.make, data.make_image, data.year]);
  }
  expect(makes).toEqual([
    ["Land Rover", "/api/car-manufacturers/land-rover", 2021],
    ["Alfa Romeo", "/api/car-manufacturers/alfa-romeo", 2017],
    ["Daimler", "/api/car-manufacturers/daimler", null],
  ]);
});

test("a registration the DVLA does not know answers 404", async () => {
  const response = await lookUp("ZZ99ZZZ");
  expect(response.status).toBe(404);
  expect((await response.json()).message).toBe(
    "We could not find a vehicle with the registration ZZ99ZZZ. Check it and try again.",
  );
  expect(dvlaEnquiries).toEqual(["ZZ99ZZZ"]);
});

test("an Irish registration is not sent to the DVLA, nor answered from the demo register", async () => {
  const response = await lookUp("191-D-12345");
  expect(response.status).toBe(404);
  expect(dvlaEnquiries).toEqual([]);
});

test("when the DVLA fails the look-up answers 503 and the failure is reported", async () => {
  server.use(http.post(DVLA_VEHICLE_ENQUIRY_URL, () => HttpResponse.json({}, { status: 500 })));
  const response = await lookUp("AB12CDE");
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    message:
      "We cannot look registrations up just now. Try again in a few minutes, or carry on without.",
  });
  expect(reportError).toHaveBeenCalledWith(new Error("DVLA vehicle enquiry answered 500"));
});

test("when the DVLA cannot be reached a vehicle is still saved, its make unknown", async () => {
  server.use(http.post(DVLA_VEHICLE_ENQUIRY_URL, () => HttpResponse.error()));
  const response = await api.request("/api/v2/vehicles", {
    method: "POST",
    ...jsonBody({ registration: "AB12 CDE" }, driver),
  });
  expect(response.status).toBe(201);
  expect((await response.json()).data).toMatchObject({
    registration: "AB12CDE",
    default: true,
    custom_data: { make: "unknown", make_image: null },
  });
  expect(reportError).toHaveBeenCalledOnce();
});

test("a vehicle saved while the DVLA answers gets its make and colour from it", async () => {
  const response = await api.request("/api/v2/vehicles", {
    method: "POST",
    ...jsonBody({ registration: "wr71 lrv" }, driver),
  });
  expect(response.status).toBe(201);
  expect((await response.json()).data.custom_data).toEqual({
    make: "Land Rover",
    make_image: "/api/car-manufacturers/land-rover",
    model: null,
    colour: "White",
  });
});

test("a key the DVLA refuses makes look-ups unavailable rather than not found", async () => {
  const refusing = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false, dvlaApiKey: "revoked-key" },
    reportError,
  });
  const response = await refusing.request("/api/v2/vehicle-information/AB12CDE");
  expect(response.status).toBe(503);
  expect(reportError).toHaveBeenCalledWith(new Error("DVLA vehicle enquiry answered 403"));
});

test("a DVLA answer slower than the time allowed counts as unavailable", async () => {
  server.use(
    http.post(DVLA_VEHICLE_ENQUIRY_URL, async () => {
      await delay(1_000);
      return HttpResponse.json({ registrationNumber: "AB12CDE", make: "FORD" });
    }),
  );
  const lookUpQuickly = dvlaVehicleLookup({ apiKey: dvlaTestKey, timeoutMs: 50 });
  expect(await lookUpQuickly("AB12CDE")).toEqual({
    status: "unavailable",
    reason: "DVLA vehicle enquiry failed: TimeoutError",
  });
});
