import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error fails the test. A test that expects one replaces this with
// `vi.spyOn(console, 'error').mockImplementation(() => {})` and asserts on it.
beforeEach(() => {
  const original = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error("console.error was called; spy on it in the test if that is expected");
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
