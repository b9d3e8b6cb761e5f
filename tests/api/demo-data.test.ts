import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { cancelledBookingSchema } from "#contract/bookings";
import { ownerBookingsSchema } from "#contract/owner-bookings";
import { payoutsOverviewSchema, statementSchema } from "#contract/payouts";
import type { Database } from "../../api/db/client";
import { demoAccounts } from "../../api/db/seed/demo-data";
import { seedDatabase } from "../../api/db/seed/seed-database";
import { serviceFee } from "../../api/domain/fees";
import { monthOf } from "../../api/domain/payouts";
import { createTestApi } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { spaces: 60, seed: 1, now });
  api = createTestApi(database);
}, 120_000);

afterAll(() => database.close());

type Booking = {
  rental: string;
  status: string;
  end: string | null;
  total: number;
  value: number;
  serviceFee: number;
};

test("the demo driver signs in to a booking to come and one that has ended, ready for a review", async () => {
  const login = await api.request("/api/v2/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(demoAccounts.driver),
  });
  expect(login.status).toBe(200);
  const { data: signedIn } = (await login.json()) as { data: { access_token: string } };

  const listed = await api.request("/api/v2/me/tenant/bookings", {
    headers: { Authorization: `Bearer ${signedIn.access_token}` },
  });
  expect(listed.status).toBe(200);
  const { data: bookings } = (await listed.json()) as { data: Booking[] };

  const hasEnded = (booking: Booking) => booking.end !== null && new Date(booking.end) <= now;
  const ended = bookings.filter(hasEnded);
  expect(ended).toHaveLength(1);
  expect(ended[0]).toMatchObject({ rental: "short", status: "confirmed" });
  expect(ended[0]!.total).toBeGreaterThan(0);
  // Charged as checkout charges: the service fee rule, not a flat 49p.
  for (const booking of bookings) {
    expect(booking.serviceFee).toBe(serviceFee(Math.round(booking.value * 100)) / 100);
  }
  expect(bookings.some((booking) => !hasEnded(booking))).toBe(true);
});

async function rows<Shape extends z.ZodRawShape>(shape: Shape, query: SQL) {
  const result = await database.db.execute(query);
  return z.object({ rows: z.array(z.object(shape)) }).parse(result).rows;
}

async function signIn(account: { email: string; password: string }) {
  const login = await api.request("/api/v2/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { access_token: string } };
  return { Authorization: `Bearer ${data.access_token}` };
}

test("the demo owner signs in to earnings to come, last month's payout and its statement", async () => {
  const owner = await signIn(demoAccounts.owner);
  const answer = await api.request("/api/v2/payouts", { headers: owner });
  expect(answer.status).toBe(200);
  const overview = payoutsOverviewSchema.parse(await answer.json()).data;

  // Paid in pounds for the UK spaces and in euro for the Irish one, so nothing asks for details.
  expect(overview.accounts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ currency: "GBP", last4: "7491", status: "ready" }),
      expect.objectContaining({ currency: "EUR", last4: "5678", status: "ready" }),
    ]),
  );
  const pounds = overview.balances.find((balance) => balance.currency === "GBP");
  expect(pounds?.balance_minor).toBeGreaterThan(0);
  expect(pounds?.upcoming.amount_minor).toBeGreaterThan(0);
  expect(overview.payouts).toHaveLength(1);
  const [payout] = overview.payouts;
  expect(payout).toMatchObject({ month: monthOf(now), status: "paid", account_last4: "7491" });

  const statement = await api.request(`/api/v2/payouts/statements/${payout!.month}`, {
    headers: owner,
  });
  expect(statement.status).toBe(200);
  const { lines } = statementSchema.parse(await statement.json()).data;
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.reduce((sum, line) => sum + line.amount_minor, 0)).toBe(payout!.amount_minor);
  const csv = await api.request(`/api/v2/payouts/statements/${payout!.month}?format=csv`, {
    headers: owner,
  });
  expect(csv.headers.get("Content-Type")).toMatch(/^text\/csv/);
  expect((await csv.text()).split("\r\n")).toHaveLength(lines.length + 2);

  // Decision 026: earnings − commission (none) − refunds = payouts + balance.
  const [books] = await rows(
    { earned: z.coerce.number(), refunded: z.coerce.number() },
    sql`select coalesce(sum(b.value_before_discount_minor), 0) as earned,
        (select -coalesce(sum(e.amount_minor), 0) from owner_earnings e
          where e.kind = 'reversal' and e.owner_id = u.id) as refunded
      from users u
      join listings l on l.owner_id = u.id
      join bookings b on b.listing_id = l.id
      join purchases p on p.status = 'succeeded' and b.id = any(p.booking_ids)
      where u.email = ${demoAccounts.owner.email}
      group by u.id`,
  );
  expect(books!.earned).toBeGreaterThan(0);
  expect(books!.earned - books!.refunded).toBe(payout!.amount_minor + pounds!.balance_minor);

  // The stays paid for show among the bookings of the owner's space.
  const spaces = await api.request("/api/v2/spaces/landlord", { headers: owner });
  const { data: listings } = (await spaces.json()) as { data: Array<{ id: number }> };
  const past = new Set<string>();
  for (const listing of listings) {
    const listed = await api.request(
      `/api/v2/spaces/landlord/${listing.id}/bookings?when=past&per_page=50`,
      { headers: owner },
    );
    expect(listed.status).toBe(200);
    const { data } = ownerBookingsSchema.parse(await listed.json());
    for (const booking of data) past.add(booking.reference);
  }
  for (const line of lines.filter((line) => line.rental === "short")) {
    expect(past).toContain(line.reference);
  }
});

test("the demo driver cancels the booking to come and the sandbox card it was paid with is refunded", async () => {
  const driver = await signIn(demoAccounts.driver);
  const listed = await api.request("/api/v2/me/tenant/bookings", { headers: driver });
  const { data: bookings } = (await listed.json()) as {
    data: Array<Booking & { id: number; start: string }>;
  };
  const toCome = bookings.find((booking) => new Date(booking.start) > now);
  expect(toCome).toBeDefined();

  const cancelled = await api.request(`/api/v2/tenant/bookings/${toCome!.id}/cancel`, {
    method: "POST",
    headers: { ...driver, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(cancelled.status).toBe(200);
  const answer = cancelledBookingSchema.parse(await cancelled.json());
  expect(answer.data).toMatchObject({ status: "cancelled", total: toCome!.total });
  const [refund] = await rows(
    { amount_minor: z.coerce.number() },
    sql`select amount_minor from refunds where booking_id = ${toCome!.id} and status = 'succeeded'`,
  );
  expect(refund?.amount_minor).toBe(Math.round(toCome!.total * 100));
});
