import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import {
  continueTo,
  expectConfirmed,
  cardFrame,
  payByCard,
  heading,
  lookUpVehicle,
  payButton,
  startBooking,
} from "./support/booking-steps";
import { expect as baseExpect, open, test as guestTest } from "./support/fixtures";
import { test as driverTest } from "./support/drivers";
import { bookThroughService, type Period } from "./support/service-booking";
import { wallClockIn } from "./support/wall-clock";

/**
 * The booking steps, end to end against the service (issue 5, point 9): hourly as a guest,
 * monthly signed in with a season and a code, airport with extras, a declined card and two
 * drivers racing for a space's last bay. Each journey runs with JavaScript and without.
 *
 * Every test books its own period, a day of its own (by test and by JavaScript on or off), so
 * tests never meet each other or the demo bookings (which are within the next two weeks).
 * Monthly bookings roll on for good, so they are made in Leeds, away from the London spaces the
 * hourly journeys use.
 *
 * Set BOOKING_SHOTS_DIR to save every step at phone and desktop width while the journeys run.
 */

// A journey is six or seven server-rendered pages on a busy two-core machine.
guestTest.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/**
 * Days ahead each test parks on; the no-JavaScript variant parks two days later, so the two
 * never meet even when their workers start either side of midnight.
 */
const DAYS_AHEAD = {
  hourly: 20,
  declined: 24,
  race: 28,
  airport: 32,
  monthly: 40,
} as const;

type Journey = keyof typeof DAYS_AHEAD;

function dayOf(journey: Journey, javaScriptEnabled: boolean) {
  return DAYS_AHEAD[journey] + (javaScriptEnabled ? 0 : 2);
}

function hourlyPeriod(days: number): Period {
  return { start: wallClockIn(days, 10), end: wallClockIn(days, 14) };
}

type Listed = { id: number; title: string; available: boolean };
type Detail = Listed & {
  bays: { free: number; total: number };
  access: { open_all_hours: boolean };
  seasons: Record<string, { billing: { interval_count: number } }[]>;
};

async function search(request: APIRequestContext, query: string): Promise<Listed[]> {
  const response = await request.get(`/api/v2/location-search?${query}&per_page=50`);
  expect(response.status(), `searching ${query}`).toBe(200);
  const { data }: { data: Listed[] } = await response.json();
  return data;
}

async function spaceDetail(request: APIRequestContext, id: number, query: string) {
  const response = await request.get(`/api/v2/spaces/${id}?${query}`);
  expect(response.status(), `reading space ${id}`).toBe(200);
  const { data }: { data: Detail } = await response.json();
  return data;
}

/** The first London space free for the whole period that `wanted` accepts. */
async function londonSpace(
  request: APIRequestContext,
  period: Period,
  wanted: (space: Detail) => boolean = () => true,
) {
  const stay = `rental=short&start=${encodeURIComponent(period.start.iso)}&end=${encodeURIComponent(period.end.iso)}`;
  for (const listed of await search(request, `q=London&${stay}`)) {
    if (!listed.available) continue;
    const space = await spaceDetail(request, listed.id, stay);
    if (space.access.open_all_hours && space.bays.free > 0 && wanted(space)) return space;
  }
  throw new Error("No London space is free for the period in the way this test needs");
}

const AIRPORTS = ["Heathrow Airport", "Manchester Airport", "Luton Airport", "Stansted Airport"];

/** The first airport space free for the period whose airport sells fast track and a lounge. */
async function airportSpace(request: APIRequestContext, period: Period) {
  const stay = `rental=airport&start=${encodeURIComponent(period.start.iso)}&end=${encodeURIComponent(period.end.iso)}`;
  for (const airport of AIRPORTS) {
    for (const listed of await search(request, `q=${encodeURIComponent(airport)}&${stay}`)) {
      const space = await spaceDetail(request, listed.id, stay);
      if (space.bays.free === 0) continue;
      const extras = await request.get(
        `/api/products-api/products/search?location_id=${space.id}&parking_session_starts_at=${encodeURIComponent(period.start.iso)}&currency=GBP`,
      );
      const { data }: { data: { key: string }[] } = await extras.json();
      const keys = data.map((extra) => extra.key);
      if (keys.includes("fast-track-security") && keys.includes("airport-lounge")) return space;
    }
  }
  throw new Error("No airport space with fast track and a lounge is free for the period");
}

