import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { Database } from "../../api/db/client";
import { cards } from "../../api/db/schema";
import { insertUser } from "../../api/repositories/users";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;
let driversMade = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => new Date("2026-05-10T12:00:00Z") });
});

afterAll(async () => {
  await database.close();
});

type Headers = Record<string, string>;

async function newDriver() {
  driversMade += 1;
  const account = await insertUser(database.db, {
    email: `card-holder${driversMade}@example.com`,
    passwordHash: null,
    firstName: "Ada",
    lastName: "Lovelace",
  });
  if (!account) throw new Error("No account");
  return { userId: account.id, headers: await bearerFor(["driver"], account.id) };
}

async function tokenise(number: string, card: Record<string, unknown> = {}) {
  const response = await api.request("/api/v2/sandbox/card-tokens", {
    method: "POST",
    // American Express cards have a 4-digit security code.
    ...jsonBody({
      number,
      exp_month: 9,
      exp_year: 2031,
      cvc: /^3/.test(number) ? "1234" : "123",
      ...card,
    }),
  });
  expect(response.status).toBe(201);
  const body: { data: { token: string } } = await response.json();
  return body.data.token;
}

async function saveCard(headers: Headers, number: string, options: { default?: boolean } = {}) {
  return api.request("/api/v2/cards", {
    method: "POST",
    ...jsonBody({ payment_token: await tokenise(number), ...options }, headers),
  });
}

type CardBody = { id: number; default: boolean; label: string; last4: string };

async function savedCard(headers: Headers, number: string, options: { default?: boolean } = {}) {
  const response = await saveCard(headers, number, options);
  expect(response.status).toBe(201);
  const body: { data: CardBody } = await response.json();
  return body.data;
}

async function listCards(headers: Headers): Promise<CardBody[]> {
  const response = await api.request("/api/v2/cards", { headers });
  expect(response.status).toBe(200);
  const body: { data: CardBody[] } = await response.json();
  return body.data;
}

async function defaultsOf(userId: string) {
  const rows = await database.db
    .select({ id: cards.id })
    .from(cards)
    .where(sql`${cards.userId} = ${userId} and ${cards.isDefault}`);
  return rows.map((row) => row.id);
}

test("a driver saves a card and sees it as a reference and a label, never its number", async () => {
  const { headers } = await newDriver();

  const response = await saveCard(headers, "4242 4242 4242 4242");

  expect(response.status).toBe(201);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({
    data: {
      id: expect.any(Number),
      reference: "Visa •••• 4242",
      brand: "visa",
      last4: "4242",
      exp_month: 9,
      exp_year: 2031,
      default: true,
      label: "Visa •••• 4242 (default)",
    },
  });
});

test("the first card is the default, and the list shows it first, then the newest", async () => {
  const { headers } = await newDriver();
  const first = await savedCard(headers, "4242424242424242");
  const second = await savedCard(headers, "5555 5555 5555 4444");
  const third = await savedCard(headers, "3782 822463 10005");

  expect(first.default).toBe(true);
  expect(second.default).toBe(false);
  const listed = await listCards(headers);
  expect(listed.map((card) => card.id)).toEqual([first.id, third.id, second.id]);
  expect(listed.map((card) => card.label)).toEqual([
    "Visa •••• 4242 (default)",
    "American Express •••• 0005",
    "Mastercard •••• 4444",
  ]);
});

test("saving a card as the default moves the default to it", async () => {
  const { userId, headers } = await newDriver();
  await savedCard(headers, "4242424242424242");

  const second = await savedCard(headers, "5555555555554444", { default: true });

  expect(second.default).toBe(true);
  expect(await defaultsOf(userId)).toEqual([second.id]);
  expect((await listCards(headers))[0]?.id).toBe(second.id);
});

test("a driver makes another saved card the default", async () => {
  const { userId, headers } = await newDriver();
  const first = await savedCard(headers, "4242424242424242");
  const second = await savedCard(headers, "5555555555554444");

  const response = await api.request(`/api/v2/cards/${second.id}`, {
    method: "PATCH",
    ...jsonBody({ default: true }, headers),
  });

  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    data: { id: second.id, default: true, label: "Mastercard •••• 4444 (default)" },
  });
  expect(await defaultsOf(userId)).toEqual([second.id]);
  expect((await listCards(headers)).find((card) => card.id === first.id)?.default).toBe(false);
});

test("a default card cannot simply be switched off", async () => {
  const { headers } = await newDriver();
  const card = await savedCard(headers, "4242424242424242");

  const response = await api.request(`/api/v2/cards/${card.id}`, {
    method: "PATCH",
    ...jsonBody({ default: false }, headers),
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: "Please correct the invalid fields",
    errors: { default: ["To change the default, make another card the default"] },
  });
});

test("removing the default card makes the newest remaining card the default", async () => {
  const { userId, headers } = await newDriver();
  const first = await savedCard(headers, "4242424242424242");
  const second = await savedCard(headers, "5555555555554444");
  const third = await savedCard(headers, "4000000000009995");

  const removed = await api.request(`/api/v2/cards/${first.id}`, { method: "DELETE", headers });

  expect(removed.status).toBe(204);
  expect(await defaultsOf(userId)).toEqual([third.id]);
  const removedOther = await api.request(`/api/v2/cards/${second.id}`, {
    method: "DELETE",
    headers,
  });
  expect(removedOther.status).toBe(204);
  expect(await listCards(headers)).toEqual([
    expect.objectContaining({ id: third.id, default: true }),
  ]);
});

