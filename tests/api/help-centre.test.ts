import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { helpCategories, helpSections } from "../../api/help-centre/content";
import { linkTargets, parseMarkdown } from "../../api/help-centre/markdown";
import { createTestApi } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
});

afterAll(async () => {
  await database.close();
});

const base = "/api/help-centre";

async function get(path: string) {
  const response = await api.request(`${base}${path}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

type Summary = { id: number; slug: string; section_id: number; promoted: boolean };
type Section = {
  id: number;
  slug: string;
  category_id: number;
  position: number;
  article_count: number;
};
type Category = { id: number; slug: string; sections: Section[]; top_articles: Summary[] };

/** Every article, found by walking the help centre from its top page down. */
async function walkHelpCentre() {
  const top = await get("/categories/top-articles");
  const categories: Category[] = top.body.categories;
  const found: { category: Category; section: Section; article: Summary }[] = [];
  for (const category of categories) {
    const { body } = await get(`/categories/${category.id}/sections?per_page=100`);
    for (const section of body.sections as Section[]) {
      const listing = await get(`/sections/${section.id}/articles?per_page=100`);
      for (const article of listing.body.articles as Summary[]) {
        found.push({ category, section, article });
      }
    }
  }
  return found;
}

test("the top articles list every category in order with its sections and promoted articles", async () => {
  const { status, headers, body } = await get("/categories/top-articles");

  expect(status).toBe(200);
  expect(headers.get("Cache-Control")).toBe("public, max-age=300");
  expect(body.categories.map((category: Category) => category.slug)).toEqual([
    "drivers",
    "space-owners",
    "payments-and-refunds",
    "account-and-support",
  ]);
  const [drivers] = body.categories;
  expect(drivers).toMatchObject({
    id: 1,
    name: "Drivers",
    position: 1,
    description: expect.any(String),
  });
  expect(drivers.sections[0]).toEqual({
    id: 11,
    category_id: 1,
    name: "Booking parking",
    description: expect.any(String),
    position: 1,
    slug: "booking-parking",
    article_count: 6,
  });
  for (const category of body.categories as Category[]) {
    expect(category.sections.length).toBeGreaterThan(0);
    expect(category.sections.every((section) => section.category_id === category.id)).toBe(true);
    expect(category.top_articles.length).toBeGreaterThan(0);
    expect(category.top_articles.length).toBeLessThanOrEqual(5);
    expect(category.top_articles.every((article) => article.promoted)).toBe(true);
    expect(category.top_articles.every((article) => !("body" in article))).toBe(true);
  }
});

test("a category's sections are found by its id or its slug", async () => {
  const byId = await get("/categories/2/sections");
  const bySlug = await get("/categories/space-owners/sections");

  expect(byId.status).toBe(200);
  expect(bySlug.body).toEqual(byId.body);
  expect(byId.body).toMatchObject({
    category: { id: 2, slug: "space-owners", name: "Space owners", position: 2 },
    page: 1,
    per_page: 30,
    page_count: 1,
    count: 4,
    next_page: null,
    previous_page: null,
  });
  expect(byId.body.sections.map((section: Section) => section.slug)).toEqual([
    "listing-your-space",
    "managing-your-listing",
    "getting-paid",
    "responsibilities-and-permissions",
  ]);
});

test("sections are listed a page at a time", async () => {
  const second = await get("/categories/drivers/sections?page=2&per_page=2");
  expect(second.body).toMatchObject({
    page: 2,
    per_page: 2,
    page_count: 3,
    count: 6,
    next_page: 3,
    previous_page: 1,
  });
  expect(second.body.sections.map((section: Section) => section.position)).toEqual([3, 4]);

  const pastTheEnd = await get("/categories/drivers/sections?page=9&per_page=2");
  expect(pastTheEnd.status).toBe(200);
  expect(pastTheEnd.body).toMatchObject({ sections: [], next_page: null, previous_page: 3 });
});

test("a page or page size that is not a whole number in range is refused, naming the field", async () => {
  for (const [query, field] of [
    ["page=0", "page"],
    ["page=two", "page"],
    ["page=1.5", "page"],
    ["per_page=0", "per_page"],
    ["per_page=101", "per_page"],
  ]) {
    const { status, body } = await get(`/sections/11/articles?${query}`);
    expect(status, query).toBe(400);
    expect(body.message).toBe("Please correct the invalid fields");
    expect(Object.keys(body.errors), query).toEqual([field]);
  }
});

test("a section's articles are listed without bodies, with the section and its category", async () => {
  const { status, body } = await get("/sections/electric-vehicles/articles");

  expect(status).toBe(200);
  expect(body.section).toMatchObject({ id: 14, slug: "electric-vehicles", category_id: 1 });
  expect(body.category).toMatchObject({ id: 1, slug: "drivers" });
  expect(body.count).toBe(2);
  expect(body.articles[0]).toEqual({
    id: 131,
    section_id: 14,
    title: "Finding a space with EV charging",
    slug: "finding-a-space-with-ev-charging",
    excerpt: expect.stringContaining("charge point"),
    label_names: ["ev", "charging", "electric"],
    position: 1,
    promoted: true,
    updated_at: "2026-11-12T10:30:00Z",
  });
  expect(body.articles[1]).toMatchObject({ slug: "ev-connector-types", position: 2 });
  expect((await get("/sections/14/articles")).body).toEqual(body);
});

test("an article is shown with its sanitised HTML body, its section and its category", async () => {
  const { status, headers, body } = await get("/articles/ev-connector-types");

  expect(status).toBe(200);
  expect(headers.get("Cache-Control")).toBe("public, max-age=300");
  expect(body.article).toMatchObject({
    id: 132,
    section_id: 14,
    title: "EV connector types explained",
    slug: "ev-connector-types",
  });
  for (const connector of ["3-pin", "Type 1", "Type 2", "CCS", "CHAdeMO", "Type 2 DC"]) {
    expect(body.article.body).toContain(`<h2>${connector}</h2>`);
  }
  expect(body.article.body).toContain(
    '<a href="/support/drivers/electric-vehicles/finding-a-space-with-ev-charging">',
  );
  expect(body.section).toMatchObject({ id: 14, slug: "electric-vehicles" });
  expect(body.category).toMatchObject({ id: 1, slug: "drivers" });
  expect((await get("/articles/132")).body).toEqual(body);
});

test("unknown categories, sections and articles are 404s with a message", async () => {
  for (const [path, message] of [
    ["/categories/999/sections", "There is no help category with that id or slug"],
    ["/categories/no-such-category/sections", "There is no help category with that id or slug"],
    ["/sections/999/articles", "There is no help section with that id or slug"],
    ["/sections/no-such-section/articles", "There is no help section with that id or slug"],
    ["/articles/999", "There is no help article with that id or slug"],
    ["/articles/no-such-article", "There is no help article with that id or slug"],
  ]) {
    const { status, body } = await get(path ?? "");
    expect(status, path).toBe(404);
    expect(body, path).toEqual({ message });
  }
});

test("search ranks title matches first and highlights the matched words", async () => {
  const { status, body } = await get("/search?query=EV%20connector");

  expect(status).toBe(200);
  expect(body.results[0]).toMatchObject({
    id: 132,
    slug: "ev-connector-types",
    result_type: "article",
    section: { id: 14, name: "Electric vehicles", slug: "electric-vehicles" },
    category: { id: 1, name: "Drivers", slug: "drivers" },
  });
  expect(body.results[0].snippet).toMatch(/<em>connectors?<\/em>/i);
  expect(body.results[0]).not.toHaveProperty("body");
  expect(body.count).toBe(body.results.length);
});

test("search finds only articles holding every word of the query", async () => {
  const { status, body } = await get("/search?query=chademo%20lounge");

  expect(status).toBe(200);
  expect(body).toEqual({
    results: [],
    page: 1,
    per_page: 30,
    page_count: 1,
    count: 0,
    next_page: null,
    previous_page: null,
  });
});

test("search results are listed a page at a time", async () => {
  const all = await get("/search?query=parking&per_page=100");
  const second = await get("/search?query=parking&page=2&per_page=5");

  expect(all.body.count).toBeGreaterThan(10);
  expect(second.body).toMatchObject({ page: 2, per_page: 5, next_page: 3, previous_page: 1 });
  expect(second.body.results.map((result: Summary) => result.id)).toEqual(
    all.body.results.slice(5, 10).map((result: Summary) => result.id),
  );
});

test("an empty, blank, missing or over-long search query is refused, naming query", async () => {
  for (const query of ["?query=", "?query=%20%20%20", "", `?query=${"a".repeat(201)}`]) {
    const { status, body } = await get(`/search${query}`);
    expect(status, query).toBe(400);
    expect(body.message).toBe("Please correct the invalid fields");
    expect(Object.keys(body.errors), query).toEqual(["query"]);
  }
  expect((await get(`/search?query=${"a".repeat(200)}`)).status).toBe(200);
});

test("the help assistant's quick answers each lead with the article they ask about", async () => {
  for (const [query, slug] of [
    ["access instructions", "finding-your-access-instructions"],
    ["cancel refund", "cancelling-a-booking"],
    ["monthly subscription", "monthly-parking-subscriptions"],
    ["parking fine", "parking-fine-on-a-booked-space"],
  ]) {
    const { body } = await get(`/search?query=${encodeURIComponent(query ?? "")}`);
    expect(body.results[0]?.slug, query).toBe(slug);
  }
});

test("there are at least 30 articles, each in a section of an existing category", async () => {
  const categoryIds = new Set(helpCategories.map((category) => category.id));
  expect(helpSections.every((section) => categoryIds.has(section.categoryId))).toBe(true);

  const found = await walkHelpCentre();
  const written = helpSections.flatMap((section) => section.articles);
  expect(found.length).toBeGreaterThanOrEqual(30);
  expect(found.map(({ article }) => article.id).sort()).toEqual(
    written.map((article) => article.id).sort(),
  );
  for (const { category, section, article } of found) {
    expect(section.category_id).toBe(category.id);
    expect(article.section_id).toBe(section.id);
    const shown = await get(`/articles/${article.id}`);
    expect(shown.body.section.id).toBe(section.id);
    expect(shown.body.category.id).toBe(category.id);
  }
});

test("ids and slugs are unique, and every article has a summary and a review date", () => {
  const sections = helpSections;
  const articles = sections.flatMap((section) => section.articles);
  for (const items of [helpCategories, sections, articles]) {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.slug)).size).toBe(items.length);
  }
  for (const article of articles) {
    expect(parseMarkdown(article.body)[0]?.kind, article.slug).toBe("paragraph");
    expect(Number.isNaN(Date.parse(article.updatedAt)), article.slug).toBe(false);
    expect(article.labels.length, article.slug).toBeGreaterThan(0);
  }
});

const webPages = new Set([
  "/contact-us",
  "/support",
  "/support/search",
  "/search",
  "/list-your-space",
  "/login",
  "/register",
  "/forgotten-password",
  "/account",
  "/account/payouts",
  "/how-it-works/drivers",
  "/how-it-works/parking-providers",
  "/company/terms-conditions",
  "/company/privacy-policy",
]);

/** Whether the web has the page: one of its fixed pages, or a help-centre page that exists. */
function webHasPage(path: string): boolean {
  if (webPages.has(path)) return true;
  const [, categorySlug, sectionSlug, articleSlug, ...rest] = path.split("/").slice(1);
  if (!path.startsWith("/support/") || rest.length > 0 || !categorySlug) return false;
  const category = helpCategories.find((candidate) => candidate.slug === categorySlug);
  if (!category) return false;
  if (!sectionSlug) return true;
  const section = helpSections.find(
    (candidate) => candidate.slug === sectionSlug && candidate.categoryId === category.id,
  );
  if (!section) return false;
  return !articleSlug || section.articles.some((article) => article.slug === articleSlug);
}

test("every link in an article points at a page the web has, or at an https site", async () => {
  for (const section of helpSections) {
    for (const article of section.articles) {
      const written = linkTargets(parseMarkdown(article.body));
      const { body } = await get(`/articles/${article.id}`);
      const rendered = [...body.article.body.matchAll(/href="([^"]*)"/g)].map(
        (match: RegExpMatchArray) => (match[1] ?? "").replaceAll("&amp;", "&"),
      );
      expect(rendered, article.slug).toEqual(written);
      for (const href of written) {
        if (href.startsWith("https://")) continue;
        expect(webHasPage(href.replace(/[?#].*$/, "")), `${article.slug} links to ${href}`).toBe(
          true,
        );
      }
    }
  }
});

test("the OpenAPI document describes the help centre's routes", async () => {
  const document = await (await api.request("/api/openapi.json")).json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      "/api/help-centre/categories/top-articles",
      "/api/help-centre/categories/{id}/sections",
      "/api/help-centre/sections/{id}/articles",
      "/api/help-centre/articles/{id}",
      "/api/help-centre/search",
    ]),
  );
});
