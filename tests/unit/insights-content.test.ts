import { expect, test } from "vitest";
import { inlineParts, insights, readingMinutes } from "../../app/content/insights";
import { allLocationPages, locationCategories } from "../../app/content/locations";
import { locationCampaigns } from "../../app/content/location-campaigns";
import { marketingPaths } from "../../app/content/marketing";

const knownPages = new Set([
  "/",
  "/search",
  "/list-your-space",
  "/contact-us",
  "/support",
  "/support/search",
  "/account/listings",
  ...marketingPaths,
  ...allLocationPages().map((page) => page.to),
  ...locationCategories.map((category) => category.buttonLink),
  ...locationCampaigns.map((campaign) => `/all-locations/${campaign.slug}`),
  ...insights.map((insight) => `/insights/${insight.slug}`),
]);

function links() {
  return insights.flatMap((insight) =>
    insight.body
      .flatMap((block) => (block.kind === "list" ? block.items : [block.text]))
      .flatMap((text) => inlineParts(text))
      .flatMap((part) => (part.kind === "link" ? [{ from: insight.slug, to: part.to }] : [])),
  );
}

test("there are at least twelve articles, each with its own address", () => {
  expect(insights.length).toBeGreaterThanOrEqual(12);
  expect(new Set(insights.map((insight) => insight.slug)).size).toBe(insights.length);
  for (const insight of insights) expect(insight.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test("every article has a short description, a date not in the future and a real body", () => {
  for (const insight of insights) {
    expect(insight.description.length, insight.slug).toBeLessThanOrEqual(160);
    expect(insight.published <= "2026-11-25", insight.slug).toBe(true);
    const words = insight.body
      .flatMap((block) => (block.kind === "list" ? block.items : [block.text]))
      .join(" ")
      .split(/\s+/).length;
    expect(words, insight.slug).toBeGreaterThanOrEqual(150);
    expect(readingMinutes(insight), insight.slug).toBe(Math.max(1, Math.round(words / 220)));
    const text = JSON.stringify(insight).toLowerCase();
    for (const placeholder of ["lorem", "coming soon", "todo"]) {
      expect(text, insight.slug).not.toContain(placeholder);
    }
  }
});

test("every link in an article leads to a page that exists", () => {
  const broken = links().filter(({ to }) => !knownPages.has(to.split("?")[0] ?? ""));
  expect(broken).toEqual([]);
  expect(links().length).toBeGreaterThan(12);
});

test("an article's links are parsed from its text, and nothing else is markup", () => {
  expect(inlineParts("See [the help centre](/support) or <b>not this</b>.")).toEqual([
    { kind: "text", text: "See " },
    { kind: "link", text: "the help centre", to: "/support" },
    { kind: "text", text: " or <b>not this</b>." },
  ]);
  expect(inlineParts("[outside](https://example.com)")).toEqual([
    { kind: "text", text: "[outside](https://example.com)" },
  ]);
});
