import { expectAccessible } from "./support/accessibility";
import { specPages } from "./support/crawl";
import { expect, test } from "./support/fixtures";

/** Spec §2's company, how-it-works and business pages: 37 in all. */
const paths = [...specPages.company, ...specPages.howItWorks, ...specPages.business];

test("the route table lists all 37 marketing pages", () => {
  expect(paths).toHaveLength(37);
});

for (const path of paths) {
  test(`${path} is a content page with one h1 and no framework scripts`, async ({ page }) => {
    const response = await page.goto(path);

    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toBeVisible();
    // Content only: React Router's module scripts and their preloads are left out.
    await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
    expect(await response?.text()).not.toContain("__reactRouterContext");
  });
}

test("questions open without JavaScript and the call to action leads to booking", async ({
  page,
}) => {
  await page.goto("/how-it-works/drivers");

  await page.getByText("Do I need to print anything?").click();
  await expect(page.getByText("Everything you need is in your confirmation email")).toBeVisible();

  await page
    .getByRole("region", { name: "Where are you going?" })
    .getByRole("link", { name: "Find a space" })
    .click();
  await expect(page).toHaveURL(/\/search/);
});

test("an unknown page under a marketing prefix is a 404", async ({ page, consoleErrors }) => {
  consoleErrors.allowNotFound("/company/nope");

  const response = await page.goto("/company/nope");

  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
});

test("the marketing, legal and business templates have no serious accessibility problems", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe runs inside the page, which needs JavaScript");
  for (const path of [
    "/how-it-works/testimonials",
    "/company/privacy-policy",
    "/business/products/intelligent-anpr",
  ]) {
    await page.goto(path);
    await expectAccessible(page, javaScriptEnabled, path);
  }
});
