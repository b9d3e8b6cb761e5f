import { expect, test } from "vitest";
import { SHARED_CACHE_CONTROL } from "../../app/lib/shared-cache.server";
import { startup } from "../../app/session.server";
import { visitorContext } from "../../app/upstream/context";
import { driverToken, guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

const pageUrl = "http://localhost/search?q=Leeds";
const sharedPage = () =>
  new Response("page", { headers: { "Cache-Control": SHARED_CACHE_CONTROL } });

async function runStartup(
  page: () => Response,
  init: { cookie?: string; url?: string; context?: ReturnType<typeof webContext> } = {},
) {
  const args = dataArgs(init.url ?? pageUrl, {
    headers: init.cookie ? { Cookie: init.cookie } : {},
    context: init.context,
  });
  const response = await startup(args, async () => page());
  if (!(response instanceof Response)) throw new Error("start-up must return the page");
  return {
    visitor: args.context.get(visitorContext),
    cookies: response.headers.getSetCookie(),
    cacheControl: response.headers.get("Cache-Control"),
  };
}

test("a visitor without cookies may get a shared page, which gives them no cookie", async () => {
  const { visitor, cookies, cacheControl } = await runStartup(sharedPage);
  expect(visitor.shareable).toBe(true);
  expect(visitor.token).toBe(guestToken);
  expect(visitor.anonymousId).toBe("");
  expect(cookies).toEqual([]);
  expect(cacheControl).toBe(SHARED_CACHE_CONTROL);
});

test("a visitor without cookies whose page is not shared gets their token and id as before", async () => {
  const { cookies, cacheControl } = await runStartup(() => new Response("page"));
  expect(cookies.find((cookie) => cookie.startsWith("parkway_token="))).toContain(guestToken);
  expect(cookies.find((cookie) => cookie.startsWith("parkway_anonymous_id="))).toMatch(
    /^parkway_anonymous_id=[0-9a-f-]{36};/,
  );
  expect(cacheControl).toBe("private, no-store");
});

test("a visitor with a cookie, from an affiliate's link or with third-party tags is never shared", async () => {
  const guest = await runStartup(() => new Response("page"), {
    cookie: `parkway_token=${guestToken}; parkway_anonymous_id=a1`,
  });
  const affiliate = await runStartup(() => new Response("page"), {
    url: `${pageUrl}&awc=12345_1700000000_abcdef`,
  });
  const tagged = await runStartup(() => new Response("page"), {
    context: webContext({ browser: { tagManagerId: "GTM-ABC123" } }),
  });
  expect([guest, affiliate, tagged].map(({ visitor }) => visitor.shareable)).toEqual([
    false,
    false,
    false,
  ]);
});

test("a signed-in driver's pages are private and never stored", async () => {
  const { cacheControl, cookies } = await runStartup(() => new Response("page"), {
    cookie: `parkway_token=${driverToken}; parkway_anonymous_id=a1`,
  });
  expect(cookies).toEqual([]);
  expect(cacheControl).toBe("private, no-store");
});
