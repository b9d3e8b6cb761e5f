/**
 * `npm run bench:web` (after a build): starts the production host on 127.0.0.1 with a fresh
 * embedded database, measures SSR throughput, the JavaScript of the home, search and space
 * pages and their Lighthouse scores, and rewrites their sections of bench/RESULTS.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { freePort } from "./free-port";
import { runLighthouse, type LighthouseRun, type LighthouseScores } from "./lighthouse/run";
import { measurePageWeights, WIDE_SCREEN, type PageWeight } from "./page-weight/run";
import { BARE_PATH, browserPages, CONTENT_PAGES, STATIC_PATH } from "./pages";
import { provenance, writeSection } from "./results";
import { runSsr } from "./ssr/run";

const SSR_TARGET = 0.25;
// ARCHITECTURE "Budgets": pages a driver interacts with, and pages that are only content.
const INTERACTIVE_JS_BUDGET_BYTES = 140 * 1024;
const CONTENT_JS_BUDGET_BYTES = 15 * 1024;
const LIGHTHOUSE_TARGET = 95;
const CONTENT_LIGHTHOUSE_TARGET = 98;

/** The bench host in its own process, its access log written to a file as in production. */
async function startBenchServer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(os.tmpdir(), "parkway-bench-access.log"), "w");
  const child = spawn(process.execPath, ["--import", "tsx", "bench/server.ts"], {
    stdio: ["ignore", log, "inherit"],
    // React and Express pick their production code paths from NODE_ENV itself.
    // No tile server: the search map shows its pins alone, and no figure waits on tiles.
    env: { ...process.env, NODE_ENV: "production", BENCH_PORT: String(port), MAP_TILE_URL: "none" },
  });
  const stop = () => child.kill("SIGTERM");
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Bench server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { origin, stop };
    await setTimeout(100);
  }
  stop();
  throw new Error("Bench server did not start within a minute");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Settings = { durationSeconds: number; connections: number };

function ssrSection(ssr: Awaited<ReturnType<typeof runSsr>>, settings: Settings) {
  const share = (ssr.bareShareOfStatic * 100).toFixed(1);
  return `## SSR throughput (bench/ssr)

${provenance()}.

The production host with its real middleware (compression, access log, security headers, URL
rules) on 127.0.0.1 with a fresh embedded database; autocannon on the same machine,
${settings.connections} connections, ${settings.durationSeconds} s per page after a 2 s warm-up, requests as a returning browser
sends them (\`Accept-Encoding: gzip, deflate, br\`, the visitor's cookies). The static string
has the same bytes as the bare page.

| page | path | req/s | p50 | p99 | bytes per response |
| --- | --- | ---: | ---: | ---: | ---: |
${ssr.rows
  .map(
    (row) =>
      `| ${row.label} | \`${row.path}\` | ${row.requestsPerSecond} | ${row.p50Ms} ms | ${row.p99Ms} ms | ${row.bytesPerResponse} |`,
  )
  .join("\n")}

Bare React Router page: **${share} %** of the static string's throughput (target ≥ ${SSR_TARGET * 100} %).`;
}

function budgetVerdict(weight: PageWeight) {
  const budget = CONTENT_PAGES.includes(weight.key)
    ? CONTENT_JS_BUDGET_BYTES
    : INTERACTIVE_JS_BUDGET_BYTES;
  const over = weight.totalGzipBytes - budget;
  return `${kb(budget)}: ${over > 0 ? `**over by ${kb(over)}**` : "within"}`;
}

/** Every script any page loads, in the order first seen, with how each page loads it. */
function scriptRows(weights: PageWeight[]) {
  const scripts = new Map(weights.flatMap((weight) => weight.scripts.map((s) => [s.url, s])));
  return [...scripts.values()].map((script) => {
    const loads = weights.map((weight) => {
      const loaded = weight.scripts.find((candidate) => candidate.url === script.url);
      return loaded?.loaded ?? "–";
    });
    return `| \`${script.url}\` | ${script.bytes} | ${script.gzipBytes} | ${loads.join(" | ")} |`;
  });
}

function pageWeightSection(weights: PageWeight[]) {
  return `## Page JavaScript (bench/page-weight)

${provenance()}.

Every script a first visit to each page loads in Chromium at ${WIDE_SCREEN.width} × ${WIDE_SCREEN.height}, compressed with gzip
level 6: the scripts its HTML names (at start) and those it fetches once it runs (later:
\`/sw.js\` when the page registers its service worker; it does so on the load event, which the
entry module, imported without blocking it, often misses). The budget counts both. Code that a
visitor's action fetches is counted apart (on request): the search page's map is drawn with the
page, and Leaflet, to move and zoom it, loads once the pointer reaches the map. Link
prefetching is off, as data saver turns it off: the code it fetches at idle belongs to the
pages that visible links lead to. The bench host draws the map without tiles
(\`MAP_TILE_URL=none\`).

| page | path | at start | later | total gzip | uncompressed | budget (gzip) | on request |
| --- | --- | ---: | ---: | ---: | ---: | --- | --- |
${weights
  .map(
    (weight) =>
      `| ${weight.label} | \`${weight.path}\` | ${kb(weight.startGzipBytes)} | ${kb(weight.totalGzipBytes - weight.startGzipBytes)} | **${kb(weight.totalGzipBytes)}** | ${kb(weight.totalBytes)} | ${budgetVerdict(weight)} | ${weight.onRequest ? `${kb(weight.onRequestGzipBytes)} on ${weight.onRequest.action}` : "–"} |`,
  )
  .join("\n")}

