import { beforeEach, expect, test } from "vitest";
import { action, loader } from "../../app/routes/account/vouchers";
import { accountHandlers, GIFT_CODE, type AccountCall } from "../mocks/account";
import { server } from "../mocks/server";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

type Answer = { result: { error?: Record<string, string[] | null> } };

let calls: AccountCall[];

beforeEach(() => {
  calls = [];
  server.use(...accountHandlers(calls));
});

const claim = (code: string, signedIn = true) =>
  action(actionArgs("/account/vouchers", { intent: "claim-voucher", code }, {}, signedIn));

test("a signed-out visitor is sent to log in", async () => {
  expect((await thrown(() => loader(loaderArgs("/account/vouchers", {}, false)))).status).toBe(302);
  expect((await thrown(() => claim(GIFT_CODE, false))).status).toBe(302);
});

test("a driver claims a gift code and then sees it listed with its balance", async () => {
  expect((await loader(loaderArgs("/account/vouchers"))).vouchers).toEqual([]);

  const response = (await claim(" parkwaygift ")) as Response;
  expect(response.headers.get("Location")).toBe("/account/vouchers");
  expect(await flashedToast(response)).toMatchObject({
    title: "PARKWAYGIFT (£10 off) is in your account",
  });
  expect(calls).toEqual([
    { method: "POST", path: "/api/v2/me/vouchers", body: { code: "parkwaygift" } },
  ]);

  const { vouchers } = await loader(loaderArgs("/account/vouchers"));
  expect(vouchers).toMatchObject([{ code: GIFT_CODE, balance: 10, status: "usable" }]);

  const again = (await claim(GIFT_CODE)) as Response;
  expect(await flashedToast(again)).toMatchObject({
    title: "PARKWAYGIFT (£10 off) was already in your account",
  });
});

test("an unknown code is explained in place, and an empty one is never sent", async () => {
  const unknown = inPlace<Answer>(await claim("NOSUCHCODE"));
  expect(unknown.status).toBe(404);
  expect(unknown.data.result.error?.[""]).toEqual(["We can't find the code NOSUCHCODE"]);

  const empty = inPlace<Answer>(await claim("  "));
  expect(empty.status).toBe(400);
  expect(empty.data.result.error?.code).toEqual(["Enter the voucher's code"]);
  expect(calls.map((call) => call.body)).toEqual([{ code: "NOSUCHCODE" }]);
});
