import { expect, test } from "vitest";
import { action, loader } from "../../app/routes/auth/login";
import { takeAnalytics } from "../../app/cookies.server";
import { DEMO_PASSWORD, incorrectSignIn, tooManyAttempts } from "../mocks/auth";
import { driver, driverToken, guestToken } from "../mocks/marketplace";
import { mockAuthService, requestThrough } from "./auth-request";

const loginPage = "http://localhost/login";

async function flashedEvents(value: string | undefined) {
  const request = new Request(loginPage, { headers: { Cookie: `parkway_analytics=${value}` } });
  return (await takeAnalytics(request)).events;
}

test("a driver logs in and goes back to the page they were sent from", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(action, `${loginPage}?redirect=%2Faccount%3Ftab%3Dpast`, {
    cookie: `parkway_token=${guestToken}`,
    form: { email: ` ${driver.email} `, password: DEMO_PASSWORD },
    clientAddress: "203.0.113.9",
  });

  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/account?tab=past");
  expect(answer.cookie("parkway_token")).toBe(driverToken);
  expect(answer.cookies.find((line) => line.startsWith("parkway_token="))).toMatch(
    /HttpOnly; SameSite=Lax/,
  );
  expect(calls).toHaveLength(1);
  expect(calls[0]?.form).toEqual({ email: driver.email, password: DEMO_PASSWORD });
  // The service limits attempts by the visitor's address, not the web's.
  expect(calls[0]?.headers.get("X-Forwarded-For")).toBe("203.0.113.9");
  expect(await flashedEvents(answer.cookie("parkway_analytics"))).toEqual([
    expect.objectContaining({ event: "login", method: "password" }),
  ]);
});

test("without a remembered page a driver who logs in goes home", async () => {
  mockAuthService();
  const answer = await requestThrough(action, loginPage, {
    form: { email: driver.email, password: DEMO_PASSWORD },
  });
  expect(answer.location).toBe("/");
});

test.each(["//evil.example", "/\\evil.example", "https://evil.example", "/%2F%2Fevil.example"])(
  "a redirect to %s is not followed after logging in",
  async (target) => {
    mockAuthService();
    const answer = await requestThrough(
      action,
      `${loginPage}?${new URLSearchParams({ redirect: target })}`,
      { form: { email: driver.email, password: DEMO_PASSWORD } },
    );
    expect(answer.location).toBe("/");
  },
);

test("a wrong password is answered in place, keeping the email and dropping the password", async () => {
  mockAuthService();
  const answer = await requestThrough(action, loginPage, {
    form: { email: driver.email, password: "not-my-password" },
  });

  expect(answer.status).toBe(401);
  expect(answer.cookie("parkway_token")).toBe(guestToken);
  const body = await answer.body();
  expect(body).toMatchObject({
    result: {
      status: "error",
      initialValue: { email: driver.email },
      error: { "": [incorrectSignIn] },
    },
  });
  expect(JSON.stringify(body)).not.toContain("not-my-password");
});

test("the service's rate limit is shown with its own message", async () => {
  mockAuthService();
  const answer = await requestThrough(action, loginPage, {
    form: { email: "busy@example.com", password: "whatever-it-is" },
  });
  expect(answer.status).toBe(429);
  expect(await answer.body()).toMatchObject({ result: { error: { "": [tooManyAttempts] } } });
});

test("an email that is not one is refused before the service is asked", async () => {
  const calls = mockAuthService();
  const answer = await requestThrough(action, loginPage, {
    form: { email: "priya-at-example", password: "" },
  });
  expect(answer.status).toBe(400);
  expect(await answer.body()).toMatchObject({
    result: {
      error: {
        email: ["Enter a valid email address, like name@example.com"],
        password: ["Enter your password"],
      },
    },
  });
  expect(calls).toHaveLength(0);
});

test("a signed-in driver who opens the login page goes on to where they were going", async () => {
  const answer = await requestThrough(loader, `${loginPage}?redirect=%2Faccount`, {
    cookie: `parkway_token=${driverToken}`,
  });
  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/account");
});

test("the login page offers only the providers whose keys are configured", async () => {
  const plain = await requestThrough(loader, loginPage);
  expect(await plain.body()).toMatchObject({ providers: [] });

  const withGoogle = await requestThrough(loader, `${loginPage}?redirect=%2Fsearch`, {
    config: {
      socialSignIn: {
        serviceKey: "a-service-key-for-tests-that-is-32-characters",
        google: { clientId: "google-client", clientSecret: "google-secret" },
      },
    },
  });
  expect(await withGoogle.body()).toMatchObject({
    providers: [{ id: "google", name: "Google" }],
    redirectTo: "/search",
    connecting: null,
  });
});

test("the login page's constraints come from the action's schema, through its loader", async () => {
  const page = await requestThrough(loader, loginPage);
  expect(await page.body()).toMatchObject({
    constraint: { email: { required: true }, password: { required: true } },
  });
});
