import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import {
  marketingPage,
  marketingPaths,
  relatedPages,
  type ContentPage,
} from "../../app/content/marketing";
import type { Country } from "#contract/vocabulary";

const companyPaths = [
  "about-us",
  "media-coverage",
  "modern-slavery-policy",
  "parking-contract",
  "press-centre",
  "privacy-policy",
  "terms-conditions",
  "why-use-us",
].map((page) => `/company/${page}`);

const howItWorksPaths = [
  "a-greener-way",
  "best-price-guarantee",
  "drivers",
  "parking-providers",
  "testimonials",
].map((page) => `/how-it-works/${page}`);

const businessPaths = Object.entries({
  solutions: [
    "car-park-management",
    "electric-charge-points",
    "customer-acquisition",
    "cashless-payments",
    "data-analytics",
    "pre-book-system",
  ],
  challenges: [
    "unauthorised-parking",
    "revenue-generation",
    "barrier-problems",
    "existing-operators",
    "customer-experience",
  ],
  products: [
    "pre-book-parking",
    "pay-by-mobile",
    "payment-kiosk",
    "analytics-dashboard",
    "charging-stations",
    "intelligent-anpr",
    "ivr-number",
  ],
  sectors: [
    "hotels-hospitality",
    "local-authorities",
    "shopping-centres",
    "stadiums-events",
    "supermarkets",
    "service-offices",
  ],
}).flatMap(([group, pages]) => pages.map((page) => `/business/${group}/${page}`));

/** Spec §2's route table for these three families: 37 pages. */
const specPaths = [...companyPaths, ...howItWorksPaths, ...businessPaths];

/** Other pages the copy may send people to (app/routes.ts). */
const otherRoutes = [
  "/",
  "/search",
  "/list-your-space",
  "/contact-us",
  "/support",
  "/all-locations",
];

const markets: Country[] = ["GBR", "IRL"];

function pagesOf(market: Country): ContentPage[] {
  return specPaths.map((path) => {
    const page = marketingPage(path, market);
    if (!page) throw new Error(`no content for ${path}`);
    return page;
  });
}

/** Every `to` anywhere in a page's data, related links included. */
function linksIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "to" && typeof inner === "string" ? [inner] : linksIn(inner),
  );
}

/** Every string in a page's data. */
function textIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textIn);
  return [];
}

test("each of the 37 pages in the spec has content, and there are no others", () => {
  expect(specPaths).toHaveLength(37);
  expect([...marketingPaths].sort()).toEqual([...specPaths].sort());
  for (const market of markets) {
    for (const path of specPaths) expect(marketingPage(path, market)?.path, path).toBe(path);
  }
});

test("a path that is not a page has no content", () => {
  for (const path of [
    "/company/nope",
    "/business/solutions",
    "/business/sectors/drivers",
    "/how-it-works/drivers/",
  ])
    expect(marketingPage(path, "GBR"), path).toBeUndefined();
});

test("every page has a title, a description that fits a search result and a call to action", () => {
  for (const page of pagesOf("GBR")) {
    expect(page.title.trim(), page.path).not.toBe("");
    expect(page.description.length, page.path).toBeGreaterThan(50);
    expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    expect(page.cta.primary.to, page.path).not.toBe("");
    expect(page.cta.primary.label, page.path).not.toBe("");
    expect(page.sections.length, page.path).toBeGreaterThanOrEqual(2);
  }
});

test("business pages lead to the sales team", () => {
  for (const page of pagesOf("GBR").filter((each) => each.family === "business"))
    expect(page.cta.primary.to, page.path).toBe("/contact-us");
});

test("titles and descriptions are unique, so no two pages compete in search", () => {
  const pages = pagesOf("GBR");
  expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
});

test("every internal link points at a page that exists", () => {
  const known = new Set([...specPaths, ...otherRoutes]);
  for (const market of markets) {
    for (const page of pagesOf(market)) {
      const links = [...linksIn(page), ...linksIn(relatedPages(page, market))];
      for (const to of links) {
        if (/^(https:|mailto:)/.test(to)) continue;
        if (to.startsWith("/images/")) {
          expect(existsSync(`public${to}`), `${page.path} links to ${to}`).toBe(true);
          continue;
        }
        expect(known.has(to), `${page.path} links to ${to}`).toBe(true);
      }
    }
  }
});

test("the copy is finished", () => {
  for (const page of pagesOf("GBR")) {
    for (const text of textIn(page)) {
      expect(text, page.path).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBC\b|\{|\}/i);
      expect(text, page.path).toBe(text.trim());
    }
  }
});

test("the legal documents are dated and of a readable length", () => {
  const legal = pagesOf("GBR").filter((page) => page.kind === "legal");
  expect(legal.map((page) => page.path).sort()).toEqual([
    "/company/modern-slavery-policy",
    "/company/parking-contract",
    "/company/privacy-policy",
    "/company/terms-conditions",
  ]);
  for (const page of legal) {
    const words = textIn(page.sections).join(" ").split(/\s+/).length;
    expect(words, page.path).toBeGreaterThanOrEqual(600);
    expect(words, page.path).toBeLessThanOrEqual(1200);
    expect(textIn(page).join(" "), page.path).toContain("14829301");
  }
  expect(marketingPage("/company/privacy-policy", "GBR")).toMatchObject({ updated: "2024-02-27" });
});

test("press and testimonial pages quote Parkway's own figures, not invented reviewers", () => {
  const press = textIn(marketingPage("/company/press-centre", "GBR")).join(" ");
  expect(press).toContain("press@parkway.example");
  expect(press).toContain("350,000");
  expect(press).toContain("92,000");
  const testimonials = marketingPage("/how-it-works/testimonials", "GBR");
  expect(testimonials).toMatchObject({ kind: "marketing", showFacts: true });
  expect(textIn(testimonials).join(" ")).not.toMatch(/[“"]/);
});

test("copy names the visitor's country first", () => {
  const about = (market: Country) => marketingPage("/company/about-us", market);
  expect(about("GBR")?.description).toContain("the UK and Ireland");
  expect(about("IRL")?.description).toContain("Ireland and the UK");
});
