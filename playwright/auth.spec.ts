import { randomInt, randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { issueAccessToken } from "../api/domain/access-tokens";
import { seriousAxeProblems } from "./support/accessibility";
import { registerDriver, signUpThroughPage } from "./support/drivers";
import { expect, open, settle, test } from "./support/fixtures";
import { outboxOf } from "./support/parked-guest";
import { TEST_BASE_URL, TEST_JWT_SECRET } from "./support/test-server";

const demoDriver = { email: "demo.driver@parkway.example", password: "park-and-ride-2026" };

/**
 * The service limits sign-ups and logins per client address, and believes the host's
 * X-Forwarded-For from this machine: each test's browser comes from its own documentation
 * address (RFC 5737), so tests running together do not share one allowance.
 */
async function fromOwnAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders({
    "X-Forwarded-For": `192.0.2.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`,
  });
}

const myAccount = (page: Page) => page.getByRole("link", { name: "My account" }).first();

async function logIn(page: Page, email: string, password: string, javaScriptEnabled: boolean) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await settle(page, javaScriptEnabled);
}

test.beforeEach(async ({ context }) => fromOwnAddress(context));

test("a new driver signs up, logs out, logs in again and sees their account", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = `new-driver-${randomUUID()}@example.com`;
  const password = `e2e-${randomUUID()}`;

  await open(page, "/", javaScriptEnabled);
  await page.getByRole("link", { name: "Sign up" }).first().click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/register$/);
  await signUpThroughPage(page, { firstName: "Grace", lastName: "Hopper", email, password });
  await settle(page, javaScriptEnabled);

  await expect(page).toHaveURL(`${TEST_BASE_URL}/`);
  await myAccount(page).click();
  await settle(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Log out" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(`${TEST_BASE_URL}/`);
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  await expect(myAccount(page)).toHaveCount(0);

  await page.getByRole("link", { name: "Log in" }).first().click();
  await settle(page, javaScriptEnabled);
  await logIn(page, email, password, javaScriptEnabled);
  await expect(myAccount(page)).toBeVisible();

  await myAccount(page).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace");
});

test("a wrong password is answered in place, keeping the email but not the password", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/login", 401);
  await open(page, "/login", javaScriptEnabled);
  await logIn(page, demoDriver.email, "not-the-password", javaScriptEnabled);

  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
  await expect(page.getByLabel("Email address")).toHaveValue(demoDriver.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("a sign-up with a mobile number that is not one is answered beside the field by the server", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/register", 400);
  await open(page, "/register", javaScriptEnabled);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email address").fill(`bad-mobile-${randomUUID()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(`e2e-${randomUUID()}`);
  await page.getByLabel(/Mobile number/).fill("12345");
  await page.getByLabel(/I accept Parkway/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await settle(page, javaScriptEnabled);

  const mobile = page.getByLabel(/Mobile number/);
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(mobile).toHaveAccessibleDescription(
    /Enter a UK or Irish mobile number, like 07700 900123 or 087 123 4567/,
  );
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
  await expect(page).toHaveURL(/\/register$/);
});

test("with JavaScript, a log-in sent empty is answered by the server beside each field", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the browser's own checks stop the form first");
  consoleErrors.allowStatus("/login", 400);
  await open(page, "/login", javaScriptEnabled);
  await page.getByRole("button", { name: "Log in" }).click();
  await settle(page, javaScriptEnabled);

  const email = page.getByLabel("Email address");
  await expect(email).toHaveAccessibleDescription("Enter your email address");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    "Enter your password",
  );
  await expect(email).toBeFocused();
});

test("an email already taken is shown beside the email, keeping the names", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/register", 409);
  await open(page, "/register", javaScriptEnabled);
  await signUpThroughPage(page, {
    firstName: "Dora",
    lastName: "Driver",
    email: demoDriver.email,
    password: "a-long-enough-password",
  });
  await settle(page, javaScriptEnabled);

  await expect(page.getByText(/An account with this email already exists/)).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First name")).toHaveValue("Dora");
});

for (const target of [
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "/%2F%2Fevil.example",
]) {
  test(`logging in or out with redirect=${target} ends at home`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const query = new URLSearchParams({ redirect: target });
    await open(page, `/login?${query}`, javaScriptEnabled);
    await logIn(page, demoDriver.email, demoDriver.password, javaScriptEnabled);
    await expect(page).toHaveURL(`${TEST_BASE_URL}/`);
    await expect(myAccount(page)).toBeVisible();

    await open(page, `/logout?${query}`, javaScriptEnabled);
    await expect(page).toHaveURL(`${TEST_BASE_URL}/`);
    await expect(myAccount(page)).toHaveCount(0);
  });
}

test("an expired session on the account goes through /logout to login, and back once logged in", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const { token } = await issueAccessToken({
    secret: TEST_JWT_SECRET,
    subject: randomUUID(),
    scopes: ["driver"],
    now: new Date(Date.now() - 2 * 60 * 60 * 1000),
    lifetimeSeconds: 60 * 60,
  });
  await context.addCookies([{ name: "parkway_token", value: token, url: TEST_BASE_URL }]);
  const visited: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest())
      visited.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });

  await open(page, "/account", javaScriptEnabled);

  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  expect(visited).toContain("/logout?redirect=%2Faccount");
  await logIn(page, demoDriver.email, demoDriver.password, javaScriptEnabled);
  await expect(page).toHaveURL(/\/account$/);
  await expect(myAccount(page)).toBeVisible();
});

test("asking for a reset link answers the same whatever the email", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/login", javaScriptEnabled);
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgotten your password?" })).toBeVisible();
  await page.getByLabel("Email address").fill(`nobody-${randomUUID()}@example.com`);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await settle(page, javaScriptEnabled);
  await expect(
    page.getByRole("status").filter({ hasText: /we have sent it a link/ }),
  ).toBeVisible();
});

test("a forgotten password is changed from the emailed link, which signs the driver in", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const driver = await registerDriver(request);
  await fromOwnAddress(page.context());
  await open(page, "/forgotten-password", javaScriptEnabled);
  await page.getByLabel("Email address").fill(driver.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await settle(page, javaScriptEnabled);

  const resetLink = async () => {
    const [email] = await outboxOf(request, driver.email);
    return /\/forgotten-password\/[\w-]+/.exec(email?.text_body ?? "")?.[0] ?? "";
  };
  // The service queues the email after it has answered, so the answer's timing cannot tell
  // whether the address has an account.
  await expect.poll(resetLink, { message: "the reset link in the email" }).not.toBe("");

  await open(page, await resetLink(), javaScriptEnabled);
  await page.getByLabel("New password", { exact: true }).fill("a walk along the Tyne at dawn");
  await page.getByLabel("New password again").fill("a walk along the Tyne at dawn");
  await page.getByRole("button", { name: "Save and log in" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  expect(
    (
      await request.post("/api/v2/auth/login", {
        data: { email: driver.email, password: "a walk along the Tyne at dawn" },
      })
    ).status(),
  ).toBe(200);
});

for (const { width, height, label } of [
  { width: 1280, height: 900, label: "desktop" },
  { width: 375, height: 812, label: "mobile" },
]) {
  test(`the login and sign-up pages have no serious accessibility problems at ${label} width`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "axe runs inside the page, which needs JavaScript");
    await page.setViewportSize({ width, height });
    for (const path of ["/login", "/register", "/forgotten-password"]) {
      await open(page, path, javaScriptEnabled);
      expect(await seriousAxeProblems(page), path).toEqual([]);
    }
  });
}
