import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { listings, passwordResets, revokedTokens, users } from "../../api/db/schema";
import { hashPasswordResetToken } from "../../api/domain/password-resets";
import { grantScope } from "../../api/repositories/users";
import { bearerFor, createTestApi, jsonBody, testJwtSecret } from "./fixtures";
import { createTestDatabase } from "./setup-database";

type TestApi = ReturnType<typeof createTestApi>;

let database: Database;
let api: TestApi;
let accountsMade = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
});

afterAll(async () => {
  await database.close();
});

const password = "correct horse battery";

function registration(overrides: Record<string, unknown> = {}) {
  accountsMade += 1;
  return {
    email: `driver${accountsMade}@example.com`,
    password,
    first_name: "Ada",
    last_name: "Lovelace",
    terms: true,
    ...overrides,
  };
}

let addressesUsed = 0;

/** Registrations are limited per address; each test registers from addresses of its own. */
function fromNewAddress() {
  addressesUsed += 1;
  return { "X-Forwarded-For": `198.51.${Math.floor(addressesUsed / 250)}.${addressesUsed % 250}` };
}

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

async function register(target: TestApi, overrides: Record<string, unknown> = {}) {
  const form = registration(overrides);
  const response = await target.request("/api/v2/register", {
    method: "POST",
    ...jsonBody(form, fromNewAddress()),
  });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { email: String(form.email), token: String(body.data.access_token), user: body.data.user };
}

async function login(target: TestApi, email: string, secret = password) {
  return target.request("/api/v2/auth/login", {
    method: "POST",
    ...jsonBody({ email, password: secret }),
  });
}

async function readMe(target: TestApi, token: string) {
  return target.request("/api/v2/me", { headers: bearer(token) });
}

async function changeMe(target: TestApi, token: string, changes: Record<string, unknown>) {
  return target.request("/api/v2/me", { method: "PATCH", ...jsonBody(changes, bearer(token)) });
}

async function outbox(target: TestApi) {
  const response = await target.request("/api/dev/outbox");
  expect(response.status).toBe(200);
  const body: { data: Array<{ to: string; kind: string; text_body: string }> } =
    await response.json();
  return body.data;
}

/**
 * The newest reset link's token emailed to `email`, once `count` of them have arrived: the email
 * is written after the forgotten-password answer has gone.
 */
async function resetToken(target: TestApi, email: string, count = 1): Promise<string> {
  return vi.waitFor(async () => {
    const sent = (await outbox(target)).filter(
      (message) => message.to === email && message.kind === "password-reset",
    );
    expect(sent).toHaveLength(count);
    return resetTokenIn(sent[0]!.text_body);
  });
}

