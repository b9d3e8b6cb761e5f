/**
 * `npm run bench:pages:cpu` (after a build): the server's CPU time per request for each page of
 * bench/pages, on the production start with one worker, a few requests at a time. CPU time,
 * unlike throughput, hardly moves when other work shares the machine, so a change can be judged
 * while other work runs; bench/pages stays the measure of record.
 *
 * The database is kept between runs (BENCH_DB: postgres, the default, or pglite), seeded once
 * with BENCH_SPACES spaces (350,000). BENCH_PAGES=search,space measures only those pages;
 * BENCH_PROFILE=1 also writes V8 CPU profiles of the server to bench/pages/profiles/ (for
 * Chromium's DevTools or speedscope). Rewrites the "pages-cpu" section of bench/RESULTS.md
 * when every page is measured.
 *
 * BENCH_BASELINE_DIR=/path/to/another/build also starts that build (its build/, package.json
 * and api/db/migrations, e.g. a `git worktree` of the commit before, built) on the same
 * database, and measures the two servers page by page in turn, in an order that alternates
 * round by round, so that a drift in the machine's speed falls on both alike; it rewrites the
 * "pages-cpu-paired" section instead.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { keptDatabase, type DatabaseKind } from "../databases";
import { provenance, writeSection } from "../results";
import { benchPages, startProductionServer, type Page } from "./host";
import { cpuMilliseconds, postgresCpuSince } from "./server-cpu";

const SPACES = Number(process.env.BENCH_SPACES ?? 350_000);
const KIND: DatabaseKind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
/**
 * Requests of each page before any is timed. V8 goes on optimising a page's code over its first
 * thousand or so requests: timed after 50, the first page measured (the bare page) cost twice
 * what it costs a server that has been up a while, and the pages after it less and less so.
 */
const WARM_UP = 600;
/** Rounds each page is timed in, page after page, so that drift over the run falls on all. */
const ROUNDS = 3;
const IN_FLIGHT = 4;
const ONLY = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const PROFILE_DIR = path.resolve("bench/pages/profiles");
/** Connections kept open, as autocannon and browsers keep them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** One request as the bench sends it; resolves to the bytes on the wire and the status. */
function request(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      })
      .on("error", reject);
  });
}

async function requests(url: string, headersFor: () => Record<string, string>, total: number) {
  let sent = 0;
  let failed = 0;
  async function lane() {
    while (sent < total) {
      sent += 1;
      const { status } = await request(url, headersFor());
      if (status !== 200) failed += 1;
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  if (failed > 0) throw new Error(`${failed} of ${total} requests to ${url} did not answer 200`);
}

type Server = Awaited<ReturnType<typeof startProductionServer>> & {
  name: string;
  bench: Awaited<ReturnType<typeof benchPages>>;
};
type Row = Page & { cpu: number; databaseCpu: number; compressed: number; html: number };

function pathOf(server: Server, page: Page) {
  return server.bench.pages.find((each) => each.key === page.key)!.path;
}

async function measure(servers: Server[], pages: Page[]) {
  const inTurn = async (
    total: number,
    measured: (server: Server, page: Page, cpu: number, databaseCpu: number) => void,
  ) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const page of pages) {
        for (const server of order) {
          const before = cpuMilliseconds(server.pid);
          const databaseCpu = postgresCpuSince();
          const headersFor = () => server.bench.headersFor(page);
          await requests(server.origin + pathOf(server, page), headersFor, total / ROUNDS);
          measured(server, page, cpuMilliseconds(server.pid) - before, databaseCpu());
        }
      }
    }
  };
  await inTurn(WARM_UP, () => {});
  const spent = new Map<string, { cpu: number; databaseCpu: number }>();
  const key = (server: Server, page: Page) => `${server.name} ${page.key}`;
  await inTurn(REQUESTS, (server, page, cpu, databaseCpu) => {
    const sum = spent.get(key(server, page)) ?? { cpu: 0, databaseCpu: 0 };
    spent.set(key(server, page), {
      cpu: sum.cpu + cpu,
      databaseCpu: sum.databaseCpu + databaseCpu,
    });
  });
  const rows = new Map<Server, Row[]>();
  for (const server of servers) {
    const serverRows: Row[] = [];
    for (const page of pages) {
      const url = server.origin + pathOf(server, page);
      const next = () => server.bench.headersFor(page);
      const cpu = spent.get(key(server, page))!.cpu / REQUESTS;
      const databaseCpu = spent.get(key(server, page))!.databaseCpu / REQUESTS;
      const compressed = (await request(url, next())).bytes;
      const { "Accept-Encoding": _encoding, ...plain } = next();
      const html = (await request(url, plain)).bytes;
      serverRows.push({ ...page, cpu, databaseCpu, compressed, html });
      const named = servers.length > 1 ? `${server.name}: ` : "";
      console.log(
        `${named}${page.label}: ${cpu.toFixed(2)} ms CPU per request${KIND === "postgres" ? ` and ${databaseCpu.toFixed(2)} ms of PostgreSQL's` : ""}, ${(compressed / 1024).toFixed(1)} KB sent (${(html / 1024).toFixed(1)} KB of HTML)`,
      );
    }
    rows.set(server, serverRows);
  }
  return rows;
}

/** The commit a build's tree is at. */
function commitOf(dir: string) {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
    }).trim();
  } catch {
    return `the build in ${dir}`;
  }
}

