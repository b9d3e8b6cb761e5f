import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { demoAccounts } from "../../api/db/seed/demo-data";
import { seedDatabase } from "../../api/db/seed/seed-database";
import { serviceFee } from "../../api/domain/fees";
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
