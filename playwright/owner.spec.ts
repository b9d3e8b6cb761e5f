import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./support/accessibility";
import {
  continueTo,
  expectConfirmed,
  payByCard,
  lookUpVehicle,
  startBooking,
} from "./support/booking-steps";
import {
  registerDriver,
  signIn,
  signUpThroughPage,
  test as driverTest,
  type Driver,
} from "./support/drivers";
import { answerCookieBanner, expect as baseExpect, open, test } from "./support/fixtures";
import { publishedSpace } from "./support/owner-spaces";
import { wallClockIn } from "./support/wall-clock";

/**
 * Owners on the web (issue 6, point 4 and its acceptance): a newcomer signs up, lists a space
 * through every step of the wizard, publishes it, finds it in search, a second driver books it,
 * and the owner sees the booking on their listings page; and an owner cannot enable, disable or
 * remove another owner's listing. Each runs with JavaScript on and off.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A sign-up address of this run's own (RFC 5737): the service limits sign-ups per address. */
const signUpAddress = `203.0.113.${randomInt(1, 255)}`;
test.use({ extraHTTPHeaders: { "X-Forwarded-For": signUpAddress } });

function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

async function saveAndExpect(page: Page, title: string) {
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(heading(page)).toHaveText(title);
}

/** The wizard's navigation marks the step the owner is on. */
async function expectCurrentStep(page: Page, step: string) {
  await expect(
    page.getByRole("navigation", { name: "Listing steps" }).locator('[aria-current="step"]'),
  ).toContainText(step);
}

/** A second browser for another person, with the cookie banner answered as the fixture does. */
async function browserFor(browser: Browser, javaScriptEnabled: boolean, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await answerCookieBanner(context);
  return context;
}

/** From the space page's period to a paid booking, as a signed-in driver (booking.spec.ts). */
async function bookAnHour(page: Page, spacePath: string, javaScriptEnabled: boolean, day: number) {
  const start = wallClockIn(day, 10);
  const end = wallClockIn(day, 12);
  await startBooking(
    page,
    `${spacePath}?rental=short&start=${start.field}&end=${end.field}`,
    javaScriptEnabled,
  );
  await continueTo(page, "details", "Your details");
  await page.getByLabel("Mobile number").fill("07700 900321");
  await continueTo(page, "vehicle", "Your vehicle");
  await lookUpVehicle(page);
  await continueTo(page, "checkout", "Payment");
  await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
  await expectConfirmed(page, "hourly");
}

