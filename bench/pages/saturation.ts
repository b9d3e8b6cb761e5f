/**
 * `npx tsx bench/pages/saturation.ts` (after a build): a space page past saturation on the
 * embedded database (one process), for several limits of requests in flight
 * (MAX_REQUESTS_IN_FLIGHT): how many pages are served, how long they take, and how many
 * requests are turned away. Chooses server/host.ts's default; writes "saturation" in
 * bench/RESULTS.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import autocannon from "autocannon";
import { firstSpacePath } from "../pages";
import { provenance, writeSection } from "../results";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 128;
const LIMITS = [8, 16, 32, 64, 10_000];
const APP_DIR = process.env.BENCH_APP_DIR ?? process.cwd();
const PORT = 3000 + Math.floor(Math.random() * 1000) + 40_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-saturation-"));

async function start(limit: number) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dataDir, "db"),
    MAP_TILE_URL: "none",
    LOG_FORMAT: "tiny",
    MAX_REQUESTS_IN_FLIGHT: String(limit),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: APP_DIR,
    stdio: "ignore",
    env,
  });
  for (let attempt = 0; attempt < 1_200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await setTimeout(100);
  }
  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
}

function percentile(sorted: number[], share: number) {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
}

async function measure(limit: number) {
  const stop = await start(limit);
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const url = origin + (await firstSpacePath(origin));
    const served: number[] = [];
    const refused: number[] = [];
    // A returning visitor: their anonymous token and id, so each page is rendered for them.
    const visit = await fetch(`${origin}/offline`);
    const cookie = visit.headers
      .getSetCookie()
      .map((each) => each.split(";", 1)[0])
      .join("; ");
    const headers = { "Accept-Encoding": "br", Cookie: cookie };
    await autocannon({ url, headers, connections: 16, duration: 2 });
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url, headers, connections: CONNECTIONS, duration: SECONDS },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on("response", (_client, status, _bytes, time) => {
        (status === 503 ? refused : served).push(time);
      });
    });
    served.sort((a, b) => a - b);
    refused.sort((a, b) => a - b);
    return {
      limit,
      perSecond: Math.round(served.length / result.duration),
      p50: percentile(served, 0.5),
      p99: percentile(served, 0.99),
      slow: served.filter((time) => time > 1_000).length + result.timeouts,
      refused: refused.length,
      refusedP99: percentile(refused, 0.99),
    };
  } finally {
    await stop();
  }
}

const rows = [];
const load = os.loadavg()[0]!;
for (const limit of LIMITS) {
  const row = await measure(limit);
  console.log(row);
  rows.push(row);
}
fs.rmSync(dataDir, { recursive: true, force: true });

writeSection(
  "saturation",
  `## Past saturation (bench/pages/saturation.ts)

${provenance()}.

A space page on the production start with the embedded database (one process, 3,000 demo
spaces), ${CONNECTIONS} connections for ${SECONDS} s from autocannon on the same machine, for several
limits of requests in flight (\`MAX_REQUESTS_IN_FLIGHT\`); "no limit" is 10,000, the most it takes. Load average
(1 min) ${load.toFixed(1)} at the start: other work was running on the machine. Every row keeps the guard on the
event loop's delay at its default (\`MAX_EVENT_LOOP_DELAY_MS\`, 150 ms), which turns requests away
too once the process falls behind, whatever the limit.

| limit | pages/s | p50 | p99 | over 1 s | turned away (503) | p99 of a 503 |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows
  .map(
    (row) =>
      `| ${row.limit === 10_000 ? "no limit" : row.limit} | ${row.perSecond} | ${row.p50} ms | ${row.p99} ms | ${row.slow} | ${row.refused} | ${row.refusedP99} ms |`,
  )
  .join("\n")}`,
);
console.log("Written to bench/RESULTS.md");
