import type { APIRequestContext, APIResponse } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { seriousAxeProblems } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";

type Rental = "short" | "long";

type Booked = {
  id: number;
  reference: string;
  rental: Rental;
  review_hash: string;
  space: { id: number; title: string };
};

type Listed = { id: number };
type Detail = {
  id: number;
  access: { open_all_hours: boolean };
  seasons: Record<string, unknown[]>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

async function json<T>(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Seeded Leeds spaces a booking of `rental` can be made at any hour, in search order. */
async function bookableSpaces(request: APIRequestContext, rental: Rental) {
  const search = await json<{ data: Listed[] }>(
    await request.get(`/api/v2/location-search?q=Leeds&rental=${rental}&per_page=50`),
    "searching Leeds",
  );
  const spaces: Detail[] = [];
  for (const listed of search.data) {
    const { data } = await json<{ data: Detail }>(
      await request.get(`/api/v2/spaces/${listed.id}?rental=${rental}`),
      "reading a space",
    );
    const fits =
      rental === "long" ? (data.seasons["mon-sun"]?.length ?? 0) > 0 : data.access.open_all_hours;
    if (fits) spaces.push(data);
  }
  expect(spaces.length, `a seeded Leeds space for ${rental} parking`).toBeGreaterThan(0);
  return spaces;
}

/**
 * Books as a guest through the service, as the booking steps do: an anonymous token, a sandbox
 * card token and one reserve-and-pay call. A space fully booked for the period (another test
 * may have just taken its bay) is passed over for the next one.
 */
async function bookAsGuest(
  request: APIRequestContext,
  rental: Rental,
  line: Record<string, string | boolean>,
): Promise<Booked> {
  const {
    data: { access_token: token },
  } = await json<{ data: { access_token: string } }>(
    await request.post("/api/v2/auth/anonymous-token"),
    "an anonymous token",
  );
  for (const space of await bookableSpaces(request, rental)) {
    const {
      data: { token: card },
    } = await json<{ data: { token: string } }>(
      await request.post("/api/v2/sandbox/card-tokens", {
        form: { number: "4242424242424242", exp_month: "12", exp_year: "2030", cvc: "123" },
      }),
      "a sandbox card token",
    );
    const response = await request.post(`/api/v2/spaces/${space.id}/book`, {
      headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": randomUUID() },
      data: {
        rental,
        ...line,
        first_name: "Alex",
        last_name: "Driver",
        email: "alex.driver@example.com",
        mobile: "07700900123",
        vehicle_reg: "AB12CDE",
        payment_token: card,
      },
    });
    if (response.status() === 409) continue;
    const { data } = await json<{ data: { bookings: Booked[] } }>(response, "booking");
    return data.bookings[0]!;
  }
  throw new Error(`Every seeded Leeds space is taken for this ${rental} period`);
}

/** An hourly booking a fortnight or more ahead, at a random hour so parallel runs rarely meet. */
function bookAhead(request: APIRequestContext) {
  const start = new Date(
    Math.ceil((Date.now() + (14 + Math.floor(Math.random() * 200)) * DAY_MS) / HOUR_MS) * HOUR_MS,
  );
  return bookAsGuest(request, "short", {
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * HOUR_MS).toISOString(),
  });
}

function confirmationOf(booking: Booked) {
  const page = booking.rental === "long" ? "lt-booking-thank-you" : "booking-confirmed";
  return `/${page}/${booking.id}?hash=${encodeURIComponent(booking.review_hash)}`;
}

function reviewOf(booking: Booked) {
  return `/leave-review/${booking.id}?hash=${encodeURIComponent(booking.review_hash)}`;
}

test("a guest opens their booking's confirmation from the emailed link and adds it to their calendar", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const booking = await bookAhead(request);

  const response = await open(page, confirmationOf(booking), javaScriptEnabled);

  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your parking is booked");
  await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
  await expect(page.getByText(booking.space.title, { exact: true })).toBeVisible();
  await expect(page.getByText("AB12CDE")).toBeVisible();
  await expect(page.getByText(/We have emailed your confirmation/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  const directions = page.getByRole("link", { name: "Get directions (opens in a new tab)" });
  await expect(directions).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?[\d.]+,-?[\d.]+$/,
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener");
  await expect(page.getByRole("link", { name: "View the space" })).toHaveAttribute(
    "href",
    `/locations/show/${booking.space.id}`,
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to calendar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`parkway-${booking.reference}.ics`);
  const file = await readFile(await download.path(), "utf8");
  expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(file).toContain(`\r\nUID:${booking.reference}@parkway.example\r\n`);
  expect(file).toContain("\r\nSTATUS:CONFIRMED\r\n");
});

test("a monthly booking opened at the hourly address lands on its thank-you page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const booking = await bookAsGuest(request, "long", { season_plan: "mon-sun" });

  await open(
    page,
    `/booking-confirmed/${booking.id}?hash=${encodeURIComponent(booking.review_hash)}`,
    javaScriptEnabled,
  );

  await expect(page).toHaveURL(confirmationOf(booking));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your monthly parking is booked",
  );
  await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
  const details = page.getByRole("region", { name: "Your booking" });
  await expect(details.getByText(/^Today, /)).toBeVisible();
  await expect(details.getByText("Next payment")).toBeVisible();
});

