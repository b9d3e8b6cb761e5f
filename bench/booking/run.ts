/**
 * `npm run bench:booking`: the booking engine's hot paths through the service's HTTP interface
 * in this process, on the embedded database and on PostgreSQL: quoting a stay, booking and
 * paying (reserve, sandbox charge, confirm) one request at a time and ten at a time, and a
 * crowd of drivers racing for one bay. Records p50 and p99 in bench/RESULTS.md.
 */
import { randomUUID } from "node:crypto";
import { and, eq, notExists } from "drizzle-orm";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { bookings, listings } from "../../api/db/schema";
import { seedDatabase } from "../../api/db/seed/seed-database";
import type { RateLimiter } from "../../api/rate-limit/rate-limiter";
import { withBenchDatabase, type DatabaseKind } from "../databases";
import { provenance, writeSection } from "../results";

const SPACES = Number(process.env.BENCH_SPACES ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const CONCURRENCY = 10;
const RACERS = 50;
const WARM_UP = 30;
const jwtSecret = "a-benchmark-secret-that-is-at-least-32-characters";

type Api = ReturnType<typeof createApi>;
type Figures = { label: string; p50: number; p99: number; perSecond: number; note: string };

const driver = {
  first_name: "Bench",
  last_name: "Driver",
  email: "bench.driver@example.com",
  mobile: "07700 900456",
  vehicle_reg: "AB12CDE",
};

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** A two-hour stay on the given day ahead, in one of several morning slots. */
function stay(dayAhead: number, slot: number) {
  const start = new Date(Date.UTC(2027, 0, 4 + dayAhead, 6 + 2 * (slot % 6)));
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  };
}

