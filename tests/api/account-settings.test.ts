import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { accountExportSchema } from "#contract/accounts";
import type { Database } from "../../api/db/client";
import { bookings, outboxEmails, users } from "../../api/db/schema";
import { queueDueReminders } from "../../api/email/booking-mail";
import { createTestApi, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

type TestApi = ReturnType<typeof createTestApi>;

const HOUR = 3_600_000;
const password = "correct horse battery";

let database: Database;
let api: TestApi;
let listing: { id: number; bayIds: number[] };
let made = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
  listing = await createListing(database, await createOwner(database), {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    bayCount: 4,
  });
});

afterAll(async () => {
  await database.close();
});

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** A new account with its first session's token, registered from an address of its own. */
async function register() {
  made += 1;
  const email = `settings${made}@example.com`;
  const response = await api.request("/api/v2/register", {
    method: "POST",
    ...jsonBody(
      { email, password, first_name: "Grace", last_name: "Hopper", terms: true },
      { "X-Forwarded-For": `203.0.113.${made}` },
    ),
  });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { email, id: String(body.data.user.id), token: String(body.data.access_token) };
}

async function login(email: string, secret = password) {
  const response = await api.request("/api/v2/auth/login", {
    method: "POST",
    ...jsonBody({ email, password: secret }),
  });
  return { status: response.status, token: String((await response.json()).data?.access_token) };
}

function send(method: string, path: string, token: string, body?: Record<string, unknown>) {
  return api.request(`/api/v2${path}`, {
    method,
    ...(body ? jsonBody(body, bearer(token)) : { headers: bearer(token) }),
  });
}

async function me(token: string) {
  return send("GET", "/me", token);
}

/** A confirmed hourly booking of the user's, booked three days ahead. */
async function bookingOf(userId: string, start: Date, end: Date) {
  made += 1;
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `PW-S${made}`,
      listingId: listing.id,
      bayId: listing.bayIds[made % listing.bayIds.length]!,
      principal: userId,
      userId,
      rental: "short",
      during: { start, end },
      status: "confirmed",
      confirmedAt: new Date(start.getTime() - 72 * HOUR),
      currency: "GBP",
      valueMinor: 500,
      valueBeforeDiscountMinor: 500,
      serviceFeeMinor: 49,
      totalMinor: 549,
      reviewHash: `settings-hash${made}`,
      guestEmail: "grace@example.com",
      guestFirstName: "Grace",
      guestLastName: "Hopper",
      vehicleRegistration: "AB12CDE",
    })
    .returning({ id: bookings.id });
  return row!.id;
}

test("a new password needs the right current one, ends every other session and keeps this one", async () => {
  const { email, token } = await register();
  const otherDevice = await login(email);
  expect(otherDevice.status).toBe(200);

  const missing = await send("POST", "/me/password", token, {
    password: "a much longer passphrase",
  });
  const wrong = await send("POST", "/me/password", token, {
    current_password: "not my password",
    password: "a much longer passphrase",
  });
  expect(missing.status).toBe(400);
  expect(wrong.status).toBe(400);
  expect((await wrong.json()).errors).toEqual({
    current_password: ["Your current password is incorrect"],
  });

  const changed = await send("POST", "/me/password", token, {
    current_password: password,
    password: "a much longer passphrase",
  });
  expect(changed.status).toBe(200);
  const newToken = String((await changed.json()).data.access_token);

  expect((await me(token)).status).toBe(401);
  expect((await me(otherDevice.token)).status).toBe(401);
  expect((await me(newToken)).status).toBe(200);
  expect((await login(email)).status).toBe(401);
  expect((await login(email, "a much longer passphrase")).status).toBe(200);
});

