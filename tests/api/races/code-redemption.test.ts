import { expect, test } from "vitest";
import { discountCodes } from "../../../api/db/schema";
import { bearerFor } from "../fixtures";
import { createOwner } from "../listing-factory";
import { countStatuses, onPostgres, raceSuite } from "./kit";

const race = raceSuite();
const friday = { start: "2026-12-04T09:00:00Z", end: "2026-12-04T11:00:00Z" };

async function addCode(code: typeof discountCodes.$inferInsert) {
  await race.database.db.insert(discountCodes).values(code);
}

function bookAtOnce(spaceId: number, count: number, code: string) {
  return race.bookAtOnce(count, spaceId, friday, { voucher_code: code });
}

test.runIf(onPostgres)(
  "a one-use code is redeemed once when 50 drivers use it at the same moment",
  async () => {
    await addCode({
      code: "ONEGIFT",
      kind: "static",
      value: 1_000,
      currency: "GBP",
      maxRedemptions: 1,
    });
    const space = await race.space(50);

    const answers = await bookAtOnce(space.id, 50, "ONEGIFT");

    expect(countStatuses(answers)).toEqual({ 201: 1, 400: 49 });
    const booked = answers.find((answer) => answer.status === 201)!;
    expect(booked.body.data.purchase.amount).toBe(0.49);
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(refused.body.errors).toEqual({ voucher_code: ["ONEGIFT has already been used."] });
    }
    expect(await race.holding(space.id)).toHaveLength(1);
  },
);

test.runIf(onPostgres)("a code allowing three uses is redeemed three times out of 30", async () => {
  await addCode({ code: "THREE10", kind: "percent", value: 10, maxRedemptions: 3 });
  const space = await race.space(30);

  const answers = await bookAtOnce(space.id, 30, "THREE10");

  expect(countStatuses(answers)).toEqual({ 201: 3, 400: 27 });
  expect(await race.holding(space.id)).toHaveLength(3);
});

test.runIf(onPostgres)(
  "a driver's one-use voucher pays for one booking when 20 spaces are booked with it at once",
  async () => {
    const driverId = await createOwner(race.database, "voucher.racer@example.com");
    await addCode({
      code: "MYGIFT",
      kind: "static",
      value: 500,
      currency: "GBP",
      maxRedemptions: 1,
      ownerId: driverId,
    });
    const spaces = await Promise.all(Array.from({ length: 20 }, () => race.space(1)));
    const driver = await bearerFor(["driver"], driverId);
    const payments = await Promise.all(spaces.map(() => race.cardToken()));

    const answers = await Promise.all(
      spaces.map((space, index) =>
        race.post(
          `/spaces/${space.id}/book`,
          {
            rental: "short",
            ...friday,
            vehicle_reg: "AB12CDE",
            voucher_code: "MYGIFT",
            payment_token: payments[index],
          },
          { ...driver, "Idempotency-Key": `my-gift-${index}` },
        ),
      ),
    );

    expect(countStatuses(answers)).toEqual({ 201: 1, 400: 19 });
    const held = await Promise.all(spaces.map((space) => race.holding(space.id)));
    expect(held.flat()).toHaveLength(1);
  },
);
