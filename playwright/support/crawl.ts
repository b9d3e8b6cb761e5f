import type { APIRequestContext, Page } from "@playwright/test";
import { allLocationPages, locationCategories } from "../../app/content/locations";
import { seriousAxeProblems } from "./accessibility";

/** The spec's route table (§2) for pages that answer without a token or an id in the URL. */
export const specPages = {
  core: [
    "/",
    "/search",
    "/list-your-space",
    "/login",
    "/register",
    "/forgotten-password",
    "/contact-us",
    "/support",
    "/support/search?q=refund",
  ],
  company: [
    "about-us",
    "media-coverage",
    "modern-slavery-policy",
    "parking-contract",
    "press-centre",
    "privacy-policy",
    "terms-conditions",
    "why-use-us",
  ].map((page) => `/company/${page}`),
  howItWorks: [
    "a-greener-way",
    "best-price-guarantee",
    "drivers",
    "parking-providers",
    "testimonials",
  ].map((page) => `/how-it-works/${page}`),
  business: [
    ...[
      "car-park-management",
      "electric-charge-points",
      "customer-acquisition",
      "cashless-payments",
      "data-analytics",
      "pre-book-system",
    ].map((page) => `/business/solutions/${page}`),
    ...[
      "unauthorised-parking",
      "revenue-generation",
      "barrier-problems",
      "existing-operators",
      "customer-experience",
    ].map((page) => `/business/challenges/${page}`),
    ...[
      "pre-book-parking",
      "pay-by-mobile",
      "payment-kiosk",
      "analytics-dashboard",
      "charging-stations",
      "intelligent-anpr",
      "ivr-number",
    ].map((page) => `/business/products/${page}`),
    ...[
      "hotels-hospitality",
      "local-authorities",
      "shopping-centres",
      "stadiums-events",
      "supermarkets",
      "service-offices",
    ].map((page) => `/business/sectors/${page}`),
  ],
  locationLists: [
    "/all-locations",
    "/all",
    ...locationCategories.map((category) => category.buttonLink),
    "/all-locations/summer-holidays",
    "/all-locations/airport-parking/summer-holidays",
  ],
  // Landing pages by category, so the six groups share the workers and each has its own time.
  ...Object.fromEntries(
    locationCategories.map((category) => [
      `${category.slug} landing pages`,
      allLocationPages()
        .filter((page) => page.category === category)
        .map((page) => page.to),
    ]),
  ),
};

/** Links a crawl follows no further: they act (sign out, start a sign-in) or leave the site. */
const notFollowed = [/^\/logout/, /^\/login\/[a-z]+/, /^\/api\//, /^\/_api\//, /^\/cookie-consent/];

export type PageReport = { problems: string[]; links: string[] };

function parsesAsStructuredData(text: string): string | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null) return "JSON-LD is not an object";
    if (!("@context" in data)) return "JSON-LD has no @context";
    if (!("@type" in data) && !("@graph" in data)) return "JSON-LD has no @type";
    return null;
  } catch {
    return "JSON-LD does not parse";
  }
}

/** Opens `path` and lists what is wrong with it as a page a search engine and a visitor meet. */
export async function checkPage(page: Page, path: string, axe: boolean): Promise<PageReport> {
  const problems: string[] = [];
  const response = await page.goto(path);
  if (response?.status() !== 200) problems.push(`answered ${response?.status()}`);
  if ((await page.locator("h1").count()) !== 1) {
    problems.push(`has ${await page.locator("h1").count()} h1 elements`);
  }
  if (!(await page.title()).trim()) problems.push("has no title");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  if (!canonical?.startsWith("http")) problems.push("has no canonical link");
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    const wrong = parsesAsStructuredData(json);
    if (wrong) problems.push(wrong);
  }
  if (axe) problems.push(...(await seriousAxeProblems(page)));
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  const links = hrefs
    .map((href) => href.split("#")[0] ?? "")
    .filter((href) => href && !notFollowed.some((pattern) => pattern.test(href)));
  return { problems: problems.map((problem) => `${path} ${problem}`), links };
}

/**
 * The links that do not end on a page answering 200, each path asked for once: a space's links
 * differ only in the stay they carry, which never decides whether the page exists.
 */
export async function brokenLinks(request: APIRequestContext, links: Iterable<string>) {
  const byPath = new Map([...links].map((link) => [link.split("?")[0], link]));
  const waiting = [...byPath.values()];
  const broken: string[] = [];
  // A few at a time, as a crawler would: the server is a busy two-core machine's.
  async function checkNext(): Promise<void> {
    const link = waiting.shift();
    if (link === undefined) return;
    const response = await request.get(link, { maxRedirects: 5 });
    if (response.status() !== 200) broken.push(`${link} answered ${response.status()}`);
    return checkNext();
  }
  await Promise.all([checkNext(), checkNext(), checkNext()]);
  return broken.sort();
}

/** The links `brokenLinks` asks for: one per path. */
export function distinctPaths(links: Iterable<string>) {
  return new Set([...links].map((link) => link.split("?")[0])).size;
}
