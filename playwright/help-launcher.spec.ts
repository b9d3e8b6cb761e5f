import { expect, test, waitForHydration } from "./support/fixtures";

test("without JavaScript the Help button leads to the help centre", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript the Help button opens a panel instead");
  // The help centre is built by a later issue; until then it is a 404.
  consoleErrors.allowNotFound("/support");
  await page.goto("/");

  await page.getByRole("link", { name: "Help", exact: true }).click();

  await expect(page).toHaveURL("/support");
});

test("the Help button opens a help panel that Close help closes", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the help panel needs JavaScript");
  await page.goto("/");
  await waitForHydration(page);

  await page.getByRole("link", { name: "Help", exact: true }).click();

  const panel = page.getByRole("dialog", { name: "How can we help?" });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(panel.getByRole("searchbox", { name: "Search the help centre" })).toBeVisible();

  await panel.getByRole("button", { name: "Close help" }).click();

  await expect(panel).toBeHidden();
});
