import { expect, test } from "vitest";
import { takeAnalytics, takeToast } from "../../app/cookies.server";
import { action } from "../../app/routes/auth/register";
import { botCheckFailed, botCheckMissing, emailTaken } from "../mocks/auth";
import { botQuestion } from "../mocks/contact";
import { driver, driverToken } from "../mocks/marketplace";
import { mockAuthService, requestThrough } from "./auth-request";

const registerPage = "http://localhost/register";

const newDriver = {
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  password: "three-green-bicycles",
  mobile: "087 123 4567",
  marketing_emails: "on",
  terms: "on",
};

test("a new driver signs up, is signed in and goes to the remembered page", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(action, `${registerPage}?redirect=%2Flist-your-space`, {
    form: newDriver,
  });

  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/list-your-space");
  expect(answer.cookie("parkway_token")).toBe(driverToken);
  expect(calls[0]?.form).toEqual({ ...newDriver, marketing_emails: "true", terms: "true" });
  const flashed = new Request(registerPage, {
    headers: { Cookie: `parkway_analytics=${answer.cookie("parkway_analytics")}` },
  });
  expect((await takeAnalytics(flashed)).events).toEqual([
    expect.objectContaining({ event: "sign_up", method: "password" }),
  ]);
  const welcomed = new Request(registerPage, {
    headers: { Cookie: `parkway_toast=${answer.cookie("parkway_toast")}` },
  });
  expect((await takeToast(welcomed)).toast).toMatchObject({
    type: "success",
    title: `Welcome to Parkway, ${driver.first_name}`,
  });
});

test("an email that already has an account is answered beside the email, keeping what was typed", async () => {
  mockAuthService();
  const answer = await requestThrough(action, registerPage, {
    form: { ...newDriver, email: "taken@example.com" },
  });

  expect(answer.status).toBe(409);
  const body = await answer.body();
  expect(body).toMatchObject({
    result: {
      initialValue: { first_name: "Aoife", last_name: "Byrne", email: "taken@example.com" },
      error: { email: [emailTaken] },
    },
  });
  expect(JSON.stringify(body)).not.toContain(newDriver.password);
});

test("the service's password rules are answered beside the password", async () => {
  mockAuthService();
  const answer = await requestThrough(action, registerPage, {
    form: { ...newDriver, password: "qwertyuiop" },
  });
  expect(answer.status).toBe(400);
  expect(await answer.body()).toMatchObject({
    result: {
      error: {
        password: [
          "This password would be easy to guess. This is a commonly used password. Add more words that are less common.",
        ],
      },
    },
  });
});

test("the terms must be accepted and the password long enough before the service is asked", async () => {
  const calls = mockAuthService();
  const { terms: _, ...withoutTerms } = newDriver;
  const answer = await requestThrough(action, registerPage, {
    form: { ...withoutTerms, password: "short" },
  });
  expect(answer.status).toBe(400);
  expect(await answer.body()).toMatchObject({
    result: {
      error: {
        terms: ["Accept the terms and conditions to create an account"],
        password: ["Your password must be at least 10 characters"],
      },
    },
  });
  expect(calls).toHaveLength(0);
});

test("when the service asks for the bot check, the form offers a fresh one and keeps what was typed", async () => {
  mockAuthService();
  const busy = { ...newDriver, email: "shared-address@example.com" };
  const asked = await requestThrough(action, registerPage, { form: busy });

  expect(asked.status).toBe(400);
  const body = await asked.body();
  expect(body).toMatchObject({
    result: {
      initialValue: { first_name: "Aoife", last_name: "Byrne", email: busy.email },
      error: { bot_answer: [botCheckMissing] },
    },
    botCheck: { challenge: { kind: "altcha", question: botQuestion }, recaptcha: null },
  });
  expect(JSON.stringify(body)).not.toContain(newDriver.password);

  const wrong = await requestThrough(action, registerPage, {
    form: { ...busy, bot_question_token: botQuestion.token, bot_answer: "6" },
  });
  expect(wrong.status).toBe(400);
  expect(await wrong.body()).toMatchObject({
    result: { error: { bot_answer: [botCheckFailed] } },
    botCheck: { challenge: { question: botQuestion } },
  });

  const solved = await requestThrough(action, registerPage, {
    form: { ...busy, bot_question_token: botQuestion.token, bot_answer: "5" },
  });
  expect(solved.status).toBe(302);
  expect(solved.cookie("parkway_token")).toBe(driverToken);
});

test("an email refused after the bot check was asked keeps a fresh check on the form", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(action, registerPage, {
    form: { ...newDriver, email: "taken@example.com", altcha: "solved-proof-of-work" },
  });

  expect(answer.status).toBe(409);
  expect(await answer.body()).toMatchObject({
    result: { error: { email: [emailTaken] } },
    botCheck: { challenge: { kind: "altcha" } },
  });
  expect(calls[0]?.form).toMatchObject({ altcha: "solved-proof-of-work" });
});

test("a sign-up that needs no bot check shows none", async () => {
  mockAuthService();
  const answer = await requestThrough(action, registerPage, {
    form: { ...newDriver, email: "taken@example.com" },
  });
  expect(await answer.body()).toMatchObject({ botCheck: null });
});
