import { http, HttpResponse } from "msw";
import { messageSchema } from "#contract/answers";
import { reviewPlatformStatsSchema } from "#contract/review-stats";
import { contractJson } from "../mocks/contract-json";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { marketingPaths } from "../../app/content/marketing";
import MarketingPageRoute, { handle, loader } from "../../app/routes/marketing-page";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataArgs, webContext } from "./web-context";

async function load(path: string, market: "GBR" | "IRL" = "GBR") {
  const args = dataArgs(`http://localhost${path}`, { context: webContext({ market }) });
  return loader({ ...args, params: { page: path.split("/").at(-1) ?? "" } });
}

async function notFound(path: string) {
  const thrown = await load(path).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown, path).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
}

test("a known page answers with its content and the other pages in its group", async () => {
  const { page, related } = await load("/business/products/intelligent-anpr");
  expect(page).toMatchObject({ kind: "marketing", title: "Intelligent ANPR" });
  expect(related.links).toContainEqual({
    label: "Pay by mobile",
    to: "/business/products/pay-by-mobile",
  });
  expect(related.links).not.toContainEqual(expect.objectContaining({ to: page.path }));
});

test("a path under the marketing prefixes that is not a page is a 404", async () => {
  await notFound("/company/nope");
  await notFound("/how-it-works/nope");
  await notFound("/business/solutions/nope");
  await notFound("/business/nope/car-park-management");
});

test("the copy follows the visitor's market", async () => {
  const uk = await load("/company/about-us", "GBR");
  const ireland = await load("/company/about-us", "IRL");
  expect(uk.page.description).toContain("across the UK and Ireland");
  expect(ireland.page.description).toContain("across Ireland and the UK");
});

test("testimonials show the review platform's live figures", async () => {
  server.use(
    http.get(new URL("v2/review-platform-stats", marketplaceUrl).toString(), () =>
      contractJson(reviewPlatformStatsSchema, {
        data: {
          data: {
            rating: 4.7,
            reviews_count: 93001,
            platform: "Reviews",
            url: "https://reviews.example",
          },
        },
      }),
    ),
  );
  const { reviews } = await load("/how-it-works/testimonials");
  expect(reviews).toEqual({ rating: 4.7, count: 93001 });
});

test("testimonials fall back to the published figures when the review platform is down", async () => {
  server.use(
    http.get(new URL("v2/review-platform-stats", marketplaceUrl).toString(), () =>
      contractJson(messageSchema, { message: "Unavailable" }, { status: 503 }),
    ),
  );
  const { reviews } = await load("/how-it-works/testimonials");
  expect(reviews).toEqual({ rating: 4.6, count: 92000 });
});

test("the legal documents carry no review figures and skip the review platform", async () => {
  server.use(
    http.get(new URL("v2/review-platform-stats", marketplaceUrl).toString(), () =>
      HttpResponse.error(),
    ),
  );
  const { page, reviews } = await load("/company/privacy-policy");
  expect(page).toMatchObject({ kind: "legal", updated: "2024-02-27" });
  expect(reviews).toBeNull();
});

test("the pages are content only, so the document leaves out the framework's scripts", () => {
  expect(handle).toEqual({ scripts: false });
});

test("every page renders one h1, h2 sections, a hidden drawing and no h3 before its first h2", async () => {
  for (const path of marketingPaths) {
    const loaderData = await load(path);
    const Stub = createRoutesStub([{ id: "page", path, Component: MarketingPageRoute }]);
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [path],
        hydrationData: { loaderData: { page: loaderData } },
      }),
    );
    const headings = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    expect(
      headings.filter((level) => level === 1),
      path,
    ).toHaveLength(1);
    expect(headings[0], path).toBe(1);
    expect(headings.indexOf(3) === -1 || headings.indexOf(2) < headings.indexOf(3), path).toBe(
      true,
    );
    expect(html, path).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html, path).toMatch(/<main\b/);
  }
});
