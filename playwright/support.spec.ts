import { expectAccessible } from "./support/accessibility";
import { expect, test } from "./support/fixtures";

test("a newcomer finds an answer about refunds in the help centre and says it helped", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How can we help?");
  await expect(page.locator("script[type=module]")).toHaveCount(0);
  await expectAccessible(page, javaScriptEnabled, "the help centre");

  await page.getByRole("searchbox", { name: "Search the help centre" }).fill("refund");
  await page.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/\/support\/search\?q=refund$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “refund”");
  await page.getByRole("link", { name: "How refunds work" }).click();

  await expect(page).toHaveURL(
    /\/support\/payments-and-refunds\/cancellations-and-refunds\/how-refunds-work$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How refunds work");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText([
    "Home",
    "Help & Support",
    "Payments & refunds",
    "Cancellations and refunds",
  ]);
  await expectAccessible(page, javaScriptEnabled, "a help article");

  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Thanks for telling us.")).toBeVisible();
  await expect(page).toHaveURL(/\?voted=yes#feedback$/);
});

test("a search with nothing in it says what to do", async ({ page, consoleErrors }) => {
  consoleErrors.allowStatus("/support/search", 400);
  const response = await page.goto("/support/search?q=+");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Enter a word or phrase to search for")).toBeVisible();
});

test("a help address under the wrong topic moves to the article's own", async ({ page }) => {
  await page.goto("/support/drivers/booking-parking/how-refunds-work");
  await expect(page).toHaveURL(
    /\/support\/payments-and-refunds\/cancellations-and-refunds\/how-refunds-work$/,
  );
});
