import { beforeEach, expect, test } from "vitest";
import { action, loader } from "../../app/routes/account/cards";
import { accountHandlers, type AccountCall } from "../mocks/account";
import { server } from "../mocks/server";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

type Answer = {
  form: "add" | "list";
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};

let calls: AccountCall[];

beforeEach(() => {
  calls = [];
  server.use(...accountHandlers(calls));
});

const post = (fields: Record<string, string>, signedIn = true) =>
  action(actionArgs("/account/cards", fields, {}, signedIn));

const newCard = {
  intent: "add-card",
  card_number: "4000 0566 5566 5556",
  card_expiry: "04/30",
  card_cvc: "123",
};

test("the driver's saved cards are listed with their expiry, the default labelled", async () => {
  const { cards } = await loader(loaderArgs("/account/cards"));
  expect(cards).toEqual([
    {
      id: 12,
      label: "Visa •••• 4242 (default)",
      reference: "Visa •••• 4242",
      expires: "04/2030",
      default: true,
    },
  ]);
});

test("a signed-out visitor cannot see or add cards", async () => {
  expect((await thrown(() => loader(loaderArgs("/account/cards", {}, false)))).status).toBe(302);
  expect((await thrown(() => post(newCard, false))).status).toBe(302);
  expect(calls).toEqual([]);
});

test("a new card is tokenised as the payment step does, then saved to the account", async () => {
  const response = (await post({ ...newCard, make_default: "on" })) as Response;
  expect(response.headers.get("Location")).toBe("/account/cards");
  expect(await flashedToast(response)).toMatchObject({
    type: "success",
    title: "Visa •••• 5556 added to your cards",
  });
  expect(calls).toEqual([
    {
      method: "POST",
      path: "/api/v2/sandbox/card-tokens",
      body: { number: "4000056655665556", exp_month: 4, exp_year: 2030, cvc: "123" },
    },
    {
      method: "POST",
      path: "/api/v2/cards",
      body: { payment_token: "tok_sandbox_debit", default: true },
    },
  ]);
});

test("a card the tokeniser refuses is said so on its field, and its number never comes back", async () => {
  const answer = inPlace<Answer>(await post({ ...newCard, card_number: "4111 1111 1111 1112" }));
  expect(answer.status).toBe(400);
  expect(answer.data.result.error?.card_number).toEqual(["Enter a valid card number"]);
  expect(JSON.stringify(answer.data)).not.toContain("4111");
  expect(JSON.stringify(answer.data)).not.toContain('"123"');
  expect(calls.map((call) => call.path)).toEqual(["/api/v2/sandbox/card-tokens"]);
});

test("card details that cannot be right are refused before anything is sent", async () => {
  const answer = inPlace<Answer>(
    await post({ intent: "add-card", card_number: "1234", card_expiry: "13/30", card_cvc: "1" }),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error).toMatchObject({
    card_number: ["Enter the 12 to 19 digits on the front of your card"],
    card_expiry: ["Enter the expiry date, like 04/30"],
    card_cvc: ["Enter the 3 or 4 digit security code"],
  });
  expect(JSON.stringify(answer.data)).not.toContain("1234");
  expect(calls).toEqual([]);
});

test("a driver makes a card the default, and removes one", async () => {
  const made = (await post({ intent: "make-default-card", card_id: "12" })) as Response;
  expect(await flashedToast(made)).toMatchObject({
    title: "Visa •••• 4242 is now your default card",
  });
  const removed = (await post({ intent: "remove-card", card_id: "12" })) as Response;
  expect(await flashedToast(removed)).toMatchObject({ title: "Card removed" });
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    "PATCH /api/v2/cards/12",
    "DELETE /api/v2/cards/12",
  ]);
});

test("removing a card that is not the driver's shows the refusal above the list", async () => {
  const answer = inPlace<Answer>(await post({ intent: "remove-card", card_id: "99" }));
  expect(answer.status).toBe(404);
  expect(answer.data.form).toBe("list");
  expect(answer.data.result.error?.[""]).toEqual(["There is no saved card with that number"]);
});
