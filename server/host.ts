import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import compression from "compression";
import express, { type Handler, type RequestHandler } from "express";
import morgan from "morgan";
import { redactUrl } from "../app/lib/redact-url";
import { shedLoad } from "./load-shedding";
import { requestIds } from "./request-id";
import { refuseCrossSiteForms, securityHeaders } from "./security-headers";
import { canonicalLocation } from "./url-rules";

export type HostOptions = {
  production: boolean;
  logFormat?: "combined" | "dev" | "tiny" | "short" | "common";
  /** The React Router app; `ready` says whether its upstreams answer. */
  web: { handler: RequestHandler; ready(): Promise<boolean> };
  /** The marketplace service, mounted at /api. */
  api: { fetch(request: Request): Response | Promise<Response> };
  /** Vite's middleware in development; production serves the built client instead. */
  devMiddleware?: Handler;
  clientDir?: string;
  /** Origins the page may connect to besides its own: the configured third parties. */
  connectSources?: string[];
  /** Image origins besides its own and https: ones: a tile server on plain http. */
  imageSources?: string[];
  /** Stripe takes payments: its pay pages may allow Stripe.js (decision 032). */
  stripe?: boolean;
  /** MOCK_STRIPE: the in-process fake of Stripe's API, for a fake Stripe.js in the browser. */
  mockedStripe?: { fetch(request: Request): Response | Promise<Response> } | null;
  /** Pages and service calls in flight past which the host answers 503 (server/load-shedding). */
  maxRequestsInFlight?: number;
  /** Past this event-loop delay, in ms, new requests are answered 503 at once; 0 never. */
  maxEventLoopDelayMs?: number;
};

/** Every file the build put in the client folder, as URL paths ("/favicon.ico"). */
function listPublicFiles(clientDir: string): Set<string> {
  if (!fs.existsSync(clientDir)) return new Set();
  return new Set(
    fs
      .readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name))}`),
  );
}

/**
 * The built client: fingerprinted assets cached for a year, other public files for an hour.
 * Only paths known to exist reach the file system, so pages never wait on a failed stat.
 */
function publicFiles(clientDir: string): Handler {
  const known = listPublicFiles(clientDir);
  const assets = express.static(path.join(clientDir, "assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    fallthrough: false,
  });
  const others = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    setHeaders(res, file) {
      if (file.endsWith(`${path.sep}sw.js`)) res.setHeader("Cache-Control", "no-cache");
    },
  });
  return function servePublicFile(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.startsWith("/assets/")) {
      req.url = req.url.slice("/assets".length);
      return assets(req, res, next);
    }
    if (known.has(req.path)) return others(req, res, next);
    next();
  };
}

/**
 * At 1–2 ms of work per page on one core (bench/pages/cpu.ts), 64 admitted requests keep the last
 * one's wait near 100 ms. Fewer would turn away requests that a worker can serve in time: the
 * workers take new connections from one socket, and the first free takes most of a burst (43 of
 * 64 seen). `bench/pages/saturation.ts` compares limits on a given machine.
 */
export const DEFAULT_MAX_REQUESTS_IN_FLIGHT = 64;

/**
 * A process whose timers run this late has more queued than it can answer in time: a page
 * renders in 5–40 ms here, so 150 ms of delay means several pages' work is waiting.
 */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 150;

/**
 * The Express host: health probes, compression, access log, security headers, URL rules,
 * static files, load shedding, the service at /api and the web for everything else.
 */
export function createHost({
  production,
  logFormat,
  web,
  api,
  devMiddleware,
  clientDir = "build/client",
  connectSources = [],
  imageSources = [],
  stripe = false,
  mockedStripe = null,
  maxRequestsInFlight = DEFAULT_MAX_REQUESTS_IN_FLIGHT,
  // In development, Vite's transforms hold the event loop as a matter of course.
  maxEventLoopDelayMs = production ? DEFAULT_MAX_EVENT_LOOP_DELAY_MS : 0,
}: HostOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(requestIds);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ready = await web.ready().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable" });
  });

  app.use(compression());
  morgan.token("url", (req: IncomingMessage & { originalUrl?: string }) =>
    redactUrl(req.originalUrl ?? req.url ?? ""),
  );
  app.use(
    morgan(logFormat ?? (production ? "combined" : "dev"), {
      skip: (req) => req.url === "/healthz" || req.url === "/readyz",
    }),
  );
  app.use(
    securityHeaders({
      production,
      extraConnectSources: connectSources,
      extraImageSources: imageSources,
      stripe,
    }),
  );

  app.use((req, res, next) => {
    const [pathname = "/", search = ""] = req.originalUrl.split(/(?=\?)/, 2);
    const location = canonicalLocation(pathname, search);
    if (location) res.redirect(301, location);
    else next();
  });

  app.use(devMiddleware ?? publicFiles(clientDir));
  app.use(shedLoad({ limit: maxRequestsInFlight, maxEventLoopDelayMs }));

  // Mounted without path parameters, which Express would decode: a malformed escape such as
  // %E0%A4%A would be its HTML "Bad Request" instead of the service's or the web's own answer.
  const apiListener = getRequestListener(api.fetch);
  app.use("/api", (req, res) => {
    req.url = req.originalUrl;
    return apiListener(req, res);
  });

  if (mockedStripe) {
    const stripeListener = getRequestListener(mockedStripe.fetch);
    app.use("/mock-stripe", (req, res) => {
      req.url = req.originalUrl;
      return stripeListener(req, res);
    });
  }

  app.use(refuseCrossSiteForms);
  app.use(web.handler);
  return app;
}
