import { expect, test } from "vitest";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { visitorContext } from "../../app/upstream/context";
import { loader as allLoader } from "../../app/routes/locations/all";
import { loader as categoryLoader } from "../../app/routes/locations/category";
import { loader as landingLoader } from "../../app/routes/locations/landing";
import { loader as sitemapLoader } from "../../app/routes/discovery/sitemap-index";
import { loader as robotsLoader } from "../../app/routes/discovery/robots";
import { guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

function args<P extends Record<string, string>>(path: string, params: P, locations = true) {
  const context = webContext();
  context.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-test",
    user: null,
    features: { ...defaultSiteFeatures, locations },
  });
  return { ...dataArgs(`http://localhost${path}`, { context }), params };
}

async function statusOf(outcome: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof outcome === "function" ? outcome() : outcome);
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    if (error && typeof error === "object" && "init" in error) {
      return (error as { init: { status: number } }).init.status;
    }
    throw error;
  }
}

test("a city page shows the nearest spaces with live prices and facts computed from them", async () => {
  const page = await landingLoader(args("/leeds", { city: "leeds" }));
  expect(page.page).toEqual({ title: "Leeds", to: "/leeds" });
  expect(page.spaces.length).toBeGreaterThan(0);
  expect(page.spaces.length).toBeLessThanOrEqual(6);
  // The space's own page for the stay, not the short address that redirects there.
  expect(page.spaces[0]?.href).toMatch(/^\/leeds\/[a-z-]+\/[a-z0-9-]+\?rental=short&start=/);
  expect(page.facts.fromHourly).toEqual(expect.objectContaining({ currency: "GBP" }));
  expect(page.facts.fromMonthly).toEqual({ value: expect.any(Number), currency: "GBP" });
  expect(page.stay.label).toBe("an hour");
});

test("a station page sits under its city in the breadcrumbs", async () => {
  const page = await landingLoader(
    args("/leeds/leeds-station-parking", { city: "leeds", district: "leeds-station-parking" }),
  );
  expect(page.city).toEqual({ title: "Leeds", to: "/leeds" });
  expect(page.category.to).toBe("/all-locations/all-train-stations");
});

test("a path that is no location's page answers 404 without asking the service", async () => {
  expect(await statusOf(landingLoader(args("/atlantis", { city: "atlantis" })))).toBe(404);
});

test("every location page answers 404 while the locations feature is off", async () => {
  expect(await statusOf(landingLoader(args("/leeds", { city: "leeds" }, false)))).toBe(404);
  expect(await statusOf(() => allLoader(args("/all", {}, false)))).toBe(404);
  expect(
    await statusOf(() =>
      categoryLoader(args("/all-locations/hospitals", { category: "hospitals" }, false)),
    ),
  ).toBe(404);
});

test("a campaign shows over its own category, or over the one the address names", () => {
  const alone = categoryLoader(
    args("/all-locations/summer-holidays", { category: "summer-holidays" }),
  );
  expect(alone.category.slug).toBe("airport-parking");
  expect(alone.campaign?.slug).toBe("summer-holidays");
  const within = categoryLoader(
    args("/all-locations/hospitals/match-day", { category: "hospitals", campaign: "match-day" }),
  );
  expect(within.category.slug).toBe("hospitals");
});

test("unknown categories and campaigns answer 404", async () => {
  expect(
    await statusOf(() => categoryLoader(args("/all-locations/moon", { category: "moon" }))),
  ).toBe(404);
  expect(
    await statusOf(() =>
      categoryLoader(
        args("/all-locations/hospitals/moon", { category: "hospitals", campaign: "moon" }),
      ),
    ),
  ).toBe(404);
});

test("the sitemap lists the pages and every live space in one file while they fit", async () => {
  const response = await sitemapLoader(args("/sitemap.xml", {}));
  const xml = await response.text();
  expect(response.headers.get("Content-Type")).toContain("application/xml");
  expect(xml).toContain("<urlset");
  expect(xml).toContain("<loc>https://www.parkway.example/manchester</loc>");
  expect(xml).toContain("<loc>https://www.parkway.example/company/about-us</loc>");
  expect(xml).toMatch(/<loc>https:\/\/www\.parkway\.example\/locations\/show\/\d+<\/loc>/);
});

test("robots.txt keeps crawlers out of accounts and points at the sitemap", async () => {
  const text = await robotsLoader(args("/robots.txt", {})).text();
  expect(text).toContain("Disallow: /account");
  expect(text).toContain("Sitemap: https://www.parkway.example/sitemap.xml");
});
