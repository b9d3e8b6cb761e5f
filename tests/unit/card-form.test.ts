import { expect, test } from "vitest";
import { cardForms, cardReturn } from "../../app/components/account/forms";
import { addTimeForms, addTimeReturn } from "../../app/components/manage-booking/forms";
import { payForm } from "../../app/lib/booking-forms";

test("the pay step takes a new card as the provider's token, and never its number", () => {
  const paid = payForm.parse({
    intent: "pay",
    payment: "new-card",
    payment_token: "sbx_tok_1",
    card_number: "4242 4242 4242 4242",
    save_card: "on",
  });
  expect(paid).toEqual({ kind: "new-card", token: "sbx_tok_1", save: true, page: "hosted" });
  // Without JavaScript there is no token yet: the provider's own page takes the card.
  expect(payForm.parse({ intent: "pay", payment: "new-card" })).toEqual({
    kind: "new-card",
    token: null,
    save: false,
    page: "hosted",
  });
});

test("adding a card to the account takes the provider's token, and never its number", () => {
  const added = cardForms.parse({
    intent: "add-card",
    payment_token: "sbx_tok_1",
    card_number: "4242 4242 4242 4242",
    card_cvc: "123",
    make_default: "on",
  });
  expect(added).toEqual({
    intent: "add-card",
    token: "sbx_tok_1",
    page: "hosted",
    makeDefault: true,
  });
  // Without a token (no JavaScript, or Stripe), the provider's page takes the card next.
  expect(cardForms.parse({ intent: "add-card", payment_page: "embedded" })).toEqual({
    intent: "add-card",
    token: null,
    page: "embedded",
    makeDefault: false,
  });
});

test("a card page's return names the card it took, and nothing from elsewhere", () => {
  expect(
    cardReturn.parse({
      default: "1",
      setup_intent: "seti_123",
      setup_intent_client_secret: "seti_123_secret_abc",
      redirect_status: "succeeded",
    }),
  ).toEqual({ default: "1", setup_intent: "seti_123" });
  expect(cardReturn.parse({ setup_id: "cs_test_9" })).toEqual({ setup_id: "cs_test_9" });
  expect(cardReturn.safeParse({ setup_id: "pi_1" }).success).toBe(false);
  expect(cardReturn.safeParse({ setup_intent: "seti_1&x=2" }).success).toBe(false);
});

test("adding time takes the provider's token or page, under the page's key", () => {
  const end = "2026-12-03T18:30:00Z";
  const key = "8a4c7c4e-1f7e-4b55-9d41-2b8f3f1f0c11";
  expect(
    addTimeForms.parse({ intent: "add-time", end, key, card_number: "4242424242424242" }),
  ).toEqual({ intent: "add-time", end, key, token: null, page: "hosted" });
  expect(addTimeForms.parse({ intent: "leave-payment-page", key })).toEqual({
    intent: "leave-payment-page",
    key,
  });
  expect(addTimeForms.safeParse({ intent: "add-time", end: "tomorrow", key }).success).toBe(false);
  expect(
    addTimeReturn.parse({ end, key, paid_with: "card", token: "sbx_tok_2", payment_intent: "x" }),
  ).toEqual({ end, key, paid_with: "card", token: "sbx_tok_2" });
});
