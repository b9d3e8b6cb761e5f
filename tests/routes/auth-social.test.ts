import { createHash, generateKeyPairSync } from "node:crypto";
import { expect, test } from "vitest";
import type { SocialSignInConfig } from "../../app/upstream/context";
import { takeAnalytics, takeToast } from "../../app/cookies.server";
import { action as logIn } from "../../app/routes/auth/login";
import { action as appleFormPost, loader as callback } from "../../app/routes/auth/social-callback";
import { loader as start } from "../../app/routes/auth/social-start";
import { authHandlers, DEMO_PASSWORD, testServiceKey, type AuthCall } from "../mocks/auth";
import { providerCode, providerHandlers, type TokenRequest } from "../mocks/auth-providers";
import { driver, driverToken, guestToken } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { requestThrough } from "./auth-request";

const applePrivateKey = generateKeyPairSync("ec", { namedCurve: "P-256" })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();

const socialSignIn: SocialSignInConfig = {
  serviceKey: testServiceKey,
  google: { clientId: "google-client-id", clientSecret: "google-client-secret" },
  facebook: { appId: "1234567890", appSecret: "facebook-app-secret" },
  apple: {
    clientId: "example.parkway.web",
    teamId: "ABCDE12345",
    keyId: "FGHIJ67890",
    privateKey: applePrivateKey,
  },
};
const config = { socialSignIn };

const googleIdentity = {
  iss: "https://accounts.google.com",
  aud: "google-client-id",
  sub: "google-subject-1",
  email: "niamh@example.com",
  email_verified: true,
  given_name: "Niamh",
  family_name: "Kelly",
};

function useProviders(identity: Parameters<typeof providerHandlers>[1] = {}) {
  const service: AuthCall[] = [];
  const providers: TokenRequest[] = [];
  server.use(...authHandlers(service), ...providerHandlers(providers, identity));
  return { service, providers };
}

/** Starts a sign-in with `provider` and returns where it sent the visitor and its cookie. */
async function startWith(provider: string, query = "?redirect=%2Faccount") {
  const answer = await requestThrough(start, `http://localhost/login/${provider}${query}`, {
    cookie: `parkway_token=${guestToken}`,
    params: { provider },
    config,
  });
  expect(answer.status).toBe(302);
  return {
    authorization: new URL(answer.location ?? ""),
    flowCookie: `parkway_social_flow=${answer.cookie("parkway_social_flow")}`,
    setCookie: answer.cookies.find((line) => line.startsWith("parkway_social_flow=")) ?? "",
  };
}

function comeBack(provider: string, query: Record<string, string>, cookie: string) {
  return requestThrough(
    callback,
    `http://localhost/login/${provider}/callback?${new URLSearchParams(query)}`,
    { cookie: `parkway_token=${guestToken}; ${cookie}`, params: { provider }, config },
  );
}

async function flashed(answer: { cookie: (name: string) => string | undefined }) {
  const request = new Request("http://localhost/", {
    headers: {
      Cookie: `parkway_analytics=${answer.cookie("parkway_analytics")}; parkway_toast=${answer.cookie("parkway_toast")}`,
    },
  });
  return { events: (await takeAnalytics(request)).events, toast: (await takeToast(request)).toast };
}

test("a new driver signs up with Google: state, PKCE, the ID token, then the service", async () => {
  const { service, providers } = useProviders({ google: googleIdentity });
  const { authorization, flowCookie, setCookie } = await startWith("google");

  expect(authorization.origin + authorization.pathname).toBe(
    "https://accounts.google.com/o/oauth2/v2/auth",
  );
  expect(authorization.searchParams.get("client_id")).toBe("google-client-id");
  expect(authorization.searchParams.get("redirect_uri")).toBe(
    "http://localhost:3000/login/google/callback",
  );
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(setCookie).toMatch(/Max-Age=600; Path=\/login; HttpOnly; SameSite=Lax/);
  const state = authorization.searchParams.get("state") ?? "";

  const answer = await comeBack("google", { state, code: providerCode }, flowCookie);

  expect(answer.location).toBe("/account");
  expect(answer.cookie("parkway_token")).toBe(driverToken);
  // The verifier sent with the code is the one whose hash went out with the visitor.
  const verifier = providers[0]?.form.code_verifier ?? "";
  expect(createHash("sha256").update(verifier).digest("base64url")).toBe(
    authorization.searchParams.get("code_challenge"),
  );
  expect(service).toHaveLength(1);
  expect(service[0]?.form).toEqual({
    provider: "google",
    subject: "google-subject-1",
    email: "niamh@example.com",
    first_name: "Niamh",
    last_name: "Kelly",
  });
  expect(service[0]?.headers.get("X-Service-Key")).toBe(testServiceKey);
  expect((await flashed(answer)).events).toEqual([
    expect.objectContaining({ event: "sign_up", method: "google" }),
  ]);
});

