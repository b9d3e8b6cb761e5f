import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { socialIdentities } from "../../api/db/schema";
import { createServiceKeySource } from "../../api/signing-secret";
import { createTestApi, jsonBody, testJwtSecret } from "./fixtures";
import { createTestDatabase } from "./setup-database";

type TestApi = ReturnType<typeof createTestApi>;

let database: Database;
let api: TestApi;
let serviceKey: string;
let identitiesMade = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
  // With SERVICE_KEY unset the service generates one and keeps it in the database, where an
  // in-process web reads it the same way.
  serviceKey = await createServiceKeySource(database.db, undefined)();
});

afterAll(async () => {
  await database.close();
});

const password = "correct horse battery";

function newIdentity(overrides: Record<string, unknown> = {}) {
  identitiesMade += 1;
  return {
    provider: "google",
    subject: `10876543210${identitiesMade}`,
    email: `social${identitiesMade}@example.com`,
    first_name: "Grace",
    last_name: "Hopper",
    ...overrides,
  };
}

function asWeb(headers: Record<string, string> = {}) {
  return { "X-Service-Key": serviceKey, ...headers };
}

async function check(
  target: TestApi,
  identity: Record<string, unknown>,
  headers: Record<string, string> = asWeb(),
) {
  return target.request("/api/v2/social/check", {
    method: "POST",
    ...jsonBody(identity, headers),
  });
}

async function connect(
  token: string,
  identity: Record<string, unknown>,
  headers: Record<string, string> = asWeb(),
) {
  return api.request("/api/v2/me/social/connect", {
    method: "POST",
    ...jsonBody(identity, { Authorization: `Bearer ${token}`, ...headers }),
  });
}

async function registerWithPassword(email: string) {
  const response = await api.request("/api/v2/register", {
    method: "POST",
    ...jsonBody(
      { email, password, first_name: "Ada", last_name: "Lovelace", terms: true },
      { "X-Forwarded-For": `203.0.113.${identitiesMade}` },
    ),
  });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { token: String(body.data.access_token), userId: String(body.data.user.id) };
}

test("a new identity with a new email creates a driver's account and signs it in", async () => {
  const identity = newIdentity();

  const response = await check(api, identity);

  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body.data).toMatchObject({
    token_type: "Bearer",
    user: {
      email: identity.email,
      first_name: "Grace",
      last_name: "Hopper",
      scope: ["driver"],
      listings: { drafts: [], total: 0 },
    },
  });
  expect(decodeJwt(body.data.access_token)).toMatchObject({
    sub: body.data.user.id,
    scope: ["driver"],
  });
  const me = await api.request("/api/v2/me", {
    headers: { Authorization: `Bearer ${body.data.access_token}` },
  });
  expect((await me.json()).data.id).toBe(body.data.user.id);
});

test("the same identity signs in to the same account next time", async () => {
  const identity = newIdentity();
  const first = await (await check(api, identity)).json();

  const again = await check(api, { ...identity, email: undefined, first_name: "Changed" });

  expect(again.status).toBe(200);
  const body = await again.json();
  expect(body.data.user.id).toBe(first.data.user.id);
  expect(body.data.user.first_name).toBe("Grace");
});

test("an identity whose email already has an account must be connected from that account first", async () => {
  const identity = newIdentity();
  const owner = await registerWithPassword(identity.email);

  const refused = await check(api, { ...identity, email: identity.email.toUpperCase() });

  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({
    message:
      "An account with this email already exists. Log in to it, then connect Google from your account.",
    data: { link_required: true },
  });
  const linked = await database.db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.subject, identity.subject));
  expect(linked).toEqual([]);

  const connected = await connect(owner.token, identity);
  expect(connected.status).toBe(201);
  expect(await connected.json()).toEqual({
    data: { provider: "google", subject: identity.subject },
  });

  const signedIn = await check(api, identity);
  expect(signedIn.status).toBe(200);
  expect((await signedIn.json()).data.user.id).toBe(owner.userId);
});

