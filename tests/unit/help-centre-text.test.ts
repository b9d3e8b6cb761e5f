import { expect, test } from "vitest";
import { escapeHtml } from "../../api/domain/html";
import { collapseWhitespace, shortenAtWord } from "../../api/help-centre/text";

test("HTML special characters are escaped", () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
  );
});

test("runs of whitespace become one space", () => {
  expect(collapseWhitespace("  one\n\ttwo   three ")).toBe("one two three");
});

test("short text is left as it is", () => {
  expect(shortenAtWord("Park here", 20)).toBe("Park here");
  expect(shortenAtWord("12345", 5)).toBe("12345");
});

test("long text is cut after a whole word and marked with an ellipsis", () => {
  const result = shortenAtWord("Cancel more than 24 hours before, for a full refund.", 30);
  expect(result).toBe("Cancel more than 24 hours…");
  expect(result.length).toBeLessThanOrEqual(30);
  expect(shortenAtWord("Cancel more than 24 hours, before", 27)).toBe("Cancel more than 24 hours…");
});

test("a single very long word is cut where the limit falls", () => {
  expect(shortenAtWord("Supercalifragilistic word", 10)).toBe("Supercali…");
});