test("a callback whose state is not this browser's is refused before any code is exchanged", async () => {
  const { service, providers } = useProviders({ google: googleIdentity });
  const { flowCookie } = await startWith("google");

  const answer = await comeBack(
    "google",
    { state: "someone-elses", code: providerCode },
    flowCookie,
  );

  expect(answer.location).toBe("/login?redirect=%2Faccount");
  expect(answer.cookie("parkway_token")).toBeUndefined();
  expect(providers).toEqual([]);
  expect(service).toEqual([]);
  expect((await flashed(answer)).toast).toMatchObject({
    type: "danger",
    title: "Logging in with Google did not work",
  });
});

test("a callback without the sign-in's cookie is refused", async () => {
  const { providers } = useProviders({ google: googleIdentity });
  const answer = await comeBack("google", { state: "any", code: providerCode }, "");
  expect(answer.location).toBe("/login");
  expect(providers).toEqual([]);
});

test("an ID token for another client is not believed", async () => {
  const { service } = useProviders({ google: { ...googleIdentity, aud: "another-client" } });
  const { authorization, flowCookie } = await startWith("google");
  const state = authorization.searchParams.get("state") ?? "";
  const answer = await comeBack("google", { state, code: providerCode }, flowCookie);
  expect(answer.location).toBe("/login?redirect=%2Faccount");
  expect(service).toEqual([]);
});

test("an email Google has not verified is not passed on", async () => {
  const { service } = useProviders({ google: { ...googleIdentity, email_verified: false } });
  const { authorization, flowCookie } = await startWith("google", "");
  const state = authorization.searchParams.get("state") ?? "";
  await comeBack("google", { state, code: providerCode }, flowCookie);
  expect(service[0]?.form).not.toHaveProperty("email");
});

test("a visitor who cancels at the provider is back at login, told so", async () => {
  const { providers } = useProviders();
  const { authorization, flowCookie } = await startWith("google", "");
  const state = authorization.searchParams.get("state") ?? "";
  const answer = await comeBack("google", { state, error: "access_denied" }, flowCookie);
  expect(answer.location).toBe("/login");
  expect(providers).toEqual([]);
  expect((await flashed(answer)).toast).toMatchObject({
    title: "You did not finish logging in with Google",
  });
});

test("a returning driver logs in with Facebook, whose Graph API says who they are", async () => {
  const { service, providers } = useProviders({
    facebook: { id: "linked-subject", email: driver.email, first_name: "Priya" },
  });
  const { authorization, flowCookie } = await startWith("facebook");
  expect(authorization.hostname).toBe("www.facebook.com");
  const state = authorization.searchParams.get("state") ?? "";

  const answer = await comeBack("facebook", { state, code: providerCode }, flowCookie);

  expect(providers[0]?.form).toMatchObject({
    code: providerCode,
    client_secret: "facebook-app-secret",
  });
  expect(service[0]?.form).toMatchObject({ provider: "facebook", subject: "linked-subject" });
  expect(answer.location).toBe("/account");
  expect((await flashed(answer)).events).toEqual([
    expect.objectContaining({ event: "login", method: "facebook" }),
  ]);
});

