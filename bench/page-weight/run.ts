import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import type { BenchPage } from "../pages";

/** When a visit fetches a script: named by the HTML, fetched as the page runs, or on an action. */
export type Loaded = "at start" | "later" | "on request";

export type ScriptWeight = { url: string; bytes: number; gzipBytes: number; loaded: Loaded };

export type PageWeight = BenchPage & {
  scripts: ScriptWeight[];
  startGzipBytes: number;
  /** Everything a visit loads without the visitor asking: at start and later. */
  totalBytes: number;
  totalGzipBytes: number;
  onRequestGzipBytes: number;
};

// Wide enough for the search page's map beside the list.
export const WIDE_SCREEN = { width: 1440, height: 900 };

/** The scripts a page names in its HTML: module preloads, script sources and imports. */
function scriptUrls(html: string) {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g))
    urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]!);
  return [...urls];
}

function weigh(url: string, body: Buffer, loaded: Loaded): ScriptWeight {
  return {
    url,
    bytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: 6 }).byteLength,
    loaded,
  };
}

const fetchBody = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

const sum = (scripts: ScriptWeight[], field: "bytes" | "gzipBytes", ...when: Loaded[]) =>
  scripts
    .filter((script) => when.includes(script.loaded))
    .reduce((total, script) => total + script[field], 0);

/**
 * The service worker's script, which the browser fetches itself, out of the page's sight. The
 * page registers it on its load event, only when its entry module ran before that event.
 */
async function serviceWorkerPath(context: BrowserContext) {
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent("serviceworker", { timeout: 5_000 }).catch(() => undefined));
  return worker ? new URL(worker.url()).pathname : undefined;
}

/**
 * The JavaScript a first visit to a page downloads in Chromium, raw and gzip-compressed
 * (level 6): what its HTML names (at start), what it fetches once it runs (later), and what
 * the page's action then fetches (on request).
 */
async function measurePageWeight(
  browser: Browser,
  origin: string,
  page: BenchPage,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: WIDE_SCREEN });
  try {
    if (page.cookie) {
      await context.addCookies(
        page.cookie.split("; ").map((pair) => {
          const [name = "", ...value] = pair.split("=");
          return { name, value: value.join("="), url: origin };
        }),
      );
    }
    const tab = await context.newPage();
    // Data saver switches off link prefetching (spec §2): the code of the pages that visible
    // links lead to is theirs, fetched at idle in case the visitor goes there.
    await tab.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
    );
    const bodies = new Map<string, Promise<Buffer>>();
    tab.on("response", (response) => {
      if (response.request().resourceType() === "script")
        bodies.set(new URL(response.url()).pathname, response.body());
    });
    const document = await tab.goto(origin + page.path);
    const start = scriptUrls((await document?.text()) ?? "");
    await tab.waitForLoadState("networkidle");
    const workerPath = await serviceWorkerPath(context);
    if (workerPath && !bodies.has(workerPath))
      bodies.set(workerPath, fetchBody(origin + workerPath));
    const visit = new Set(bodies.keys());
    if (page.onRequest) {
      await tab.hover(page.onRequest.hover);
      await tab.locator(page.onRequest.shown).first().waitFor();
      await tab.waitForLoadState("networkidle");
    }
    const loadedOf = (url: string): Loaded =>
      start.includes(url) ? "at start" : visit.has(url) ? "later" : "on request";
    const urls = [...start.filter((url) => bodies.has(url)), ...bodies.keys()];
    const scripts = await Promise.all(
      [...new Set(urls)].map(async (url) => weigh(url, await bodies.get(url)!, loadedOf(url))),
    );
    return {
      ...page,
      scripts,
      startGzipBytes: sum(scripts, "gzipBytes", "at start"),
      totalBytes: sum(scripts, "bytes", "at start", "later"),
      totalGzipBytes: sum(scripts, "gzipBytes", "at start", "later"),
      onRequestGzipBytes: sum(scripts, "gzipBytes", "on request"),
    };
  } finally {
    await context.close();
  }
}

/** Each page's JavaScript, one first visit after another in a fresh browser context. */
export async function measurePageWeights(origin: string, pages: BenchPage[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const weights: PageWeight[] = [];
    for (const page of pages) weights.push(await measurePageWeight(browser, origin, page));
    return weights;
  } finally {
    await browser.close();
  }
}