function writeSingle(rows: Row[], visitors: number) {
  const bare = rows.find((row) => row.key === "bare")!;
  writeSection(
    "pages-cpu",
    `## Server CPU per page (bench/pages/cpu.ts)

${provenance()}.

The production start with one worker on ${KIND === "postgres" ? "PostgreSQL 15" : "the embedded database (PGlite)"}, seeded with ${SPACES.toLocaleString("en-GB")} demo spaces;
${REQUESTS} requests per page, ${IN_FLIGHT} at a time, in ${ROUNDS} rounds taken page after page once every page has been
asked ${WARM_UP} times (V8 optimises a page's code over its first thousand or so requests), each
from the next of ${visitors} returning visitors with an address of their own, as their browsers
send them (bench/pages/host.ts); every page was checked to be the working page before timing and
again after. CPU time is
the kernel's count for the server's processes${KIND === "postgres" ? " and, apart, for PostgreSQL's" : " (the embedded database included)"}, so other work on the
machine barely moves it. A page's expected share of the bare page's throughput is about the
inverse ratio of their CPU times${KIND === "postgres" ? ", PostgreSQL's included, where it shares the machine" : ""}.

| page | CPU per request | ratio to the bare page |${KIND === "postgres" ? " PostgreSQL's CPU per request | ratio with it |" : ""} sent (br) | HTML |
| --- | ---: | ---: |${KIND === "postgres" ? " ---: | ---: |" : ""} ---: | ---: |
${rows
  .map((row) => {
    const withDatabase =
      KIND === "postgres"
        ? ` ${row.databaseCpu.toFixed(2)} ms | ${((row.cpu + row.databaseCpu) / (bare.cpu + bare.databaseCpu)).toFixed(1)} × |`
        : "";
    return `| ${row.label} | ${row.cpu.toFixed(2)} ms | ${(row.cpu / bare.cpu).toFixed(1)} × |${withDatabase} ${(row.compressed / 1024).toFixed(1)} KB | ${(row.html / 1024).toFixed(1)} KB |`;
  })
  .join("\n")}`,
  );
}

function writePaired(before: Row[], after: Row[], baselineDir: string) {
  const ratio = (rows: Row[], row: Row) => row.cpu / rows.find((each) => each.key === "bare")!.cpu;
  writeSection(
    "pages-cpu-paired",
    `## A change, paired with the build before it (bench/pages/cpu.ts)

${provenance()} (B), against ${commitOf(baselineDir)} (A).

Both builds run at once on the same database (${KIND === "postgres" ? "PostgreSQL 15" : "PGlite"}, ${SPACES.toLocaleString("en-GB")} spaces), one worker each,
measured page by page in turn, A then B and B then A in alternate rounds (${REQUESTS} requests per page
each, ${IN_FLIGHT} at a time, after ${WARM_UP} of warm-up), so that the machine's drift falls on both alike.
CPU per request, with its ratio to the same build's bare page. A page the change does not touch
shows the run's noise: the kernel counts the whole process, so a collection or a compilation
falls on whichever page is being asked for.

| page | A | B | B against A |
| --- | ---: | ---: | ---: |
${before
  .map((row, index) => {
    const next = after[index]!;
    const change = ((next.cpu - row.cpu) / row.cpu) * 100;
    return `| ${row.label} | ${row.cpu.toFixed(2)} ms (${ratio(before, row).toFixed(2)} ×) | ${next.cpu.toFixed(2)} ms (${ratio(after, next).toFixed(2)} ×) | ${change > 0 ? "+" : ""}${change.toFixed(0)} % |`;
  })
  .join("\n")}`,
  );
}

const profile = process.env.BENCH_PROFILE === "1";
const baselineDir = process.env.BENCH_BASELINE_DIR;
if (profile) fs.mkdirSync(PROFILE_DIR, { recursive: true });
const database = await keptDatabase(KIND, `parkway_bench_cpu_${SPACES}`);
const builds = baselineDir
  ? [
      { name: "A", appDir: path.resolve(baselineDir) },
      { name: "B", appDir: process.cwd() },
    ]
  : [{ name: "this build", appDir: process.cwd() }];
const servers: Server[] = [];
try {
  for (const build of builds) {
    const server = await startProductionServer(KIND, {
      spaces: SPACES,
      database,
      appDir: build.appDir,
      // One worker, so a profile holds every request; no shedding of requests in a bench.
      env: { WEB_CONCURRENCY: "1", MAX_EVENT_LOOP_DELAY_MS: "0" },
      nodeOptions: profile ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    });
    servers.push({
      ...server,
      name: build.name,
      bench: await benchPages(server.origin, { requestsPerPage: WARM_UP + REQUESTS + 2 }),
    });
  }
  for (const server of servers) await server.bench.expectAllWorking();
  const pages = servers[0]!.bench.pages;
  const chosen = ONLY ? pages.filter((page) => ONLY.includes(page.key)) : pages;
  const rows = await measure(servers, chosen);
  let visitors = 0;
  for (const server of servers) {
    const served = await server.bench.expectStillServed();
    visitors = served.visitors;
    console.log(
      `${served.visitors} visitors, each from an address of their own; at most ${served.mostQuotes} quoting requests for one (the service allows ${served.allowance})`,
    );
  }
  if (!ONLY && !profile) {
    if (baselineDir) writePaired(rows.get(servers[0]!)!, rows.get(servers[1]!)!, baselineDir);
    else writeSingle(rows.get(servers[0]!)!, visitors);
    console.log("Written to bench/RESULTS.md");
  }
} finally {
  agent.destroy();
  for (const server of servers) await server.stop();
}
if (profile) console.log(`CPU profiles in ${PROFILE_DIR}`);
