import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createHost } from "../../server/host";
import { sampleEventLoopDelay, shedLoad, smoothedDelay } from "../../server/load-shedding";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-shedding-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");

/** Pages that wait until the test lets them finish: a process saturated on demand. */
const waiting: Array<() => void> = [];
const web: RequestHandler = (_req, res) => {
  waiting.push(() => res.type("html").send("<!doctype html><title>Parking</title>"));
};
function finishWaitingPages() {
  for (const finish of waiting.splice(0)) finish();
}

let origin = "";
let close = () => {};
beforeAll(async () => {
  const app = createHost({
    production: true,
    logFormat: "tiny",
    web: { handler: web, ready: async () => true },
    api: { fetch: () => Response.json({ answered: "api" }) },
    clientDir,
    maxRequestsInFlight: 2,
    // Counted requests only: a slow test machine must not turn pages away here.
    maxEventLoopDelayMs: 0,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  finishWaitingPages();
  close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function untilWaiting(count: number) {
  while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

test("past the limit a page is answered 503 at once with Retry-After and a page that says why", async () => {
  const held = [fetch(`${origin}/search`), fetch(`${origin}/`)];
  await untilWaiting(2);

  const started = performance.now();
  const busy = await fetch(`${origin}/london`);
  expect(performance.now() - started).toBeLessThan(500);
  expect(busy.status).toBe(503);
  expect(busy.headers.get("Retry-After")).toBe("2");
  expect(busy.headers.get("Cache-Control")).toBe("no-store");
  expect(busy.headers.get("Content-Type")).toMatch(/^text\/html/);
  const html = await busy.text();
  expect(html).toContain('<html lang="en-GB">');
  expect(html).toContain("<h1>Parkway is very busy right now</h1>");
  expect(html).toContain("try again");

  const api = await fetch(`${origin}/api/v2/location-search`);
  expect(api.status).toBe(503);
  expect(api.headers.get("Retry-After")).toBe("2");
  expect(await api.json()).toEqual({ message: "The service is busy. Please try again shortly." });

  finishWaitingPages();
  expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200]);
});

test("health probes and static assets are answered however busy the pages are", async () => {
  const held = [fetch(`${origin}/search`), fetch(`${origin}/`)];
  await untilWaiting(2);

  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  expect((await fetch(`${origin}/assets/entry-abc123.js`)).status).toBe(200);

  finishWaitingPages();
  await Promise.all(held);
});

test("a request that finishes, or is abandoned by its client, frees its place", async () => {
  const abandoned = new AbortController();
  const held = fetch(`${origin}/search`);
  const dropped = fetch(`${origin}/`, { signal: abandoned.signal }).catch(() => null);
  await untilWaiting(2);
  abandoned.abort();
  await dropped;
  await new Promise((resolve) => setTimeout(resolve, 50));

  const next = fetch(`${origin}/london`);
  await untilWaiting(3);
  finishWaitingPages();
  expect((await held).status).toBe(200);
  expect((await next).status).toBe(200);
});

test("while the event loop runs late new requests are answered 503 at once, and served once it catches up", async () => {
  let delayMs = 400;
  const app = express();
  app.use(shedLoad({ limit: 100, maxEventLoopDelayMs: 150, eventLoopDelay: () => delayMs }));
  app.get("/", (_req, res) => {
    res.send("Parking");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const busy = await fetch(local);
  expect(busy.status).toBe(503);
  expect(busy.headers.get("Retry-After")).toBe("2");

  delayMs = 20;
  const served = await fetch(local);
  expect(served.status).toBe(200);
  expect(await served.text()).toBe("Parking");
  server.close();
});

test("the delay follows timers that run late, and falls away once they run on time", () => {
  let delay = 0;
  for (const lateness of [300, 300, 300]) delay = smoothedDelay(delay, lateness);
  expect(delay).toBeGreaterThan(150);
  for (let sample = 0; sample < 6; sample += 1) delay = smoothedDelay(delay, 0);
  expect(delay).toBeLessThan(50);
  expect(smoothedDelay(0, -3)).toBe(0);
});

test("the sampler sees an event loop that was held", async () => {
  const delay = sampleEventLoopDelay(50);
  const heldUntil = Date.now() + 300;
  while (Date.now() < heldUntil) {
    // No timer can run.
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(delay()).toBeGreaterThan(0);
});