function resetTokenIn(text: string): string {
  const match = /\/forgotten-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reset link in: ${text}`);
  return match[1];
}

test("a visitor registers and is signed in at once as a driver", async () => {
  const form = registration({ mobile: "07700 900123" });

  const response = await api.request("/api/v2/register", {
    method: "POST",
    ...jsonBody(form, fromNewAddress()),
  });

  expect(response.status).toBe(201);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const body = await response.json();
  expect(body).toEqual({
    data: {
      access_token: expect.any(String),
      token_type: "Bearer",
      expires_in: 30 * 24 * 60 * 60,
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: form.email,
        first_name: "Ada",
        last_name: "Lovelace",
        mobile: "+447700900123",
        scope: ["driver"],
        marketing_emails: false,
        booking_reminders: true,
        created_at: expect.any(String),
        listings: { drafts: [], total: 0 },
      },
    },
  });
  const claims = decodeJwt(body.data.access_token);
  expect(claims).toMatchObject({ sub: body.data.user.id, scope: ["driver"], iss: "parkway" });
  expect(claims.jti).toEqual(expect.any(String));

  const me = await readMe(api, body.data.access_token);
  expect(me.status).toBe(200);
  expect((await me.json()).data).toEqual(body.data.user);
});

test("passwords are kept only as Argon2id hashes and never sent back", async () => {
  const { email, token } = await register(api);

  const [row] = await database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const me = await (await readMe(api, token)).text();
  const signIn = await (await login(api, email)).text();
  for (const text of [me, signIn]) {
    expect(text).not.toContain("argon2");
    expect(text).not.toContain(password);
  }
});

test("registration takes the form as urlencoded or multipart form data too", async () => {
  const urlencoded = new URLSearchParams(
    Object.entries(
      registration({ terms: "on", marketing_emails: "on", mobile: "087 123 4567" }),
    ).map(([name, value]) => [name, String(value)]),
  );
  const multipart = new FormData();
  for (const [name, value] of Object.entries(registration({ terms: "true" }))) {
    multipart.append(name, String(value));
  }

  const fromForm = await api.request("/api/v2/register", {
    method: "POST",
    body: urlencoded,
    headers: { ...fromNewAddress(), "Content-Type": "application/x-www-form-urlencoded" },
  });
  const fromMultipart = await api.request("/api/v2/register", {
    method: "POST",
    body: multipart,
    headers: fromNewAddress(),
  });

  expect(fromForm.status).toBe(201);
  expect((await fromForm.json()).data.user).toMatchObject({
    mobile: "+353871234567",
    marketing_emails: true,
  });
  expect(fromMultipart.status).toBe(201);
});

test("registration names every invalid field", async () => {
  const response = await api.request("/api/v2/register", {
    method: "POST",
    ...jsonBody({
      email: "not-an-email",
      password: "short",
      first_name: " ",
      mobile: "01632 960000",
      terms: false,
    }),
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: "Please correct the invalid fields",
    errors: {
      email: ["Enter a valid email address, like name@example.com"],
      password: ["Your password must be at least 10 characters"],
      first_name: ["Enter your first name"],
      last_name: ["Enter your last name"],
      mobile: ["Enter a UK or Irish mobile number, like 07700 900123 or 087 123 4567"],
      terms: ["Accept the terms and conditions to create an account"],
    },
  });
});

test("a password that is easy to guess, or made of the email, is refused even when long enough", async () => {
  const refusal = async (password: string, email?: string) => {
    const response = await api.request("/api/v2/register", {
      method: "POST",
      ...jsonBody(registration({ password, ...(email ? { email } : {}) }), fromNewAddress()),
    });
    expect(response.status).toBe(400);
    return (await response.json()).errors.password;
  };

  expect(await refusal("password12")).toEqual([
    "This password would be easy to guess. This is a commonly used password. Add more words that are less common.",
  ]);
  expect(await refusal("aaaaaaaaaa")).toEqual([
    expect.stringContaining('Repeated characters like "aaa" are easy to guess.'),
  ]);
  expect(await refusal("QwertyUiop")).toEqual([expect.stringMatching(/^This password would be/)]);
  expect(await refusal("sam.weller@example.com", "sam.weller@example.com")).toEqual([
    "Choose a password that does not contain your email address",
  ]);
});

test("an email that already has an account, in any case, cannot register again", async () => {
  const { email } = await register(api);

  const response = await api.request("/api/v2/register", {
    method: "POST",
    ...jsonBody(registration({ email: email.toUpperCase() }), fromNewAddress()),
  });

  expect(response.status).toBe(409);
  expect((await response.json()).errors).toEqual({
    email: ["An account with this email already exists. Log in, or reset your password."],
  });
});

test("a form without a body or in another format is refused", async () => {
  const empty = await api.request("/api/v2/auth/login", { method: "POST" });
  const text = await api.request("/api/v2/auth/login", {
    method: "POST",
    body: "email=a@example.com",
    headers: { "Content-Type": "text/plain" },
  });

  expect(empty.status).toBe(415);
  expect(text.status).toBe(415);
});

test("a driver logs in with email and password, in any case of the email", async () => {
  const { email, user } = await register(api);

  const response = await login(api, email.toUpperCase());

  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const body = await response.json();
  expect(body.data).toEqual({
    access_token: expect.any(String),
    token_type: "Bearer",
    expires_in: 30 * 24 * 60 * 60,
    user,
  });
  expect(decodeJwt(body.data.access_token)).toMatchObject({ sub: user.id, scope: ["driver"] });
});

test("an unknown email and a wrong password get the same answer", async () => {
  const { email } = await register(api);

  const wrongPassword = await login(api, email, "not the password at all");
  const unknownEmail = await login(api, "nobody@example.com");

  for (const response of [wrongPassword, unknownEmail]) {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Email or password is incorrect" });
  }
});

test("login names its missing fields", async () => {
  const response = await api.request("/api/v2/auth/login", {
    method: "POST",
    ...jsonBody({ email: "" }),
  });

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    email: ["Enter your email address"],
    password: ["Enter your password"],
  });
});

test("logging out stops that token working until it would have expired, and only that one", async () => {
  const { email, token } = await register(api);
  const otherDevice = String((await (await login(api, email)).json()).data.access_token);

  const response = await api.request("/api/v2/auth/logout", {
    method: "POST",
    headers: bearer(token),
  });

  expect(response.status).toBe(204);
  expect((await readMe(api, token)).status).toBe(401);
  expect((await readMe(api, otherDevice)).status).toBe(200);
  const claims = decodeJwt(token);
  const [revoked] = await database.db
    .select()
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenId, String(claims.jti)));
  expect(revoked?.expiresAt.getTime()).toBe(Number(claims.exp) * 1000);
});

test("logging out a signed-out token, a guest's token or no token answers 204", async () => {
  const { token } = await register(api);
  await api.request("/api/v2/auth/logout", { method: "POST", headers: bearer(token) });
  const guest = await (
    await api.request("/api/v2/auth/anonymous-token", { method: "POST" })
  ).json();

  for (const headers of [bearer(token), bearer(guest.data.access_token), {}]) {
    const response = await api.request("/api/v2/auth/logout", { method: "POST", headers });
    expect(response.status).toBe(204);
  }
});

test("the account needs a signed-in user's token", async () => {
  const guest = await (
    await api.request("/api/v2/auth/anonymous-token", { method: "POST" })
  ).json();

  const missing = await api.request("/api/v2/me");
  const anonymous = await readMe(api, guest.data.access_token);
  const changeAsGuest = await changeMe(api, guest.data.access_token, { first_name: "Eve" });

  for (const response of [missing, anonymous, changeAsGuest]) {
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="parkway"');
    expect(await response.json()).toEqual({ message: "Authentication required" });
  }
});

test("a valid token whose subject is not a user, or is a deleted user, reads no account", async () => {
  const { token, user } = await register(api);
  await database.db.delete(users).where(eq(users.id, user.id));
  const notAUser = await bearerFor(["driver"], "user_driver");

  expect((await readMe(api, token)).status).toBe(401);
  expect((await changeMe(api, token, { first_name: "Eve" })).status).toBe(401);
  expect((await api.request("/api/v2/me", { headers: notAUser })).status).toBe(401);
});

test("the account lists its draft listings and counts those not removed, and no one else's", async () => {
  const { token, user } = await register(api);
  const other = await register(api);
  const place = { lat: 51.5072, lng: -0.1276, title: "Driveway near the station" };
  const ids = await database.db
    .insert(listings)
    .values([
      { ownerId: user.id, status: "draft" },
      { ownerId: user.id, status: "active", ...place },
      { ownerId: user.id, status: "draft" },
      { ownerId: user.id, status: "removed", ...place },
      { ownerId: user.id, status: "disabled", ...place },
      { ownerId: other.user.id, status: "draft" },
    ])
    .returning({ id: listings.id });

  const body = await (await readMe(api, token)).json();

  expect(body.data.listings).toEqual({
    drafts: [{ id: ids[0]?.id }, { id: ids[2]?.id }],
    total: 4,
  });
  expect((await (await readMe(api, other.token)).json()).data.listings).toEqual({
    drafts: [{ id: ids[5]?.id }],
    total: 1,
  });
});

test("a user changes their name, mobile and email preferences", async () => {
  const { token } = await register(api);

  const response = await changeMe(api, token, {
    first_name: " Grace ",
    last_name: "Hopper",
    mobile: "+353 86 123 4567",
    marketing_emails: true,
    booking_reminders: false,
  });

  expect(response.status).toBe(200);
  const changed = (await response.json()).data;
  expect(changed).toMatchObject({
    first_name: "Grace",
    last_name: "Hopper",
    mobile: "+353861234567",
    marketing_emails: true,
    booking_reminders: false,
  });
  expect((await (await readMe(api, token)).json()).data).toEqual(changed);

  const cleared = await changeMe(api, token, { mobile: "" });
  expect((await cleared.json()).data.mobile).toBeNull();
});

test("changes can be sent as form data, with checkboxes and empty password fields as the browser sends them", async () => {
  const { token } = await register(api);

  const response = await api.request("/api/v2/me", {
    method: "PATCH",
    body: new URLSearchParams({
      first_name: "Mary",
      marketing_emails: "on",
      password: "",
      current_password: "",
    }),
    headers: { ...bearer(token), "Content-Type": "application/x-www-form-urlencoded" },
  });

  expect(response.status).toBe(200);
  expect((await response.json()).data).toMatchObject({
    first_name: "Mary",
    marketing_emails: true,
  });
});

test("changes name every invalid field", async () => {
  const { token } = await register(api);

  const response = await changeMe(api, token, {
    first_name: "",
    mobile: "12345",
    marketing_emails: "perhaps",
    email: "nope",
    password: "short",
  });

  expect(response.status).toBe(400);
  expect(Object.keys((await response.json()).errors).sort()).toEqual([
    "email",
    "first_name",
    "marketing_emails",
    "mobile",
    "password",
  ]);
});

function postAs(target: TestApi, token: string, path: string, body: Record<string, unknown>) {
  return target.request(`/api/v2${path}`, { method: "POST", ...jsonBody(body, bearer(token)) });
}

test("the profile call sends email and password changes to their own calls", async () => {
  const { email, token } = await register(api);

  const response = await changeMe(api, token, {
    email: `renamed-${email}`,
    password: "a much longer passphrase",
  });

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    email: [
      "Change your email with POST /api/v2/me/email-change: the new address is confirmed first",
    ],
    password: [
      "Change your password with POST /api/v2/me/password, which signs out your other devices",
    ],
  });
  expect((await login(api, email)).status).toBe(200);
});

test("a new password needs the current one", async () => {
  const { email, token } = await register(api);
  const newPassword = "a much longer passphrase";

  const withoutCurrent = await postAs(api, token, "/me/password", { password: newPassword });
  const wrongCurrent = await postAs(api, token, "/me/password", {
    password: newPassword,
    current_password: "not it at all",
  });
  const changed = await postAs(api, token, "/me/password", {
    password: newPassword,
    current_password: password,
  });

  expect(withoutCurrent.status).toBe(400);
  expect((await withoutCurrent.json()).errors).toEqual({
    current_password: ["Enter your current password"],
  });
  expect(wrongCurrent.status).toBe(400);
  expect((await wrongCurrent.json()).errors).toEqual({
    current_password: ["Your current password is incorrect"],
  });
  expect(changed.status).toBe(200);
  expect((await login(api, email, newPassword)).status).toBe(200);
  expect((await login(api, email, password)).status).toBe(401);
});

test("an email that belongs to another account cannot be taken", async () => {
  const { token } = await register(api);
  const other = await register(api);

  const response = await postAs(api, token, "/me/email-change", {
    email: other.email,
    current_password: password,
  });

  expect(response.status).toBe(409);
  expect((await response.json()).errors).toEqual({
    email: ["An account with this email already exists. Log in, or reset your password."],
  });
});

test("a user's token reads and changes only that user's account", async () => {
  const mallory = await register(api);
  const victim = await register(api);

  const response = await changeMe(api, mallory.token, {
    id: victim.user.id,
    first_name: "Mallory",
  });

  expect(response.status).toBe(200);
  expect((await response.json()).data.id).toBe(mallory.user.id);
  const victimNow = (await (await readMe(api, victim.token)).json()).data;
  expect(victimNow).toEqual(victim.user);
});

test("a token carries the scopes the account holds when it signs in", async () => {
  const { email, token, user } = await register(api);
  const adminRoute = "/api/v2/admin/site-config/features/insights";
  const switchInsights = (bearerToken: string) =>
    api.request(adminRoute, {
      method: "PUT",
      ...jsonBody({ enabled: false }, bearer(bearerToken)),
    });

  expect((await switchInsights(token)).status).toBe(403);

  await database.db
    .update(users)
    .set({ scopes: ["driver", "admin"] })
    .where(eq(users.id, user.id));
  const adminToken = String((await (await login(api, email)).json()).data.access_token);

  expect(decodeJwt(adminToken).scope).toEqual(["driver", "admin"]);
  expect((await switchInsights(adminToken)).status).toBe(200);
  expect((await switchInsights(token)).status).toBe(403);
});

test("granting the landlord scope adds it once, and the next sign-in carries it", async () => {
  const { email, user } = await register(api);

  expect(await grantScope(database.db, user.id, "landlord")).toEqual(["driver", "landlord"]);
  expect(await grantScope(database.db, user.id, "landlord")).toEqual(["driver", "landlord"]);
  expect(
    await grantScope(database.db, "00000000-0000-4000-8000-000000000000", "landlord"),
  ).toBeNull();

  const body = await (await login(api, email)).json();
  expect(decodeJwt(body.data.access_token).scope).toEqual(["driver", "landlord"]);
  expect(body.data.user.scope).toEqual(["driver", "landlord"]);
});

test("a forgotten password is reset once through the emailed link, which signs the user in", async () => {
  const { email, user } = await register(api);
  const newPassword = "my brand new passphrase";

  const asked = await api.request("/api/v2/forgot-password", {
    method: "POST",
    ...jsonBody({ email }),
  });

  expect(asked.status).toBe(202);
  const token = await resetToken(api, email);
  const [sent] = (await outbox(api)).filter((message) => message.to === email);
  expect(sent?.text_body).toContain(`http://localhost:3000/forgotten-password/${token}`);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const stored = await database.db
    .select({ tokenHash: passwordResets.tokenHash })
    .from(passwordResets)
    .where(eq(passwordResets.userId, user.id));
  expect(stored).toEqual([{ tokenHash: hashPasswordResetToken(token) }]);

  const reset = await api.request("/api/v2/reset-password", {
    method: "POST",
    ...jsonBody({ token, password: newPassword, password_confirmation: newPassword }),
  });

  expect(reset.status).toBe(200);
  const signedIn = await reset.json();
  expect(signedIn.data.user.id).toBe(user.id);
  expect((await readMe(api, signedIn.data.access_token)).status).toBe(200);
  expect((await login(api, email, newPassword)).status).toBe(200);
  expect((await login(api, email, password)).status).toBe(401);

  const again = await api.request("/api/v2/reset-password", {
    method: "POST",
    ...jsonBody({ token, password: "yet another passphrase" }),
  });
  expect(again.status).toBe(400);
  expect((await again.json()).errors).toEqual({
    token: [
      "This link to reset your password has expired or has already been used. Ask for a new one.",
    ],
  });
});

