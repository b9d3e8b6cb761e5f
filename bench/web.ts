/**
 * `npm run bench:web` (after a build): starts the production host on 127.0.0.1 with a fresh
 * embedded database, measures SSR throughput, the JavaScript of the home, search and space
 * pages and of the pages with forms, and the Lighthouse scores of the first, and rewrites their
 * sections of bench/RESULTS.md.
 */
import { startBenchServer } from "./bench-host";
import { runLighthouse, type LighthouseRun, type LighthouseScores } from "./lighthouse/run";
import { measurePageWeights } from "./page-weight/run";
import { pageWeightSection } from "./page-weight/section";
import { BARE_PATH, browserPages, CONTENT_PAGES, formPages, STATIC_PATH } from "./pages";
import { provenance, writeSection } from "./results";
import { runSsr } from "./ssr/run";

const SSR_TARGET = 0.25;
const LIGHTHOUSE_TARGET = 95;
const CONTENT_LIGHTHOUSE_TARGET = 98;

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
  const weights = await measurePageWeights(server.origin, [
    ...pages,
    ...(await formPages(server.origin)),
  ]);
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