/**
 * A Leeds space that sells weekday parking three months at a time, with a bay free from `start`
 * for each variant: a monthly booking holds its bay for good.
 */
async function leedsMonthlySpace(
  request: APIRequestContext,
  start: ReturnType<typeof wallClockIn>,
) {
  const stay = `rental=long&start=${encodeURIComponent(start.iso)}`;
  for (const listed of await search(request, `q=Leeds&${stay}`)) {
    if (!listed.available) continue;
    const space = await spaceDetail(request, listed.id, stay);
    const weekdays = space.seasons["mon-fri"] ?? [];
    if (space.bays.free > 1 && weekdays.some((season) => season.billing.interval_count === 3)) {
      return space;
    }
  }
  throw new Error("No Leeds space sells weekday parking three months at a time from then");
}

type Quote = { totalValue: number };

async function quote(
  request: APIRequestContext,
  spaceId: number,
  line: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await request.post(`/api/v2/spaces/${spaceId}/quote`, {
    data: { ...line, skip_availability: true },
    headers,
  });
  expect(response.status(), "quoting the booking").toBe(200);
  const { data }: { data: Quote } = await response.json();
  return data;
}

type Booking = {
  id: number;
  reference: string;
  status: string;
  confirmed_at: string | null;
  rental: string;
  season_plan: string | null;
  interval_count: number | null;
  valueBeforeDiscount: number;
  value: number;
  total: number;
  vehicle_reg: string | null;
  registration_unknown: boolean;
  products: { key: string; name: string }[];
  space: { id: number };
};

/** The visitor's token as the site keeps it: a guest's anonymous one, or a driver's. */
async function siteToken(context: BrowserContext) {
  const cookie = (await context.cookies()).find((each) => each.name === "parkway_token");
  expect(cookie, "the site's token cookie").toBeDefined();
  return cookie!.value;
}

/** The bookings the service holds for the token: a driver's, or those booked with a guest's. */
async function bookingsOf(request: APIRequestContext, token: string) {
  const response = await request.get("/api/v2/me/tenant/bookings?when=all&per_page=50", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), "listing the driver's bookings").toBe(200);
  const { data }: { data: Booking[] } = await response.json();
  return data;
}

/** Saves the page's content at phone and desktop width when BOOKING_SHOTS_DIR is set. */
async function snap(page: Page, name: string, javaScriptEnabled: boolean) {
  const dir = process.env.BOOKING_SHOTS_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator("#main").screenshot({
      path: `${dir}/booking-${name}-${javaScriptEnabled ? "js" : "nojs"}-${width}.png`,
    });
  }
  if (original) await page.setViewportSize(original);
}

function summary(page: Page) {
  return page.getByRole("region", { name: "Booking summary" });
}

/** A guest's details, with an email address of the test's own. */
async function fillGuestDetails(page: Page, testInfo: TestInfo) {
  await expect(heading(page)).toHaveText("Your details");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page
    .getByLabel("Email address")
    .fill(`ada-${testInfo.project.name}-${randomUUID()}@example.com`);
  await page.getByLabel("Mobile number").fill("07700 900123");
}

function paymentForm(page: Page) {
  return page
    .locator("form")
    .filter({ has: page.getByRole("heading", { name: "How would you like to pay?" }) });
}

function pathOf(page: Page) {
  return new URL(page.url()).pathname;
}

