// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { Toaster } from "../../app/components/ui/toaster";
import { reportError } from "../../app/lib/error-reporting";
import { useGlobalErrorHandling } from "../../app/components/ui/global-errors";

vi.mock("../../app/lib/error-reporting", () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(reportError).mockClear();
});

function raise(event: Event) {
  act(() => {
    window.dispatchEvent(event);
  });
}

test("an unhandled error is reported and shown once as the danger toast", () => {
  render(<Toaster initial={null} />);
  renderHook(() => useGlobalErrorHandling());
  const failure = new Error("quote failed");

  raise(new ErrorEvent("error", { error: failure, filename: `${location.origin}/assets/a.js` }));
  raise(new ErrorEvent("error", { error: failure, filename: `${location.origin}/assets/a.js` }));

  expect(reportError).toHaveBeenCalledWith(failure);
  expect(screen.getAllByRole("alert")).toHaveLength(1);
  expect(screen.getByRole("alert").textContent).toContain("Sorry, something went wrong");
});

test("an unhandled rejection is reported", () => {
  renderHook(() => useGlobalErrorHandling());
  const reason = new Error("network down");
  const event = new Event("unhandledrejection");
  Object.assign(event, { reason, promise: Promise.resolve() });
  raise(event);
  expect(reportError).toHaveBeenCalledWith(reason);
});

test("a vendor's cross-origin script error is not ours to show", () => {
  renderHook(() => useGlobalErrorHandling());
  raise(new ErrorEvent("error", { message: "Script error.", error: null }));
  raise(
    new ErrorEvent("error", { error: new Error("x"), filename: "https://vendor.example/sdk.js" }),
  );
  expect(reportError).not.toHaveBeenCalled();
});
