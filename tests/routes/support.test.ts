import { beforeEach, expect, test } from "vitest";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { visitorContext } from "../../app/upstream/context";
import { action as voteAction, loader as articleLoader } from "../../app/routes/support/article";
import { loader as categoryLoader } from "../../app/routes/support/category";
import { loader as indexLoader } from "../../app/routes/support/index";
import { loader as searchLoader } from "../../app/routes/support/search";
import { loader as sectionLoader } from "../../app/routes/support/section";
import { helpfulVotes } from "../mocks/help-centre";
import { guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

function args<P extends Record<string, string>>(
  path: string,
  params: P,
  init: RequestInit & { ada?: boolean } = {},
) {
  const { ada = false, ...requestInit } = init;
  const context = webContext();
  context.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-test",
    user: null,
    features: { ...defaultSiteFeatures, ada },
  });
  return { ...dataArgs(`http://localhost${path}`, { ...requestInit, context }), params };
}

async function thrown(outcome: Promise<unknown>) {
  try {
    await outcome;
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

function statusOf(error: unknown) {
  if (error instanceof Response) return error.status;
  return (error as { init: { status: number } }).init.status;
}

const refunds = {
  category: "payments-and-refunds",
  section: "cancellations-and-refunds",
  article: "how-refunds-work",
};
const refundsPath = "/support/payments-and-refunds/cancellations-and-refunds/how-refunds-work";

beforeEach(() => helpfulVotes.clear());

test("the help centre lists every category with its topics and top articles at their addresses", async () => {
  const { categories } = await indexLoader(args("/support", {}));
  expect(categories.length).toBeGreaterThan(3);
  const payments = categories.find((category) => category.to === "/support/payments-and-refunds");
  expect(payments?.sections.map((section) => section.to)).toContain(
    "/support/payments-and-refunds/cancellations-and-refunds",
  );
  expect(payments?.topArticles.map((article) => article.to)).toContain(refundsPath);
});

test("a category shows its sections with their articles; an unknown one is a 404", async () => {
  const page = await categoryLoader(args("/support/drivers", { category: "drivers" }));
  expect(page.sections[0]?.articles.length).toBeGreaterThan(0);
  expect(statusOf(await thrown(categoryLoader(args("/support/nope", { category: "nope" }))))).toBe(
    404,
  );
});

test("a section named under the wrong category moves permanently to its own address", async () => {
  const error = await thrown(
    sectionLoader(
      args("/support/drivers/cancellations-and-refunds", {
        category: "drivers",
        section: "cancellations-and-refunds",
      }),
    ),
  );
  expect(error).toBeInstanceOf(Response);
  expect((error as Response).status).toBe(301);
  expect((error as Response).headers.get("Location")).toBe(
    "/support/payments-and-refunds/cancellations-and-refunds",
  );
});

test("an article shows its sanitised body and asks whether it helped", async () => {
  const page = await articleLoader(args(refundsPath, refunds));
  expect(page.article.title).toBe("How refunds work");
  expect(page.article.body).toContain("<p>");
  expect(page.article.body).not.toMatch(/<script/i);
  expect(page.voted).toBeUndefined();
  expect(
    statusOf(await thrown(articleLoader(args(`${refundsPath}-x`, { ...refunds, article: "x" })))),
  ).toBe(404);
});

test("a vote is counted and the article comes back with thanks, without JavaScript", async () => {
  const response = await voteAction(
    args(refundsPath, refunds, {
      method: "POST",
      body: new URLSearchParams({ helpful: "no" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(`${refundsPath}?voted=no#feedback`);
  expect([...helpfulVotes.values()]).toEqual([{ helpful: 0, unhelpful: 1 }]);
  const thanked = await articleLoader(args(`${refundsPath}?voted=no`, refunds));
  expect(thanked.voted).toBe("no");
});

test("a vote that is neither yes nor no is refused", async () => {
  const error = await thrown(
    voteAction(
      args(refundsPath, refunds, {
        method: "POST",
        body: new URLSearchParams({ helpful: "maybe" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    ),
  );
  expect(statusOf(error)).toBe(400);
  expect(helpfulVotes.size).toBe(0);
});

test("searching 'refund' finds the refund articles with their addresses", async () => {
  const page = await searchLoader(args("/support/search?q=refund", {}));
  if (!("results" in page)) throw new Error("expected results");
  expect(page.results.map((result) => result.to)).toContain(refundsPath);
  expect(page.results[0]?.snippet).toContain("<em>");
});

test("an empty search answers 400 with the form and a message", async () => {
  const answer = await searchLoader(args("/support/search?q=%20", {}));
  expect(answer).toMatchObject({
    init: { status: 400 },
    data: { message: "Enter a word or phrase to search for" },
  });
});

test("with the assistant on, a typed question is answered with the three best articles", async () => {
  const page = await searchLoader(
    args("/support/search?ask=1&q=how+do+I+get+a+refund", {}, { ada: true }),
  );
  if (!("results" in page)) throw new Error("expected results");
  expect(page.asked).toBe(true);
  expect(page.results.length).toBeGreaterThan(0);
  expect(page.results.length).toBeLessThanOrEqual(3);
  expect(page.results.map((result) => result.title).join(" ")).toMatch(/refund/i);
});
