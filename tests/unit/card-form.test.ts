import { expect, test } from "vitest";
import { payForm } from "../../app/lib/booking-forms";

const newCard = {
  intent: "pay",
  payment: "new-card",
  card_number: "4242 4242 4242 4242",
  card_cvc: "123",
};

test("the expiry is taken however it is typed", () => {
  for (const card_expiry of ["1229", "12/29", "12 / 2029"]) {
    const paid = payForm.safeParse({ ...newCard, card_expiry });
    expect(paid.success, card_expiry).toBe(true);
    expect(paid.data).toMatchObject({ kind: "new-card", exp_month: 12, exp_year: 2029 });
  }
});

test("an expiry that is no date, or has passed, says what to do", () => {
  const messages = (card_expiry: string) =>
    payForm.safeParse({ ...newCard, card_expiry }).error?.issues.map((issue) => issue.message);

  expect(messages("13/29")).toEqual(["Enter the expiry date, like 04/30"]);
  expect(messages("01/20")).toEqual([
    "This card has expired: check the date on it, or use another card",
  ]);
});
