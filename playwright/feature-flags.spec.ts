import type { Page } from "@playwright/test";
import { allLocationPages } from "../app/content/locations";
import { brokenLinks, checkPage, distinctPaths, specPages } from "./support/crawl";
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

test("with every feature on, every link in the header and footer answers 200 at every width", async ({
  page,
  request,
  features,
}) => {
  for (const name of ["locations", "insights", "ada", "list-your-space"] as const) {
    await features.set(name, true);
  }
  const links = new Set<string>();
  for (const width of [375, 800, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const hrefs = await page
      .locator("header a[href^='/'], footer a[href^='/'], [role=banner] a[href^='/']")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    for (const href of hrefs) if (href && !href.startsWith("/logout")) links.add(href);
  }
  expect(links.size).toBeGreaterThan(60);
  test.setTimeout(test.info().timeout + distinctPaths(links) * 2_000);
  expect(await brokenLinks(request, links)).toEqual([]);
});

test("with locations off, every location page answers 404", async ({ request, features }) => {
  await features.set("locations", false);
  const paths = [...specPages.locationLists, ...allLocationPages().map((page) => page.to)];
  const statuses = await Promise.all(
    paths.map(async (path) => `${path} ${(await request.get(path)).status()}`),
  );
  expect(statuses).toEqual(paths.map((path) => `${path} 404`));
});

test("with insights off its pages answer 404, and with it on they are crawlable", async ({
  page,
  request,
  features,
}) => {
  expect((await request.get("/insights")).status()).toBe(404);
  await features.set("insights", true);
  const listing = await checkPage(page, "/insights", true);
  const articles = [
    ...new Set(listing.links.filter((link) => /^\/insights\/[a-z0-9-]+$/.test(link))),
  ];
  expect(articles.length).toBeGreaterThan(0);
  // Each article is read with axe, and each page they link to asked for once more: on a busy
  // two-core machine that takes longer than one default test.
  test.setTimeout(60_000 + articles.length * 4_000);
  const problems = [...listing.problems];
  const links = new Set(listing.links);
  for (const article of articles) {
    const report = await checkPage(page, article, true);
    problems.push(...report.problems);
    for (const link of report.links) links.add(link);
  }
  expect(problems).toEqual([]);
  test.setTimeout(test.info().timeout + distinctPaths(links) * 2_000);
  expect(await brokenLinks(request, links)).toEqual([]);
  await features.set("insights", false);
  expect((await request.get(articles[0]!)).status()).toBe(404);
});