async function call(api: Api, url: string, body: unknown, headers: Record<string, string>) {
  const response = await api.request(`/api/v2${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, never> };
}

async function guestHeaders(api: Api) {
  const response = await api.request("/api/v2/auth/anonymous-token", { method: "POST" });
  const { data } = (await response.json()) as { data: { access_token: string } };
  return { Authorization: `Bearer ${data.access_token}` };
}

async function timeSerially(count: number, run: (index: number) => Promise<void>) {
  const samples: number[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const begun = performance.now();
    await run(index);
    samples.push(performance.now() - begun);
  }
  return summarise(samples, performance.now() - started, count);
}

async function timeConcurrently(count: number, run: (index: number) => Promise<void>) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const begun = performance.now();
      await run(index);
      samples.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return summarise(samples, performance.now() - started, count);
}

function summarise(samples: number[], elapsedMs: number, count: number) {
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    perSecond: (count / elapsedMs) * 1000,
  };
}

async function expectStatus(outcome: Promise<{ status: number; body: unknown }>, status: number) {
  const { status: actual, body } = await outcome;
  if (actual !== status)
    throw new Error(`Expected ${status}, got ${actual}: ${JSON.stringify(body)}`);
}

async function hourlySpaceIds(database: Database) {
  const rows = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        eq(listings.offersHourly, true),
        // Spaces the demo drivers have not booked, so every stay asked for is free.
        notExists(database.db.select().from(bookings).where(eq(bookings.listingId, listings.id))),
      ),
    )
    .limit(RUNS + WARM_UP);
  if (rows.length === 0) throw new Error("The seed made no hourly spaces");
  return rows.map((row) => row.id);
}

/** The bench measures the engine, not the limits on how often one visitor may call it. */
const unlimited: RateLimiter = {
  attempt: async () => ({ allowed: true }),
  reset: async () => {},
};

async function measureEngine(database: Database): Promise<Figures[]> {
  const api = createApi({
    database,
    config: { production: true, jwtSecret },
    rateLimiter: unlimited,
  });
  const headers = await guestHeaders(api);
  const spaceIds = await hourlySpaceIds(database);
  const space = (index: number) => spaceIds[index % spaceIds.length]!;
  const card = await call(
    api,
    "/sandbox/card-tokens",
    { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
    headers,
  );
  const paymentToken = (card.body.data as unknown as { token: string }).token;
  // Each booking is a driver of its own, as a visitor holds at most three spaces unpaid.
  const drivers = await Promise.all(Array.from({ length: RUNS }, () => guestHeaders(api)));
  const book = (index: number, period: { start: string; end: string }) =>
    expectStatus(
      call(
        api,
        `/spaces/${space(index)}/book`,
        { rental: "short", ...period, ...driver, payment_token: paymentToken },
        { ...drivers[index]!, "Idempotency-Key": randomUUID() },
      ),
      201,
    );

  for (let run = 0; run < WARM_UP; run += 1) {
    await expectStatus(
      call(api, `/spaces/${space(run)}/quote`, { rental: "short", ...stay(0, run) }, headers),
      200,
    );
  }
  const quote = await timeSerially(RUNS, (index) =>
    expectStatus(
      call(api, `/spaces/${space(index)}/quote`, { rental: "short", ...stay(1, index) }, headers),
      200,
    ),
  );
  const bookSerially = await timeSerially(RUNS, (index) => book(index, stay(2, index)));
  const bookConcurrently = await timeConcurrently(RUNS, (index) => book(index, stay(3, index)));

  // A crowd wanting the same bay: one wins, the rest hear it is fully booked at once.
  const contested = space(0);
  const racing = stay(4, 0);
  const raceStarted = performance.now();
  const answers = await Promise.all(
    drivers
      .slice(0, RACERS)
      .map((racer) =>
        call(
          api,
          `/spaces/${contested}/book`,
          { rental: "short", ...racing, ...driver, payment_token: paymentToken },
          { ...racer, "Idempotency-Key": randomUUID() },
        ),
      ),
  );
  const raceMs = performance.now() - raceStarted;
  const won = answers.filter((answer) => answer.status === 201).length;
  const refused = answers.filter((answer) => answer.status === 409).length;

  return [
    { label: "Quote an hourly stay", ...quote, note: `${RUNS} quotes, one at a time` },
    {
      label: "Book and pay (reserve, charge, confirm)",
      ...bookSerially,
      note: `${RUNS} bookings, one at a time`,
    },
    {
      label: `Book and pay, ${CONCURRENCY} at a time`,
      ...bookConcurrently,
      note: `${RUNS} bookings of different spaces`,
    },
    {
      label: `${RACERS} drivers race for a space's bays`,
      p50: raceMs,
      p99: raceMs,
      perSecond: (RACERS / raceMs) * 1000,
      note: `${won} booked (one per bay), ${refused} told 409; time for all ${RACERS} answers`,
    },
  ];
}

async function measure(kind: DatabaseKind) {
  return withBenchDatabase(kind, async (database) => {
    await seedDatabase(database.db, { spaces: SPACES, seed: 1, now: new Date() });
    const figures = await measureEngine(database);
    for (const figure of figures) {
      console.log(
        `${kind}: ${figure.label}: p50 ${figure.p50.toFixed(1)} ms, p99 ${figure.p99.toFixed(1)} ms`,
      );
    }
    return figures;
  });
}

const pglite = await measure("pglite");
const postgres = await measure("postgres");

const rows = pglite.map((figure, index) => {
  const other = postgres[index]!;
  const cells = [figure, other].map(
    (run) => `${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.perSecond.toFixed(0)}`,
  );
  return `| ${figure.label} | ${cells.join(" | ")} | ${figure.note} |`;
});

writeSection(
  "booking",
  `## Booking engine (bench/booking)

${provenance()}.

${SPACES.toLocaleString("en-GB")} demo spaces seeded by the code of \`npm run seed\`; every request goes
through the service's HTTP interface in this process (routing, validation, pricing, SQL, the
embedded sandbox's charge and its ledger, JSON). Milliseconds per request and requests per
second, after ${WARM_UP} warm-up quotes. The race row is one burst: its time is until the last
of the ${RACERS} answers.

| operation | PGlite p50 | PGlite p99 | PGlite per s | PostgreSQL 15 p50 | PostgreSQL 15 p99 | PostgreSQL 15 per s | run |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join("\n")}`,
);
console.log("Written to bench/RESULTS.md");
