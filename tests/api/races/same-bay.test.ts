import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { purchases } from "../../../api/db/schema";
import { guestBooking, onPostgres, raceSuite } from "./kit";

const race = raceSuite();
const thursdayMorning = { start: "2026-12-03T09:00:00Z", end: "2026-12-03T11:00:00Z" };

test.runIf(onPostgres)(
  "two drivers can never hold the same bay: 100 drivers book its last space at once",
  async () => {
    const space = await race.space(1);
    const answers = await race.bookAtOnce(100, space.id, thursdayMorning);

    const booked = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(99);
    for (const { status, body } of refused) {
      expect({ status, body }).toEqual({
        status: 409,
        body: {
          message:
            "This space is fully booked between 09:00 on 3 December and 11:00 on 3 December. Choose other times or a nearby space.",
        },
      });
    }
    const [winner] = booked;
    const [booking] = winner!.body.data.bookings;
    expect(booking).toMatchObject({ status: "confirmed", start: "2026-12-03T09:00:00.000Z" });
    expect(await race.holding(space.id)).toEqual([{ id: booking.id, status: "confirmed" }]);
    expect(await race.chargesFor(space.id)).toEqual([
      {
        purchaseId: winner!.body.data.purchase.id,
        amountMinor: Math.round(winner!.body.data.purchase.amount * 100),
        status: "succeeded",
      },
    ]);
  },
);

test.runIf(onPostgres)(
  "20 retries of one purchase at once all answer the same booking, charged once",
  async () => {
    const space = await race.space(1);
    const headers = await race.guest();
    const reserved = await race.post(
      `/spaces/${space.id}/reserve`,
      { rental: "short", ...thursdayMorning, ...guestBooking },
      headers,
    );
    expect(reserved.status).toBe(201);
    const purchase = {
      reservation_id: reserved.body.data.reservation.id,
      payment_token: await race.cardToken(),
    };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        race.post(`/spaces/${space.id}/purchase`, purchase, {
          ...headers,
          "Idempotency-Key": "race-retry-1",
        }),
      ),
    );

    const [first] = answers;
    expect(first).toMatchObject({ status: 201, body: { data: { purchase: { amount: 8.6 } } } });
    for (const answer of answers) expect(answer.body).toEqual(first!.body);
    expect(await race.chargesFor(space.id)).toEqual([
      { purchaseId: first!.body.data.purchase.id, amountMinor: 860, status: "succeeded" },
    ]);
    const started = await race.database.db
      .select({ id: purchases.id, status: purchases.status })
      .from(purchases)
      .where(eq(purchases.idempotencyKey, "race-retry-1"));
    expect(started).toEqual([{ id: first!.body.data.purchase.id, status: "succeeded" }]);
    expect(await race.holding(space.id)).toEqual([
      { id: purchase.reservation_id, status: "confirmed" },
    ]);
  },
);
