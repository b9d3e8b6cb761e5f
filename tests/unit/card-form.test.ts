import { expect, test } from "vitest";
import { z } from "zod";
import { cardFields, expiryOf, payForm } from "../../app/lib/booking-forms";

const cardForm = z.object(cardFields);
const newCard = { card_number: "4242 4242 4242 4242", card_cvc: "123" };

test("the expiry is taken however it is typed", () => {
  for (const card_expiry of ["1229", "12/29", "12 / 2029"]) {
    const card = cardForm.safeParse({ ...newCard, card_expiry });
    expect(card.success, card_expiry).toBe(true);
    expect(expiryOf(card.data!.card_expiry)).toEqual({ month: 12, year: 2029 });
  }
});

test("an expiry that is no date, or has passed, says what to do", () => {
  const messages = (card_expiry: string) =>
    cardForm.safeParse({ ...newCard, card_expiry }).error?.issues.map((issue) => issue.message);

  expect(messages("13/29")).toEqual(["Enter the expiry date, like 04/30"]);
  expect(messages("01/20")).toEqual([
    "This card has expired: check the date on it, or use another card",
  ]);
});

test("the pay step takes a new card as the provider's token, and never its number", () => {
  const paid = payForm.parse({
    intent: "pay",
    payment: "new-card",
    payment_token: "sbx_tok_1",
    card_number: "4242 4242 4242 4242",
    save_card: "on",
  });
  expect(paid).toEqual({ kind: "new-card", token: "sbx_tok_1", save: true });
  // Without JavaScript there is no token yet: the provider's own page takes the card.
  expect(payForm.parse({ intent: "pay", payment: "new-card" })).toEqual({
    kind: "new-card",
    token: null,
    save: false,
  });
});
