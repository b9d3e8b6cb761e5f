/**
 * `npm run bench:pages:burst` (after a build): where bench/pages's answers over 1 s at 64
 * connections come from. The search page on the production start (PostgreSQL, one worker per
 * core, the kept database of bench/pages/cpu.ts), 64 visitors asking again as soon as answered,
 * in rounds of ROUND_SECONDS: in one run each round opens its 64 connections as its requests go
 * out, as autocannon does; in the other they are opened before the round and kept, as a load
 * balancer in front keeps its connections. Rewrites "pages-connection-burst" in bench/RESULTS.md.
 */
import http from "node:http";
import { keptDatabase } from "../databases";
import { provenance, writeSection } from "../results";
import { benchPages, startProductionServer } from "./host";
import { untilQuiet } from "./server-cpu";
import { HANDLES_PER_WORKER } from "../../server/shared-port";

const SPACES = Number(process.env.BENCH_SPACES ?? 350_000);
const CONNECTIONS = 64;
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const SLOW_MS = 1_000;
const ROUND_START_MS = 100;

type Answer = { sentMs: number; ms: number; status: number };

function get(url: string, headers: Record<string, string>, agent: http.Agent) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

const database = await keptDatabase("postgres", `parkway_bench_cpu_${SPACES}`);
const server = await startProductionServer("postgres", { spaces: SPACES, database });
const rows: string[] = [];
try {
  const bench = await benchPages(server.origin, {
    requestsPerPage: 2 * ROUNDS * ROUND_SECONDS * 500,
  });
  const search = bench.pages.find((page) => page.key === "search")!;
  const url = server.origin + search.path;

  async function round(agent: http.Agent) {
    await untilQuiet(server.pid);
    const answers: Answer[] = [];
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() - start < ROUND_SECONDS * 1000) {
          const sent = performance.now();
          const status = await get(url, bench.headersFor(search), agent);
          answers.push({ sentMs: sent - start, ms: performance.now() - sent, status });
        }
      }),
    );
    return answers;
  }

  for (const opened of ["as the round starts", "before the round"] as const) {
    for (let count = 1; count <= ROUNDS; count += 1) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      if (opened === "before the round") {
        await Promise.all(
          Array.from({ length: CONNECTIONS }, () => get(`${server.origin}/readyz`, {}, agent)),
        );
      }
      const answers = await round(agent);
      agent.destroy();
      const served = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
      served.sort((a, b) => a - b);
      const slow = answers.filter((answer) => answer.ms > SLOW_MS);
      const atStart = slow.filter((answer) => answer.sentMs < ROUND_START_MS);
      const row = [
        opened,
        count,
        Math.round(served.length / ROUND_SECONDS),
        Math.round(served[Math.floor(served.length / 2)]!),
        Math.round(served[Math.floor(served.length * 0.99)]!),
        Math.round(served.at(-1)!),
        slow.length,
        atStart.length,
        answers.length - served.length,
      ];
      console.log(row.join(" | "));
      rows.push(`| ${row.join(" | ")} |`);
    }
  }
} finally {
  await server.stop();
}

writeSection(
  "pages-connection-burst",
  `## Answers over 1 s at 64 connections: the connection burst (bench/pages/connection-burst.ts)

${provenance()}.

The search page (central London) on the production start with PostgreSQL 15 and one worker per
core (Node's \`cluster\`), ${SPACES.toLocaleString("en-GB")} spaces, ${CONNECTIONS} returning visitors asking again as soon as answered,
${ROUNDS} rounds of ${ROUND_SECONDS} s each way, each once the server is quiet. "Opened as the round starts" opens the ${CONNECTIONS}
connections as the first requests go out, as autocannon does in bench/pages; "before the round"
opens them first and keeps them, as a load balancer keeps its connections to the origin.
Times in ms; "at start" counts the answers over 1 s to requests sent in the round's first
${ROUND_START_MS} ms; "not 200" is 503s.

| connections opened | round | 200s a second | p50 | p99 | slowest | over 1 s | at start | not 200 |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

libuv takes one new connection per handle per turn of a worker's event loop, and a busy
worker's turn lasts tens of milliseconds. Each worker watches the port through
${HANDLES_PER_WORKER} handles on the one socket (server/shared-port.ts), so that a burst of new
connections is taken in a few turns. Round 1 is the server's first load, its code not yet
optimised.`,
);
console.log("Written to bench/RESULTS.md");