| script | bytes | gzip | ${weights.map((weight) => weight.label).join(" | ")} |
| --- | ---: | ---: | ${weights.map(() => "---").join(" | ")} |
${scriptRows(weights).join("\n")}`;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const medianOf = (
  runs: LighthouseRun[],
  field: "performance" | "accessibility" | "lcpMs" | "tbtMs" | "cls",
) => median(runs.map((run) => run[field]));

function lighthouseRow({ label, path, runs }: LighthouseScores) {
  const performance = runs.map((run) => run.performance);
  const range = `${Math.min(...performance)}–${Math.max(...performance)}`;
  const lcp = (medianOf(runs, "lcpMs") / 1000).toFixed(2);
  const tbt = Math.round(medianOf(runs, "tbtMs"));
  return `| ${label} | \`${path}\` | **${median(performance)}** (${range}) | **${medianOf(runs, "accessibility")}** | ${lcp} s | ${tbt} ms | ${medianOf(runs, "cls").toFixed(3)} |`;
}

/** Only worth saying when the runs of a page disagree by more than a few points. */
function noiseNote(pages: LighthouseScores[]) {
  const spread = Math.max(
    ...pages.map(({ runs }) => {
      const performance = runs.map((run) => run.performance);
      return Math.max(...performance) - Math.min(...performance);
    }),
  );
  if (spread < 5) return "";
  const index = pages.flatMap((page) => page.runs.map((run) => Math.round(run.benchmarkIndex)));
  return `\n\nBetween runs of the same page the performance score moved by up to ${spread} points, as
this machine's speed did (Lighthouse's benchmark index ${Math.min(...index)}–${Math.max(...index)}, the machine shared with other
work): the simulated 4× slower CPU multiplies every main-thread delay, mostly in TBT.`;
}

/** Each accessibility audit that failed in any run, with the elements it named. */
function failedAudits(pages: LighthouseScores[]) {
  const lines = pages.flatMap((page) => {
    const audits = new Map(page.runs.flatMap((run) => run.failedAudits.map((a) => [a.id, a])));
    return [...audits.values()].map(
      (audit) =>
        `- ${page.label}: \`${audit.id}\` (${audit.title})${audit.elements.map((element) => `\n  - \`${element}\``).join("")}`,
    );
  });
  return lines.length
    ? `Failed accessibility audits:\n\n${lines.join("\n")}`
    : "No accessibility audit failed.";
}

function lighthouseSection(pages: LighthouseScores[], runs: number) {
  const first = pages[0]!.runs[0]!;
  const chrome = /Chrome\/([\d.]+)/.exec(first.userAgent)?.[1] ?? "unknown";
  return `## Lighthouse (bench/lighthouse)

${provenance()}.

Lighthouse ${first.lighthouseVersion} with its mobile defaults (an emulated phone, simulated slow 4G
and a 4× slower CPU; categories performance and accessibility) in headless Chromium ${chrome}
against the bench host, on a first visit each time. ${runs} runs per page; each figure is the median
of its runs, the performance range in brackets.

| page | path | performance | accessibility | LCP | TBT | CLS |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${pages.map(lighthouseRow).join("\n")}

Targets: performance ≥ ${LIGHTHOUSE_TARGET} (≥ ${CONTENT_LIGHTHOUSE_TARGET} on the content pages: ${CONTENT_PAGES.join(", ")}) and accessibility ≥ ${LIGHTHOUSE_TARGET}.${noiseNote(pages)}

${failedAudits(pages)}`;
}

const settings: Settings = {
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: 10,
};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const server = await startBenchServer();
try {
  const ssr = await runSsr(
    server.origin,
    { staticPath: STATIC_PATH, barePath: BARE_PATH },
    settings,
  );
  const pages = await browserPages(server.origin);
  const weights = await measurePageWeights(server.origin, pages);
  const lighthouse = await runLighthouse(server.origin, pages, lighthouseRuns);
  for (const [key, markdown] of [
    ["ssr", ssrSection(ssr, settings)],
    ["page-weight", pageWeightSection(weights)],
    ["lighthouse", lighthouseSection(lighthouse, lighthouseRuns)],
  ] as const) {
    writeSection(key, markdown);
    console.log(markdown);
  }
} finally {
  server.stop();
}
