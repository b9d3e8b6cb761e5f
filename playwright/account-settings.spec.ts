import type { APIRequestContext, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { issueAccessToken } from "../api/domain/access-tokens";
import { expectAccessible } from "./support/accessibility";
import { open, settle } from "./support/fixtures";
import { expect, signIn, test } from "./support/drivers";
import {
  continueTo,
  expectConfirmed,
  payByCard,
  lookUpVehicle,
  payButton,
  startBooking,
} from "./support/booking-steps";
import { TEST_JWT_SECRET } from "./support/test-server";
import { wallClockIn } from "./support/wall-clock";

test.describe.configure({ timeout: 120_000 });

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

/** Checked at rest: the pointer left over a button just clicked would show its hover colours. */
async function expectAccessibleAtRest(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.mouse.move(0, 0);
  await expectAccessible(page, javaScriptEnabled);
}

async function shot(page: Page, name: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.screenshot({
    path: test.info().outputPath(`18-settings-${name}.png`),
    fullPage: true,
  });
}

async function adminToken() {
  const { token } = await issueAccessToken({
    secret: TEST_JWT_SECRET,
    subject: "e2e-support",
    scopes: ["admin"],
    lifetimeSeconds: 600,
  });
  return token;
}

/**
 * The demo's PARKWAYGIFT can be claimed by one account only: the journey with JavaScript claims
 * it, the one without claims a gift support staff issue, as a driver who was sent one would.
 */
async function giftCode(request: APIRequestContext, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return { code: "PARKWAYGIFT", label: "PARKWAYGIFT (£10 off)" };
  return issueGift(request, 10);
}

/** A new single-use gift of `amount` pounds, as support staff issue one. */
async function issueGift(request: APIRequestContext, amount: number) {
  const response = await request.post("/api/admin/gift-vouchers", {
    headers: { Authorization: `Bearer ${await adminToken()}` },
    data: { amount, currency: "GBP" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data }: { data: { code: string; label: string } } = await response.json();
  return data;
}

/** The path of the newest email-change link in `to`'s inbox, or "" while none has come. */
async function confirmationPath(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  expect(response.status()).toBe(200);
  const { data }: { data: { text_body: string }[] } = await response.json();
  const link = data.map((email) => /\/confirm-email\/[0-9a-f.-]+/.exec(email.text_body)?.[0]);
  return link.find(Boolean) ?? "";
}

test("a driver changes their password, claims a voucher, downloads their data and deletes their account", async ({
  page,
  browser,
  baseURL,
  request,
  driver,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/account/settings", 400);
  const elsewhere = await browser.newContext({ javaScriptEnabled });
  await signIn(elsewhere, driver, baseURL!);
  const otherDevice = await elsewhere.newPage();
  await otherDevice.goto("/account/settings");
  await expect(otherDevice.getByRole("heading", { name: "Account settings" })).toBeVisible();

  await open(page, "/account", javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Your account" })
    .getByRole("link", { name: "Settings" })
    .click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL("/account/settings");
  await expect(page.getByText(`Your email address is ${driver.email}.`)).toBeVisible();
  await expectAccessibleAtRest(page, javaScriptEnabled);
  await shot(page, "page", javaScriptEnabled);

  const password = page.getByRole("region", { name: "Change your password" });
  await password.getByLabel("Current password").fill("not my password at all");
  await password.getByLabel("New password").fill("a brand new passphrase");
  await password.getByRole("button", { name: "Change password" }).click();
  await settle(page, javaScriptEnabled);
  await expect(password.getByText("Your current password is incorrect")).toBeVisible();
  await expectAccessibleAtRest(page, javaScriptEnabled);
  await shot(page, "refused", javaScriptEnabled);

  await password.getByLabel("Current password").fill(driver.password);
  await password.getByLabel("New password").fill("a brand new passphrase");
  await password.getByRole("button", { name: "Change password" }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, "Your password is changed")).toBeVisible();

  await otherDevice.goto("/account/settings");
  await expect(otherDevice).toHaveURL(/\/login\?redirect=%2Faccount%2Fsettings$/);
  await elsewhere.close();

  const gift = await giftCode(request, javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Your account" })
    .getByRole("link", { name: "Vouchers" })
    .click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByText("You have no vouchers yet.")).toBeVisible();
  await page.getByLabel("Add a gift voucher").fill(gift.code.toLowerCase());
  await page.getByRole("button", { name: "Add voucher" }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, `${gift.label} is in your account`)).toBeVisible();
  await expect(page.getByLabel("Add a gift voucher")).toHaveValue("");
  const listed = page.getByRole("list", { name: "Your vouchers" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(gift.label);
  await expect(listed).toContainText("£10.00 left");
  await expect(listed).toContainText("Ready to use");
  await expectAccessibleAtRest(page, javaScriptEnabled);
  await shot(page, "vouchers", javaScriptEnabled);

  await open(page, "/account/settings", javaScriptEnabled);
  const newEmail = `moved-${driver.email}`;
  const changeEmail = page.getByRole("region", { name: "Change your email address" });
  await changeEmail.getByLabel("New email address").fill(newEmail);
  await changeEmail.getByLabel("Current password").fill("a brand new passphrase");
  await changeEmail.getByRole("button", { name: "Send confirmation link" }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, "Check your new inbox")).toBeVisible();
  await expect(page.getByText(`Your email address is ${driver.email}.`)).toBeVisible();
  let link = "";
  await expect
    .poll(async () => (link = await confirmationPath(request, newEmail)), { timeout: 20_000 })
    .toMatch(/^\/confirm-email\//);
  await open(page, link, javaScriptEnabled);
  await expectAccessibleAtRest(page, javaScriptEnabled);
  await shot(page, "confirm-email", javaScriptEnabled);
  await page.getByRole("button", { name: "Confirm my new email address" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL("/account/settings");
  await expect(toast(page, "Your email address is changed")).toBeVisible();
  await expect(page.getByText(`Your email address is ${newEmail}.`)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parkway-account-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(copy.account.email).toBe(newEmail);
  expect(copy.vouchers).toMatchObject([{ code: gift.code }]);

  const erase = page.getByRole("region", { name: "Delete your account" });
  await erase.getByLabel("Current password").fill("a brand new passphrase");
  await erase.getByRole("button", { name: "Delete my account" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL("/");
  await expect(toast(page, "Your account has been deleted.")).toBeVisible();
  await shot(page, "deleted", javaScriptEnabled);
  await page.goto("/account/settings");
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsettings$/);
});

type Listed = { id: number; available: boolean };
type Detail = {
  id: number;
  title: string;
  bays: { free: number };
  access: { open_all_hours: boolean };
};

/** A London space open all hours with a bay free for the whole period. */
async function londonSpace(request: APIRequestContext, stay: string) {
  const found = await request.get(`/api/v2/location-search?q=London&${stay}&per_page=50`);
  const { data: listed }: { data: Listed[] } = await found.json();
  for (const { id, available } of listed) {
    if (!available) continue;
    const { data: space }: { data: Detail } = await (
      await request.get(`/api/v2/spaces/${id}?${stay}`)
    ).json();
    if (space.access.open_all_hours && space.bays.free > 0) return space;
  }
  throw new Error("No London space is free for the period");
}

test("a signed-in driver chooses one of their vouchers at the pay step and pays less", async ({
  page,
  request,
  driver,
  javaScriptEnabled,
}) => {
  const gift = await issueGift(request, 2);
  const claimed = await request.post("/api/v2/me/vouchers", {
    headers: driver.headers,
    data: { code: gift.code },
  });
  expect(claimed.status()).toBe(201);
  const day = 50 + (javaScriptEnabled ? 0 : 2);
  const [start, end] = [wallClockIn(day, 9), wallClockIn(day, 13)];
  const stay = `rental=short&start=${encodeURIComponent(start.iso)}&end=${encodeURIComponent(end.iso)}`;
  const space = await londonSpace(request, stay);
  const line = { rental: "short", start: start.iso, end: end.iso, skip_availability: true };
  const priced = async (voucher_code?: string) => {
    const response = await request.post(`/api/v2/spaces/${space.id}/quote`, {
      headers: driver.headers,
      data: { ...line, voucher_code },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { totalValue: number } }).data.totalValue;
  };
  const [full, withGift] = [await priced(), await priced(gift.code)];
  expect(withGift).toBeLessThan(full);

  await startBooking(
    page,
    `/locations/show/${space.id}?rental=short&start=${start.field}&end=${end.field}`,
    javaScriptEnabled,
  );
  await continueTo(page, "details", "Your details");
  await page.getByLabel("Mobile number").fill("07700 900456");
  await continueTo(page, "vehicle", "Your vehicle");
  await lookUpVehicle(page);
  await continueTo(page, "checkout", "Payment");
  await expect(payButton(page)).toHaveText(`Pay ${money.format(full)} and book`);

  const vouchers = page.getByRole("region", { name: "Your vouchers" });
  await expect(vouchers.getByRole("radio", { name: gift.label })).toBeChecked();
  await vouchers.getByRole("button", { name: "Use this voucher" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\?step=checkout$/);
  await expect(vouchers.getByText(`Voucher applied: ${gift.label}`)).toBeVisible();
  await expect(payButton(page)).toHaveText(`Pay ${money.format(withGift)} and book`);
  await expectAccessibleAtRest(page, javaScriptEnabled);
  await shot(page, "pay-with-voucher", javaScriptEnabled);

  await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
  await expectConfirmed(page, "hourly");
  const mine = await request.get("/api/v2/me/vouchers", { headers: driver.headers });
  const { data }: { data: { code: string; status: string }[] } = await mine.json();
  expect(data).toMatchObject([{ code: gift.code, status: "used" }]);
});