test("the forgotten-password answer does not say whether the email has an account", async () => {
  const { email } = await register(api);
  const ask = (address: string) =>
    api.request("/api/v2/forgot-password", {
      method: "POST",
      ...jsonBody({ email: address }, fromNewAddress()),
    });

  const known = await ask(email);
  const unknown = await ask("no-account-here@example.com");

  const answer = async (response: Response) => ({
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== "date"),
    body: await response.json(),
  });
  expect(await answer(known)).toEqual(await answer(unknown));
  expect(known.status).toBe(202);
  await resetToken(api, email);
  const toUnknown = (await outbox(api)).filter(
    (message) => message.to === "no-account-here@example.com",
  );
  expect(toUnknown).toEqual([]);
});

test("one address may ask for ten accounts' reset links an hour", async () => {
  const address = fromNewAddress();
  const answers = [];
  for (let account = 0; account < 11; account += 1) {
    const response = await api.request("/api/v2/forgot-password", {
      method: "POST",
      ...jsonBody({ email: `someone${account}@example.com` }, address),
    });
    answers.push({ status: response.status, retryAfter: response.headers.get("Retry-After") });
  }

  expect(answers.slice(0, 10).every((answer) => answer.status === 202)).toBe(true);
  expect(answers[10]).toEqual({ status: 429, retryAfter: "3600" });
});

