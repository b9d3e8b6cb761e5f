import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { freePort } from "../free-port";
import { createEmptyDatabase, type DatabaseKind } from "../databases";
import { BARE_PATH, firstSpacePath, SEARCH_QUERY } from "../pages";
import { quoteLimits } from "../../api/routes/quotes";
import { cookiesSetBy, detailsStep, mergeCookies, send } from "../visitors";

/** Where the build to start is (its build/, package.json and api/db/migrations): this tree unless set. */
const APP_DIR = process.env.BENCH_APP_DIR ?? process.cwd();

export type PageKey = "bare" | "home" | "search" | "space" | "details";
export type Page = { key: PageKey; label: string; path: string };
type Database = Awaited<ReturnType<typeof createEmptyDatabase>>;
/** Visitors being set up at once. */
const SETUP_IN_FLIGHT = 8;
/** Visitors, spread over the pool, whose pages are checked after a run. */
const SAMPLES = 8;

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
    appDir = APP_DIR,
  }: {
    spaces: number;
    database?: Database;
    env?: Record<string, string>;
    nodeOptions?: string[];
    /** Another build to start, such as a baseline's. */
    appDir?: string;
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
    cwd: appDir,
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

/**
 * A driver who has been here before, as the host sees them behind a load balancer: the address
 * it reports for them in X-Forwarded-For (the host trusts it from loopback, decision 005), their
 * anonymous token and id and an answered cookie banner, and their own booking in progress.
 * `quotes` counts the requests sent for them that price a stay, each counted by the service
 * against their token and their address.
 */
type Visitor = { address: string; cookie: string; bookingCookie: string; quotes: number };

/** Documentation networks (RFC 5737): 762 addresses, one for each visitor. */
const NETWORKS = ["192.0.2", "198.51.100", "203.0.113"];

function visitorAddress(index: number) {
  const network = NETWORKS[Math.floor(index / 254)];
  if (!network) throw new Error(`At most ${NETWORKS.length * 254} visitors have an address`);
  return `${network}.${(index % 254) + 1}`;
}

/** A returning visitor's cookies: the anonymous token and id, and an answered cookie banner. */
async function returningVisitor(origin: string, address: string) {
  const forwarded = { "X-Forwarded-For": address };
  const visit = cookiesSetBy(await send(origin + BARE_PATH, { headers: forwarded }));
  const consent = await send(`${origin}/cookie-consent`, {
    method: "POST",
    body: new URLSearchParams({ intent: "accept-all", redirectTo: BARE_PATH }),
    headers: { ...forwarded, Cookie: visit.join("; ") },
    redirect: "manual",
  });
  return mergeCookies(visit, cookiesSetBy(consent));
}

/** A visitor ready for every page: one quote spent on their booking's period step. */
async function newVisitor(origin: string, spacePath: string, index: number) {
  const address = visitorAddress(index);
  const cookie = await returningVisitor(origin, address);
  const details = await detailsStep(origin, spacePath, address, cookie);
  const visitor: Visitor = { address, cookie, bookingCookie: details.cookie, quotes: 1 };
  return { visitor, detailsPath: details.path };
}

export const barePage: Page = { key: "bare", label: "Bare page", path: BARE_PATH };

/** Pages that price the stay on each request, each a quote counted against the visitor. */
const QUOTING: ReadonlySet<PageKey> = new Set(["space", "details"]);

/**
 * What each page shows when it works, in its HTML: the bare page's heading, home's search
 * form, a page of search results, the space page's price for the stay and its Book button, the
 * details step's form beside the priced booking. A page the service refused (a rate limit, an
 * error) lacks them.
 */
const WORKING: Record<PageKey, RegExp[]> = {
  bare: [/<h1[^>]*>You(?:'|&#x27;)re offline<\/h1>/],
  home: [/<form[^>]*action="\/search"/],
  search: [/<ol[^>]*aria-label="Parking spaces"/, /<article/],
  space: [/data-testid="space-price"/, />Book this space<\/a>/],
  details: [/Who is parking\?/, /name="intent" value="details"/, /<dt>Total<\/dt>/],
};
const REFUSED = /Too many attempts|role="alert"/;

/** Why a page's answer is not the working page, or null when it is. */
function notWorking(page: Page, status: number, html: string) {
  if (status !== 200) return `answered ${status}`;
  const refusal = REFUSED.exec(html);
  if (refusal) return `shows a refusal (${html.slice(refusal.index, refusal.index + 120)})`;
  const missing = WORKING[page.key].filter((shown) => !shown.test(html));
  if (missing.length > 0) return `lacks ${missing.map(String).join(", ")}`;
  return null;
}

/**
 * The pages issue 21 measures, and a pool of returning visitors to send them from: each request
 * goes out for the next visitor in turn (`headersFor`), with their cookies (the details step
 * also carries their booking in progress), so no response is one a shared cache could answer
 * and none counts against one visitor's or one address's limits more than real drivers would.
 *
 * `requestsPerPage` is the most requests the bench sends to any one page while the server runs:
 * the pool is made large enough that the quoting pages, together, stay within each visitor's
 * quote allowance (the service's `quoteLimits`; each visitor has an address of their own, so
 * the lower of its two limits binds), and never smaller than `minimum`.
 */
export async function benchPages(
  origin: string,
  { requestsPerPage, minimum = 16 }: { requestsPerPage: number; minimum?: number },
) {
  const allowance = Math.min(quoteLimits.perToken.limit, quoteLimits.perAddress.limit);
  const size = Math.max(minimum, Math.ceil((QUOTING.size * requestsPerPage) / allowance));
  const spacePath = await firstSpacePath(origin);
  const made: Array<Awaited<ReturnType<typeof newVisitor>>> = [];
  // A few at a time, as a burst of arrivals would come.
  for (let first = 0; first < size; first += SETUP_IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(SETUP_IN_FLIGHT, size - first) }, (_, offset) =>
      newVisitor(origin, spacePath, first + offset),
    );
    made.push(...(await Promise.all(batch)));
  }
  const detailsPath = made[0]!.detailsPath;
  if (made.some((each) => each.detailsPath !== detailsPath)) {
    throw new Error("The visitors' details steps are not all at one address");
  }
  const visitors = made.map((each) => each.visitor);
  const pages: Page[] = [
    barePage,
    { key: "home", label: "Home", path: "/" },
    { key: "search", label: "Search, central London", path: `/search?${SEARCH_QUERY}` },
    { key: "space", label: "Space page", path: spacePath },
    { key: "details", label: "Booking, details step", path: detailsPath },
  ];
  let turn = 0;

  /** The headers `visitor`'s browser sends for `page`, counting the quote it costs them. */
  function headersOf(page: Page, visitor: Visitor): Record<string, string> {
    if (QUOTING.has(page.key)) visitor.quotes += 1;
    return {
      Accept: "text/html,application/xhtml+xml",
      "Accept-Encoding": "gzip, deflate, br",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36",
      Cookie: page.key === "details" ? visitor.bookingCookie : visitor.cookie,
      "X-Forwarded-For": visitor.address,
    };
  }

  /** The headers for `page` from the next visitor in turn. */
  function headersFor(page: Page) {
    const visitor = visitors[turn % visitors.length]!;
    turn += 1;
    return headersOf(page, visitor);
  }

  /** Throws unless `page`, asked for by `visitor`, is the working page. */
  async function expectWorking(page: Page, visitor: Visitor) {
    const { "Accept-Encoding": _encoding, ...headers } = headersOf(page, visitor);
    const response = await send(origin + page.path, { headers, redirect: "manual" });
    const problem = notWorking(page, response.status, await response.text());
    if (problem) {
      throw new Error(
        `${page.label} (${page.path}) for the visitor at ${visitor.address}, sent ${visitor.quotes} quoting requests, ${problem}: the bench does not measure the real page`,
      );
    }
  }

  /** Before timing: every page, for the first visitor, is the page as it works. */
  async function expectAllWorking() {
    for (const page of pages) await expectWorking(page, visitors[0]!);
  }

  /**
   * After a run: no visitor was sent more quoting requests than the service allows in its
   * window (counted over the whole run, however many windows it spans), and visitors spread over
   * the pool are still served every working page, which a limit this count missed would refuse.
   */
  async function expectStillServed() {
    const mostQuotes = Math.max(...visitors.map((visitor) => visitor.quotes));
    if (mostQuotes > allowance) {
      throw new Error(
        `A visitor was sent ${mostQuotes} quoting requests, over the ${allowance} the service allows in ${quoteLimits.perToken.windowMs / 60_000} minutes: the pool needs more visitors`,
      );
    }
    const count = Math.min(SAMPLES, visitors.length);
    const sampled = Array.from(
      { length: count },
      (_, index) => visitors[Math.floor((index * visitors.length) / count)]!,
    );
    for (const visitor of sampled) {
      for (const page of pages) await expectWorking(page, visitor);
    }
    return { visitors: visitors.length, mostQuotes, allowance };
  }

  return { pages, headersFor, expectAllWorking, expectStillServed };
}
