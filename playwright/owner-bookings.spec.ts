import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { PARKING_TIME_ZONE } from "#contract/wall-clock";
import { expectAccessible } from "./support/accessibility";
import { signIn, type Driver } from "./support/drivers";
import { expect, open, test } from "./support/fixtures";
import { bookThroughService, type Period } from "./support/service-booking";
import { wallClockIn } from "./support/wall-clock";

/**
 * Issue 20 point 5, decision 024: a driver books one of the demo owner's spaces, and the owner
 * finds the booking from Your listings, with its dates on UK clocks and the vehicle to expect.
 * With JavaScript on and off.
 */

const demoOwner = { email: "demo.owner@parkway.example", password: "park-and-ride-2026" };

type SignedIn = {
  data: {
    access_token: string;
    user: { id: string; email: string; first_name: string; last_name: string };
  };
};

async function logInDemoOwner(request: APIRequestContext): Promise<Driver> {
  const response = await request.post("/api/v2/auth/login", { data: demoOwner });
  expect(response.status(), "the demo owner's login").toBe(200);
  const { data }: SignedIn = await response.json();
  return {
    id: data.user.id,
    email: demoOwner.email,
    password: demoOwner.password,
    firstName: data.user.first_name,
    lastName: data.user.last_name,
    token: data.access_token,
    headers: { Authorization: `Bearer ${data.access_token}` },
  };
}

type OwnedSpace = { id: number; title: string; status: string; prices: { offers_hourly: boolean } };

/**
 * One of the owner's live hourly spaces, free for the period, whose upcoming bookings fit on the
 * first page, so the new one is shown without paging.
 */
async function spaceToBook(request: APIRequestContext, owner: Driver, period: Period) {
  const listed = await request.get("/api/v2/spaces/landlord", { headers: owner.headers });
  expect(listed.status(), "the demo owner's listings").toBe(200);
  const { data: spaces }: { data: OwnedSpace[] } = await listed.json();
  const stay = `rental=short&start=${encodeURIComponent(period.start.iso)}&end=${encodeURIComponent(period.end.iso)}`;
  for (const space of spaces) {
    if (space.status !== "active" || !space.prices.offers_hourly) continue;
    const detail = await request.get(`/api/v2/spaces/${space.id}?${stay}`);
    const { data }: { data: { bays: { free: number }; access: { open_all_hours: boolean } } } =
      await detail.json();
    if (data.bays.free === 0 || !data.access.open_all_hours) continue;
    const bookings = await request.get(`/api/v2/spaces/landlord/${space.id}/bookings?per_page=19`, {
      headers: owner.headers,
    });
    const { meta }: { meta: { has_more: boolean } } = await bookings.json();
    if (!meta.has_more) return space;
  }
  throw new Error(
    "None of the demo owner's spaces is free for the period in the way this test needs",
  );
}

const parkingDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARKING_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A registration of this run's own, as the service keeps it (no spaces). */
function freshRegistration() {
  const letters = "ABCDEFGHJKLMNPRSTUVWXY";
  const letter = () => letters[randomInt(letters.length)];
  return `OB${randomInt(10, 100)}${letter()}${letter()}${letter()}`;
}

test("an owner finds a driver's booking of their space from Your listings", async ({
  page,
  context,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const owner = await logInDemoOwner(request);
  const days = 9 + (javaScriptEnabled ? 0 : 1);
  const period = { start: wallClockIn(days, 7), end: wallClockIn(days, 9) };
  const space = await spaceToBook(request, owner, period);
  const registration = freshRegistration();
  await bookThroughService(request, space.id, period, {
    firstName: "Ada",
    lastName: "Lovelace",
    registration,
  });

  await signIn(context, owner, baseURL ?? "http://127.0.0.1");
  await open(page, "/account/listings", javaScriptEnabled);
  await page.getByRole("link", { name: `Bookings of ${space.title}` }).click();

  await expect(page).toHaveURL(`/account/listings/${space.id}/bookings`);
  await expect(page.getByRole("heading", { name: `Bookings of ${space.title}` })).toBeVisible();
  const table = page.getByRole("table", { name: "Upcoming and current bookings, soonest first" });
  const day = parkingDay.format(new Date(period.start.iso));
  await expect(table.getByRole("row").filter({ hasText: registration })).toHaveText(
    new RegExp(`${day}, 07:00.*${day}, 09:00.*${registration}.*Ada.*Hourly.*Confirmed`),
  );
  await expect(table).not.toContainText("Lovelace");
  await expectAccessible(page, javaScriptEnabled, "an owner's bookings of a space");

  await page.getByRole("link", { name: "Back to your listings" }).click();
  await expect(page.getByRole("heading", { name: "Your listings" })).toBeVisible();
});