test("a reset link stops working an hour after it was sent", async () => {
  const sentAt = new Date("2026-05-01T08:00:00Z");
  const at = (minutes: number) => () => new Date(sentAt.getTime() + minutes * 60_000);
  const { email } = await register(api);
  const ask = () =>
    createTestApi(database, { now: at(0) }).request("/api/v2/forgot-password", {
      method: "POST",
      ...jsonBody({ email }),
    });
  const resetAt = (minutes: number, token: string) =>
    createTestApi(database, { now: at(minutes) }).request("/api/v2/reset-password", {
      method: "POST",
      ...jsonBody({ token, password: "a passphrase for later" }),
    });

  await ask();
  const expiring = await resetToken(api, email, 1);
  await ask();
  const fresh = await resetToken(api, email, 2);

  expect((await resetAt(61, expiring)).status).toBe(400);
  expect((await resetAt(59, fresh)).status).toBe(200);
});

test("using one reset link retires the user's other links", async () => {
  const { email } = await register(api);
  const ask = () =>
    api.request("/api/v2/forgot-password", { method: "POST", ...jsonBody({ email }) });
  await ask();
  const first = await resetToken(api, email, 1);
  await ask();
  const second = await resetToken(api, email, 2);

  const resetWith = (token: string) =>
    api.request("/api/v2/reset-password", {
      method: "POST",
      ...jsonBody({ token, password: "passphrase number one" }),
    });

  expect((await resetWith(second)).status).toBe(200);
  expect((await resetWith(first)).status).toBe(400);
});

