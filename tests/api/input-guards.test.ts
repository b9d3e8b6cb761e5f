import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { MAX_BODY_BYTES } from "../../api/input-guards";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;
let spaceId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => new Date("2026-12-01T08:10:00Z") });
  const space = await createListing(database, await createOwner(database), {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
  });
  spaceId = space.id;
});

afterAll(async () => {
  await database.close();
});

const booking = {
  rental: "short",
  start: "2026-12-03T09:00:00Z",
  end: "2026-12-03T11:00:00Z",
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  mobile: "07700 900123",
  vehicle_reg: "AB12CDE",
};

async function reserve(body: unknown) {
  const response = await api.request(`/api/v2/spaces/${spaceId}/reserve`, {
    method: "POST",
    ...jsonBody(body, await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`)),
  });
  return { status: response.status, body: await response.json() };
}

test("a NUL byte in a name, a guest field or a code is refused with 400, naming the field", async () => {
  const refusal = ["Remove the control character from this field"];

  expect(await reserve({ ...booking, first_name: "Ao\u0000ife" })).toEqual({
    status: 400,
    body: { message: "Please correct the invalid fields", errors: { first_name: refusal } },
  });
  expect(await reserve({ ...booking, email: "aoife\u0000@example.com" })).toMatchObject({
    status: 400,
    body: { errors: { email: refusal } },
  });
  expect(
    await reserve({ reservations: [{ ...booking, voucher_code: "WELCOME5\u0000" }], ...booking }),
  ).toMatchObject({ status: 400, body: { errors: { "reservations.0.voucher_code": refusal } } });
  expect(await reserve({ ...booking, last_name: "Byrne\u001b[31m" })).toMatchObject({
    status: 400,
  });
});

test("control characters in a query string or a form are refused too; line breaks are text", async () => {
  const search = await api.request("/api/v2/places?q=Leeds%00");
  expect(search.status).toBe(400);
  expect(await search.json()).toMatchObject({ errors: { q: expect.any(Array) } });

  const form = await api.request("/api/v2/forgot-password", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=someone%00%40example.com",
  });
  expect(form.status).toBe(400);

  const lines = await reserve({ ...booking, first_name: "Aoife\nMary" });
  expect(lines.body.errors?.first_name ?? []).not.toContain(
    "Remove the control character from this field",
  );
});

test("a JSON body over 1 MB is refused with 413 before it is read", async () => {
  const padding = "x".repeat(2 * MAX_BODY_BYTES);

  const login = await api.request("/api/v2/auth/login", {
    method: "POST",
    ...jsonBody({ email: "someone@example.com", password: padding }),
  });

  expect(login.status).toBe(413);
  expect(await login.json()).toEqual({ message: "The request is too large: send at most 1 MB" });
});

test("a body streamed without a length is cut off at 1 MB with 413", async () => {
  const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += chunk.length;
      if (sent > 4 * MAX_BODY_BYTES) controller.close();
      else controller.enqueue(chunk);
    },
  });

  // A streamed request body needs `duplex`, which TypeScript's DOM RequestInit does not know.
  const streamed = { method: "POST", headers: { "Content-Type": "application/json" }, body };
  const response = await api.request(`/api/v2/spaces/${spaceId}/reserve`, {
    ...streamed,
    ...{ duplex: "half" },
  });

  expect(response.status).toBe(413);
  expect(sent).toBeLessThan(2 * MAX_BODY_BYTES);
});