guestTest(
  "a guest books an hourly space in London, looking up their vehicle and paying by card",
  async ({ page, context, request, javaScriptEnabled }, testInfo) => {
    const period = hourlyPeriod(dayOf("hourly", javaScriptEnabled));
    const space = await londonSpace(request, period);
    const expected = await quote(request, space.id, {
      rental: "short",
      start: period.start.iso,
      end: period.end.iso,
    });
    const axe = (what: string) => expectAccessible(page, javaScriptEnabled, what);
    const shot = (name: string) => snap(page, `hourly-${name}`, javaScriptEnabled);

    await startBooking(
      page,
      `/locations/show/${space.id}?rental=short&start=${period.start.field}&end=${period.end.field}`,
      javaScriptEnabled,
    );
    await expect(summary(page)).toContainText(space.title);
    await expect(summary(page)).toContainText(`Total${money.format(expected.totalValue)}`);
    await axe("the period step");
    await shot("1-bookings");

    await continueTo(page, "details", "Your details");
    await fillGuestDetails(page, testInfo);
    await axe("the details step");
    await shot("2-details");

    await continueTo(page, "vehicle", "Your vehicle");
    await lookUpVehicle(page);
    await expect(page.getByRole("radio", { name: "This vehicle" })).toBeChecked();
    await axe("the vehicle step");
    await shot("3-vehicle");

    await continueTo(page, "checkout", "Payment");
    await expect(payButton(page)).toHaveText(`Pay ${money.format(expected.totalValue)} and book`);
    await axe("the payment step");
    await shot("4-checkout");

    await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
    const reference = await expectConfirmed(page, "hourly");
    await shot("5-confirmed");

    const [booking, ...others] = await bookingsOf(request, await siteToken(context));
    expect(others).toEqual([]);
    expect(booking).toMatchObject({
      reference,
      status: "confirmed",
      rental: "short",
      vehicle_reg: "AB12CDE",
      total: expected.totalValue,
      space: { id: space.id },
    });
  },
);

driverTest(
  "a signed-in driver books weekday parking three months at a time with a discount code",
  async ({ page, request, driver, javaScriptEnabled }) => {
    const start = wallClockIn(dayOf("monthly", javaScriptEnabled), 0);
    const space = await leedsMonthlySpace(request, start);
    const line = { rental: "long", start: start.iso, season_plan: "mon-fri", interval_count: 3 };
    const full = await quote(request, space.id, line, driver.headers);
    const discounted = await quote(
      request,
      space.id,
      { ...line, voucher_code: "WELCOME5" },
      driver.headers,
    );
    expect(discounted.totalValue).toBeLessThan(full.totalValue);
    const shot = (name: string) => snap(page, `monthly-${name}`, javaScriptEnabled);

    await startBooking(
      page,
      `/locations/show/${space.id}?rental=long&start=${start.date}&season_plan=mon-sun`,
      javaScriptEnabled,
    );
    await expect(page.getByRole("radio", { name: "Every day (Mon–Sun)" })).toBeChecked();
    await page.getByRole("radio", { name: "Weekdays (Mon–Fri)" }).check();
    await page.getByRole("radio", { name: /^3 months at a time: / }).check();
    await shot("1-bookings");
    // A new plan is priced again on the same step before the driver carries on.
    await continueTo(page, "bookings", "Your booking");
    await expect(summary(page)).toContainText("Weekdays (Mon–Fri), paid 3 months at a time");
    await expect(summary(page)).toContainText(`To pay today${money.format(full.totalValue)}`);
    await expect(page.getByRole("radio", { name: "Weekdays (Mon–Fri)" })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^3 months at a time: / })).toBeChecked();

    await page.getByRole("textbox", { name: "Discount code" }).fill("WELCOME5");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(/^Discount applied: /)).toBeVisible();
    await expect(summary(page)).toContainText("Discount: ");
    await expect(summary(page)).toContainText(`To pay today${money.format(discounted.totalValue)}`);
    await shot("1b-discount");

    await continueTo(page, "details", "Your details");
    // The account's name and email are filled in; a new account has no mobile yet.
    await expect(page.getByLabel("First name")).toHaveValue(driver.firstName);
    await expect(page.getByLabel("Email address")).toHaveValue(driver.email);
    await page.getByLabel("Mobile number").fill("07700 900456");
    await shot("2-details");

    await continueTo(page, "vehicle", "Your vehicle");
    await lookUpVehicle(page);
    await shot("3-vehicle");

    await continueTo(page, "checkout", "Payment");
    await expect(payButton(page)).toHaveText(`Pay ${money.format(discounted.totalValue)} and book`);
    await shot("4-checkout");

    await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
    const reference = await expectConfirmed(page, "monthly");
    await shot("5-confirmed");

    const bookings = await bookingsOf(request, driver.token);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      reference,
      status: "confirmed",
      rental: "long",
      season_plan: "mon-fri",
      interval_count: 3,
      total: discounted.totalValue,
      space: { id: space.id },
    });
  },
);