test("a reset names its invalid fields and an unknown token", async () => {
  const invalid = await api.request("/api/v2/reset-password", {
    method: "POST",
    ...jsonBody({ token: "whatever", password: "short" }),
  });
  const mismatched = await api.request("/api/v2/reset-password", {
    method: "POST",
    ...jsonBody({
      token: "whatever",
      password: "long enough passphrase",
      password_confirmation: "another passphrase",
    }),
  });
  const unknown = await api.request("/api/v2/reset-password", {
    method: "POST",
    body: new URLSearchParams({ token: "made-up-token", password: "long enough passphrase" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

  expect(invalid.status).toBe(400);
  expect((await invalid.json()).errors).toEqual({
    password: ["Your password must be at least 10 characters"],
  });
  expect(mismatched.status).toBe(400);
  expect((await mismatched.json()).errors).toEqual({
    password_confirmation: ["The passwords do not match"],
  });
  expect(unknown.status).toBe(400);
  expect(Object.keys((await unknown.json()).errors)).toEqual(["token"]);
});

test("reset links point at the configured app URL", async () => {
  const elsewhere = createApi({
    database,
    config: {
      jwtSecret: testJwtSecret,
      production: false,
      appUrl: "https://parking.example.org/",
    },
  });
  const { email } = await register(elsewhere);

  await elsewhere.request("/api/v2/forgot-password", {
    method: "POST",
    ...jsonBody({ email }),
  });

  const token = await resetToken(elsewhere, email);
  expect((await outbox(elsewhere))[0]?.text_body).toContain(
    `https://parking.example.org/forgotten-password/${token}`,
  );
});

test("in production the outbox is readable only where mail cannot leave the machine", async () => {
  const production = (smtpUrl?: string) =>
    createApi({ database, config: { jwtSecret: testJwtSecret, production: true, smtpUrl } });

  const withSmtp = await production("smtp://127.0.0.1:1").request("/api/dev/outbox");
  const withoutSmtp = await production().request("/api/dev/outbox");

  expect(withSmtp.status).toBe(404);
  expect(withoutSmtp.status).toBe(database.kind === "pglite" ? 200 : 404);
});

test("a new password chosen through a reset link or the account is judged the same way", async () => {
  const { email, token } = await register(api, { first_name: "Jo", last_name: "Bloggs" });
  await api.request("/api/v2/forgot-password", {
    method: "POST",
    ...jsonBody({ email }, fromNewAddress()),
  });
  const link = await resetToken(api, email);

  const weakReset = await api.request("/api/v2/reset-password", {
    method: "POST",
    ...jsonBody({ token: link, password: "BloggsJo2026" }),
  });
  const weakChange = await postAs(api, token, "/me/password", {
    password: "letmein123",
    current_password: password,
  });

  expect(weakReset.status).toBe(400);
  expect((await weakReset.json()).errors).toEqual({
    password: ["Choose a password that is more than your name or email address"],
  });
  expect(weakChange.status).toBe(400);
  expect((await weakChange.json()).errors.password).toEqual([
    expect.stringMatching(/^This password would be easy to guess\./),
  ]);
  // The refused reset left the link usable.
  const reset = await api.request("/api/v2/reset-password", {
    method: "POST",
    ...jsonBody({ token: link, password: "a walk along the Tyne" }),
  });
  expect(reset.status).toBe(200);
});
