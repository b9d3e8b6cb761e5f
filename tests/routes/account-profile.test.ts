import { beforeEach, expect, test } from "vitest";
import { action, loader } from "../../app/routes/account/profile";
import { accountHandlers, accountProfile, type AccountCall } from "../mocks/account";
import { server } from "../mocks/server";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";
import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { meSchema } from "#contract/accounts";
import { contractJson } from "../mocks/contract-json";
import { driverToken, marketplaceUrl } from "../mocks/marketplace";

type Answer = { result: { error?: Record<string, string[]> } };

let calls: AccountCall[];

const profile = { ...accountProfile, marketing_emails: false };

beforeEach(() => {
  calls = [];
  server.use(
    ...accountHandlers(calls),
    http.get(new URL("v2/me", marketplaceUrl).toString(), ({ request }) =>
      request.headers.get("Authorization") === `Bearer ${driverToken}`
        ? contractJson(meSchema, { data: profile })
        : contractJson(messageSchema, { message: "Authentication required" }, { status: 401 }),
    ),
  );
});

const post = (fields: Record<string, string>, signedIn = true) =>
  action(actionArgs("/account/profile", fields, {}, signedIn));

test("the profile shows the driver's details and email choices", async () => {
  const { profile: shown } = await loader(loaderArgs("/account/profile"));
  expect(shown).toMatchObject({
    email: "priya@example.com",
    first_name: "Priya",
    mobile: "+447700900123",
    marketing_emails: false,
    booking_reminders: true,
  });
});

test("a signed-out visitor is sent to log in", async () => {
  expect((await thrown(() => loader(loaderArgs("/account/profile", {}, false)))).status).toBe(302);
  expect((await thrown(() => post({ intent: "update-profile" }, false))).status).toBe(302);
});

test("a driver changes their name and email choices, an unticked box switching emails off", async () => {
  const response = (await post({
    intent: "update-profile",
    first_name: " Priya ",
    last_name: "Shah-Patel",
    mobile: "",
    marketing_emails: "on",
  })) as Response;
  expect(response.headers.get("Location")).toBe("/account/profile");
  expect(await flashedToast(response)).toMatchObject({ title: "Your details are saved" });
  expect(calls).toEqual([
    {
      method: "PATCH",
      path: "/api/v2/me",
      body: {
        first_name: "Priya",
        last_name: "Shah-Patel",
        mobile: "",
        marketing_emails: true,
        booking_reminders: false,
      },
    },
  ]);
});

test("a name left empty or a number that is not a mobile is refused before the service is asked", async () => {
  const answer = inPlace<Answer>(
    await post({ intent: "update-profile", first_name: "", last_name: "Shah", mobile: "12345" }),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error).toMatchObject({
    first_name: ["Enter your first name"],
    mobile: ["Enter a UK or Irish mobile number, like 07700 900123 or 087 123 4567"],
  });
  expect(calls).toEqual([]);
});

test("the service's refusal is shown on the field it names", async () => {
  const answer = inPlace<Answer>(
    await post({
      intent: "update-profile",
      first_name: "Priya",
      last_name: "Shah",
      mobile: "07700 900000",
    }),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error?.mobile).toEqual(["Enter a UK or Irish mobile number"]);
});
