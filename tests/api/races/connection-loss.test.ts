import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { openDatabase, type Database } from "../../../api/db/client";
import { createPaymentProvider } from "../../../api/payments/configured";
import { createTestApi, jsonBody } from "../fixtures";
import { countStatuses, guestBooking, now, onPostgres, raceSuite } from "./kit";
import { startTcpCut } from "./tcp-cut";

const race = raceSuite();
let relayed: { database: Database; close(): Promise<void> } | undefined;

afterAll(async () => {
  await relayed?.close();
});

/** `count` guests booking `period` at once, each with a card and a key of its own. */
async function burst(
  api: ReturnType<typeof createTestApi>,
  spaceId: number,
  count: number,
  period: { start: string; end: string },
) {
  const drivers = await Promise.all(
    Array.from({ length: count }, async () => ({
      headers: { ...(await race.guest()), "Idempotency-Key": crypto.randomUUID() },
      payment_token: await race.cardToken(),
    })),
  );
  return drivers.map(async ({ headers, payment_token }) => {
    const response = await api.request(`/api/v2/spaces/${spaceId}/book`, {
      method: "POST",
      ...jsonBody({ rental: "short", ...period, ...guestBooking, payment_token }, headers),
    });
    return { status: response.status, retryAfter: response.headers.get("Retry-After") };
  });
}

function day(offset: number) {
  const date = String(10 + offset).padStart(2, "0");
  return { start: `2026-12-${date}T09:00:00Z`, end: `2026-12-${date}T10:00:00Z` };
}

test.runIf(onPostgres)(
  "the service lives through five terminated database sessions in the middle of bookings",
  async () => {
    const space = await race.space(25);
    const name = await race.databaseName();

    for (let round = 0; round < 5; round += 1) {
      const answers = await burst(race.api, space.id, 40, day(round));
      await new Promise((resolve) => setTimeout(resolve, 40));
      await race.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = ${name} and pid <> pg_backend_pid()`,
      );
      for (const answer of await Promise.all(answers)) {
        expect([201, 409, 503]).toContain(answer.status);
        if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
    }

    const afterwards = await Promise.all(await burst(race.api, space.id, 1, day(9)));
    expect(countStatuses(afterwards)).toEqual({ 201: 1 });
  },
  120_000,
);

test.runIf(onPostgres)(
  "while the database cannot be reached the service answers 503 with Retry-After, then recovers",
  async () => {
    const space = await race.space(5);
    const name = await race.databaseName();
    const server = new URL(process.env.DATABASE_URL!);
    const relay = await startTcpCut({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(server);
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    const database = await openDatabase({ dataDir: "memory://", databaseUrl: url.toString() });
    relayed = {
      database,
      async close() {
        await database.close();
        await relay.close();
      },
    };
    const api = createTestApi(database, {
      now,
      payments: createPaymentProvider({ db: database.db, now }),
    });

    const midFlight = await burst(api, space.id, 10, day(11));
    await new Promise((resolve) => setTimeout(resolve, 20));
    relay.cut();
    for (const answer of await Promise.all(midFlight)) {
      expect([201, 409, 503]).toContain(answer.status);
    }
    const [away] = await Promise.all(await burst(api, space.id, 1, day(12)));
    expect(away).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });

    relay.restore();
    const [back] = await Promise.all(await burst(api, space.id, 1, day(12)));
    expect(back).toEqual({ status: 201, retryAfter: null });
  },
  60_000,
);

test.runIf(onPostgres)(
  "at start-up a database that cannot be reached yet is waited for, with one line each time",
  async () => {
    const name = await race.databaseName();
    const server = new URL(process.env.DATABASE_URL!);
    const relay = await startTcpCut({ host: server.hostname, port: Number(server.port || 5432) });
    relay.cut();
    const url = new URL(server);
    url.port = String(relay.port);
    url.password = "not-to-be-printed";
    url.pathname = `/${name}`;
    const waits: string[] = [];

    const opening = openDatabase({
      dataDir: "memory://",
      databaseUrl: url.toString(),
      onWaiting(message) {
        waits.push(message);
        relay.restore();
      },
    });
    const database = await opening;
    await database.close();
    await relay.close();

    expect(waits).toEqual([
      expect.stringMatching(
        new RegExp(
          `^PostgreSQL at 127\\.0\\.0\\.1:${relay.port}/${name} is not reachable \\(.+\\); trying again in 1 s$`,
        ),
      ),
    ]);
    expect(waits[0]).not.toContain("not-to-be-printed");
  },
  30_000,
);
