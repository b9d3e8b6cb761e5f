import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, test } from "vitest";
import { z } from "zod";
import type { Database } from "../../../api/db/client";
import { bookings, purchases, sandboxCharges } from "../../../api/db/schema";
import { createPaymentProvider } from "../../../api/payments/configured";
import { bearerFor, createTestApi, guestBooking, jsonBody } from "../fixtures";
import { createListing, createOwner } from "../listing-factory";
import { createTestDatabase } from "../setup-database";

/**
 * Races need a server that runs requests side by side: the embedded database serves one query
 * at a time and would hide them. These suites run only on PostgreSQL (CI sets DATABASE_URL).
 */
export const onPostgres = process.env.TEST_DATABASE === "postgres";

/** Tuesday 1 December 2026, 08:10 in London. */
export const now = () => new Date("2026-12-01T08:10:00Z");

export { guestBooking };

/**
 * A race suite's service on its own PostgreSQL database, or, on PGlite, one skipped test that
 * says why. Call once at the top of a file; use the returned getters inside tests.
 */
export function raceSuite() {
  let database: Database;
  let api: ReturnType<typeof createTestApi>;
  let ownerId: string;

  if (!onPostgres) {
    test.skip("races run on PostgreSQL only: set DATABASE_URL to a server to run them", () => {});
  } else {
    beforeAll(async () => {
      database = await createTestDatabase();
      api = createTestApi(database, {
        now,
        payments: createPaymentProvider({ db: database.db, now }),
      });
      ownerId = await createOwner(database);
    });
    afterAll(async () => {
      await database?.close();
    });
  }

  async function post(path: string, body: unknown, headers: Record<string, string>) {
    const response = await api.request(`/api/v2${path}`, {
      method: "POST",
      ...jsonBody(body, headers),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  /**
   * A new guest: a bearer header, and an address of their own (from the documentation range),
   * as the web forwards it, so that the per-address limits do not take part in a race.
   */
  async function guest() {
    const address = `2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    return {
      ...(await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`)),
      "X-Forwarded-For": address,
    };
  }

  /** A one-off sandbox token for the card that always pays. */
  async function cardToken() {
    const { body } = await post(
      "/sandbox/card-tokens",
      { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
      await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`),
    );
    return body.data.token as string;
  }

  return {
    get database() {
      return database;
    },
    get api() {
      return api;
    },
    post,

    guest,

    /**
     * `count` guests booking `period` of a space at the same moment, each with a card and a key
     * of their own (and `extra` in the body): the answers, in order.
     */
    async bookAtOnce(
      count: number,
      spaceId: number,
      period: { start: string; end: string },
      extra: Record<string, unknown> = {},
    ) {
      const drivers = await Promise.all(
        Array.from({ length: count }, async () => ({
          headers: { ...(await guest()), "Idempotency-Key": crypto.randomUUID() },
          payment_token: await cardToken(),
        })),
      );
      return Promise.all(
        drivers.map(({ headers, payment_token }) =>
          post(
            `/spaces/${spaceId}/book`,
            { rental: "short", ...period, ...guestBooking, ...extra, payment_token },
            headers,
          ),
        ),
      );
    },

    /** The name of the suite's own database on the server. */
    async databaseName() {
      const result = await database.db.execute(sql`select current_database() as name`);
      const [row] = z.object({ rows: z.array(z.object({ name: z.string() })) }).parse(result).rows;
      return row!.name;
    },

    cardToken,

    /** An hourly space of `bayCount` bays at £4 an hour, £20 a day. */
    space(bayCount: number) {
      return createListing(database, ownerId, {
        bayCount,
        hourlyPriceMinor: 400,
        dailyPriceMinor: 2_000,
        offersMonthly: false,
        seasons: [],
        airportCode: null,
      });
    },

    /** Bookings of a listing that hold a bay: reserved or confirmed. */
    holding(listingId: number) {
      return database.db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(
          and(
            eq(bookings.listingId, listingId),
            inArray(bookings.status, ["reserved", "confirmed"]),
          ),
        )
        .orderBy(bookings.id);
    },

    /** The sandbox's charges for purchases of a listing's bookings. */
    chargesFor(listingId: number) {
      return database.db
        .select({
          purchaseId: sandboxCharges.idempotencyKey,
          amountMinor: sandboxCharges.amountMinor,
          status: sql<string>`${sandboxCharges.result}->>'status'`,
        })
        .from(sandboxCharges)
        .innerJoin(purchases, sql`${purchases.id}::text = ${sandboxCharges.idempotencyKey}`)
        .where(
          sql`exists (select 1 from ${bookings} where ${bookings.id} = any(${purchases.bookingIds})
            and ${bookings.listingId} = ${listingId})`,
        );
    },
  };
}

/** How many answers had each status: `{ 201: 1, 409: 19 }`. */
export function countStatuses(answers: readonly { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
