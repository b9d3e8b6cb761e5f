import { http } from "msw";
import { beforeEach, expect, test } from "vitest";
import { messageSchema } from "#contract/answers";
import { action as confirmEmail } from "../../app/routes/auth/confirm-email";
import { loader as download } from "../../app/routes/account/settings-download";
import { action, loader } from "../../app/routes/account/settings";
import { visitorContext } from "../../app/upstream/context";
import {
  accountHandlers,
  DRIVER_PASSWORD,
  EMAIL_CHANGE_TOKEN,
  tokenAfterPasswordChange,
  type AccountCall,
} from "../mocks/account";
import { contractJson } from "../mocks/contract-json";
import { guestToken, marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

type Answer = {
  intent: string;
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};

let calls: AccountCall[];

beforeEach(() => {
  calls = [];
  server.use(...accountHandlers(calls));
});

const post = (fields: Record<string, string>, signedIn = true) => {
  const args = actionArgs("/account/settings", fields, {}, signedIn);
  return { args, answer: action(args) };
};

test("the settings show the account's email and which optional emails it gets", async () => {
  const shown = await loader(loaderArgs("/account/settings"));
  expect(shown.email).toBe("priya@example.com");
  expect(shown.preferences).toMatchObject({
    booking_reminders: true,
    marketing_emails: false,
    location_alerts: true,
    alerts: [{ place_name: "Leeds", rental: "short" }],
  });
});

test("a signed-out visitor is sent to log in", async () => {
  expect((await thrown(() => loader(loaderArgs("/account/settings", {}, false)))).status).toBe(302);
  expect((await thrown(() => post({ intent: "delete-account" }, false).answer)).status).toBe(302);
  const refused = await thrown(() => download(loaderArgs("/account/settings/download", {}, false)));
  expect(refused.headers.get("Location")).toBe("/login?redirect=%2Faccount%2Fsettings%2Fdownload");
});

test("a new password keeps this device signed in with the token the service answers", async () => {
  const { args, answer } = post({
    intent: "change-password",
    current_password: DRIVER_PASSWORD,
    password: "a much longer passphrase",
  });
  const response = (await answer) as Response;
  expect(response.headers.get("Location")).toBe("/account/settings");
  expect(await flashedToast(response)).toMatchObject({ title: "Your password is changed" });
  expect(args.context.get(visitorContext).token).toBe(tokenAfterPasswordChange);
  expect(calls).toEqual([
    {
      method: "POST",
      path: "/api/v2/me/password",
      body: { current_password: DRIVER_PASSWORD, password: "a much longer passphrase" },
    },
  ]);
});

test("a wrong current password is shown on its field, and no password is sent back", async () => {
  const answer = inPlace<Answer>(
    await post({
      intent: "change-password",
      current_password: "not my password",
      password: "a much longer passphrase",
    }).answer,
  );
  expect(answer.status).toBe(400);
  expect(answer.data.intent).toBe("change-password");
  expect(answer.data.result.error?.current_password).toEqual([
    "Your current password is incorrect",
  ]);
  expect(answer.data.result.initialValue).not.toHaveProperty("password");
  expect(answer.data.result.initialValue).not.toHaveProperty("current_password");
});

test("a short new password is refused before the service is asked", async () => {
  const answer = inPlace<Answer>(
    await post({ intent: "change-password", current_password: "x", password: "short" }).answer,
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error?.password).toEqual([
    "Your password must be at least 10 characters",
  ]);
  expect(calls).toEqual([]);
});

test("a new email address is sent a confirmation link; the account keeps its email until then", async () => {
  const response = (await post({
    intent: "change-email",
    email: "priya.new@example.com",
    current_password: DRIVER_PASSWORD,
  }).answer) as Response;
  expect(response.headers.get("Location")).toBe("/account/settings");
  expect(await flashedToast(response)).toMatchObject({
    title: "Check your new inbox",
    description: expect.stringContaining("We have sent a link to priya.new@example.com"),
  });
  const taken = inPlace<Answer>(
    await post({
      intent: "change-email",
      email: "taken@example.com",
      current_password: DRIVER_PASSWORD,
    }).answer,
  );
  expect(taken.status).toBe(409);
  expect(taken.data.result.error?.email).toEqual([
    "An account with this email already exists. Log in, or reset your password.",
  ]);
});

test("the emailed link confirms the new address, and a used link is explained", async () => {
  const confirmed = (await confirmEmail(
    actionArgs("/confirm-email/x", {}, { token: EMAIL_CHANGE_TOKEN }),
  )) as Response;
  expect(confirmed.headers.get("Location")).toBe("/account/settings");
  expect(await flashedToast(confirmed)).toMatchObject({
    title: "Your email address is changed",
    description: "Your email address is now priya.new@example.com. Use it to log in from now on.",
  });

  const signedOut = (await confirmEmail(
    actionArgs("/confirm-email/x", {}, { token: EMAIL_CHANGE_TOKEN }, false),
  )) as Response;
  expect(signedOut.headers.get("Location")).toBe("/login");

  const used = inPlace<{ message: string }>(
    await confirmEmail(actionArgs("/confirm-email/x", {}, { token: "used-link" })),
  );
  expect(used.status).toBe(400);
  expect(used.data.message).toMatch(/not valid, or has been used already/);
});

test("email preferences are saved, an unticked box switching those emails off", async () => {
  const response = (await post({ intent: "email-preferences", marketing_emails: "on" })
    .answer) as Response;
  expect(await flashedToast(response)).toMatchObject({ title: "Your email preferences are saved" });
  expect(calls).toEqual([
    {
      method: "PATCH",
      path: "/api/v2/me/email-preferences",
      body: { booking_reminders: false, marketing_emails: true, location_alerts: false },
    },
  ]);
});

test("the data download is the service's copy, as a JSON attachment", async () => {
  const response = await download(loaderArgs("/account/settings/download"));
  expect(response.headers.get("Content-Disposition")).toBe(
    'attachment; filename="parkway-account-2026-11-20.json"',
  );
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const copy = await response.json();
  expect(copy.account.email).toBe("priya@example.com");
  expect(copy.vehicles).toHaveLength(1);
});

test("deleting the account signs out and goes home with the service's message", async () => {
  const { args, answer } = post({ intent: "delete-account", current_password: DRIVER_PASSWORD });
  const response = (await answer) as Response;
  expect(response.headers.get("Location")).toBe("/");
  expect(await flashedToast(response)).toMatchObject({
    title: "Thank you for parking with Parkway",
    description: expect.stringContaining("Your account has been deleted"),
  });
  expect(args.context.get(visitorContext).token).toBe(guestToken);
});

test("a live booking stops the deletion, and the reason is shown in place", async () => {
  const live =
    "You have a booking under way or still to come. Cancel it, or wait until it ends, then delete your account.";
  server.use(
    http.delete(new URL("v2/me", marketplaceUrl).toString(), () =>
      contractJson(messageSchema, { message: live }, { status: 409 }),
    ),
  );
  const { args, answer } = post({ intent: "delete-account", current_password: DRIVER_PASSWORD });
  const refused = inPlace<Answer>(await answer);
  expect(refused.status).toBe(409);
  expect(refused.data.intent).toBe("delete-account");
  expect(refused.data.result.error?.[""]).toEqual([live]);
  expect(args.context.get(visitorContext).user).not.toBeNull();
});
