import { expect, test } from "vitest";
import { countStatuses, onPostgres, raceSuite } from "./kit";

const race = raceSuite();

test.runIf(onPostgres)(
  "100 drivers booking a 25-bay space at once, ten rounds: 25 bookings a round and never a 500",
  async () => {
    const space = await race.space(25);
    for (let round = 0; round < 10; round += 1) {
      const day = String(7 + round).padStart(2, "0");
      const period = { start: `2026-12-${day}T09:00:00Z`, end: `2026-12-${day}T12:00:00Z` };
      const answers = await race.bookAtOnce(100, space.id, period);

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
