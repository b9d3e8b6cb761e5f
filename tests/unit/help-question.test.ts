import { expect, test } from "vitest";
import { questionKeywords } from "../../app/lib/help-question";

test("a question keeps the words that say what it is about", () => {
  expect(questionKeywords("How do I get a refund?")).toEqual(["refund"]);
  expect(questionKeywords("Can I cancel my booking at Heathrow's car park?")).toEqual([
    "cancel",
    "booking",
    "heathrow",
    "car",
    "park",
  ]);
});

test("a question of nothing but common words has no keywords", () => {
  expect(questionKeywords("What can I do?")).toEqual([]);
});
