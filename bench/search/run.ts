/**
 * `npm run bench:search`: location search over 350,000 spaces (and their bookings) on the
 * embedded database and on PostgreSQL, through the service's HTTP interface in this process.
 * Records p50 and p99 per query in bench/RESULTS.md.
 */
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { seedDatabase } from "../../api/db/seed/seed-database";
import { withBenchDatabase, type DatabaseKind } from "../databases";
import { provenance, writeSection } from "../results";

const SPACES = Number(process.env.BENCH_SPACES ?? 350_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const WARM_UP = 50;

const queries = [
  { label: "Central London, hourly, nearest first", query: "lat=51.5074&lng=-0.1278&rental=short" },
  {
    label: "Central London, hourly, cheapest first",
    query: "lat=51.5074&lng=-0.1278&rental=short&sort=price",
  },
  {
    label: "Central London, hourly, best reviewed first",
    query: "lat=51.5074&lng=-0.1278&rental=short&sort=reviews",
  },
  {
    label: "Central London, monthly, cheapest first",
    query: "lat=51.5074&lng=-0.1278&rental=long&sort=price",
  },
  {
    label: "Central London, monthly, by plan",
    query: "lat=51.5074&lng=-0.1278&rental=long&sort=plan",
  },
  { label: '"SW1A" through the gazetteer', query: "q=SW1A&rental=short" },
  {
    label: "Rural Devon (Dartmoor), hourly",
    query: "lat=50.5719&lng=-3.9207&rental=short&radius=20000",
  },
];

type Timing = { label: string; p50: number; p99: number; results: number };

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function timeQueries(database: Database): Promise<Timing[]> {
  const api = createApi({ database, config: { production: true } });
  const timings: Timing[] = [];
  for (const { label, query } of queries) {
    const url = `/api/v2/location-search?${query}`;
    let results = 0;
    for (let run = 0; run < WARM_UP; run += 1) await api.request(url);
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await api.request(url);
      const body = await response.json();
      samples.push(performance.now() - started);
      if (response.status !== 200)
        throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
      results = body.data.length;
    }
    samples.sort((a, b) => a - b);
    timings.push({ label, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), results });
  }
  return timings;
}

async function measure(kind: DatabaseKind) {
  return withBenchDatabase(kind, async (database) => {
    const seeding = performance.now();
    const report = await seedDatabase(database.db, { spaces: SPACES, seed: 1, now: new Date() });
    const seedSeconds = (performance.now() - seeding) / 1000;
    console.log(`${kind}: seeded in ${seedSeconds.toFixed(1)} s\n  ${report.join("\n  ")}`);
    const timings = await timeQueries(database);
    for (const timing of timings) {
      console.log(
        `${kind}: ${timing.label}: p50 ${timing.p50.toFixed(2)} ms, p99 ${timing.p99.toFixed(2)} ms`,
      );
    }
    return { kind, seedSeconds, timings, report };
  });
}

const measured = [await measure("pglite"), await measure("postgres")];
const [pglite, postgres] = measured;

const rows = queries.map((query, index) => {
  const cells = measured.map((run) => {
    const timing = run.timings[index]!;
    return `${timing.p50.toFixed(2)} | ${timing.p99.toFixed(2)}`;
  });
  return `| ${query.label} | ${pglite!.timings[index]!.results} | ${cells.join(" | ")} |`;
});

writeSection(
  "search",
  `## Location search (bench/search)

${provenance()}.

${SPACES.toLocaleString("en-GB")} demo spaces with their bays, season prices, reviews and
bookings, seeded by the code of \`npm run seed\` (${pglite!.report.find((line) => line.startsWith("Demo data")) ?? ""}). Each query runs
${WARM_UP} times to warm up, then ${RUNS} times through the service's HTTP interface in this
process (routing, validation, SQL, pricing, availability, JSON); milliseconds per request for
one page of 20 results.

| query | results on the page | PGlite p50 | PGlite p99 | PostgreSQL 15 p50 | PostgreSQL 15 p99 |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

Seeding took ${pglite!.seedSeconds.toFixed(0)} s on PGlite and ${postgres!.seedSeconds.toFixed(0)} s on PostgreSQL.
Targets: p50 under 20 ms on PGlite and under 10 ms on PostgreSQL for every central London search.`,
);
console.log("Written to bench/RESULTS.md");