test("a newcomer signs up, lists a space, sees it in search, and sees a second driver's booking", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  request,
}) => {
  const title = `Driveway by the Minster ${randomUUID().slice(0, 6)}`;
  const axe = (what: string) => expectAccessible(page, javaScriptEnabled, what);

  await open(page, "/list-your-space", javaScriptEnabled);
  await expect(heading(page)).toHaveText("Earn from your parking space");
  await axe("the list-your-space page");
  await page.getByRole("link", { name: "Sign up and list your space" }).first().click();

  await expect(heading(page)).toHaveText("Create your account");
  await signUpThroughPage(page, {
    firstName: "Owen",
    lastName: "Lister",
    email: `owner-${randomUUID()}@example.com`,
    password: `e2e-${randomUUID()}`,
  });

  // Address: the look-up lists places to choose from; with JavaScript the pin moves there.
  await expect(page).toHaveURL(/\/list-your-space\/new$/);
  await expect(heading(page)).toHaveText("Where is your space?");
  await expectCurrentStep(page, "Address");
  await page.getByRole("combobox", { name: "Find your area" }).fill("York");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page).toHaveURL(/\?find=York$/);
  const york = page.getByRole("radio", { name: /^York/ }).first();
  await york.check();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Pin placed at" })).toBeVisible();
    const map = page.getByRole("region", { name: "Pin on the map" });
    const pinText = page.getByText(/^Pin placed at/);
    const atYork = await pinText.textContent();
    const box = (await map.boundingBox())!;
    // Away from the zoom buttons in the top left corner.
    await map.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
    await expect(pinText).not.toHaveText(atYork!);
    // The map is centred on York: a click in its middle puts the pin back there, where the
    // search below looks.
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(pinText).toHaveText(/^Pin placed at 53\.9\d+, -1\.0\d+\.$/);
  }
  await page.getByLabel("Street address").fill("1 Minster Yard");
  await page.getByLabel("Town or city").fill("York");
  await page.getByLabel("Postcode or Eircode").fill("YO1 7HH");
  await axe("the address step");
  await saveAndExpect(page, "Tell drivers about your space");
  const listingId = Number(/\/list-your-space\/(\d+)\/space$/.exec(page.url())?.[1]);
  expect(listingId).toBeGreaterThan(0);

  await expectCurrentStep(page, "Your space");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Type of space").selectOption("driveway");
  await page.getByLabel("Number of spaces").fill("1");
  await page
    .getByLabel("Description (optional)")
    .fill("A private driveway a short walk from York Minster, with room for a large car.");
  await axe("the space step");
  await saveAndExpect(page, "How do drivers get in?");

  await page
    .getByLabel("Access instructions")
    .fill("Park on the left of the drive. The gate is unlocked from 7am to 10pm.");
  await saveAndExpect(page, "What does your space offer?");

  await page.getByRole("checkbox", { name: "Covered" }).check();
  await page.getByRole("checkbox", { name: "Type 2", exact: true }).check();
  await page.getByLabel("Charger power in kW (optional)").fill("7");
  await axe("the facilities step");
  await saveAndExpect(page, "Add photos");

  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#2ee6a8" },
  })
    .png()
    .toBuffer();
  await page.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "driveway.png",
    mimeType: "image/png",
    buffer: photo,
  });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("heading", { name: "Your photos (1)" })).toBeVisible();
  // Nothing is left chosen to be uploaded twice by mistake.
  await expect(page.getByLabel("Photo", { exact: true })).toHaveValue("");
  await axe("the photos step");
  await page.getByRole("link", { name: "Continue", exact: true }).click();

  await expect(heading(page)).toHaveText("Set your prices");
  await expect(page.getByText(/^Suggested: £/).first()).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Offer one-off bookings/ })).toBeChecked();
  await page.getByLabel("Price per hour (£)").fill("2.50");
  await axe("the prices step");
  await saveAndExpect(page, "When can drivers park?");

  await expect(page.getByRole("radio", { name: "Open all hours, every day" })).toBeChecked();
  await axe("the availability step");
  await saveAndExpect(page, "Your listing so far");
  await expect(page).toHaveURL(`/list-your-space/${listingId}/progress`);
  await axe("the progress page");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL("/account/listings");
  const listing = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(listing).toContainText("Live");
  await expect(listing.locator('dt:text-is("Active bookings") + dd')).toHaveText("0");

  await open(page, "/search?q=York", javaScriptEnabled);
  const result = page.getByRole("link", { name: new RegExp(title) }).first();
  await expect(result).toBeVisible();
  const spacePath = new URL((await result.getAttribute("href"))!, baseURL).pathname;

  // Drivers see the photo the owner uploaded, not the drawn ones a space without photos gets.
  await open(page, spacePath, javaScriptEnabled);
  const photos = page.getByRole("region", { name: "Photos" }).getByRole("img");
  await expect(photos).toHaveCount(1);
  await expect(photos).toHaveAccessibleName(title);
  await expect(photos).toHaveJSProperty("naturalWidth", 64);

  const second = await registerDriver(request, { firstName: "Bea", lastName: "Booker" });
  const driverContext = await browserFor(browser, javaScriptEnabled, baseURL!);
  await signIn(driverContext, second, baseURL!);
  const driverPage = await driverContext.newPage();
  await bookAnHour(driverPage, spacePath, javaScriptEnabled, javaScriptEnabled ? 50 : 52);
  await driverContext.close();

  await open(page, "/account/listings", javaScriptEnabled);
  await expect(listing.locator('dt:text-is("Active bookings") + dd')).toHaveText("1");
  await axe("the listings page");
});

