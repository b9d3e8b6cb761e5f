import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

test.use({ cookieBannerAnswered: false });

function cookieBanner(page: Page) {
  return page.getByRole("region", { name: "Cookies on Parkway" });
}

/** The stored choice: React Router cookies hold base64 JSON, URI-encoded in the header. */
async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find(({ name }) => name === "parkway_cookie_consent");
  if (!cookie) return undefined;
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8"));
}

/** The consent_update events the banner pushed to the tag manager's data layer. */
function consentUpdates(page: Page) {
  return page.evaluate(() => {
    const dataLayer: unknown[] = Reflect.get(window, "dataLayer") ?? [];
    return dataLayer.filter(
      (entry) =>
        typeof entry === "object" &&
        entry !== null &&
        Reflect.get(entry, "event") === "consent_update",
    );
  });
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  if (javaScriptEnabled) await waitForHydration(page);
});

test("the keyboard reaches the cookie choices before the page", async ({ page }) => {
  await page.keyboard.press("Tab");

  await expect(cookieBanner(page).getByRole("link", { name: "Privacy policy" })).toBeFocused();
});

test("accepting all cookies hides the banner for good", async ({ page, context }) => {
  await expect(cookieBanner(page)).toBeVisible();

  await cookieBanner(page).getByRole("button", { name: "Accept all" }).click();

  await expect(cookieBanner(page)).toBeHidden();
  await expect(page).toHaveURL("/");
  await expect
    .poll(() => storedConsent(context))
    .toMatchObject({ analytical: true, marketing: true, preferencesSet: true });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();

  await page.goto("/offline");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();
});

test("accepting only analytical cookies hides the banner and remembers that choice", async ({
  page,
  context,
}) => {
  const banner = cookieBanner(page);

  await banner.getByRole("checkbox", { name: "Analytical" }).check();
  await banner.getByRole("button", { name: "Accept selected" }).click();

  await expect(banner).toBeHidden();
  await expect
    .poll(() => storedConsent(context))
    .toMatchObject({ analytical: true, marketing: false, preferencesSet: true });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();
});

test("accepting all cookies tells the tag manager", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the data layer is filled by JavaScript");

  await cookieBanner(page).getByRole("button", { name: "Accept all" }).click();

  await expect(cookieBanner(page)).toBeHidden();
  expect(await consentUpdates(page)).toEqual([
    { event: "consent_update", analytical: true, marketing: true },
  ]);
});

test("accepting only analytical cookies tells the tag manager", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the data layer is filled by JavaScript");
  const banner = cookieBanner(page);

  await banner.getByRole("checkbox", { name: "Analytical" }).check();
  await banner.getByRole("button", { name: "Accept selected" }).click();

  await expect(banner).toBeHidden();
  expect(await consentUpdates(page)).toEqual([
    { event: "consent_update", analytical: true, marketing: false },
  ]);
});
