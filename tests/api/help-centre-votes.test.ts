import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { helpArticleVotes } from "../../api/db/schema";
import { createTestApi, jsonBody } from "./fixtures";
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

function vote(article: string, body: unknown, address = "203.0.113.7") {
  return api.request(`/api/help-centre/articles/${article}/votes`, {
    method: "POST",
    ...jsonBody(body, { "X-Forwarded-For": address }),
  });
}

async function firstArticle() {
  const response = await api.request("/api/help-centre/search?query=refund");
  const { results } = (await response.json()) as { results: Array<{ id: number; slug: string }> };
  return results[0]!;
}

test("a reader's answer to 'was this helpful' is kept against the article, by id or slug", async () => {
  const article = await firstArticle();
  expect((await vote(String(article.id), { helpful: true })).status).toBe(201);
  const bySlug = await vote(article.slug, { helpful: false });
  expect(bySlug.status).toBe(201);
  expect(await bySlug.json()).toEqual({ message: "Thanks for telling us" });
  const kept = await database.db
    .select({ helpful: helpArticleVotes.helpful })
    .from(helpArticleVotes)
    .where(eq(helpArticleVotes.articleId, article.id));
  expect(kept.map((row) => row.helpful).sort()).toEqual([false, true]);
});

test("a vote for no article is a 404, and one without a yes or no a 400", async () => {
  expect((await vote("no-such-article", { helpful: true })).status).toBe(404);
  const invalid = await vote((await firstArticle()).slug, { helpful: "very" });
  expect(invalid.status).toBe(400);
});

test("one address cannot vote more than 30 times an hour", async () => {
  const article = await firstArticle();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 31; attempt += 1) {
    statuses.push((await vote(article.slug, { helpful: true }, "198.51.100.99")).status);
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(30);
  expect(statuses.at(-1)).toBe(429);
});
