import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import {
  continueTo,
  expectConfirmed,
  payByCard,
  heading,
  lookUpVehicle,
} from "./support/booking-steps";
import { expect, open, test } from "./support/fixtures";
import { wallClockIn } from "./support/wall-clock";

/** Issue 19: a phone with JavaScript off, a desktop with it on. */
function viewportFor(javaScriptEnabled: boolean) {
  return javaScriptEnabled ? { width: 1280, height: 800 } : { width: 375, height: 667 };
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize(viewportFor(javaScriptEnabled));
});

function placeBox(page: Page) {
  return page.getByLabel("Where are you going?");
}

/** Types a place; with JavaScript, picks the suggestion `label` with the keyboard. */
async function choosePlace(page: Page, typed: string, label: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) {
    await placeBox(page).fill(typed);
    return;
  }
  const box = page.getByRole("combobox", { name: "Where are you going?" });
  await box.pressSequentially(typed, { delay: 20 });
  const option = page.getByRole("option", { name: label, exact: true });
  await expect(option).toBeVisible();
  for (let step = 0; step < 10 && (await option.getAttribute("aria-selected")) !== "true"; step++) {
    await box.press("ArrowDown");
  }
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await box.press("Enter");
  await expect(box).toHaveValue(label);
  await expect(box).toHaveAttribute("aria-expanded", "false");
}

test("a driver books tomorrow 09:00–17:00 near Manchester Piccadilly from the home page, and the space results called available is", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // Tomorrow for the phone; the desktop run takes the day after, so the two never compete.
  const day = javaScriptEnabled ? 2 : 1;
  const arriving = wallClockIn(day, 9);
  const leaving = wallClockIn(day, 17);
  await open(page, "/", javaScriptEnabled);

  const search = page.getByRole("button", { name: "Search parking" });
  const inFirstScreen = await search.boundingBox();
  expect(inFirstScreen!.y + inFirstScreen!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expectAccessible(page, javaScriptEnabled, "the home page");

  await expect(page.getByRole("radio", { name: "Hourly" })).toBeChecked();
  await choosePlace(page, "Manchester Picc", "Manchester Piccadilly station", javaScriptEnabled);
  await page.getByRole("textbox", { name: "Arriving", exact: true }).fill(arriving.field);
  await page.getByRole("textbox", { name: "Leaving", exact: true }).fill(leaving.field);
  await search.click();

  await expect(page).toHaveURL(/\/search\?/);
  await expect(heading(page)).toHaveText(/^Hourly parking near Manchester Piccadilly/);
  await expect(page.getByText(/^Within .*, 09:00 to .*17:00$/)).toBeVisible();
  const result = page
    .getByRole("article")
    .filter({ has: page.getByText("Available", { exact: true }) })
    .first();
  await expect(result).toBeVisible();
  const title = (await result.getByRole("link").first().textContent())!.trim();
  await result.getByRole("link", { name: title }).click();

  await expect(heading(page)).toHaveText(title);
  await expect(page).toHaveURL(new RegExp(`start=${arriving.field.replace(":", "(:|%3A)")}`));
  await expect(page.getByText(/fully booked/i)).toHaveCount(0);
  await page.getByRole("link", { name: "Book this space" }).first().click();
  await expect(heading(page)).toHaveText("Your booking", { timeout: 20_000 });

  await continueTo(page, "details", "Your details");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page
    .getByLabel("Email address")
    .fill(`grace-${testInfo.project.name}-${randomUUID()}@example.com`);
  await page.getByLabel("Mobile number").fill("07700 900456");
  await continueTo(page, "vehicle", "Your vehicle");
  await lookUpVehicle(page);
  await continueTo(page, "checkout", "Payment");
  await payByCard(page, "4242 4242 4242 4242", javaScriptEnabled);
  await expectConfirmed(page, "hourly");
});

test("monthly and airport searches from the home page ask for their own dates", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  await page.getByRole("radio", { name: "Monthly" }).check();
  await expect(page.getByRole("textbox", { name: "Starting", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Leaving", exact: true })).toBeHidden();
  const start = wallClockIn(3, 8);
  await page.getByRole("textbox", { name: "Starting", exact: true }).fill(start.field);
  await placeBox(page).fill("Leeds");
  await page.getByRole("button", { name: "Search parking" }).click();
  await expect(page).toHaveURL(/rental=long/);
  await expect(heading(page)).toHaveText(/^Monthly parking near Leeds/);
  await expect(page).toHaveURL(new RegExp(`start=${start.field.replace(":", "%3A")}`));

  await open(page, "/", javaScriptEnabled);
  await page.getByRole("radio", { name: "Airport" }).check();
  const dropOff = wallClockIn(5, 6);
  const pickUp = wallClockIn(12, 22);
  await page.getByRole("textbox", { name: "Drop-off", exact: true }).fill(dropOff.field);
  await page.getByRole("textbox", { name: "Pick-up", exact: true }).fill(pickUp.field);
  await placeBox(page).fill("Heathrow");
  await page.getByRole("button", { name: "Search parking" }).click();
  await expect(heading(page)).toHaveText(/^Airport parking near London Heathrow/);
  await expect(page).toHaveURL(new RegExp(`end=${pickUp.field.replace(":", "%3A")}`));
});

test("a misspelt place says which place is shown and offers the text as typed, which gets close matches", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/search?q=Edinbrugh&rental=short", javaScriptEnabled);
  await expect(heading(page)).toHaveText("Hourly parking near Edinburgh");
  await expect(page.getByText("Showing results for Edinburgh — search instead for")).toBeVisible();
  await expect(placeBox(page)).toHaveValue("Edinburgh");
  await expectAccessible(page, javaScriptEnabled, "a respelt search");

  await page.getByRole("link", { name: "Edinbrugh" }).click();
  await expect(page).toHaveURL(/as_typed=1/);
  const problem = page.getByRole("alert");
  await expect(problem).toContainText("We couldn't find that place");
  await expect(problem.getByRole("heading", { name: "Did you mean" })).toBeVisible();
  await expectAccessible(page, javaScriptEnabled, "close matches");
  await problem
    .getByRole("link", { name: /^Edinburgh/ })
    .first()
    .click();
  await expect(heading(page)).toHaveText(/^Hourly parking near Edinburgh/);
});

test("an unknown place answers 200 with a way on", async ({ request }) => {
  const response = await request.get("/search?q=Edinbrugh&rental=short&as_typed=1");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Did you mean");
});

test("a full postcode stays in the heading, and says where distances are from", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/search?q=m1+1ae&rental=short", javaScriptEnabled);
  await expect(heading(page)).toHaveText("Hourly parking near M1 1AE");
  await expect(
    page.getByText("Distances are from the centre of the M1 postcode area."),
  ).toBeVisible();
});

test("the place suggestions are a keyboard combobox that Escape closes", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "suggestions need JavaScript; without it the text is looked up");
  await open(page, "/", javaScriptEnabled);
  const box = page.getByRole("combobox", { name: "Where are you going?" });
  await box.pressSequentially("Camd", { delay: 20 });
  const list = page.getByRole("listbox", { name: "Suggested places" });
  await expect(list.getByRole("option", { name: "Camden, London" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "suggested" })).toHaveText(
    /^\d+ places? suggested; use the arrow keys to choose$/,
  );
  await expectAccessible(page, javaScriptEnabled, "the open suggestions");
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("Camd");
});
