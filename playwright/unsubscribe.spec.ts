import type { Page } from "@playwright/test";
import type { UnsubscribeType } from "#contract/unsubscribes";
import { unsubscribeLink } from "../api/domain/unsubscribes";
import { expectAccessible } from "./support/accessibility";
import { open } from "./support/fixtures";
import { expect, test, type Driver } from "./support/drivers";
import { TEST_JWT_SECRET } from "./support/test-server";

/** The link Parkway's emails carry, signed with the test server's secret, as a path. */
function linkFor(email: string, type: UnsubscribeType) {
  return unsubscribeLink("", TEST_JWT_SECRET, email, type);
}

async function preferencesOf(page: Page, driver: Driver) {
  const me = await page.request.get("/api/v2/me", { headers: driver.headers });
  const { data } = (await me.json()) as {
    data: { marketing_emails: boolean; booking_reminders: boolean };
  };
  return { marketing: data.marketing_emails, reminders: data.booking_reminders };
}

test("opening an unsubscribe link changes nothing; one click on its button unsubscribes, signed out", async ({
  browser,
  baseURL,
  page,
  driver,
  javaScriptEnabled,
}) => {
  await page.request.patch("/api/v2/me", {
    headers: driver.headers,
    data: { marketing_emails: true, booking_reminders: true },
  });
  // The link is opened where the driver is not signed in, as from a mail client.
  const mailClient = await browser.newContext({ baseURL, javaScriptEnabled });
  const mail = await mailClient.newPage();
  const response = await open(mail, linkFor(driver.email, "marketing"), javaScriptEnabled);
  expect(response?.status()).toBe(200);
  await expect(mail.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from emails");
  await expect(
    mail.getByText(`Stop sending ${driver.email} offers and news from Parkway?`),
  ).toBeVisible();
  expect(await preferencesOf(page, driver)).toEqual({ marketing: true, reminders: true });
  await expectAccessible(mail, javaScriptEnabled);

  await mail.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(mail.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  await expect(
    mail.getByText("You will not get any more offers or news from Parkway."),
  ).toBeVisible();
  expect(await preferencesOf(page, driver)).toEqual({ marketing: false, reminders: true });
  await mailClient.close();
});

test("an unsubscribe link keeps the capitals a mail client gave its address", async ({
  page,
  driver,
  javaScriptEnabled,
}) => {
  const link = linkFor(driver.email, "booking-reminders").replace(
    encodeURIComponent(driver.email),
    encodeURIComponent(driver.email.toUpperCase()),
  );
  const response = await open(page, link, javaScriptEnabled);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(link.split("?")[0]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText("You will not get any more booking reminders from Parkway."),
  ).toBeVisible();
  expect((await preferencesOf(page, driver)).reminders).toBe(false);
});

test("a forged or incomplete unsubscribe link unsubscribes nobody and says why", async ({
  page,
  driver,
  javaScriptEnabled,
  consoleErrors,
}) => {
  const before = await preferencesOf(page, driver);
  const forged = linkFor(driver.email, "all").replace(/signature=\w+/, "signature=0123abcd");
  const path = forged.split("?")[0]!;
  consoleErrors.allowStatus(path, 403);
  consoleErrors.allowStatus(decodeURIComponent(path), 403);
  consoleErrors.allowStatus("/unsubscribe", 400);
  await open(page, forged, javaScriptEnabled);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
  expect(await preferencesOf(page, driver)).toEqual(before);

  const incomplete = await page.goto("/unsubscribe");
  expect(incomplete?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This unsubscribe link is incomplete",
  );
});

test("a parking alert's stop link asks first, then stops the alert with one click", async ({
  page,
  javaScriptEnabled,
}) => {
  const link = "/location-notifications/unsubscribe?token=Mz3-unknown-Or-Used-Token_0";
  const response = await open(page, link, javaScriptEnabled);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stop this parking alert?");
  await expectAccessible(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Stop this alert" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parking alert stopped");
  await expect(
    page.getByText("You will not get any more emails for this parking alert."),
  ).toBeVisible();
});
