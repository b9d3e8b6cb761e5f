import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page, Request } from "@playwright/test";
import type { Booking } from "#contract/bookings";
import { expectAccessible } from "./support/accessibility";
import {
  continueTo,
  expectConfirmed,
  heading,
  payByCard,
  startBooking,
} from "./support/booking-steps";
import { expect as baseExpect, test } from "./support/fixtures";
import type { Period } from "./support/service-booking";
import { wallClockIn } from "./support/wall-clock";

/**
 * Issue 20: a card whose bank asks the driver to confirm the payment (3-D Secure), in the
 * sandbox. The card is typed only into the provider's pages; the bank's page approves or fails;
 * the web asks the service what became of the payment. With JavaScript and without.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const AUTHENTICATION_CARD = "4000 0027 6000 3184";
const FAILED_MESSAGE =
  "Your bank could not confirm it was you. You have not been charged. Try again or use another card or method.";

/** Days ahead each run parks on, of its own: none of the other journeys use these. */
function hourlyPeriod(outcome: "approve" | "fail", javaScriptEnabled: boolean): Period {
  const day = (outcome === "approve" ? 56 : 60) + (javaScriptEnabled ? 0 : 2);
  return { start: wallClockIn(day, 10), end: wallClockIn(day, 14) };
}

type Listed = { id: number; available: boolean };

/** The first London space with a bay free for the whole period, open all hours. */
async function londonSpace(request: APIRequestContext, period: Period) {
  const stay = `rental=short&start=${encodeURIComponent(period.start.iso)}&end=${encodeURIComponent(period.end.iso)}`;
  const found = await request.get(`/api/v2/location-search?q=London&${stay}&per_page=50`);
  const { data }: { data: Listed[] } = await found.json();
  for (const listed of data.filter((space) => space.available)) {
    const detail = await request.get(`/api/v2/spaces/${listed.id}?${stay}`);
    const { data: space }: { data: { id: number; access: { open_all_hours: boolean } } } =
      await detail.json();
    if (space.access.open_all_hours) return { id: space.id, stay };
  }
  throw new Error("No London space is free for the period");
}

async function bookingsOf(request: APIRequestContext, context: BrowserContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === "parkway_token");
  expect(token, "the site's token cookie").toBeDefined();
  const response = await request.get("/api/v2/me/tenant/bookings?when=all&per_page=50", {
    headers: { Authorization: `Bearer ${token!.value}` },
  });
  const { data }: { data: Booking[] } = await response.json();
  return data;
}

/** Every request carrying the card's digits, spaced or not, split by who received it. */
function watchCardNumber(page: Page) {
  const digits = AUTHENTICATION_CARD.replace(/\s/g, "");
  const carried = { web: [] as string[], provider: [] as string[] };
  const origin = new URL(page.url() || "http://127.0.0.1").origin;
  page.on("request", (request: Request) => {
    const body = decodeURIComponent((request.postData() ?? "").replace(/\+/g, " "));
    if (!body.replace(/\s/g, "").includes(digits)) return;
    const url = new URL(request.url());
    const provider = url.origin === origin && url.pathname.startsWith("/api/");
    carried[provider ? "provider" : "web"].push(`${request.method()} ${url.pathname}`);
  });
  return carried;
}

/** A guest's booking up to the pay step, for a London space free for the period. */
async function toThePayStep(page: Page, request: APIRequestContext, period: Period, js: boolean) {
  const space = await londonSpace(request, period);
  await startBooking(page, `/locations/show/${space.id}?${space.stay}`, js);
  await continueTo(page, "details", "Your details");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email address").fill(`ada-3ds-${randomUUID()}@example.com`);
  await page.getByLabel("Mobile number").fill("07700 900123");
  await continueTo(page, "vehicle", "Your vehicle");
  await page.getByRole("radio", { name: "I don't know the registration yet" }).check();
  await continueTo(page, "checkout", "Payment");
}

async function onTheBankPage(page: Page, javaScriptEnabled: boolean) {
  await expect(page).toHaveURL(/\/api\/v2\/sandbox\/authentications\/sbx_pay_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your payment");
  await expect(page.getByText(/^£[\d,.]+ to Parkway$/)).toBeVisible();
  await expectAccessible(page, javaScriptEnabled, "the bank's page");
}

test("a guest pays with a card their bank confirms, and sees the confirmation", async ({
  page,
  context,
  request,
  javaScriptEnabled,
}) => {
  await toThePayStep(page, request, hourlyPeriod("approve", javaScriptEnabled), javaScriptEnabled);
  await expectAccessible(page, javaScriptEnabled, "the pay step with the card fields");
  const carried = watchCardNumber(page);

  await payByCard(page, AUTHENTICATION_CARD, javaScriptEnabled);
  await onTheBankPage(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Approve", exact: true }).click();

  const reference = await expectConfirmed(page, "hourly");
  const booked = await bookingsOf(request, context);
  expect(booked.map((booking) => [booking.reference, booking.status])).toEqual([
    [reference, "confirmed"],
  ]);
  // The card number went to the payment provider's pages only, never to the web.
  expect(carried.web).toEqual([]);
  expect(carried.provider).toEqual([`POST /api/v2/sandbox/pages/card`]);
});

test("failing the bank's check lands back on the pay step, told why, with nothing booked", async ({
  page,
  context,
  request,
  javaScriptEnabled,
}) => {
  await toThePayStep(page, request, hourlyPeriod("fail", javaScriptEnabled), javaScriptEnabled);
  const carried = watchCardNumber(page);

  await payByCard(page, AUTHENTICATION_CARD, javaScriptEnabled);
  await onTheBankPage(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Fail authentication" }).click();

  await expect(page).toHaveURL(/\/book\?step=checkout$/);
  await expect(heading(page)).toHaveText("Payment");
  await expect(page.getByRole("alert")).toHaveText(FAILED_MESSAGE);
  await expectAccessible(page, javaScriptEnabled, "the pay step after a failed bank check");
  expect(await bookingsOf(request, context)).toEqual([]);
  expect(carried.web).toEqual([]);
});