test("connecting an identity already connected to the same account changes nothing", async () => {
  const identity = newIdentity({ provider: "apple" });
  const owner = await registerWithPassword(identity.email);
  await connect(owner.token, identity);

  const again = await connect(owner.token, identity);

  expect(again.status).toBe(200);
  expect(await again.json()).toEqual({ data: { provider: "apple", subject: identity.subject } });
});

test("an identity connected to one account cannot be connected to another", async () => {
  const identity = newIdentity({ provider: "facebook" });
  await check(api, identity);
  const other = await registerWithPassword(`other-${identity.email}`);

  const response = await connect(other.token, identity);

  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({
    message: "This Facebook account is connected to another Parkway account.",
  });
});

test("only a caller with the service key can check or connect an identity", async () => {
  const identity = newIdentity();
  const owner = await registerWithPassword(identity.email);

  const attempts: Array<Record<string, string>> = [
    {},
    { "X-Service-Key": "a-guess-at-the-service-key" },
  ];
  for (const headers of attempts) {
    const checked = await check(api, newIdentity(), headers);
    const connected = await connect(owner.token, identity, headers);
    for (const response of [checked, connected]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: "The X-Service-Key header is missing or wrong",
      });
    }
  }
});

test("a configured SERVICE_KEY is the key the service asks for", async () => {
  const configuredKey = "a-configured-service-key-of-at-least-32-characters";
  const configured = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false, serviceKey: configuredKey },
  });

  const withStoredKey = await check(configured, newIdentity());
  const withConfiguredKey = await check(configured, newIdentity(), {
    "X-Service-Key": configuredKey,
  });

  expect(withStoredKey.status).toBe(403);
  expect(withConfiguredKey.status).toBe(201);
});

test("connecting needs a signed-in user", async () => {
  const guest = await (
    await api.request("/api/v2/auth/anonymous-token", { method: "POST" })
  ).json();

  const withoutToken = await api.request("/api/v2/me/social/connect", {
    method: "POST",
    ...jsonBody(newIdentity(), asWeb()),
  });
  const asGuest = await connect(guest.data.access_token, newIdentity());

  expect(withoutToken.status).toBe(401);
  expect(asGuest.status).toBe(401);
});

test("a check names its invalid fields", async () => {
  const response = await check(api, { provider: "myspace", subject: "", email: "nope" });

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    provider: ["provider must be google, facebook or apple"],
    subject: ["Give the provider's subject (user id)"],
    email: ["Enter a valid email address, like name@example.com"],
  });
});

test("a new identity without an email cannot create an account", async () => {
  const response = await check(api, newIdentity({ provider: "apple", email: undefined }));

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    email: ["Apple did not share an email address, and an account needs one"],
  });
});

test("a check can be sent as form data", async () => {
  const identity = newIdentity();

  const response = await api.request("/api/v2/social/check", {
    method: "POST",
    body: new URLSearchParams({ ...identity, last_name: "" }),
    headers: asWeb({ "Content-Type": "application/x-www-form-urlencoded" }),
  });

  expect(response.status).toBe(201);
  expect((await response.json()).data.user).toMatchObject({
    email: identity.email,
    last_name: "",
  });
});

test("an account made through a provider has no password to log in with", async () => {
  const identity = newIdentity();
  await check(api, identity);

  const response = await api.request("/api/v2/auth/login", {
    method: "POST",
    ...jsonBody({ email: identity.email, password: "anything at all, really" }),
  });

  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ message: "Email or password is incorrect" });
});

test("the same new identity checked twice at once makes one account", async () => {
  const identity = newIdentity();

  const [first, second] = await Promise.all([check(api, identity), check(api, identity)]);

  expect([first.status, second.status].sort()).toEqual([200, 201]);
  const ids = [(await first.json()).data.user.id, (await second.json()).data.user.id];
  expect(ids[0]).toBe(ids[1]);
});