guestTest(
  "an airport booking with fast track and the lounge lists both extras through to the confirmation",
  async ({ page, request, context, javaScriptEnabled }, testInfo) => {
    const days = dayOf("airport", javaScriptEnabled);
    const period: Period = { start: wallClockIn(days, 6), end: wallClockIn(days + 1, 18) };
    const space = await airportSpace(request, period);
    const shot = (name: string) => snap(page, `airport-${name}`, javaScriptEnabled);

    await startBooking(
      page,
      `/locations/show/${space.id}?rental=airport&start=${period.start.field}&end=${period.end.field}`,
      javaScriptEnabled,
    );
    await expect(page.getByRole("navigation", { name: "Booking steps" })).toContainText(
      "Airport extras",
    );
    await continueTo(page, "details", "Your details");
    await fillGuestDetails(page, testInfo);
    await continueTo(page, "vehicle", "Your vehicle");
    await page.getByRole("radio", { name: "I don't know the registration yet" }).check();
    await continueTo(page, "ancillaries", "Airport extras");
    await expectAccessible(page, javaScriptEnabled, "the extras step");
    await shot("4-ancillaries");

    const fastTrack = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Fast Track Security" }),
    });
    await fastTrack.getByLabel("Passengers").fill("2");
    await fastTrack.getByRole("button", { name: "Add Fast Track Security" }).click();
    await expect(fastTrack.getByText(/^Added: £[\d,.]+/)).toBeVisible();
    await expect(fastTrack).toContainText("2 passes: use the fast-track lane between");

    const lounge = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Airport Lounge" }),
    });
    await lounge.getByLabel("Adults").fill("2");
    await lounge.getByRole("button", { name: "Add Airport Lounge" }).click();
    await expect(lounge.getByText(/^Added: £[\d,.]+/)).toBeVisible();
    await expect(lounge).toContainText("2 adults, arriving");
    await expect(summary(page)).toContainText("Fast Track Security");
    await expect(summary(page)).toContainText("Airport Lounge");
    await shot("4b-ancillaries-added");

    await continueTo(page, "checkout", "Payment", "Continue to payment");
    for (const extra of ["Fast Track Security", "Airport Lounge"]) {
      await expect(summary(page).getByRole("term").filter({ hasText: extra })).toBeVisible();
    }
    await shot("5-checkout");
    await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
    const reference = await expectConfirmed(page, "hourly");

    const extras = page.getByRole("region", { name: "Your extras" });
    await expect(extras.getByRole("heading", { level: 3 })).toHaveText([
      "Fast Track Security",
      "Airport Lounge",
    ]);
    await shot("6-confirmed");

    const [booking, ...others] = await bookingsOf(request, await siteToken(context));
    expect(others).toEqual([]);
    expect(booking).toMatchObject({
      reference,
      rental: "airport",
      registration_unknown: true,
      space: { id: space.id },
    });
    expect(booking!.products.map((product) => product.key).sort()).toEqual([
      "airport-lounge",
      "fast-track-security",
    ]);
  },
);

