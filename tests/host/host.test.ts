import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { createHost, type HostOptions } from "../../server/host";
import { tileImageSources } from "../../server/security-headers";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-host-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
fs.writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");

const pageHtml = `<!doctype html><html><body>${"<p>Parking near you</p>".repeat(200)}</body></html>`;
const seenByWeb: string[] = [];
const web: RequestHandler = (req, res) => {
  seenByWeb.push(req.originalUrl);
  res.type("html").send(pageHtml);
};

async function startHost(options: Partial<HostOptions> = {}) {
  const app = createHost({
    production: true,
    logFormat: "tiny",
    // A busy test machine runs timers late: only what a test asks for turns requests away.
    maxEventLoopDelayMs: 0,
    web: { handler: web, ready: async () => true },
    api: { fetch: () => Response.json({ answered: "api" }) },
    clientDir,
    ...options,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

let host: Awaited<ReturnType<typeof startHost>>;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => {
  host.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function get(pathname: string, init: RequestInit = {}) {
  return fetch(host.origin + pathname, { redirect: "manual", ...init });
}

test("a trailing slash is a permanent redirect to the path without it, query kept", async () => {
  const response = await get("/search/?q=a");
  expect(response.status).toBe(301);
  expect(response.headers.get("Location")).toBe("/search?q=a");
});

test("capital letters are a permanent redirect to lower case", async () => {
  const response = await get("/Contact-Us");
  expect(response.status).toBe(301);
  expect(response.headers.get("Location")).toBe("/contact-us");
});

test("case-sensitive paths such as unsubscribe links keep their case", async () => {
  const response = await get("/unsubscribe/Jo.Bloggs@Example.com");
  expect(response.status).toBe(200);
  expect(seenByWeb).toContain("/unsubscribe/Jo.Bloggs@Example.com");
});

test("health answers without touching the web; readiness asks it", async () => {
  expect((await get("/healthz")).status).toBe(200);
  expect((await get("/readyz")).status).toBe(200);

  const unready = await startHost({ web: { handler: web, ready: async () => false } });
  try {
    const response = await fetch(`${unready.origin}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  } finally {
    unready.close();
  }
});

test("every page gets security headers with a fresh script nonce", async () => {
  const [first, second] = await Promise.all([get("/"), get("/")]);
  const policies = [first, second].map(
    (response) => response.headers.get("Content-Security-Policy") ?? "",
  );
  const nonces = policies.map((policy) => /'nonce-([^']+)'/.exec(policy)?.[1]);
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(policies[0]).toContain("frame-ancestors 'none'");
  expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(first.headers.get("Strict-Transport-Security")).toContain("max-age=");
  expect(first.headers.get("X-Powered-By")).toBeNull();
});

/** The content security policy of a host started with `options`. */
async function policyOf(options: Partial<HostOptions>) {
  const other = await startHost(options);
  try {
    return (await fetch(other.origin)).headers.get("Content-Security-Policy");
  } finally {
    other.close();
  }
}

test("configured third parties may be connected to, and nothing else", async () => {
  expect(await policyOf({ connectSources: ["https://o1.ingest.sentry.io"] })).toContain(
    "connect-src 'self' https://o1.ingest.sentry.io;",
  );
  const policy = (await get("/")).headers.get("Content-Security-Policy");
  expect(policy).toContain("connect-src 'self';");
});

test("Stripe.js is allowed only where a page asks for it, and only when Stripe takes payments", async () => {
  const stripeWeb: RequestHandler = (req, res) => {
    if (req.path.startsWith("/pay")) (res.locals.allowStripe as (() => void) | undefined)?.();
    // A kept pay step allows its scripts by hash (decision 040).
    if (req.path === "/pay/kept") {
      (res.locals.allowScriptsByHash as (hashes: string[]) => void)(["'sha256-AAAA'"]);
    }
    res.type("html").send("<!doctype html><title>Pay</title>");
  };
  const withStripe = await startHost({
    stripe: true,
    web: { handler: stripeWeb, ready: async () => true },
  });
  const withoutStripe = await startHost({ web: { handler: stripeWeb, ready: async () => true } });
  try {
    const policy = async (origin: string, path: string) =>
      (await fetch(`${origin}${path}`)).headers.get("Content-Security-Policy") ?? "";
    const payStep = await policy(withStripe.origin, "/pay");
    expect(payStep).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic' https:\/\/js\.stripe\.com;/,
    );
    expect(payStep).toContain(
      "frame-src 'self' https: https://js.stripe.com https://hooks.stripe.com;",
    );
    expect(payStep).toContain("connect-src 'self' https://api.stripe.com;");
    expect(await policy(withStripe.origin, "/pay/kept")).toContain(
      "script-src 'self' 'sha256-AAAA' https://js.stripe.com;",
    );
    expect(await policy(withStripe.origin, "/")).not.toContain("stripe.com");
    expect(await policy(withoutStripe.origin, "/pay")).not.toContain("stripe.com");
  } finally {
    withStripe.close();
    withoutStripe.close();
  }
});

test("a tile server on plain http may serve images; https ones are allowed already", async () => {
  expect(tileImageSources("http://{s}.tiles.internal:8080/{z}/{x}/{y}.png")).toEqual([
    "http://*.tiles.internal:8080",
  ]);
  expect(tileImageSources("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual([]);
  expect(tileImageSources(undefined)).toEqual([]);
  expect(await policyOf({ imageSources: ["http://tiles.internal:8080"] })).toContain(
    "img-src 'self' data: blob: https: http://tiles.internal:8080;",
  );
});

test("fingerprinted assets are cached for a year; other public files for an hour", async () => {
  const asset = await get("/assets/entry-abc123.js");
  expect(asset.status).toBe(200);
  expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");

  const robots = await get("/robots.txt");
  expect(robots.status).toBe(200);
  expect(robots.headers.get("Cache-Control")).toBe("public, max-age=3600");

  expect((await get("/assets/missing.js")).status).toBe(404);
});

test("pages are compressed as the browser asks", async () => {
  const response = await get("/somewhere", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(response.headers.get("Content-Encoding")).toBe("br");
  expect(await response.text()).toBe(pageHtml);
});

test("the service answers under /api", async () => {
  const response = await get("/api/v2/anything");
  expect(await response.json()).toEqual({ answered: "api" });
});

test("a form posted from another site is refused before it reaches the app", async () => {
  const before = seenByWeb.length;
  const response = await get("/cookie-consent", {
    method: "POST",
    headers: {
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "intent=accept-all",
  });
  expect(response.status).toBe(403);
  expect(await response.text()).toBe("This form was sent from another site and was refused.");
  expect(seenByWeb.length).toBe(before);
});

test("a form with Origin: null is judged by Sec-Fetch-Site: its own page's post goes through", async () => {
  const post = (site: string) =>
    get("/cookie-consent", {
      method: "POST",
      headers: {
        Origin: "null",
        "Sec-Fetch-Site": site,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=accept-all",
    });

  expect((await post("same-origin")).status).not.toBe(403);
  expect((await post("cross-site")).status).toBe(403);
});

test("the access log keeps the path but not the secrets in an emailed link", async () => {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await get("/forgotten-password/Secret-Reset-Token-123");
    await get("/location-notifications/unsubscribe?token=secret-alert-token");
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    write.mockRestore();
  }
  const log = written.join("");
  expect(log).toContain("/forgotten-password/[REDACTED]");
  expect(log).toContain("/location-notifications/unsubscribe?token=[REDACTED]");
  expect(log).not.toMatch(/Secret-Reset-Token-123|secret-alert-token/);
});

test("a malformed escape reaches the service or the web as it is, never Express's error page", async () => {
  const seenByApi: string[] = [];
  const apiHost = await startHost({
    api: {
      fetch: (request) => {
        seenByApi.push(new URL(request.url).pathname);
        return Response.json({ message: "Not found" }, { status: 404 });
      },
    },
  });
  try {
    const api = await fetch(`${apiHost.origin}/api/v2/spaces/%E0%A4%A`);
    expect(api.status).toBe(404);
    expect(api.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(seenByApi).toEqual(["/api/v2/spaces/%E0%A4%A"]);

    const page = await fetch(`${apiHost.origin}/london/%e0%a4%a`);
    expect(page.status).toBe(200);
    expect(seenByWeb).toContain("/london/%e0%a4%a");
  } finally {
    apiHost.close();
  }
});

test("every answer names its request id: the one a proxy sent, or a new one", async () => {
  const sent = await get("/search", { headers: { "X-Request-Id": "edge-7f3a.1" } });
  expect(sent.headers.get("X-Request-Id")).toBe("edge-7f3a.1");

  const made = await get("/search", { headers: { "X-Request-Id": "<script>" } });
  expect(made.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  expect((await get("/api/v2/site-config")).headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
});
