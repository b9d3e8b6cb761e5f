import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

// Flags are server-wide: the config runs this file on its own, one test at a time, after the
// other projects, and the `features` fixture puts every flag back when a test ends.

function mainNavigation(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

/** The desktop navigation's top-level entries, in order: dropdown buttons and links. */
function mainEntries(page: Page) {
  return mainNavigation(page)
    .locator(":scope > ul > li > details > summary, :scope > ul > li > a")
    .filter({ visible: true });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    async function open(page: Page, path = "/") {
      await page.goto(path);
      if (javaScriptEnabled) await waitForHydration(page);
    }

    test("with locations on, Locations is the second entry of the main navigation", async ({
      page,
    }) => {
      await open(page);

      await expect(mainEntries(page)).toHaveText([
        "How it works",
        "Locations",
        "Company",
        "Parking solutions",
        "Help & Support",
      ]);
      await expect(
        page.getByRole("contentinfo").getByRole("navigation", { name: "Locations" }),
      ).toBeVisible();
    });

    test("with locations off, neither the header nor the footer offers Locations", async ({
      page,
      features,
    }) => {
      await features.set("locations", false);

      await open(page);

      await expect(mainNavigation(page)).toBeVisible();
      await expect(mainEntries(page)).toHaveText([
        "How it works",
        "Company",
        "Parking solutions",
        "Help & Support",
      ]);
      await expect(
        page.getByRole("contentinfo").getByRole("navigation", { name: "Locations" }),
      ).toHaveCount(0);
    });

    test("with insights on, News & insights appears in the header and the footer", async ({
      page,
      features,
    }) => {
      await features.set("insights", true);

      await open(page);

      await expect(
        mainNavigation(page).getByRole("link", { name: "News & insights" }),
      ).toBeVisible();
      const firstFooterSection = page.getByRole("contentinfo").getByRole("navigation").first();
      await expect(firstFooterSection.getByRole("link", { name: "News & insights" })).toBeVisible();
    });

    test("with insights off, News & insights is offered nowhere", async ({ page }) => {
      await open(page);

      await expect(page.getByRole("link", { name: "News & insights" })).toHaveCount(0);
    });
  });
}