type Listed = { id: number; status: string };

async function statusOf(request: APIRequestContext, owner: Driver, id: number) {
  const response = await request.get(`/api/v2/spaces/landlord/${id}`, { headers: owner.headers });
  expect(response.status()).toBe(200);
  const { data }: { data: Listed } = await response.json();
  return data.status;
}

/**
 * Sends the owner's next listings form as if it named `id`: what a tampered or stale form
 * posts. It works with JavaScript off too, since the request is changed on its way out.
 */
async function aimNextPostAt(page: Page, id: number) {
  // The page is loaded: the next request to the listings page is the form's post.
  await page.route(
    (url) => url.pathname.startsWith("/account/listings"),
    async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? "");
      body.set("listing_id", String(id));
      await route.continue({ postData: body.toString() });
    },
    { times: 1 },
  );
}

driverTest(
  "an owner cannot enable, disable or remove another owner's listing",
  async ({ page, request, driver, javaScriptEnabled, consoleErrors }) => {
    consoleErrors.allowStatus("/account/listings", 403);
    const other = await registerDriver(request, { firstName: "Olga", lastName: "Other" });
    const theirs = await publishedSpace(request, other, {
      title: `Their bay ${randomUUID().slice(0, 6)}`,
    });
    const mine = `My bay ${randomUUID().slice(0, 6)}`;
    await publishedSpace(request, driver, { title: mine });
    const refusal = page
      .getByRole("alert")
      .filter({ hasText: "Only the space's owner can do this" });
    const myListing = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: mine }) });

    await open(page, "/account/listings", javaScriptEnabled);
    await aimNextPostAt(page, theirs);
    await myListing.getByRole("button", { name: /^Hide from search/ }).click();
    await expect(refusal).toBeVisible();
    expect(await statusOf(request, other, theirs)).toBe("active");
    await expect(myListing).toContainText("Live");
    await expectAccessible(page, javaScriptEnabled, "the refused change");

    // Their listing hidden by its owner, and mine too, so both offer 'Put back in search'.
    const hidden = await request.post(`/api/v2/spaces/landlord/${theirs}/disable`, {
      headers: other.headers,
    });
    expect(hidden.status()).toBe(200);
    await open(page, "/account/listings", javaScriptEnabled);
    await myListing.getByRole("button", { name: /^Hide from search/ }).click();
    await expect(myListing).toContainText("Hidden from search");
    await aimNextPostAt(page, theirs);
    await myListing.getByRole("button", { name: /^Put back in search/ }).click();
    await expect(refusal).toBeVisible();
    expect(await statusOf(request, other, theirs)).toBe("disabled");

    await open(page, "/account/listings", javaScriptEnabled);
    await myListing.getByRole("link", { name: /^Remove/ }).click();
    await expect(myListing.getByText(/^Remove My bay .* for good\?$/)).toBeVisible();
    await aimNextPostAt(page, theirs);
    await myListing.getByRole("button", { name: /^Yes, remove it/ }).click();
    await expect(refusal).toBeVisible();
    expect(await statusOf(request, other, theirs)).toBe("disabled");
    await expect(myListing).toContainText("Hidden from search");

    // To anyone else, their hidden space says it is not taking bookings, and where to look.
    // With no booking in progress, /book goes to the space's page, which answers for both.
    consoleErrors.allowStatus(`/locations/show/${theirs}`, 410);
    const answered = await open(page, `/locations/show/${theirs}/book`, javaScriptEnabled);
    expect(answered?.status()).toBe(410);
    await expect(
      page.getByText("This space is not taking bookings at the moment.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Search for another space" })).toBeVisible();
  },
);
