import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import {
  continueTo,
  expectConfirmed,
  heading,
  payButton,
  startBooking,
} from "./support/booking-steps";
import { test } from "./support/drivers";
import { expect as baseExpect, open } from "./support/fixtures";
import { guestParkedNow } from "./support/parked-guest";
import { fakeStripeJs } from "./support/stripe-js";
import { STRIPE_TEST_BASE_URL } from "./support/test-server";
import { wallClockIn } from "./support/wall-clock";

/**
 * Issue 20.2, decision 032: with Stripe configured, the pay step takes a new card in Stripe's
 * Payment Element (with JavaScript) or on Stripe Checkout's page (without), and no request to
 * Parkway's servers carries a card number. The server runs Stripe's API as an in-process fake
 * (MOCK_STRIPE); Stripe.js is a fake served for js.stripe.com (support/stripe-js.ts).
 */

test.use({ baseURL: STRIPE_TEST_BASE_URL });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const CARD = "4242 4242 4242 4242";

type Listed = { id: number; available: boolean };

/** A London space free for two hours `days` ahead, open all hours. */
async function londonSpace(request: APIRequestContext, days: number) {
  const start = wallClockIn(days, 10).iso;
  const end = wallClockIn(days, 12).iso;
  const stay = `rental=short&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
  const found = await request.get(`/api/v2/location-search?q=London&${stay}&per_page=50`);
  const { data }: { data: Listed[] } = await found.json();
  for (const listed of data.filter((space) => space.available)) {
    const detail = await request.get(`/api/v2/spaces/${listed.id}?${stay}`);
    const { data: space }: { data: { id: number; access: { open_all_hours: boolean } } } =
      await detail.json();
    if (space.access.open_all_hours) return `/locations/show/${space.id}?${stay}`;
  }
  throw new Error("No London space is free for the period");
}

async function toThePayStep(page: Page, request: APIRequestContext, days: number, js: boolean) {
  await startBooking(page, await londonSpace(request, days), js);
  await continueTo(page, "details", "Your details");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email address").fill(`ada-stripe-${randomUUID()}@example.com`);
  await page.getByLabel("Mobile number").fill("07700 900123");
  await continueTo(page, "vehicle", "Your vehicle");
  await page.getByRole("radio", { name: "I don't know the registration yet" }).check();
  await continueTo(page, "checkout", "Payment");
}

/** Every request to Parkway's own origin whose body carries the card's digits. */
function watchParkway(page: Page) {
  const digits = CARD.replace(/\s/g, "");
  const carried: string[] = [];
  const parkway = new URL(STRIPE_TEST_BASE_URL).origin;
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== parkway) return;
    const body = decodeURIComponent((request.postData() ?? "").replace(/\+/g, " "));
    if (`${url.search}${body}`.replace(/\s/g, "").includes(digits)) {
      carried.push(`${request.method()} ${url.pathname}`);
    }
  });
  return carried;
}

test("a guest pays in Stripe's Payment Element, and Parkway never receives the card", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "The Payment Element needs JavaScript; Checkout is tested below");
  await fakeStripeJs(page, STRIPE_TEST_BASE_URL);
  await toThePayStep(page, request, 70, true);
  const carried = watchParkway(page);
  const stripeScripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().startsWith("https://js.stripe.com/")) stripeScripts.push(sent.url());
  });

  // Stripe's wallets come from Stripe: Parkway's own wallet choices are not offered.
  await expect(page.getByRole("radio", { name: "Card or wallet" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "PayPal" })).toHaveCount(0);
  expect(stripeScripts).toEqual([]);
  // Once the page runs its JavaScript, Pay opens the Payment Element rather than Checkout.
  await expect(page.getByText(/in our payment provider Stripe's secure form next/)).toBeVisible();
  await payButton(page).click();

  const element = page.frameLocator('iframe[title="Secure payment input frame"]');
  await expect(page.getByRole("heading", { name: "Pay with a card or wallet" })).toBeVisible();
  await expect(element.getByLabel("Card number")).toBeVisible();
  expect(stripeScripts[0]).toMatch(/^https:\/\/js\.stripe\.com\/\w+\/stripe\.js/);
  await expectAccessible(page, true, "the pay step with Stripe's Payment Element");
  await element.getByLabel("Card number").fill(CARD);
  await element.getByLabel("Expiration date").fill("12/34");
  await element.getByLabel("Security code").fill("123");
  await payButton(page).click();

  await expectConfirmed(page, "hourly");
  expect(carried).toEqual([]);
});

test("a signed-in driver who keeps Save this card ticked pays in the Payment Element and finds the card on their account", async ({
  page,
  request,
  driver,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "The Payment Element needs JavaScript");
  await fakeStripeJs(page, STRIPE_TEST_BASE_URL);
  await toThePayStep(page, request, 74, true);
  await expect(page.getByLabel("Save this card to my account for next time")).toBeChecked();
  await expect(page.getByText(/in our payment provider Stripe's secure form next/)).toBeVisible();
  await payButton(page).click();

  const element = page.frameLocator('iframe[title="Secure payment input frame"]');
  await element.getByLabel("Card number").fill(CARD);
  await element.getByLabel("Expiration date").fill("12/34");
  await element.getByLabel("Security code").fill("123");
  await payButton(page).click();

  await expectConfirmed(page, "hourly");
  const saved = await page.request.get("/api/v2/cards", { headers: driver.headers });
  const { data } = (await saved.json()) as { data: { last4: string }[] };
  expect(data).toEqual([expect.objectContaining({ last4: "4242" })]);
});

test("the pay step's policy allows Stripe.js, and other pages' do not", async ({ request }) => {
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("stripe.com");
  const search = await request.get("/search?q=London");
  expect(search.headers()["content-security-policy"]).not.toContain("stripe.com");
});

test("without JavaScript the driver goes to Stripe Checkout, and leaving it books nothing", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "With JavaScript the Payment Element takes the card");
  const visited: URL[] = [];
  // Checkout's page is Stripe's, out of reach here: its Back link is what the driver follows.
  await page.route("https://checkout.stripe.com/**", async (route) => {
    const checkoutPage = new URL(route.request().url());
    visited.push(checkoutPage);
    const sessionId = checkoutPage.pathname.split("/").pop() ?? "";
    const session = await page.request.get(
      `${STRIPE_TEST_BASE_URL}/mock-stripe/v1/checkout/sessions/${sessionId}`,
      { headers: { Authorization: "Bearer sk_test_parkway_mock_key" } },
    );
    const { cancel_url: back } = (await session.json()) as { cancel_url: string };
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Stripe Checkout</title><main><h1>Pay Parkway</h1><a href="${back}">Back</a></main></html>`,
    });
  });
  await toThePayStep(page, request, 72, false);
  const carried = watchParkway(page);

  await expect(
    page.getByText("You will pay on our payment provider Stripe's secure page next."),
  ).toBeVisible();
  await payButton(page).click();
  await expect(page.getByRole("heading", { name: "Pay Parkway" })).toBeVisible();
  expect(visited.map((url) => url.origin)).toEqual(["https://checkout.stripe.com"]);

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/book\?step=checkout$/);
  await expect(heading(page)).toHaveText("Payment");
  await expect(page.getByRole("alert")).toHaveText(
    "You left the payment page, and you have not been charged. Choose how to pay.",
  );
  await expectAccessible(page, false, "the pay step after leaving Stripe Checkout");
  expect(carried).toEqual([]);
});

