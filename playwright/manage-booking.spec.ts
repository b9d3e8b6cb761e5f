import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import {
  cardFrame,
  continueTo,
  expectConfirmed,
  payByCard,
  heading,
  lookUpVehicle,
  payButton,
  startBooking,
  typeCard,
} from "./support/booking-steps";
import { watchCardNumbers } from "./support/card-numbers";
import { guestParkedNow, outboxOf, type Email } from "./support/parked-guest";
import { answerCookieBanner, expect as baseExpect, open, settle, test } from "./support/fixtures";
import { wallClockIn } from "./support/wall-clock";

/**
 * Issue 18's acceptance for guest booking links: a guest books, the confirmation email in the
 * outbox carries the calendar event and the manage link, the link opens the booking and cancels
 * it with the refund shown first, and the cancellation email follows. With JavaScript and
 * without. Each variant parks on a day of its own, away from the other journeys' days.
 */

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type Listed = { id: number; available: boolean };

/** The first London space free all day for the period, open all hours. */
async function londonSpace(request: APIRequestContext, start: string, end: string) {
  const stay = `rental=short&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
  const found = await request.get(`/api/v2/location-search?q=London&${stay}&per_page=50`);
  const { data }: { data: Listed[] } = await found.json();
  for (const listed of data.filter((space) => space.available)) {
    const detail = await request.get(`/api/v2/spaces/${listed.id}?${stay}`);
    const { data: space }: { data: Listed & { bays: { free: number } } } = await detail.json();
    if (space.bays.free > 0) return space;
  }
  throw new Error("No London space is free for the period");
}

test("a guest opens their booking from the emailed link and cancels it with the refund shown first", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  const days = javaScriptEnabled ? 50 : 52;
  const start = wallClockIn(days, 9);
  const end = wallClockIn(days, 12);
  const space = await londonSpace(request, start.iso, end.iso);
  const email = `guest-${testInfo.project.name}-${randomUUID()}@example.com`;
  const axe = (what: string) => expectAccessible(page, javaScriptEnabled, what);

  await startBooking(
    page,
    `/locations/show/${space.id}?rental=short&start=${start.field}&end=${end.field}`,
    javaScriptEnabled,
  );
  await continueTo(page, "details", "Your details");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Mobile number").fill("07700 900123");
  await continueTo(page, "vehicle", "Your vehicle");
  await lookUpVehicle(page);
  await continueTo(page, "checkout", "Payment");
  const paying = (await payButton(page).textContent())!;
  const total = /Pay (£[\d,.]+) and book/.exec(paying)![1]!;
  await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
  const reference = await expectConfirmed(page, "hourly");

  let emails: Email[] = [];
  await expect(async () => {
    emails = await outboxOf(request, email);
    expect(emails.map((each) => each.kind)).toContain("booking-confirmation");
  }).toPass();
  const confirmation = emails.find((each) => each.kind === "booking-confirmation")!;
  expect(confirmation.subject).toContain(reference);
  const link = /https?:\/\/[^\s/]+(\/manage-booking\/[0-9a-f.]+)/.exec(confirmation.text_body);
  expect(link, "the confirmation email's manage link").not.toBeNull();
  const managePath = link![1]!;

  // Another device: nothing of the booking visit is kept but the cookie banner's answer.
  await page.context().clearCookies();
  await answerCookieBanner(page.context());
  await open(page, managePath, javaScriptEnabled);
  await expect(heading(page)).toHaveText(/.+/);
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(page.getByRole("link", { name: /Get directions/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment" })).toContainText(`Total paid${total}`);
  const outcome = `If you cancel now, ${total} goes back to the card or account you paid with.`;
  await expect(page.getByText(outcome)).toBeVisible();
  await axe("the manage page");
  if (javaScriptEnabled && testInfo.project.name === "javascript") {
    await page.screenshot({
      path: test.info().outputPath("18-manage-booking.png"),
      fullPage: true,
    });
  }

  await page.getByRole("link", { name: "Cancel this booking" }).click();
  await expect(heading(page)).toHaveText(`Cancel booking ${reference}?`);
  await expect(page.getByText(outcome)).toBeVisible();
  await axe("the cancel page");
  if (javaScriptEnabled) {
    await page.screenshot({ path: test.info().outputPath("18-manage-cancel.png"), fullPage: true });
  }
  await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await settle(page, javaScriptEnabled);

  await expect(page).toHaveURL(new RegExp(`${managePath.replace(/\./g, "\\.")}$`));
  await expect(page.getByText(`Booking ${reference} cancelled`)).toBeVisible();
  await expect(page.getByText("This booking is cancelled.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment" })).toContainText(`Refunded${total}`);
  if (javaScriptEnabled) {
    await page.screenshot({
      path: test.info().outputPath("18-manage-cancelled.png"),
      fullPage: true,
    });
  }

  await expect(async () => {
    const cancellation = (await outboxOf(request, email)).find(
      (each) => each.kind === "booking-cancellation",
    );
    expect(cancellation?.subject).toMatch(/^Booking cancelled: /);
    expect(cancellation?.text_body).toContain(total);
  }).toPass();
});

test("a guest who lost the email asks for the link again and is told the same whatever matched", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  await open(page, "/manage-booking", javaScriptEnabled);
  await expect(heading(page)).toHaveText("Find your booking");
  await page.getByLabel("Email address").fill(`nobody-${randomUUID()}@example.com`);
  await page.getByLabel("Vehicle registration").fill("ZZ99 ZZZ");
  await page.getByRole("button", { name: "Email my booking links" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "If a booking matches" })).toHaveText(
    /If a booking matches, we have emailed its link to that address\./,
  );
  await expectAccessible(page, javaScriptEnabled, "the find-your-booking page");
  if (javaScriptEnabled) {
    await page.screenshot({
      path: test.info().outputPath("18-manage-request-link.png"),
      fullPage: true,
    });
  }

  const lost = `/manage-booking/1.1.${"0".repeat(64)}`;
  consoleErrors.allowNotFound(lost);
  await open(page, lost, javaScriptEnabled);
  await expect(page.getByRole("link", { name: "Ask for your booking link again" })).toHaveAttribute(
    "href",
    "/manage-booking",
  );
  if (javaScriptEnabled) {
    await page.screenshot({
      path: test.info().outputPath("18-manage-lost-link.png"),
      fullPage: true,
    });
  }
});

test("a guest parked now adds time, paying on the provider's card page after their bank's check, and Parkway's web never sees the number", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  const email = `parked-${testInfo.project.name}-${randomUUID()}@example.com`;
  const managePath = await guestParkedNow(request, email);
  const carried = watchCardNumbers(page, ["4000002760003184"]);
  await open(page, `${managePath}/add-time`, javaScriptEnabled);
  await expect(heading(page)).toHaveText("Add time to your parking");
  const until = (await page.getByRole("radio").first().getAttribute("value"))!;
  const price = await page
    .locator("label:has(input[type=radio])")
    .first()
    .locator(".tabular-nums")
    .textContent();
  await expect(page.getByRole("radio").first()).toBeChecked();
  await expectAccessible(page, javaScriptEnabled, "the add-time page");
  await page.screenshot({ path: testInfo.outputPath("20-add-time.png"), fullPage: true });

  // The authentication card: the sandbox's bank asks the guest to confirm the payment.
  if (javaScriptEnabled) {
    await typeCard(cardFrame(page), "4000 0027 6000 3184");
    await page.getByRole("button", { name: "Pay and add time" }).click();
  } else {
    await page.getByRole("button", { name: "Pay and add time" }).click();
    await expect(page).toHaveURL(/\/api\/v2\/sandbox\/pages\/card\?/);
    await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
    await expect(page.getByText(`${price} to Parkway`, { exact: true })).toBeVisible();
    await typeCard(page, "4000 0027 6000 3184");
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();

  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`${managePath.replace(/\./g, "\\.")}$`));
  await expect(page.getByRole("status").filter({ hasText: "Time added" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Time you added" })).toBeVisible();
  const stays = await page.request.get(
    `/api/v2${managePath.replace("/manage-booking/", "/manage-bookings/")}`,
  );
  const { data: managed }: { data: { ends_at: string } } = await stays.json();
  expect(managed.ends_at).toBe(new Date(until).toISOString());
  expect(carried).toEqual([]);
});