test("a new email is confirmed from a link sent to it; until then the account keeps its email", async () => {
  const { email, id, token } = await register();
  const newEmail = `moved${made}@example.com`;

  const asked = await send("POST", "/me/email-change", token, {
    email: newEmail,
    current_password: password,
  });
  expect(asked.status).toBe(202);
  expect((await (await me(token)).json()).data.email).toBe(email);

  const link = await vi.waitFor(async () => {
    const [sent] = await database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, newEmail));
    const found = /\/confirm-email\/([0-9a-f.-]+)/.exec(sent?.text ?? "");
    expect(found).not.toBeNull();
    return found![1]!;
  });
  expect(link.startsWith(`${id}.`)).toBe(true);

  const confirm = () =>
    api.request("/api/v2/email-change/confirm", { method: "POST", ...jsonBody({ token: link }) });
  const confirmed = await confirm();
  expect(confirmed.status).toBe(200);
  expect((await confirmed.json()).data.email).toBe(newEmail);
  expect((await (await me(token)).json()).data.email).toBe(newEmail);
  expect((await confirm()).status).toBe(400);
});

test("an account with a booking still to come cannot be deleted", async () => {
  const { id, token } = await register();
  await bookingOf(id, new Date(Date.now() + 48 * HOUR), new Date(Date.now() + 50 * HOUR));

  const refused = await send("DELETE", "/me", token, { current_password: password });
  expect(refused.status).toBe(409);
  expect((await refused.json()).message).toMatch(/^You have a booking under way or still to come/);
  expect((await me(token)).status).toBe(200);
});

test("deleting an account erases the person and keeps their bookings without their details", async () => {
  const { email, id, token } = await register();
  const bookingId = await bookingOf(
    id,
    new Date(Date.now() - 50 * HOUR),
    new Date(Date.now() - 48 * HOUR),
  );

  const wrong = await send("DELETE", "/me", token, { current_password: "not my password" });
  expect(wrong.status).toBe(400);
  const deleted = await send("DELETE", "/me", token, { current_password: password });
  expect(deleted.status).toBe(200);

  expect((await me(token)).status).toBe(401);
  expect((await login(email)).status).toBe(401);
  const [person] = await database.db.select().from(users).where(eq(users.id, id));
  expect(person).toMatchObject({
    email: `erased-${id}@parkway.invalid`,
    firstName: "",
    lastName: "",
    passwordHash: null,
  });
  const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  expect(kept).toMatchObject({
    userId: id,
    totalMinor: 549,
    guestEmail: null,
    guestFirstName: null,
    vehicleRegistration: null,
  });
});

test("the data export is a JSON attachment in the contract's shape", async () => {
  const { email, id, token } = await register();
  await bookingOf(id, new Date(Date.now() - 10 * HOUR), new Date(Date.now() - 8 * HOUR));

  const response = await send("GET", "/me/export", token);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="parkway-account-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const copy = accountExportSchema.parse(await response.json());
  expect(copy.account.email).toBe(email);
  expect(copy.bookings).toHaveLength(1);
  expect(copy.bookings[0]!.driver.email).toBe("grace@example.com");
  expect((await api.request("/api/v2/me/export")).status).toBe(401);
});

test("booking reminders switched off in the preferences are not sent", async () => {
  const { id, token } = await register();
  const start = new Date(Date.now() + 12 * HOUR);
  await bookingOf(id, start, new Date(start.getTime() + 2 * HOUR));
  const links = { appUrl: "http://localhost:3000", secret: "a-secret-for-links" };

  const read = await send("GET", "/me/email-preferences", token);
  expect((await read.json()).data).toMatchObject({ booking_reminders: true, alerts: [] });
  const off = await send("PATCH", "/me/email-preferences", token, { booking_reminders: false });
  expect(off.status).toBe(200);
  expect((await off.json()).data).toMatchObject({
    booking_reminders: false,
    marketing_emails: false,
  });
  expect(await queueDueReminders(database.db, links, new Date())).toBe(0);

  await send("PATCH", "/me/email-preferences", token, { booking_reminders: true });
  expect(await queueDueReminders(database.db, links, new Date())).toBe(1);
});