test("Apple's cross-site form post becomes a GET that is checked like the others", async () => {
  const { service, providers } = useProviders({
    apple: {
      iss: "https://appleid.apple.com",
      aud: "example.parkway.web",
      sub: "apple-subject-1",
      email: "relay@privaterelay.appleid.com",
      email_verified: "true",
    },
  });
  const { authorization, flowCookie } = await startWith("apple");
  expect(authorization.searchParams.get("response_mode")).toBe("form_post");
  const state = authorization.searchParams.get("state") ?? "";
  const user = JSON.stringify({ name: { firstName: "Seán", lastName: "Murphy" } });

  const posted = await requestThrough(appleFormPost, "http://localhost/login/apple/callback", {
    params: { provider: "apple" },
    form: { state, code: providerCode, user },
    config,
  });
  expect(posted.status).toBe(303);
  const back = new URL(posted.location ?? "", "http://localhost");
  expect(back.pathname).toBe("/login/apple/callback");

  const answer = await comeBack("apple", Object.fromEntries(back.searchParams), flowCookie);

  expect(providers[0]?.form.client_secret?.split(".")).toHaveLength(3);
  expect(service[0]?.form).toEqual({
    provider: "apple",
    subject: "apple-subject-1",
    email: "relay@privaterelay.appleid.com",
    first_name: "Seán",
    last_name: "Murphy",
  });
  expect(answer.location).toBe("/account");
});

test("a provider whose email has an account is connected once its owner logs in", async () => {
  const { service } = useProviders({ google: { ...googleIdentity, email: driver.email } });
  const { authorization, flowCookie } = await startWith("google");
  const state = authorization.searchParams.get("state") ?? "";

  const refused = await comeBack("google", { state, code: providerCode }, flowCookie);
  expect(refused.location).toBe("/login?redirect=%2Faccount");
  expect(refused.cookie("parkway_token")).toBeUndefined();
  const pending = `parkway_social_link=${refused.cookie("parkway_social_link")}`;

  const loggedIn = await requestThrough(logIn, "http://localhost/login?redirect=%2Faccount", {
    cookie: `parkway_token=${guestToken}; ${pending}`,
    form: { email: driver.email, password: DEMO_PASSWORD },
    config,
  });

  expect(loggedIn.location).toBe("/account");
  const connect = service.find((call) => call.path === "me/social/connect");
  expect(connect?.form).toEqual({
    provider: "google",
    subject: "google-subject-1",
    email: driver.email,
  });
  expect(connect?.headers.get("Authorization")).toBe(`Bearer ${driverToken}`);
  expect(connect?.headers.get("X-Service-Key")).toBe(testServiceKey);
  expect((await flashed(loggedIn)).toast).toMatchObject({
    type: "success",
    title: "Google is now connected",
  });
});

test("a pending connection whose cookie was tampered with is ignored", async () => {
  const { service } = useProviders();
  const forged = Buffer.from(
    encodeURIComponent(
      JSON.stringify({
        providerName: "Google",
        identity: { provider: "google", subject: "victim" },
      }),
    ),
  ).toString("base64");
  await requestThrough(logIn, "http://localhost/login", {
    cookie: `parkway_token=${guestToken}; parkway_social_link=${forged}.forged-signature`,
    form: { email: driver.email, password: DEMO_PASSWORD },
    config,
  });
  expect(service.map((call) => call.path)).toEqual(["login"]);
});

test("a provider without keys, or one Parkway does not know, is not found", async () => {
  for (const [provider, settings] of [
    ["google", {}],
    ["myspace", config],
  ] as const) {
    const answer = await requestThrough(start, `http://localhost/login/${provider}`, {
      params: { provider },
      config: settings,
    });
    expect(answer.status).toBe(404);
  }
});

test("only Apple's callback takes a form post", async () => {
  const posted = await requestThrough(appleFormPost, "http://localhost/login/google/callback", {
    params: { provider: "google" },
    form: { state: "s", code: providerCode },
    config,
  });
  expect(posted.status).toBe(405);
  const unconfigured = await requestThrough(
    appleFormPost,
    "http://localhost/login/apple/callback",
    {
      params: { provider: "apple" },
      form: { state: "s", code: providerCode },
    },
  );
  expect(unconfigured.status).toBe(404);
});
