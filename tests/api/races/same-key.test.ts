import { expect, test } from "vitest";
import { countStatuses, guestBooking, onPostgres, raceSuite } from "./kit";

const race = raceSuite();
const saturday = { start: "2026-12-05T10:00:00Z", end: "2026-12-05T14:00:00Z" };

/** One driver's book call sent `times` times at once with the same key and body. */
async function retriedAtOnce(spaceId: number, times: number, key: string) {
  const headers = { ...(await race.guest()), "Idempotency-Key": key };
  const body = {
    rental: "short",
    ...saturday,
    ...guestBooking,
    payment_token: await race.cardToken(),
  };
  return Promise.all(
    Array.from({ length: times }, () => race.post(`/spaces/${spaceId}/book`, body, headers)),
  );
}

for (const bays of [1, 25]) {
  test.runIf(onPostgres)(
    `20 retries of one book call at once on a ${bays}-bay space: one booking, one charge, nothing left held`,
    async () => {
      const space = await race.space(bays);

      const answers = await retriedAtOnce(space.id, 20, `same-key-${bays}`);

      expect(countStatuses(answers)).toEqual({ 201: 20 });
      const [first] = answers;
      for (const answer of answers) expect(answer.body).toEqual(first!.body);
      const [booking] = first!.body.data.bookings;
      expect(await race.holding(space.id)).toEqual([{ id: booking.id, status: "confirmed" }]);
      expect(await race.chargesFor(space.id)).toEqual([
        { purchaseId: first!.body.data.purchase.id, amountMinor: 1_720, status: "succeeded" },
      ]);
    },
  );
}

test.runIf(onPostgres)(
  "a key used again with another body is refused with 422 and reserves nothing",
  async () => {
    const space = await race.space(3);
    const headers = { ...(await race.guest()), "Idempotency-Key": "reused-key" };
    const payment_token = await race.cardToken();
    const first = await race.post(
      `/spaces/${space.id}/book`,
      { rental: "short", ...saturday, ...guestBooking, payment_token },
      headers,
    );
    expect(first.status).toBe(201);

    const other = await race.post(
      `/spaces/${space.id}/book`,
      {
        rental: "short",
        start: "2026-12-06T10:00:00Z",
        end: "2026-12-06T14:00:00Z",
        ...guestBooking,
        payment_token,
      },
      headers,
    );

    expect(other).toMatchObject({
      status: 422,
      body: {
        message:
          "This Idempotency-Key was used for a different request. Send a new key for a new booking.",
      },
    });
    expect(await race.holding(space.id)).toEqual([
      { id: first.body.data.bookings[0].id, status: "confirmed" },
    ]);
  },
);
