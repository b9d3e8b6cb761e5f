import type { APIRequestContext, Page } from "@playwright/test";
import { issueAccessToken } from "../api/domain/access-tokens";
import { expectAccessible } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { TEST_JWT_SECRET } from "./support/test-server";

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const numbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

async function acknowledgementsTo(request: APIRequestContext, email: string) {
  const { token } = await issueAccessToken({
    secret: TEST_JWT_SECRET,
    subject: "e2e-support",
    scopes: ["admin"],
    lifetimeSeconds: 600,
  });
  const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ kind: string; text_body: string }> };
  return data.filter((email) => email.kind === "contact-acknowledgement");
}

/** The contact page filled in by a visitor with an address of this run's own, which it returns. */
async function startMessage(page: Page, name: string, javaScriptEnabled: boolean) {
  const email = `contact-${name}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
  await page.goto("/contact-us");
  await fillMessage(page, email);
  return email;
}

async function fillMessage(page: Page, email: string) {
  await page.getByLabel("Your name").fill("Florence Nightingale");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("What is it about?").selectOption("access");
  await page
    .getByLabel("Your message")
    .fill("The gate code in my confirmation did not open the barrier this morning.");
  await page.getByLabel("Photos (optional)").setInputFiles({
    name: "barrier.jpg",
    mimeType: "image/jpeg",
    buffer: jpeg,
  });
}

test("a visitor sends the contact form with a photo and the acknowledgement reaches the outbox", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = await startMessage(page, "sent", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");

  if (javaScriptEnabled) {
    // The page proves itself a person's: the proof of work runs as the visitor types.
    await expect(page.getByText("Checked: you are not a robot.")).toBeVisible({ timeout: 20_000 });
  } else {
    const question = (await page.getByText(/^What is \w+ plus \w+\?$/).textContent()) ?? "";
    const [, first = "", second = ""] = /What is (\w+) plus (\w+)\?/.exec(question) ?? [];
    await page.getByLabel(question).fill(String(numbers.indexOf(first) + numbers.indexOf(second)));
  }
  await expectAccessible(page, javaScriptEnabled, "the contact form");
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(
    page.getByRole("heading", { name: "Thank you, your message has been sent" }),
  ).toBeVisible();
  const reference = (await page.locator("strong").filter({ hasText: /^PWC-/ }).textContent()) ?? "";
  expect(reference).toMatch(/^PWC-[A-Z0-9]{8}$/);
  const [acknowledgement] = await acknowledgementsTo(request, email);
  expect(acknowledgement?.text_body).toContain(reference);
});

test("a file that is not a photo is refused with its name, and nothing is sent", async ({
  page,
  request,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/contact-us", 400);
  const email = await startMessage(page, "gif", javaScriptEnabled);
  await page.getByLabel("Photos (optional)").setInputFiles({
    name: "sign.gif",
    mimeType: "image/gif",
    buffer: Buffer.from("GIF89a"),
  });
  const refusal = '"sign.gif" is not a JPEG, PNG, WebP or HEIC image';
  if (javaScriptEnabled) {
    await expect(page.getByText(refusal)).toBeVisible();
  } else {
    await page.getByRole("textbox", { name: /^What is \w+ plus \w+\?$/ }).fill("0");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(refusal)).toBeVisible();
  }
  expect(await acknowledgementsTo(request, email)).toEqual([]);
});

test("a message too short comes back with its error, what was typed and, with JavaScript, the focus on it", async ({
  page,
  request,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/contact-us", 400);
  const email = await startMessage(page, "short", javaScriptEnabled);
  await page.getByLabel("Your message").fill("The gate is shut.");
  if (javaScriptEnabled) {
    await expect(page.getByText("Checked: you are not a robot.")).toBeVisible({ timeout: 20_000 });
  }
  await page.getByRole("button", { name: "Send message" }).click();

  const message = page.getByRole("textbox", { name: "Your message" });
  await expect(message).toHaveAccessibleDescription(
    /Your message must be 20 to 5000 characters long/,
  );
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveValue("The gate is shut.");
  await expect(page.getByLabel("Your name")).toHaveValue("Florence Nightingale");
  if (javaScriptEnabled) await expect(message).toBeFocused();
  expect(await acknowledgementsTo(request, email)).toEqual([]);
});
