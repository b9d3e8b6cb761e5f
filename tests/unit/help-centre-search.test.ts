import { expect, test } from "vitest";
import {
  highlight,
  queryWords,
  runningText,
  searchArticles,
  snippet,
} from "../../api/help-centre/search";

const articles = [
  { title: "Ways to pay", text: "Pay by card, PayPal, Apple Pay or Google Pay." },
  {
    title: "Cancelling a booking",
    text: "Cancel more than 24 hours before it starts for refunds.",
  },
  { title: "How refunds work", text: "Refunds go back to your card. You cancel, we refund." },
  { title: "Oscar's corner", text: "Nothing about vehicles here." },
  { title: "Cancellation and refund rules", text: "The rule in short." },
];

function titles(query: string) {
  return searchArticles(articles, query).map((hit) => hit.article.title);
}

test("a query is split into lower-case words without surrounding punctuation", () => {
  expect(queryWords("  Cancel,   REFUND?! ")).toEqual(["cancel", "refund"]);
  expect(queryWords("3-pin (type 2)")).toEqual(["3-pin", "type", "2"]);
  expect(queryWords("refund Refund")).toEqual(["refund"]);
  expect(queryWords("?! --")).toEqual([]);
});

test("every word must appear, in the title or the body", () => {
  expect(titles("cancel refund")).toEqual([
    "Cancellation and refund rules",
    "How refunds work",
    "Cancelling a booking",
  ]);
  expect(titles("cancel paypal")).toEqual([]);
});

test("matching ignores case and finds words by their start", () => {
  expect(titles("PAYPAL")).toEqual(["Ways to pay"]);
  expect(titles("refund")).toContain("Cancelling a booking");
  expect(titles("car")).toEqual(["Ways to pay", "How refunds work"]);
});

test("articles with more query words in the title rank first, then by body matches", () => {
  expect(titles("refund")).toEqual([
    "How refunds work",
    "Cancellation and refund rules",
    "Cancelling a booking",
  ]);
  expect(titles("pay")).toEqual(["Ways to pay"]);
});

test("ties keep the order the articles were given in", () => {
  const same = [
    { title: "First", text: "parking" },
    { title: "Second", text: "parking" },
  ];
  expect(searchArticles(same, "parking").map((hit) => hit.article.title)).toEqual([
    "First",
    "Second",
  ]);
});

test("a query with no words finds nothing", () => {
  expect(searchArticles(articles, "   ")).toEqual([]);
  expect(searchArticles(articles, "!!!")).toEqual([]);
});

test("regular-expression characters in a query are plain text", () => {
  expect(() => searchArticles(articles, "c++ (pay] *")).not.toThrow();
  expect(searchArticles([{ title: "C++ guide", text: "" }], "c++")).toHaveLength(1);
});

test("the snippet highlights whole matched words in escaped HTML", () => {
  const [hit] = searchArticles(
    [{ title: "Notes", text: "Refunds <always> go back & never as credit." }],
    "refund credit",
  );
  expect(hit?.snippet).toBe(
    "<em>Refunds</em> &lt;always&gt; go back &amp; never as <em>credit</em>.",
  );
});

test("the snippet is a window of whole words around the first match", () => {
  const filler = "lorem ipsum dolor sit amet ".repeat(20);
  const text = `${filler}you can cancel for a full refund ${filler}`;
  const result = snippet(text, ["cancel"]);
  expect(result.startsWith("…")).toBe(true);
  expect(result.endsWith("…")).toBe(true);
  expect(result).toContain("you can <em>cancel</em> for a full refund");
  const words = result.replace(/<\/?em>|…/g, "").split(" ");
  expect(
    words.every(
      (word) => ["lorem", "ipsum", "dolor", "sit", "amet"].includes(word) || text.includes(word),
    ),
  ).toBe(true);
  expect(result.replace(/<\/?em>/g, "").length).toBeLessThanOrEqual(182);
});

test("a match near the end still gets a full-length snippet", () => {
  const text = `${"word ".repeat(100)}final match`;
  const result = snippet(text, ["match"]);
  expect(result.startsWith("…")).toBe(true);
  expect(result.endsWith("<em>match</em>")).toBe(true);
  expect(result.length).toBeGreaterThan(150);
});

test("when only the title matches, the snippet is the start of the body", () => {
  const [hit] = searchArticles(
    [
      {
        title: "EV connector types",
        text: `Electric cars don't all use the same plug. ${"More. ".repeat(50)}`,
      },
    ],
    "connector",
  );
  expect(hit?.snippet.startsWith("Electric cars don&#39;t all use the same plug.")).toBe(true);
  expect(hit?.snippet.endsWith("…")).toBe(true);
});

test("overlapping matches are highlighted once", () => {
  expect(highlight("Parking near the park", ["park", "parking"])).toBe(
    "<em>Parking</em> near the <em>park</em>",
  );
  expect(highlight("A 3-pin plug", ["3-pin", "pin", "3"])).toBe("A <em>3-pin</em> plug");
});

test("running text ends lines without punctuation with a full stop", () => {
  expect(runningText("How to book\nChoose a space.\nPay:\n  Then park")).toBe(
    "How to book. Choose a space. Pay: Then park",
  );
});
