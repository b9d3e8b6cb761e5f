import { expect, test } from "./support/fixtures";

test("an unknown page answers 404 and offers a way home", async ({ page, consoleErrors }) => {
  consoleErrors.allowNotFound("/nope");

  const response = await page.goto("/nope");

  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await expect(
    page.getByText("Sorry, we couldn't find the page you were looking for."),
  ).toBeVisible();

  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Parking made easy, wherever you're going",
  );
});

test("a path with capitals or a trailing slash is redirected to its canonical form", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allowNotFound("/contact-us");

  const response = await page.goto("/Contact-Us/");

  await expect(page).toHaveURL("/contact-us");
  const redirect = await response?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(301);
});
