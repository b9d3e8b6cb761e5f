import { expect, test } from "vitest";
import { countStatuses, guestDetails, onPostgres, raceSuite } from "./kit";

const race = raceSuite();

test.runIf(onPostgres)(
  "100 drivers booking a 25-bay space at once, ten rounds: 25 bookings a round and never a 500",
  async () => {
    const space = await race.space(25);
    for (let round = 0; round < 10; round += 1) {
      const day = String(7 + round).padStart(2, "0");
      const period = { start: `2026-12-${day}T09:00:00Z`, end: `2026-12-${day}T12:00:00Z` };
      const drivers = await Promise.all(
        Array.from({ length: 100 }, async (_, index) => ({
          headers: { ...(await race.guest()), "Idempotency-Key": `round-${round}-${index}` },
          payment_token: await race.cardToken(),
        })),
      );

      const answers = await Promise.all(
        drivers.map(({ headers, payment_token }) =>
          race.post(
            `/spaces/${space.id}/book`,
            { rental: "short", ...period, ...guestDetails, payment_token },
            headers,
          ),
        ),
      );

      expect({ round, statuses: countStatuses(answers) }).toEqual({
        round,
        statuses: { 201: 25, 409: 75 },
      });
    }
    const held = await race.holding(space.id);
    expect(held).toHaveLength(250);
    expect(held.every((booking) => booking.status === "confirmed")).toBe(true);
  },
  120_000,
);
