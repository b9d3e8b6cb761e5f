import { expect, test } from "vitest";
import { caretAfterDigits, spaceCardNumber } from "../../app/lib/card-number";

test("a card number is spaced in fours as it is typed", () => {
  expect(spaceCardNumber("4242")).toBe("4242");
  expect(spaceCardNumber("42424")).toBe("4242 4");
  expect(spaceCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
  expect(spaceCardNumber("4242 42424242 4242")).toBe("4242 4242 4242 4242");
  expect(spaceCardNumber("4242424242424242123")).toBe("4242 4242 4242 4242 123");
});

test("American Express is spaced 4-6-5, as printed", () => {
  expect(spaceCardNumber("378282246310005")).toBe("3782 822463 10005");
});

test("letters and dashes are left as typed for the form to explain", () => {
  expect(spaceCardNumber("4242-4242")).toBe("4242-4242");
  expect(spaceCardNumber("42a4")).toBe("42a4");
});

test("the caret stays after the digit it followed", () => {
  expect(caretAfterDigits("4242 4", 5)).toBe(6);
  expect(caretAfterDigits("4242 4242", 4)).toBe(4);
  expect(caretAfterDigits("4242 4242", 0)).toBe(0);
  expect(caretAfterDigits("4242", 9)).toBe(4);
});
