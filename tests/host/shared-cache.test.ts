import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { expect, test } from "vitest";
import {
  isShareableRequest,
  isShareableRoute,
  matchesEtag,
  withScriptsByHash,
} from "../../app/lib/shared-cache.server";
import { createHost } from "../../server/host";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function page(nonce: string, body = "<h1>Parking in London</h1>") {
  return `<!doctype html><html><head><script nonce="${nonce}">window.dataLayer=[];</script><link rel="modulepreload" href="/assets/entry-1.js" nonce="${nonce}"></head><body>${body}<script nonce="${nonce}" type="module">import("/assets/entry-1.js");</script><script src="/assets/other-2.js" nonce="${nonce}"></script></body></html>`;
}

test("a shared document carries no nonce: its inline scripts are allowed by their hashes", () => {
  const shared = withScriptsByHash(page("n0nce-A"), "n0nce-A");

  expect(shared.html).not.toContain("n0nce-A");
  expect(shared.html).toContain('<script type="module">import("/assets/entry-1.js");</script>');
  expect(shared.scriptHashes).toEqual([
    sha256("window.dataLayer=[];"),
    sha256('import("/assets/entry-1.js");'),
  ]);
});

test("the validator is the same for every render of the same page, whatever its nonce", () => {
  const first = withScriptsByHash(page("n0nce-A"), "n0nce-A");
  const second = withScriptsByHash(page("n0nce-B"), "n0nce-B");
  const other = withScriptsByHash(page("n0nce-C", "<h1>Parking in Leeds</h1>"), "n0nce-C");

  expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);
  expect(second.etag).toBe(first.etag);
  expect(other.etag).not.toBe(first.etag);
});

test("If-None-Match matches by the weak comparison, in a list or as *", () => {
  const etag = 'W/"abc"';
  expect(matchesEtag('W/"abc"', etag)).toBe(true);
  expect(matchesEtag('"abc"', etag)).toBe(true);
  expect(matchesEtag('W/"xyz", W/"abc"', etag)).toBe(true);
  expect(matchesEtag("*", etag)).toBe(true);
  expect(matchesEtag('W/"xyz"', etag)).toBe(false);
  expect(matchesEtag(null, etag)).toBe(false);
});

test("only a read by a visitor without cookies, with no third-party scripts, may be shared", () => {
  const url = "https://www.parkway.example/search?q=London";
  expect(isShareableRequest(new Request(url), {})).toBe(true);
  expect(isShareableRequest(new Request(url, { method: "HEAD" }), {})).toBe(true);
  expect(isShareableRequest(new Request(url, { headers: { Cookie: "parkway_token=t" } }), {})).toBe(
    false,
  );
  expect(isShareableRequest(new Request(url, { method: "POST" }), {})).toBe(false);
  expect(isShareableRequest(new Request(url), { tagManagerId: "GTM-ABC123" })).toBe(false);
  expect(isShareableRequest(new Request(url), { growthbook: { clientKey: "k" } })).toBe(false);
});

test("public pages are shared; booking steps, accounts, sign-in and the contact form are not", () => {
  for (const route of [
    "routes/home",
    "routes/search",
    "routes/space",
    "routes/locations/landing",
  ]) {
    expect(isShareableRoute(route)).toBe(true);
  }
  for (const route of [
    "routes/book",
    "routes/book-by-id",
    "routes/account/bookings",
    "routes/auth/login",
    "routes/contact-us",
    "routes/not-found",
    undefined,
  ]) {
    expect(isShareableRoute(route)).toBe(false);
  }
});

test("the host sends a shared document's policy with its hashes in place of the nonce", async () => {
  const hashes = [sha256("window.dataLayer=[];")];
  const web: RequestHandler = (req, res) => {
    if (req.path === "/shared") (res.locals.allowScriptsByHash as (h: string[]) => void)(hashes);
    res.type("html").send("<!doctype html><title>Parking</title>");
  };
  const app = createHost({
    production: true,
    logFormat: "tiny",
    // A busy test machine runs timers late: only what a test asks for turns requests away.
    maxEventLoopDelayMs: 0,
    web: { handler: web, ready: async () => true },
    api: { fetch: () => Response.json({}) },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const policyOf = async (path: string) =>
      (await fetch(origin + path)).headers.get("Content-Security-Policy") ?? "";
    const shared = await policyOf("/shared");
    expect(shared).toContain(`script-src 'self' ${hashes[0]};`);
    expect(shared).not.toMatch(/nonce-|strict-dynamic/);
    expect(shared).toContain("frame-ancestors 'none'");
    expect(await policyOf("/private")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  } finally {
    server.close();
  }
});
