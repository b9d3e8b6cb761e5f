import { expect, test, waitForHydration } from "./support/fixtures";

test("a newcomer lands on /manchester, sees live spaces with prices near Manchester, opens one and starts booking", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/manchester");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parking in Manchester");
  // A content page: it works as HTML alone and loads no framework script.
  await expect(page.locator("script[type=module], link[rel=modulepreload]")).toHaveCount(0);
  const facts = page.getByRole("region", { name: "Parking near Manchester at a glance" });
  await expect(facts).toContainText(/From, for an hour\s*£\d+\.\d\d/);
  await expect(facts).toContainText(/Within 1 km\s*\d+\+? spaces?/);

  const spaces = page.getByRole("region", { name: "Spaces near Manchester" });
  const first = spaces.getByRole("listitem").first();
  await expect(first).toContainText(/£\d+\.\d\d/);
  await expect(first).toContainText(/\d+ (m|km) away/);
  const title = (await first.getByRole("heading").textContent()) ?? "";
  await first.getByRole("link").click();

  await expect(page).toHaveURL(/^[^?]+\/manchester\/[a-z0-9-]+\/[a-z0-9-]+\?rental=short/);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.trim());
  await page.getByRole("link", { name: "Book this space" }).click();

  await expect(page).toHaveURL(/\/book/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title.trim()).first()).toBeVisible();
});

test("a London area page sits under London in the breadcrumbs and links its neighbours", async ({
  page,
}) => {
  await page.goto("/london/camden-parking");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parking in Camden, London");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "London"]);
  await expect(
    page.getByRole("navigation", { name: "More London areas" }).getByRole("link", {
      name: "Shoreditch",
    }),
  ).toHaveAttribute("href", "/london/shoreditch-parking");
});

test("a category page lists its places and a seasonal guide shows its advice", async ({ page }) => {
  await page.goto("/all-locations/airport-parking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Airport parking");
  await page.getByRole("link", { name: "Heathrow Airport parking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heathrow Airport parking");
  await expect(page.getByText(/Live prices for a week from/)).toBeVisible();

  await page.goto("/all-locations/summer-holidays");
  await expect(page.getByRole("heading", { name: "Tips before you book" })).toBeVisible();
});

test("an address that is no location's page shows the 404 page", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allowNotFound("/atlantis");
  const response = await page.goto("/atlantis");
  expect(response?.status()).toBe(404);
});