test("a confirmation link without its hash shows the 404 page, pointing to the email", async ({
  page,
  request,
  consoleErrors,
}) => {
  const booking = await bookAhead(request);
  const path = `/booking-confirmed/${booking.id}`;
  consoleErrors.allowNotFound(path);

  const response = await page.goto(path);

  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await expect(page.getByText(/open the link in your booking email/)).toBeVisible();
  const calendar = await request.get(`/bookings/${booking.id}/calendar.ics?hash=wrong`);
  expect(calendar.status()).toBe(404);
});

test("the purchase reaches the data layer with the booking's reference", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the data layer lives in the browser's JavaScript");
  const booking = await bookAhead(request);
  await open(page, confirmationOf(booking), javaScriptEnabled);
  const events = await page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "purchase",
    ),
  );
  expect(events).toEqual([
    expect.objectContaining({
      value_band: expect.stringMatching(/^(high|medium|low)$/),
      ecommerce: expect.objectContaining({
        transaction_id: booking.reference,
        currency: "GBP",
        items: [expect.objectContaining({ item_id: String(booking.space.id) })],
      }),
    }),
  ]);
});

test("a driver who has parked reviews the space from the emailed link and sees the review on its page", async ({
  page,
  request,
  javaScriptEnabled,
  consoleErrors,
}) => {
  // The service takes reviews once parking has started: this parking starts now.
  const booking = await bookAsGuest(request, "short", {
    book_now: true,
    end: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
  });
  const comment = `Easy to find, the gate opened first time (${randomUUID().slice(0, 8)}).`;

  await open(page, reviewOf(booking), javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How was your parking?");
  await expect(page.getByText(booking.space.title, { exact: true })).toBeVisible();

  if (javaScriptEnabled) {
    // The action answers a review without stars 400, with why (decision 036).
    consoleErrors.allowStatus(`/leave-review/${booking.id}`, 400);
    await page.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText("Choose from 1 to 5 stars")).toBeVisible();
  }
  const stars = page.getByRole("group", { name: "Your rating" });
  await stars.getByRole("radio", { name: /^3 stars/ }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(stars.getByRole("radio", { name: /^4 stars/ })).toBeChecked();
  await page.getByLabel(/Your review/).fill(comment);
  await page.getByRole("button", { name: "Send review" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your review");
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText("4 out of 5")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);

  await page.getByRole("link", { name: "See it on the space's page" }).click();
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText(comment)).toBeVisible();
});

test("a review link for parking that has not started says when to come back", async ({
  page,
  request,
}) => {
  const booking = await bookAhead(request);
  await page.goto(reviewOf(booking));
  await expect(
    page.getByText(/You can review this space once your parking has started/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send review" })).toHaveCount(0);
});

for (const { width, height, label } of [
  { width: 1280, height: 900, label: "desktop" },
  { width: 375, height: 812, label: "mobile" },
]) {
  test(`the confirmation and review pages have no serious accessibility problems at ${label} width`, async ({
    page,
    request,
    javaScriptEnabled,
    consoleErrors,
  }) => {
    test.skip(!javaScriptEnabled, "axe runs inside the page, which needs JavaScript");
    const booking = await bookAsGuest(request, "short", {
      book_now: true,
      end: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    });
    await page.setViewportSize({ width, height });

    await open(page, confirmationOf(booking), true);
    expect(await seriousAxeProblems(page)).toEqual([]);

    await open(page, reviewOf(booking), true);
    consoleErrors.allowStatus(`/leave-review/${booking.id}`, 400);
    await page.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText("Choose from 1 to 5 stars")).toBeVisible();
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
}

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a booking confirmation opened once stays readable offline, and the offline page lists it", async ({
    page,
    context,
    request,
    javaScriptEnabled,
    consoleErrors,
  }) => {
    test.skip(!javaScriptEnabled, "The service worker is registered by the page's script");
    const booking = await bookAhead(request);
    await open(page, confirmationOf(booking), true);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Controlled from this load on, the worker keeps the page as it passes.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your parking is booked");

    consoleErrors.allowOfflineLoads();
    await context.setOffline(true);
    await page.goto(confirmationOf(booking));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your parking is booked");
    await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();

    await page.goto("/search?q=Leeds");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Bookings saved on this device" }),
    ).toBeVisible();
    await page
      .getByRole("link", { name: /booked|booking/i })
      .first()
      .click();
    await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});