test("a driver saves a card in Stripe's Payment Element, and Parkway never receives it", async ({
  page,
  driver,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "The Payment Element needs JavaScript; Checkout is tested below");
  await fakeStripeJs(page, STRIPE_TEST_BASE_URL);
  const carried = watchParkway(page);
  await open(page, "/account/cards", true);
  await expect(
    page.getByText("You will enter the card in our payment provider Stripe's secure form next."),
  ).toBeVisible();
  await page.getByLabel("Make it my default card").check();
  await page.getByRole("button", { name: "Add card" }).click();

  const element = page.frameLocator('iframe[title="Secure payment input frame"]');
  await expect(element.getByLabel("Card number")).toBeVisible();
  await expectAccessible(page, true, "the cards page with Stripe's Payment Element");
  await element.getByLabel("Card number").fill(CARD);
  await element.getByLabel("Expiration date").fill("12/34");
  await element.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();

  await expect(page).toHaveURL(/\/account\/cards$/);
  await expect(page.getByRole("status").filter({ hasText: "added to your cards" })).toBeVisible();
  const saved = await page.request.get("/api/v2/cards", { headers: driver.headers });
  const { data } = (await saved.json()) as { data: { last4: string; default: boolean }[] };
  expect(data).toEqual([expect.objectContaining({ last4: "4242", default: true })]);
  expect(carried).toEqual([]);
});

