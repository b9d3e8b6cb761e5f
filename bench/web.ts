/**
 * `npm run bench:web` (after a build): starts the production host on 127.0.0.1 with a fresh
 * embedded database, measures SSR throughput and the home page's JavaScript, and rewrites
 * their sections of bench/RESULTS.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { measurePageWeight, type PageWeight } from "./page-weight/run";
import { BARE_PATH, STATIC_PATH } from "./pages";
import { provenance, writeSection } from "./results";
import { runSsr } from "./ssr/run";

const SSR_TARGET = 0.25;
const HOME_JS_BUDGET_BYTES = 100 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object"
          ? resolve(address.port)
          : reject(new Error("No port")),
      );
    });
  });
}

/** The bench host in its own process, its access log written to a file as in production. */
async function startBenchServer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(os.tmpdir(), "parkway-bench-access.log"), "w");
  const child = spawn(process.execPath, ["--import", "tsx", "bench/server.ts"], {
    stdio: ["ignore", log, "inherit"],
    // React and Express pick their production code paths from NODE_ENV itself.
    env: { ...process.env, NODE_ENV: "production", BENCH_PORT: String(port) },
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

function pageWeightSection(home: PageWeight) {
  return `## Home page JavaScript (bench/page-weight)

${provenance()}.

Every script the home page loads on a first visit, compressed with gzip level 6:
**${kb(home.totalGzipBytes)}** (${kb(home.totalBytes)} uncompressed; budget ${kb(HOME_JS_BUDGET_BYTES)}).

| script | bytes | gzip |
| --- | ---: | ---: |
${home.scripts.map((script) => `| \`${script.url}\` | ${script.bytes} | ${script.gzipBytes} |`).join("\n")}`;
}

const settings: Settings = {
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: 10,
};
const server = await startBenchServer();
try {
  const ssr = await runSsr(
    server.origin,
    { staticPath: STATIC_PATH, barePath: BARE_PATH },
    settings,
  );
  const home = await measurePageWeight(server.origin, "/");
  for (const [key, markdown] of [
    ["ssr", ssrSection(ssr, settings)],
    ["page-weight", pageWeightSection(home)],
  ] as const) {
    writeSection(key, markdown);
    console.log(markdown);
  }
} finally {
  server.stop();
}