guestTest(
  "a declined card is explained in place, keeps the booking as typed and books nothing",
  async ({ page, context, request, consoleErrors, javaScriptEnabled }, testInfo) => {
    const period = hourlyPeriod(dayOf("declined", javaScriptEnabled));
    const space = await londonSpace(request, period);
    const shot = (name: string) => snap(page, `declined-${name}`, javaScriptEnabled);

    await startBooking(
      page,
      `/locations/show/${space.id}?rental=short&start=${period.start.field}&end=${period.end.field}`,
      javaScriptEnabled,
    );
    await continueTo(page, "details", "Your details");
    await fillGuestDetails(page, testInfo);
    await continueTo(page, "vehicle", "Your vehicle");
    await page.getByLabel("Registration", { exact: true }).fill("AB12 CDE");
    await continueTo(page, "checkout", "Payment");
    consoleErrors.allowStatus(pathOf(page), 402);

    await payByCard(page, "4000 0000 0000 0002", javaScriptEnabled);

    await expect(paymentForm(page).getByRole("alert")).toHaveText(
      "Your card was declined and you have not been charged. Try another card, or another way to pay.",
    );
    await expect(page).toHaveURL(/\?step=checkout$/);
    await expect(heading(page)).toHaveText("Payment");
    await expect(page.getByRole("radio", { name: "Card" })).toBeChecked();
    if (javaScriptEnabled) {
      await expect(paymentForm(page).getByRole("alert")).toBeFocused();
      // The card fields start afresh: the provider never sends a number back.
      await expect(cardFrame(page).getByRole("textbox", { name: "Card number" })).toHaveValue("");
    }
    await expect(summary(page)).toContainText(space.title);
    await shot("4-declined");

    // The declined attempt is no booking of the driver's: nothing held, confirmed or paid.
    const token = await siteToken(context);
    expect(await bookingsOf(request, token), "bookings after the declined card").toEqual([]);

    // The booking as typed is still there: another card books it, once.
    await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
    const reference = await expectConfirmed(page, "hourly");

    const confirmed = await bookingsOf(request, token);
    expect(confirmed.map((booking) => [booking.reference, booking.status])).toEqual([
      [reference, "confirmed"],
    ]);
    expect(confirmed[0]).toMatchObject({ vehicle_reg: "AB12CDE", space: { id: space.id } });
  },
);

guestTest(
  "when another driver takes the last bay first, paying says it is fully booked and charges nothing",
  async ({ page, context, request, consoleErrors, javaScriptEnabled }, testInfo) => {
    const period = hourlyPeriod(dayOf("race", javaScriptEnabled));
    const space = await londonSpace(request, period, (found) => found.bays.total === 1);
    const shot = (name: string) => snap(page, `race-${name}`, javaScriptEnabled);

    // Driver B gets as far as paying.
    await startBooking(
      page,
      `/locations/show/${space.id}?rental=short&start=${period.start.field}&end=${period.end.field}`,
      javaScriptEnabled,
    );
    await continueTo(page, "details", "Your details");
    await fillGuestDetails(page, testInfo);
    await continueTo(page, "vehicle", "Your vehicle");
    await page.getByRole("radio", { name: "I don't know the registration yet" }).check();
    await continueTo(page, "checkout", "Payment");
    consoleErrors.allowStatus(pathOf(page), 409);

    // Driver A takes the space's only bay for the period.
    await bookThroughService(request, space.id, period, {
      firstName: "Alan",
      lastName: "Turing",
      registration: "XY34 ZZZ",
    });

    // Without JavaScript the card page is priced first, so the driver hears it before typing.
    if (javaScriptEnabled) await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
    else await payButton(page).click();
    const fullyBooked =
      /This space is fully booked between .+\. Choose other times or a nearby space\./;
    await expect(paymentForm(page).getByRole("alert")).toHaveText(fullyBooked);
    await expect(page).toHaveURL(/\?step=checkout$/);
    await expect(heading(page)).toHaveText("Payment");
    await shot("4-fully-booked");

    expect(await bookingsOf(request, await siteToken(context)), "driver B's bookings").toEqual([]);
  },
);

guestTest.describe("answering the cookie banner on a booking step", () => {
  guestTest.use({ cookieBannerAnswered: false });

  guestTest(
    "Continue straight after accepting cookies shows the step the address names",
    async ({ page, request, javaScriptEnabled }) => {
      guestTest.skip(
        !javaScriptEnabled,
        "Without JavaScript each answer is a page load of its own",
      );
      const period = hourlyPeriod(dayOf("race", true) + 1);
      const space = await londonSpace(request, period);
      await open(
        page,
        `/locations/show/${space.id}/book?rental=short&start=${period.start.field}&end=${period.end.field}`,
        true,
      );
      await expect(page).toHaveURL(/\?step=bookings$/);

      await page.getByRole("button", { name: "Accept all" }).click();
      await page.getByRole("button", { name: "Continue", exact: true }).click();

      await expect(page).toHaveURL(/\?step=details$/);
      await expect(heading(page)).toHaveText("Your details");
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveURL(/\?step=details$/);
      await expect(heading(page)).toHaveText("Your details");
    },
  );
});
