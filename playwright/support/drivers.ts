/* eslint-disable react-hooks/rules-of-hooks -- a fixture's `use` is Playwright's, not React's */
import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";

/** A driver's account, created for one test, signed in in that test's browser. */
export type Driver = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The account's access token, as the site keeps it in `parkway_token`. */
  token: string;
  /** `Authorization` for calling the service as this driver. */
  headers: { Authorization: string };
};

type SignedIn = {
  data: {
    access_token: string;
    user: { id: string; email: string; first_name: string; last_name: string };
  };
};

/**
 * A documentation address (RFC 3849) for each sign-up. The service counts sign-ups per client
 * address and, for a request from this machine, takes the address from X-Forwarded-For as the
 * host's proxy sends it; without one, every test's sign-up would share one allowance, and after
 * a few of them the service would ask for the bot check.
 */
function signUpAddress() {
  const group = () => randomInt(1, 0x10000).toString(16);
  return `2001:db8::${group()}:${group()}`;
}

/** Registers a new driver through the service (`POST /api/v2/register`); it is signed in. */
export async function registerDriver(
  request: APIRequestContext,
  name: { firstName: string; lastName: string } = { firstName: "Grace", lastName: "Hopper" },
): Promise<Driver> {
  const email = `driver-${randomUUID()}@example.com`;
  const password = `e2e-${randomUUID()}`;
  const response = await request.post("/api/v2/register", {
    headers: { "X-Forwarded-For": signUpAddress() },
    data: {
      email,
      password,
      first_name: name.firstName,
      last_name: name.lastName,
      terms: true,
    },
  });
  expect(response.status(), `registering ${email}: ${await response.text()}`).toBe(201);
  const { data }: SignedIn = await response.json();
  return {
    id: data.user.id,
    email,
    password,
    firstName: data.user.first_name,
    lastName: data.user.last_name,
    token: data.access_token,
    headers: { Authorization: `Bearer ${data.access_token}` },
  };
}

/**
 * Signs `driver` in in `context` the way the site signs people in: its token in the
 * `parkway_token` cookie (httpOnly, path /). No login form is clicked through; the sign-in
 * journey has specs of its own.
 */
export async function signIn(context: BrowserContext, driver: Driver, baseURL: string) {
  await context.addCookies([
    {
      name: "parkway_token",
      value: driver.token,
      domain: new URL(baseURL).hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Fills in the sign-up page's form for `person`, accepts the terms and sends it. */
export async function signUpThroughPage(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel(/I accept Parkway/).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

/** `driver`: a fresh driver account, signed in in the test's browser. */
export const test = base.extend<{ driver: Driver }>({
  driver: async ({ context, request, baseURL }, use) => {
    const driver = await registerDriver(request);
    await signIn(context, driver, baseURL ?? "http://127.0.0.1");
    await use(driver);
  },
});

export { expect };
