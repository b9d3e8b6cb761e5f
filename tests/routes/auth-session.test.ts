import { HTTPError } from "ky";
import { expect, test } from "vitest";
import { requireSignedIn } from "../../app/routes/auth/guards.server";
import { hostContext } from "../../app/upstream/context";
import { action as logIn } from "../../app/routes/auth/login";
import { loader as logOut } from "../../app/routes/logout";
import { authHandlers, DEMO_PASSWORD } from "../mocks/auth";
import { driver, driverToken, fakeAccessToken, guestToken } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { requestThrough } from "./auth-request";

const expiredDriverToken = fakeAccessToken({ sub: "user_42", scope: ["driver"], exp: 1_000 });

/** A guarded page, as /account's loader is. */
function guardedPage(args: Parameters<typeof requireSignedIn>[0]) {
  return { user: requireSignedIn(args).user.id };
}

/** A page whose loader lets the service's answer propagate, as every upstream module does. */
function pageCalling(token: string) {
  return async ({ context }: { context: Parameters<typeof requireSignedIn>[0]["context"] }) =>
    context.get(hostContext).marketplace.client(token).get("v2/me").json();
}

test("an expired session on a guarded page goes through /logout with the page remembered", async () => {
  for (const token of [expiredDriverToken, "not-a-jwt", "a.b"]) {
    const answer = await requestThrough(guardedPage, "http://localhost/account?tab=past", {
      cookie: `parkway_token=${token}`,
    });
    expect(answer.location).toBe("/logout?redirect=%2Faccount%3Ftab%3Dpast");
  }
});

test("a guest on a guarded page goes straight to login with the page remembered", async () => {
  const answer = await requestThrough(guardedPage, "http://localhost/account", {
    cookie: `parkway_token=${guestToken}`,
  });
  expect(answer.location).toBe("/login?redirect=%2Faccount");
});

test("an expired session on an open page is simply a guest's", async () => {
  const answer = await requestThrough(() => ({ page: "search" }), "http://localhost/search", {
    cookie: `parkway_token=${expiredDriverToken}`,
  });
  expect(answer.status).toBe(200);
  expect(answer.cookie("parkway_token")).toBe(guestToken);
});

test("a 401 for a call whose token has expired sends the visitor to /logout (spec §8)", async () => {
  const answer = await requestThrough(
    pageCalling(expiredDriverToken),
    "http://localhost/search?q=Leeds",
    { cookie: `parkway_token=${guestToken}` },
  );
  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/logout?redirect=%2Fsearch%3Fq%3DLeeds");
});

test("a 401 for a signed-in token the service no longer accepts also goes through /logout", async () => {
  const revoked = fakeAccessToken({ sub: "user_9", scope: ["driver"] });
  const answer = await requestThrough(pageCalling(revoked), "http://localhost/account", {
    cookie: `parkway_token=${guestToken}`,
  });
  expect(answer.location).toBe("/logout?redirect=%2Faccount");
});

test("a guest's 401 is the page's own error", async () => {
  const failure = await requestThrough(pageCalling(guestToken), "http://localhost/search", {
    cookie: `parkway_token=${guestToken}`,
  }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(HTTPError);
});

test("/logout itself is exempt from the 401 rule", async () => {
  const failure = await requestThrough(pageCalling(expiredDriverToken), "http://localhost/logout", {
    cookie: `parkway_token=${guestToken}`,
  }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(HTTPError);
});

test("expired on /account: through /logout to login, and back at /account once logged in", async () => {
  server.use(...authHandlers());
  const guarded = await requestThrough(guardedPage, "http://localhost/account", {
    cookie: `parkway_token=${expiredDriverToken}`,
  });
  expect(guarded.location).toBe("/logout?redirect=%2Faccount");
  const held = guarded.cookie("parkway_token") ?? "";

  const loggedOut = await requestThrough(logOut, `http://localhost${guarded.location}`, {
    cookie: `parkway_token=${held}`,
  });
  expect(loggedOut.location).toBe("/account");

  const againGuarded = await requestThrough(guardedPage, "http://localhost/account", {
    cookie: `parkway_token=${loggedOut.cookie("parkway_token") ?? held}`,
  });
  expect(againGuarded.location).toBe("/login?redirect=%2Faccount");

  const loggedIn = await requestThrough(logIn, `http://localhost${againGuarded.location}`, {
    cookie: `parkway_token=${guestToken}`,
    form: { email: driver.email, password: DEMO_PASSWORD },
  });
  expect(loggedIn.location).toBe("/account");

  const account = await requestThrough(guardedPage, "http://localhost/account", {
    cookie: `parkway_token=${loggedIn.cookie("parkway_token")}`,
  });
  expect(await account.body()).toEqual({ user: driver.id });
  expect(driverToken).toBe(loggedIn.cookie("parkway_token"));
});
