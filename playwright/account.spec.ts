import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { randomInt, randomUUID } from "node:crypto";
import { expectAccessible } from "./support/accessibility";
import { cardFrame, typeCard } from "./support/booking-steps";
import { watchCardNumbers } from "./support/card-numbers";
import { open, settle } from "./support/fixtures";
import { expect, test, type Driver } from "./support/drivers";
import { wallClockIn } from "./support/wall-clock";

type Booked = { id: number; reference: string; total: number; space: { title: string } };

async function json<T>(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Books a seeded Leeds space open all hours for two hours, weeks ahead, as `driver` through the
 * service, as the booking steps do. A space another test has just filled is passed over.
 */
async function bookAs(request: APIRequestContext, driver: Driver): Promise<Booked> {
  const day = 14 + randomInt(300);
  const [start, end] = [wallClockIn(day, 10), wallClockIn(day, 12)];
  const search = await json<{ data: { id: number }[] }>(
    await request.get("/api/v2/location-search?q=Leeds&rental=short&per_page=50"),
    "searching Leeds",
  );
  for (const { id } of search.data) {
    const space = await json<{ data: { access: { open_all_hours: boolean } } }>(
      await request.get(`/api/v2/spaces/${id}?rental=short`),
      "reading a space",
    );
    if (!space.data.access.open_all_hours) continue;
    const card = await json<{ data: { token: string } }>(
      await request.post("/api/v2/sandbox/card-tokens", {
        form: { number: "4242424242424242", exp_month: "12", exp_year: "2030", cvc: "123" },
      }),
      "a sandbox card token",
    );
    const response = await request.post(`/api/v2/spaces/${id}/book`, {
      headers: { ...driver.headers, "Idempotency-Key": randomUUID() },
      data: {
        rental: "short",
        start: start.iso,
        end: end.iso,
        first_name: driver.firstName,
        last_name: driver.lastName,
        email: driver.email,
        mobile: "07700900123",
        vehicle_reg: "AB12CDE",
        payment_token: card.data.token,
      },
    });
    if (response.status() === 409) continue;
    const { data } = await json<{ data: { bookings: Booked[] } }>(response, "booking");
    return data.bookings[0]!;
  }
  throw new Error("Every seeded Leeds space open all hours is taken for this period");
}

/** Checked at rest: the pointer left over a button just clicked would show its hover colours. */
async function expectAccessibleAtRest(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.mouse.move(0, 0);
  await expectAccessible(page, javaScriptEnabled);
}

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

test("a signed-out visitor asking for their account is sent to log in, remembering it", async ({
  page,
}) => {
  await page.goto("/account/vehicles");
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fvehicles$/);
});

test("a driver finds their booking and reads its details and receipt", async ({
  page,
  request,
  driver,
  javaScriptEnabled,
}) => {
  const booking = await bookAs(request, driver);

  const response = await open(page, "/account", javaScriptEnabled);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${driver.firstName} ${driver.lastName}`,
  );
  const nav = page.getByRole("navigation", { name: "Your account" });
  await expect(nav.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Your listings" })).toHaveAttribute(
    "href",
    "/account/listings",
  );
  const upcoming = page.getByRole("region", { name: "Upcoming bookings" });
  await expect(upcoming.getByText(booking.reference, { exact: true })).toBeVisible();
  await expectAccessibleAtRest(page, javaScriptEnabled);

  await upcoming.getByRole("link", { name: `Details of booking ${booking.reference}` }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(`/account/bookings/${booking.id}`);
  await expect(page.getByRole("heading", { name: booking.space.title, level: 2 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("AB12CDE")).toBeVisible();
  await expect(page.getByText(/^Paid with Card on /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Confirmation page" })).toHaveAttribute(
    "href",
    /^\/booking-confirmed\/\d+\?hash=/,
  );
  await expect(page.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute(
    "href",
    new RegExp(`^/bookings/${booking.id}/calendar\\.ics\\?hash=`),
  );
  await expectAccessibleAtRest(page, javaScriptEnabled);

  await page.getByRole("link", { name: "Receipt" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Receipt");
  await expect(page.getByText(booking.reference)).toBeVisible();
  await expect(page.getByRole("row", { name: /Total paid/ })).toContainText(
    `£${booking.total.toFixed(2)}`,
  );
  await expect(page.getByText("Paid with Card.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print receipt" })).toHaveCount(
    javaScriptEnabled ? 1 : 0,
  );
  await expectAccessibleAtRest(page, javaScriptEnabled);

  await page.getByRole("link", { name: "Back to the booking" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(`/account/bookings/${booking.id}`);
});

test("a driver cancels a booking more than a day ahead from its details, for a full refund", async ({
  page,
  request,
  driver,
  javaScriptEnabled,
}) => {
  const booking = await bookAs(request, driver);

  await open(page, `/account/bookings/${booking.id}`, javaScriptEnabled);
  await page.getByRole("link", { name: "Cancel this booking" }).click();
  await settle(page, javaScriptEnabled);
  await expect(
    page.getByText(
      `If you cancel now, £${booking.total.toFixed(2)} goes back to the card or account you paid with.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/more than 24 hours before the start/)).toBeVisible();
  await expectAccessibleAtRest(page, javaScriptEnabled);

  await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL(`/account/bookings/${booking.id}`);
  await expect(toast(page, `Booking ${booking.reference} cancelled`)).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel this booking" })).toHaveCount(0);
  await expect(page.getByText("Refunded")).toBeVisible();
});