test("the same card saved again is not stored twice", async () => {
  const { userId, headers } = await newDriver();
  const first = await savedCard(headers, "4242424242424242");
  const other = await savedCard(headers, "5555555555554444", { default: true });

  const again = await saveCard(headers, "4242 4242 4242 4242", { default: true });

  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ data: { id: first.id, default: true } });
  expect(await listCards(headers)).toHaveLength(2);
  expect(await defaultsOf(userId)).toEqual([first.id]);
  expect(other.default).toBe(true);
});

test("two cards saved at once leave exactly one default", async () => {
  const { userId, headers } = await newDriver();

  const responses = await Promise.all([
    saveCard(headers, "4242424242424242"),
    saveCard(headers, "5555555555554444"),
  ]);

  expect(responses.map((response) => response.status)).toEqual([201, 201]);
  expect(await listCards(headers)).toHaveLength(2);
  expect(await defaultsOf(userId)).toHaveLength(1);
});

test("a driver cannot see, change or remove another driver's card", async () => {
  const owner = await newDriver();
  const other = await newDriver();
  const card = await savedCard(owner.headers, "4242424242424242");
  await savedCard(other.headers, "5555555555554444");

  const listed = await listCards(other.headers);
  const changed = await api.request(`/api/v2/cards/${card.id}`, {
    method: "PATCH",
    ...jsonBody({ default: true }, other.headers),
  });
  const removed = await api.request(`/api/v2/cards/${card.id}`, {
    method: "DELETE",
    headers: other.headers,
  });
  const missing = await api.request("/api/v2/cards/987654321", {
    method: "DELETE",
    headers: other.headers,
  });

  expect(listed.map((saved) => saved.id)).not.toContain(card.id);
  expect(changed.status).toBe(404);
  expect(removed.status).toBe(404);
  // The same answer as for a card that does not exist: ids cannot be probed.
  expect(await removed.json()).toEqual(await missing.json());
  expect(await listCards(owner.headers)).toEqual([
    expect.objectContaining({ id: card.id, default: true }),
  ]);
});

test("a guest, or a request without a token, cannot use saved cards", async () => {
  const guest = await bearerFor(["anonymous"], "anon_cards");
  const { headers } = await newDriver();
  const card = await savedCard(headers, "4242424242424242");
  const attempts: Array<[string, RequestInit]> = [
    ["/api/v2/cards", {}],
    ["/api/v2/cards", { method: "POST", ...jsonBody({ payment_token: "sbx_tok_x" }) }],
    [`/api/v2/cards/${card.id}`, { method: "PATCH", ...jsonBody({ default: true }) }],
    [`/api/v2/cards/${card.id}`, { method: "DELETE" }],
    ["/api/v2/tokens/sandbox", {}],
  ];

  for (const [path, init] of attempts) {
    const anonymous = await api.request(path, init);
    const asGuest = await api.request(path, {
      ...init,
      headers: { ...Object.fromEntries(new Headers(init.headers)), ...guest },
    });
    expect([path, anonymous.status, asGuest.status]).toEqual([path, 401, 401]);
  }
  expect(await listCards(headers)).toHaveLength(1);
});

test("a token the provider does not recognise is refused on the payment_token field", async () => {
  const { headers } = await newDriver();

  const response = await api.request("/api/v2/cards", {
    method: "POST",
    ...jsonBody({ payment_token: "4242424242424242" }, headers),
  });

  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body).toEqual({
    message: "Please correct the invalid fields",
    errors: { payment_token: ["This card could not be saved. Enter its details again."] },
  });
  expect(await listCards(headers)).toEqual([]);
});

test("a card is saved from a form post too, for a checkout without JavaScript", async () => {
  const { headers } = await newDriver();
  await savedCard(headers, "4242424242424242");
  const token = await tokenise("5555555555554444");

  const response = await api.request("/api/v2/cards", {
    method: "POST",
    body: new URLSearchParams({ payment_token: token, default: "on" }),
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ data: { last4: "4444", default: true } });
});

test("card numbers never reach the database or the service's logs", async () => {
  const logged = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => {}),
  );
  const { headers } = await newDriver();
  const numbers = ["4242424242424242", "5555555555554444", "378282246310005", "4000002760003184"];

  for (const number of numbers) {
    await savedCard(headers, number);
    await saveCard(headers, number.replace(/(\d{4})/g, "$1 ").trim());
  }
  await api.request("/api/v2/sandbox/card-tokens", {
    method: "POST",
    ...jsonBody({ number: "4242424242424241", exp_month: 1, exp_year: 2020, cvc: "1" }),
  });
  await api.request("/api/v2/cards", {
    method: "POST",
    ...jsonBody({ payment_token: "5555555555554444" }, headers),
  });

  const rows = await database.db
    .select({ row: sql<string>`row_to_json(${cards})::text` })
    .from(cards);
  const stored = rows.map((entry) => entry.row).join("\n");
  const output = logged.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");
  expect(rows.length).toBeGreaterThanOrEqual(numbers.length);
  for (const number of [...numbers, "4242424242424241"]) {
    expect(stored).not.toContain(number);
    expect(stored).not.toContain(number.slice(0, 12));
    expect(output).not.toContain(number);
  }
  expect(stored).toContain('"last4":"0005"');
});

test("a saved card's row keeps the provider's token, brand, last four digits and expiry", async () => {
  const { userId, headers } = await newDriver();
  const card = await savedCard(headers, "4000 0000 0000 0069");

  const [row] = await database.db.select().from(cards).where(eq(cards.id, card.id));

  expect(row).toMatchObject({
    userId,
    provider: "sandbox",
    providerToken: expect.stringMatching(/^sbx_tok_/),
    brand: "visa",
    last4: "0069",
    expMonth: 9,
    expYear: 2031,
    isDefault: true,
  });
});
