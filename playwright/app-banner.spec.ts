import { expect, test, waitForHydration } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("dismissing the app banner hides it for good", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  if (javaScriptEnabled) await waitForHydration(page);
  const banner = page.getByRole("complementary", { name: "Get the Parkway app" });
  await expect(banner).toBeVisible();

  await banner.getByRole("button", { name: "Dismiss the app banner" }).click();

  await expect(banner).toBeHidden();
  await expect(page).toHaveURL("/");
  await expect
    .poll(async () => (await page.context().cookies()).map(({ name }) => name))
    .toContain("parkway_app_banner");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test("the app banner is only for phones", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });

  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Get the Parkway app" })).toBeHidden();
});
