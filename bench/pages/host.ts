import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { freePort } from "../free-port";
import { createEmptyDatabase, type DatabaseKind } from "../databases";
import { BARE_PATH, firstSpacePath, SEARCH_QUERY } from "../pages";

/** Where the build to start is (its build/, package.json and api/db/migrations): this tree unless set. */
const APP_DIR = process.env.BENCH_APP_DIR ?? process.cwd();

export type PageKey = "bare" | "home" | "search" | "space" | "details";
export type Page = { key: PageKey; label: string; path: string };
type Database = Awaited<ReturnType<typeof createEmptyDatabase>>;

/**
 * `npm start` as production runs it, seeding `spaces` demo spaces on first start: on a fresh
 * database of the given kind unless one is given. `env` and `nodeOptions` add to its start.
 */
export async function startProductionServer(
  kind: DatabaseKind,
  {
    spaces,
    database,
    env: extraEnv = {},
    nodeOptions = [],
  }: {
    spaces: number;
    database?: Database;
    env?: Record<string, string>;
    nodeOptions?: string[];
  },
) {
  database ??= await createEmptyDatabase(kind);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logPath = path.join(os.tmpdir(), `parkway-bench-pages-${kind}-${port}.log`);
  const log = fs.openSync(logPath, "w");
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DEMO_SPACES: String(spaces),
    MAP_TILE_URL: "none",
    LOG_FORMAT: "combined",
    ...database.env,
    ...extraEnv,
  };
  if (kind === "pglite") delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeOptions, "build/server.js"], {
    cwd: APP_DIR,
    stdio: ["ignore", log, log],
    env,
  });
  async function stop() {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await database!.remove();
  }
  // Seeding 350,000 spaces takes minutes (bench/search).
  for (let attempt = 0; attempt < 9_000; attempt += 1) {
    if (child.exitCode !== null) {
      await database.remove();
      throw new Error(`The server exited with ${child.exitCode}: see ${logPath}`);
    }
    const ready = await fetch(`${origin}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) {
      const startLog = fs
        .readFileSync(logPath, "utf8")
        .split("\n")
        .filter((line) => /^(Parkway|Demo data|Workers?)\b/.test(line));
      return { origin, pid: child.pid!, stop, startLog };
    }
    await setTimeout(100);
  }
  await stop();
  throw new Error(`The server was not ready within 15 minutes: see ${logPath}`);
}

function cookiesSetBy(response: Response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";", 1)[0]!);
}

/** Cookie header values by name, later ones replacing earlier ones. */
function mergeCookies(...lists: string[][]) {
  const byName = new Map(lists.flat().map((pair) => [pair.split("=", 1)[0], pair]));
  return [...byName.values()].join("; ");
}

/** A returning visitor's cookies: the anonymous token and id, and an answered cookie banner. */
async function returningVisitor(origin: string) {
  const visit = cookiesSetBy(await fetch(origin + BARE_PATH));
  const consent = await fetch(`${origin}/cookie-consent`, {
    method: "POST",
    body: new URLSearchParams({ intent: "accept-all", redirectTo: BARE_PATH }),
    headers: { Cookie: visit.join("; ") },
    redirect: "manual",
  });
  return mergeCookies(visit, cookiesSetBy(consent));
}

/**
 * The booking's details step of `spacePath` as a driver reaches it: the space page's Book
 * starts a booking for the default period, and the period step's Continue moves it on.
 */
async function detailsStep(origin: string, spacePath: string, cookie: string) {
  const start = await fetch(`${origin}${spacePath}/book?rental=short`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const started = mergeCookies(cookie.split("; "), cookiesSetBy(start));
  const period = await fetch(`${origin}${spacePath}/book?step=bookings`, {
    method: "POST",
    body: new URLSearchParams({ intent: "period" }),
    headers: { Cookie: started, Origin: origin },
    redirect: "manual",
  });
  const location = period.headers.get("Location") ?? "";
  if (!location.includes("step=details")) {
    throw new Error(`The period step answered ${period.status} ${location}, not the details step`);
  }
  return { path: location, cookie: mergeCookies(started.split("; "), cookiesSetBy(period)) };
}

/**
 * The pages issue 21 measures, and the headers a returning browser sends for each: the
 * anonymous token, its id and an answered cookie banner (the details step also carries its
 * booking in progress), so no response is one a shared cache could answer.
 */
export async function benchPages(origin: string) {
  const cookie = await returningVisitor(origin);
  const spacePath = await firstSpacePath(origin);
  const details = await detailsStep(origin, spacePath, cookie);
  const pages: Page[] = [
    { key: "bare", label: "Bare page", path: BARE_PATH },
    { key: "home", label: "Home", path: "/" },
    { key: "search", label: "Search, central London", path: `/search?${SEARCH_QUERY}` },
    { key: "space", label: "Space page", path: spacePath },
    { key: "details", label: "Booking, details step", path: details.path },
  ];
  const headersOf = (page: Page) => ({
    Accept: "text/html,application/xhtml+xml",
    "Accept-Encoding": "gzip, deflate, br",
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36",
    Cookie: page.key === "details" ? details.cookie : cookie,
  });
  return { pages, headersOf };
}
