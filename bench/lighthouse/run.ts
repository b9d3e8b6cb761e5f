import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import type { BenchPage } from "../pages";

export type FailedAudit = { id: string; title: string; elements: string[] };

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: FailedAudit[];
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number;
};

export type LighthouseScores = BenchPage & { runs: LighthouseRun[] };

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

type AuditedNode = { type: "node"; selector?: string; snippet?: string };

const isNode = (value: unknown): value is AuditedNode =>
  typeof value === "object" && value !== null && "type" in value && value.type === "node";

/** The elements an audit names, by selector and HTML snippet. */
function elements(audit: Result["audits"][string]) {
  const items: unknown[] = audit.details && "items" in audit.details ? audit.details.items : [];
  return items
    .map((item) => (item as { node?: unknown }).node)
    .filter(isNode)
    .map((node) => `${node.selector ?? "?"}: ${node.snippet ?? ""}`);
}

/** Accessibility audits that apply to the page and did not pass. */
function failedAccessibilityAudits(lhr: Result): FailedAudit[] {
  return (lhr.categories.accessibility?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    return audit && audit.score !== null && audit.score < 1
      ? [{ id: audit.id, title: audit.title, elements: elements(audit) }]
      : [];
  });
}

/** One Lighthouse navigation with its mobile defaults (emulated phone, simulated throttling). */
async function navigate(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance", "accessibility"],
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

// Lighthouse asks for another go when a trace comes back broken (NO_NAVSTART and the like).
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<LighthouseRun> {
  let lhr = await navigate(url, port);
  for (let attempt = 1; lhr.runtimeError && attempt < ATTEMPTS; attempt += 1)
    lhr = await navigate(url, port);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    failedAudits: failedAccessibilityAudits(lhr),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** `runs` Lighthouse runs of each page in one headless Chromium, closed afterwards. */
export async function runLighthouse(origin: string, pages: BenchPage[], runs: number) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const page of pages) {
      const pageRuns: LighthouseRun[] = [];
      for (let run = 0; run < runs; run += 1)
        pageRuns.push(await audit(origin + page.path, chrome.port));
      scores.push({ ...page, runs: pageRuns });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
