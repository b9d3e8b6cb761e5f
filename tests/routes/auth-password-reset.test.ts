import { expect, test } from "vitest";
import { takeToast } from "../../app/cookies.server";
import { action as askForLink } from "../../app/routes/auth/forgotten-password";
import { action as chooseNewPassword } from "../../app/routes/auth/reset-password";
import { unusableResetLink } from "#contract/accounts";
import { forgottenPasswordAnswer } from "../mocks/auth";
import { driverToken } from "../mocks/marketplace";
import { mockAuthService, requestThrough } from "./auth-request";

test("asking for a reset link shows the service's answer, whatever the email", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(askForLink, "http://localhost/forgotten-password", {
    form: { email: "someone@example.com" },
  });
  expect(answer.status).toBe(200);
  expect(await answer.body()).toMatchObject({ sent: forgottenPasswordAnswer });
  expect(calls[0]?.form).toEqual({ email: "someone@example.com" });
});

test("the emailed link's token, with its capitals, sets the new password and signs in", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(
    chooseNewPassword,
    "http://localhost/forgotten-password/Reset-Token-AbC",
    {
      params: { token: "Reset-Token-AbC" },
      form: { password: "a-brand-new-password", password_confirmation: "a-brand-new-password" },
    },
  );

  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/");
  expect(answer.cookie("parkway_token")).toBe(driverToken);
  expect(calls[0]?.form).toEqual({
    token: "Reset-Token-AbC",
    password: "a-brand-new-password",
    password_confirmation: "a-brand-new-password",
  });
  const toast = await takeToast(
    new Request("http://localhost/", {
      headers: { Cookie: `parkway_toast=${answer.cookie("parkway_toast")}` },
    }),
  );
  expect(toast.toast).toMatchObject({ type: "success", title: "Your password has been changed" });
});

test("a used or expired link is answered in place with the service's reason", async () => {
  mockAuthService();
  const answer = await requestThrough(
    chooseNewPassword,
    "http://localhost/forgotten-password/used-token",
    {
      params: { token: "used-token" },
      form: { password: "a-brand-new-password", password_confirmation: "a-brand-new-password" },
    },
  );
  expect(answer.status).toBe(400);
  const body = await answer.body();
  expect(body).toMatchObject({ result: { error: { "": [unusableResetLink] } } });
  expect(JSON.stringify(body)).not.toContain("a-brand-new-password");
});

test("two different passwords are refused before the service is asked", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(
    chooseNewPassword,
    "http://localhost/forgotten-password/Reset-Token-AbC",
    {
      params: { token: "Reset-Token-AbC" },
      form: { password: "a-brand-new-password", password_confirmation: "a-different-one" },
    },
  );
  expect(answer.status).toBe(400);
  expect(await answer.body()).toMatchObject({
    result: { error: { password_confirmation: ["The passwords do not match"] } },
  });
  expect(calls).toHaveLength(0);
});