test("without JavaScript a driver saving a card goes to Stripe Checkout, and coming back from it saves nothing", async ({
  page,
  driver,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "With JavaScript the Payment Element takes the card");
  const visited: string[] = [];
  await page.route("https://checkout.stripe.com/**", async (route) => {
    const sessionId = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const session = await page.request.get(
      `${STRIPE_TEST_BASE_URL}/mock-stripe/v1/checkout/sessions/${sessionId}`,
      { headers: { Authorization: "Bearer sk_test_parkway_mock_key" } },
    );
    const { cancel_url: back, mode } = (await session.json()) as {
      cancel_url: string;
      mode: string;
    };
    visited.push(mode);
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Stripe Checkout</title><main><h1>Save a card for Parkway</h1><a href="${back}">Back</a></main></html>`,
    });
  });
  await open(page, "/account/cards", false);
  await expect(
    page.getByText("You will enter the card on our payment provider Stripe's secure page next."),
  ).toBeVisible();
  await expectAccessible(page, false, "the cards page with Stripe");
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByRole("heading", { name: "Save a card for Parkway" })).toBeVisible();
  expect(visited).toEqual(["setup"]);

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/account\/cards$/);
  await expect(page.getByRole("status").filter({ hasText: "No card was added" })).toBeVisible();
  const saved = await page.request.get("/api/v2/cards", { headers: driver.headers });
  expect(((await saved.json()) as { data: unknown[] }).data).toEqual([]);
});

test("a guest parked now adds time in Stripe's Payment Element, and only the service's answer adds it", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "The Payment Element needs JavaScript; Checkout is tested below");
  const managePath = await guestParkedNow(request, `parked-stripe-${randomUUID()}@example.com`);
  await fakeStripeJs(page, STRIPE_TEST_BASE_URL);
  const carried = watchParkway(page);
  await open(page, `${managePath}/add-time`, true);
  await expect(page.getByText(/Stripe's secure form next/)).toBeVisible();
  await page.getByRole("button", { name: "Pay and add time" }).click();

  const element = page.frameLocator('iframe[title="Secure payment input frame"]');
  await expect(element.getByLabel("Card number")).toBeVisible();
  await expectAccessible(page, true, "adding time with Stripe's Payment Element");
  await page.screenshot({ path: testInfo.outputPath("20-add-time-stripe.png"), fullPage: true });
  await element.getByLabel("Card number").fill(CARD);
  await element.getByLabel("Expiration date").fill("12/34");
  await element.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay and add time" }).click();

  await expect(page).toHaveURL(new RegExp(`${managePath.replace(/\./g, "\\.")}$`));
  await expect(page.getByRole("status").filter({ hasText: "Time added" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Time you added" })).toBeVisible();
  expect(carried).toEqual([]);
});

test("without JavaScript a guest adding time goes to Stripe Checkout, and leaving it adds nothing", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "With JavaScript the Payment Element takes the card");
  const managePath = await guestParkedNow(request, `parked-checkout-${randomUUID()}@example.com`);
  await page.route("https://checkout.stripe.com/**", async (route) => {
    const sessionId = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const session = await page.request.get(
      `${STRIPE_TEST_BASE_URL}/mock-stripe/v1/checkout/sessions/${sessionId}`,
      { headers: { Authorization: "Bearer sk_test_parkway_mock_key" } },
    );
    const { cancel_url: back } = (await session.json()) as { cancel_url: string };
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Stripe Checkout</title><main><h1>Pay Parkway</h1><a href="${back}">Back</a></main></html>`,
    });
  });
  await open(page, `${managePath}/add-time`, false);
  await page.getByRole("button", { name: "Pay and add time" }).click();
  await expect(page.getByRole("heading", { name: "Pay Parkway" })).toBeVisible();

  await page.getByRole("link", { name: "Back" }).click();
  await expect(heading(page)).toHaveText("Add time to your parking");
  await expect(page.getByRole("alert")).toHaveText(
    "You left the payment page, and you have not been charged. Choose how long to stay and pay again.",
  );
  await expectAccessible(page, false, "adding time after leaving Stripe Checkout");
  const managed = await page.request.get(
    `/api/v2${managePath.replace("/manage-booking/", "/manage-bookings/")}`,
  );
  const { data }: { data: { extensions: unknown[] } } = await managed.json();
  expect(data.extensions).toEqual([]);
});