test("a driver adds a vehicle found in the register, makes another the default and removes one", async ({
  page,
  driver,
  javaScriptEnabled,
  consoleErrors,
}) => {
  consoleErrors.allowStatus("/account/vehicles", 409);
  await open(page, "/account/vehicles", javaScriptEnabled);
  await expect(page.getByText("You have no saved vehicles.")).toBeVisible();
  await expectAccessibleAtRest(page, javaScriptEnabled);

  await page.getByLabel("Registration").fill("ab12 cde");
  await page.getByRole("button", { name: "Find vehicle" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByText("Found: Ford Focus, blue, AB12CDE")).toBeVisible();
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, "AB12CDE (Ford Focus, blue) added to your vehicles")).toBeVisible();
  const list = page.getByRole("region", { name: "Your vehicles" });
  await expect(list.getByRole("button", { name: "Remove AB12CDE" })).toBeVisible();
  await expect(list.getByText("(default)")).toBeVisible();

  await page.getByLabel("Registration").fill("AB12 CDE");
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByText("AB12CDE is already one of your vehicles")).toBeVisible();

  await page.getByLabel("Registration").fill("MA70 PRK");
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await settle(page, javaScriptEnabled);
  await expect(list.getByRole("button", { name: "Remove MA70PRK" })).toBeVisible();

  await list.getByRole("button", { name: "Make default (MA70PRK)" }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, "MA70PRK is now your default vehicle")).toBeVisible();
  await list.getByRole("button", { name: "Remove AB12CDE" }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, "Vehicle removed")).toBeVisible();
  await expect(list.getByRole("button", { name: "Remove AB12CDE" })).toHaveCount(0);

  const saved = await page.request.get("/api/v2/vehicles", { headers: driver.headers });
  const { data } = (await saved.json()) as { data: { registration: string; default: boolean }[] };
  expect(data).toEqual([expect.objectContaining({ registration: "MA70PRK", default: true })]);
});

test("a driver adds a card on the payment provider's page and removes it; Parkway's web never receives the number", async ({
  page,
  driver,
  javaScriptEnabled,
  consoleErrors,
}) => {
  // The provider's card page answers a mistyped card with 400, shown in place.
  consoleErrors.allowStatus("/api/v2/sandbox/pages/card", 400);
  const carried = watchCardNumbers(page, ["4242424242424241", "4242424242424242"]);
  await open(page, "/account/cards", javaScriptEnabled);
  await expectAccessibleAtRest(page, javaScriptEnabled);
  // With JavaScript the provider's card fields are framed here; without, Add card leads there.
  const fields = javaScriptEnabled ? cardFrame(page) : page;
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Add card" }).click();
    await expect(page).toHaveURL(/\/api\/v2\/sandbox\/pages\/card\?/);
    await expect(page.getByRole("heading", { name: "Add a card" })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath("20-add-card.png"), fullPage: true });

  await typeCard(fields, "4242 4242 4242 4241");
  await page.getByRole("button", { name: javaScriptEnabled ? "Add card" : "Continue" }).click();
  await expect(fields.getByText("Enter a valid card number")).toBeVisible();
  // The page the refusal comes back on has the number and code blank, not filled in again.
  await expect(fields.getByRole("textbox", { name: "Card number" })).toHaveValue("");
  await expect(fields.getByRole("textbox", { name: /^Security code/ })).toHaveValue("");

  await typeCard(fields, "4242 4242 4242 4242");
  await page.getByRole("button", { name: javaScriptEnabled ? "Add card" : "Continue" }).click();
  await settle(page, javaScriptEnabled);
  await expect(page).toHaveURL("/account/cards");
  await expect(toast(page, "added to your cards")).toBeVisible();
  const list = page.getByRole("region", { name: "Your payment cards" });
  await expect(list.getByText(/•••• 4242 \(default\)/)).toBeVisible();
  await expect(list.getByText("Expires 12/2034")).toBeVisible();
  expect(carried).toEqual([]);

  await list.getByRole("button", { name: /^Remove / }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, "Card removed")).toBeVisible();
  await expect(page.getByText("You have no saved cards.")).toBeVisible();
  const saved = await page.request.get("/api/v2/cards", { headers: driver.headers });
  expect(((await saved.json()) as { data: unknown[] }).data).toEqual([]);
});

test("a driver changes their name and email choices in their profile", async ({
  page,
  driver,
  javaScriptEnabled,
}) => {
  await open(page, "/account/profile", javaScriptEnabled);
  await expect(page.getByText(driver.email)).toBeVisible();
  await expectAccessibleAtRest(page, javaScriptEnabled);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Mobile number (optional)").fill("07700 900123");
  await page.getByRole("checkbox", { name: /Booking reminders/ }).uncheck();
  await page.getByRole("checkbox", { name: /Offers and news/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await settle(page, javaScriptEnabled);
  await expect(toast(page, "Your details are saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ada ${driver.lastName}`);
  await expect(page.getByRole("checkbox", { name: /Booking reminders/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Offers and news/ })).toBeChecked();

  const me = await page.request.get("/api/v2/me", { headers: driver.headers });
  expect((await me.json()).data).toMatchObject({
    first_name: "Ada",
    mobile: "+447700900123",
    marketing_emails: true,
    booking_reminders: false,
  });
});

test("on a phone the account's sections scroll beside each other under the heading", async ({
  page,
  javaScriptEnabled,
  driver,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, "/account/profile", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${driver.firstName} ${driver.lastName}`,
  );
  const nav = page.getByRole("navigation", { name: "Your account" });
  const current = nav.getByRole("link", { name: "Profile and emails" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await current.focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Your listings" })).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectAccessibleAtRest(page, javaScriptEnabled);
});
