import { randomInt, randomUUID } from "node:crypto";
import { expectAccessible } from "./support/accessibility";
import { signUpThroughPage } from "./support/drivers";
import { expect, open, settle, test } from "./support/fixtures";
import { TEST_BASE_URL } from "./support/test-server";

const numbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

test("on a busy shared address, sign-up asks for the bot check instead of refusing", async ({
  page,
  request,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/register", 400);
  const group = () => randomInt(1, 0x10000).toString(16);
  const sharedAddress = `2001:db8:5::${group()}:${group()}`;
  for (let colleague = 1; colleague <= 4; colleague += 1) {
    const response = await request.post("/api/v2/register", {
      headers: { "X-Forwarded-For": sharedAddress },
      data: {
        email: `colleague-${randomUUID()}@example.com`,
        password: `e2e-${randomUUID()}`,
        first_name: "Ada",
        last_name: "Lovelace",
        terms: true,
      },
    });
    expect(response.status()).toBe(201);
  }

  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": sharedAddress });
  const person = {
    firstName: "Katherine",
    lastName: "Johnson",
    email: `shared-${randomUUID()}@example.com`,
    password: `e2e-${randomUUID()}`,
  };
  await open(page, "/register", javaScriptEnabled);
  await signUpThroughPage(page, person);
  await settle(page, javaScriptEnabled);

  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Email address")).toHaveValue(person.email);
  await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByText(/so we check that you are not a robot/)).toBeVisible();
  if (javaScriptEnabled) {
    await expect(page.getByText("Checked: you are not a robot.")).toBeVisible({ timeout: 20_000 });
  } else {
    await expect(page.getByText("Complete the check that you are not a robot")).toBeVisible();
    const question = (await page.getByText(/^What is \w+ plus \w+\?$/).textContent()) ?? "";
    const [, first = "", second = ""] = /What is (\w+) plus (\w+)\?/.exec(question) ?? [];
    await page.getByLabel(question).fill(String(numbers.indexOf(first) + numbers.indexOf(second)));
  }
  await expectAccessible(page, javaScriptEnabled, "the sign-up form with the bot check");
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await settle(page, javaScriptEnabled);

  await expect(page).toHaveURL(`${TEST_BASE_URL}/`);
  await expect(page.getByText(`Welcome to Parkway, ${person.firstName}`)).toBeVisible();
});
