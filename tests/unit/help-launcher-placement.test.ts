import { expect, test } from "vitest";
import { handle as bookHandle } from "../../app/routes/book";
import { handle as spaceHandle } from "../../app/routes/space";

test("the Help button is left out of the pay step and kept clear of sticky panels", () => {
  expect(bookHandle.helpLauncher({ step: "checkout" })).toBe("hidden");
  expect(bookHandle.helpLauncher({ step: "bookings" })).toBe("start");
  expect(bookHandle.helpLauncher(undefined)).toBe("start");
  expect(spaceHandle.helpLauncher()).toBe("start");
});
