import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";

/**
 * Spec §2: links prefetch the page they lead to once they are visible and the browser is idle,
 * but not on a 2g connection or with data saver on. The footer's "Data sources and credits"
 * leads to /attributions, which nothing else on the home page loads.
 */

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "prefetching is done by JavaScript");

async function attributionsDataRequested(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/attributions.data") requested.push(request.url());
  });
  await open(page, "/", true);
  await page.getByRole("link", { name: "Data sources and credits" }).scrollIntoViewIfNeeded();
  return requested;
}

test("a link prefetches its page's data once it is in view", async ({ page }) => {
  const requested = await attributionsDataRequested(page);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test("nothing is prefetched with data saver on", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
  );
  const requested = await attributionsDataRequested(page);
  // Longer than the spec's 2 s idle wait, so prefetching would have started by now.
  await page.waitForTimeout(3_000);
  expect(requested).toEqual([]);
});
