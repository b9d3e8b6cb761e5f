import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { siteConfigSchema } from "#contract/site-config";
import { contractJson } from "../mocks/contract-json";
import { expect, test, vi } from "vitest";
import { visitorContext } from "../../app/upstream/context";
import { STARTUP_FAILED, startup } from "../../app/session.server";
import {
  driver,
  driverToken,
  fakeAccessToken,
  guestToken,
  marketplaceUrl,
} from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataArgs, webContext } from "./web-context";

const pageUrl = "http://localhost/search?q=Leeds";

async function runStartup(cookie?: string, page = () => new Response("page")) {
  const args = dataArgs(pageUrl, { headers: cookie ? { Cookie: cookie } : {} });
  const response = await startup(args, async () => page());
  if (!(response instanceof Response)) throw new Error("start-up must return the page");
  return {
    visitor: args.context.get(visitorContext),
    cookies: response.headers.getSetCookie(),
    cacheControl: response.headers.get("Cache-Control"),
  };
}

function countCalls(path: string) {
  const calls: Request[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.url === new URL(path, marketplaceUrl).toString()) calls.push(request);
  });
  return calls;
}

test("a first visit gets an anonymous token in an httpOnly, same-site cookie", async () => {
  const { visitor, cookies } = await runStartup();

  expect(visitor.token).toBe(guestToken);
  expect(visitor.user).toBeNull();
  const tokenCookie = cookies.find((cookie) => cookie.startsWith("parkway_token="));
  expect(tokenCookie).toBe(
    `parkway_token=${guestToken}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
  );
  expect(cookies.find((cookie) => cookie.startsWith("parkway_anonymous_id="))).toMatch(
    /^parkway_anonymous_id=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
  );
});

test("a visitor from an affiliate's link is remembered for the network's 30 days", async () => {
  const arrived = dataArgs(`${pageUrl}&awc=12345_1700000000_abcdef`);
  const forged = dataArgs(`${pageUrl}&awc=${encodeURIComponent("<script>")}`);
  const page = async () => new Response("page");

  const cookiesOf = async (args: typeof arrived) =>
    ((await startup(args, page)) as Response).headers.getSetCookie();

  expect((await cookiesOf(arrived)).find((cookie) => cookie.startsWith("parkway_affiliate="))).toBe(
    "parkway_affiliate=12345_1700000000_abcdef; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
  );
  expect((await cookiesOf(forged)).some((cookie) => cookie.startsWith("parkway_affiliate="))).toBe(
    false,
  );
});

test("on https both of the visitor's cookies are Secure", async () => {
  const args = dataArgs(pageUrl, { context: webContext({ cookieSecure: true }) });
  const response = await startup(args, async () => new Response("page"));
  if (!(response instanceof Response)) throw new Error("start-up must return the page");
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(2);
  for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
});

test("a page that sets a cookie is private to its visitor and kept by no cache", async () => {
  const first = await runStartup(
    undefined,
    () => new Response("page", { headers: { "Cache-Control": "public, max-age=300" } }),
  );
  expect(first.cacheControl).toBe("private, no-store");

  const returning = await runStartup(
    `parkway_token=${guestToken}; parkway_anonymous_id=a1`,
    () => new Response("page", { headers: { "Cache-Control": "public, max-age=300" } }),
  );
  expect(returning.cookies).toEqual([]);
  expect(returning.cacheControl).toBe("public, max-age=300");
});

test("the feature flags come from the site configuration", async () => {
  server.use(
    http.get(new URL("v2/site-config", marketplaceUrl).toString(), () =>
      contractJson(siteConfigSchema, {
        data: {
          features: { locations: false, insights: true, ada: false, "list-your-space": true },
        },
      }),
    ),
  );
  const { visitor } = await runStartup();
  expect(visitor.features).toEqual({
    locations: false,
    insights: true,
    ada: false,
    "list-your-space": true,
  });
});

test("a guest with a usable token keeps it and is not given another", async () => {
  const issued = countCalls("v2/auth/anonymous-token");
  const { visitor, cookies } = await runStartup(
    `parkway_token=${guestToken}; parkway_anonymous_id=a1`,
  );
  expect(visitor.token).toBe(guestToken);
  expect(visitor.anonymousId).toBe("a1");
  expect(issued).toHaveLength(0);
  expect(cookies).toEqual([]);
});

test("a signed-in driver is loaded with their listings", async () => {
  const { visitor } = await runStartup(`parkway_token=${driverToken}`);
  expect(visitor.token).toBe(driverToken);
  expect(visitor.user).toMatchObject({ id: driver.id, first_name: "Priya" });
  expect(visitor.user?.listings).toEqual({ drafts: [{ id: 7 }], total: 1 });
});

test("a token the service no longer accepts is replaced by an anonymous one", async () => {
  const revoked = fakeAccessToken({ sub: "user_9", scope: ["driver"] });
  const { visitor, cookies } = await runStartup(`parkway_token=${revoked}`);
  expect(visitor.user).toBeNull();
  expect(visitor.token).toBe(guestToken);
  expect(cookies.some((cookie) => cookie.startsWith(`parkway_token=${guestToken}`))).toBe(true);
});

test("an expired or malformed token is replaced without asking who it belongs to", async () => {
  const lookups = countCalls("v2/me");
  const expired = fakeAccessToken({ sub: "user_42", scope: ["driver"], exp: 1_000 });
  for (const token of [expired, "not-a-jwt", "a.b"]) {
    const { visitor } = await runStartup(`parkway_token=${token}`);
    expect(visitor.token).toBe(guestToken);
  }
  expect(lookups).toHaveLength(0);
});

test.each([
  ["the anonymous token", "post", "v2/auth/anonymous-token"],
  ["the site configuration", "get", "v2/site-config"],
] as const)(
  "when %s cannot be loaded the page fails with the start-up message",
  async (_, method, path) => {
    server.use(
      http[method](new URL(path, marketplaceUrl).toString(), () =>
        contractJson(messageSchema, { message: "down" }, { status: 503 }),
      ),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    const failure = await runStartup().catch((error: unknown) => error);

    expect(failure).toMatchObject({ data: { message: STARTUP_FAILED }, init: { status: 500 } });
    expect(STARTUP_FAILED).toBe("Failed to initialize the application. Please try again later.");
    expect(logged).toHaveBeenCalledWith("Start-up failed:", expect.stringContaining("503"));
  },
);
