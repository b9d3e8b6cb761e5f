import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

// The config's default viewport (1440x900) shows the desktop navigation.

function mainNavigation(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

/** A header dropdown: a <details> whose <summary> reads `title`. */
function dropdown(page: Page, title: string) {
  const summary = mainNavigation(page)
    .locator("summary")
    .filter({ hasText: new RegExp(`^${title}$`) });
  return { summary, details: summary.locator("xpath=..") };
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  if (javaScriptEnabled) await waitForHydration(page);
});

test("the main navigation's dropdowns open to their own links", async ({ page }) => {
  const firstLinks = {
    "How it works": "For drivers",
    Locations: "Aberdeen",
    Company: "About us",
    "Parking solutions": "Car park management",
  };

  for (const [title, firstLink] of Object.entries(firstLinks)) {
    const { summary, details } = dropdown(page, title);
    await expect(details.getByRole("link", { name: firstLink })).toBeHidden();

    await summary.click();

    await expect(details).toHaveAttribute("open");
    await expect(details.getByRole("link", { name: firstLink })).toBeVisible();
  }
});

test("opening a header dropdown closes the one that was open", async ({ page }) => {
  const howItWorks = dropdown(page, "How it works");
  const company = dropdown(page, "Company");

  await howItWorks.summary.click();
  await company.summary.click();

  await expect(company.details).toHaveAttribute("open");
  await expect(howItWorks.details).not.toHaveAttribute("open");
});

test("the How it works dropdown shows its links and a promo video", async ({ page }) => {
  const { summary, details } = dropdown(page, "How it works");

  await summary.click();

  for (const name of ["For drivers", "For parking providers", "Best price guarantee", "FAQs"]) {
    await expect(details.getByRole("link", { name })).toBeVisible();
  }
  const video = details.getByRole("link", { name: /\(video\)$/ });
  await expect(video).toBeVisible();
  await expect(video).toContainText("Parking, sorted in three steps");
});

test("the Locations dropdown has six kinds of place, each with an Explore all link", async ({
  page,
}) => {
  const { summary, details } = dropdown(page, "Locations");

  await summary.click();

  const sections = {
    "Towns and cities": "Explore all towns and cities",
    "London areas": "Explore all London areas",
    Airports: "Explore all airports",
    "Train stations": "Explore all train stations",
    "Stadiums and venues": "Explore all stadiums and venues",
    Hospitals: "Explore all hospitals",
  };
  await expect(details.getByRole("heading")).toHaveText(Object.keys(sections));
  for (const [heading, exploreAll] of Object.entries(sections)) {
    const section = details
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
    await expect(section.getByRole("link", { name: exploreAll, exact: true })).toBeVisible();
  }
});

test("following a dropdown link opens its page and closes the dropdown", async ({
  page,
  consoleErrors,
}) => {
  // The page itself is built by a later issue; until then it is a 404.
  consoleErrors.allowNotFound("/how-it-works/drivers");
  const { summary, details } = dropdown(page, "How it works");

  await summary.click();
  await details.getByRole("link", { name: "For drivers" }).click();

  await expect(page).toHaveURL("/how-it-works/drivers");
  await expect(dropdown(page, "How it works").details).not.toHaveAttribute("open");
});
