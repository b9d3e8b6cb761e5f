import { expect, test } from "vitest";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { visitorContext } from "../../app/upstream/context";
import { loader as articleLoader } from "../../app/routes/insights/article";
import { loader as listLoader } from "../../app/routes/insights/index";
import { guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

function args<P extends Record<string, string>>(path: string, params: P, insights = true) {
  const context = webContext();
  context.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-test",
    user: null,
    features: { ...defaultSiteFeatures, insights },
  });
  return { ...dataArgs(`http://localhost${path}`, { context }), params };
}

function statusOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as { init: { status: number } }).init.status;
  }
  return 200;
}

test("the listing shows nine articles a page, newest first, and a second page with the rest", () => {
  const first = listLoader(args("/insights", {}));
  expect(first.articles).toHaveLength(9);
  expect(first.pageCount).toBe(2);
  const dates = first.articles.map((article) => article.published);
  expect([...dates].sort().reverse()).toEqual(dates);
  const second = listLoader(args("/insights?page=2", {}));
  expect(second.articles.length).toBeGreaterThan(0);
});

test("a page past the end, or not a page number, is a 404", () => {
  expect(statusOf(() => listLoader(args("/insights?page=99", {})))).toBe(404);
  expect(statusOf(() => listLoader(args("/insights?page=abc", {})))).toBe(404);
  expect(statusOf(() => listLoader(args("/insights?page=0", {})))).toBe(404);
});

test("an article is found by its slug; an unknown one is a 404", () => {
  const page = articleLoader(args("/insights/match-day-parking", { slug: "match-day-parking" }));
  expect(page.insight.title).toMatch(/Match day parking/);
  expect(page.related).toHaveLength(3);
  expect(statusOf(() => articleLoader(args("/insights/nope", { slug: "nope" })))).toBe(404);
});

test("with the insights feature off, every insights page is a 404", () => {
  expect(statusOf(() => listLoader(args("/insights", {}, false)))).toBe(404);
  expect(
    statusOf(() =>
      articleLoader(args("/insights/match-day-parking", { slug: "match-day-parking" }, false)),
    ),
  ).toBe(404);
});
