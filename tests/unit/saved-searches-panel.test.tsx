// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { SavedSearches } from "../../app/components/home/saved-searches";
import type { FavouriteSearch } from "../../app/lib/saved-searches";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const savedAt = "2026-11-22T12:00:00.000Z";
const favourites: FavouriteSearch[] = [
  { text: "Leeds", rental: "long", plan: "mon-fri", savedAt },
  { text: "York", rental: "short", plan: null, savedAt },
];

function panel(props: Partial<Parameters<typeof SavedSearches>[0]> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <form id="home-search">
            <input type="radio" name="rental" value="airport" defaultChecked />
          </form>
          <SavedSearches recents={[]} favourites={[]} formId="home-search" {...props} />
        </>
      ),
    },
  ]);
  return <Stub initialEntries={["/"]} />;
}

test("each favourite links to its search and has a labelled remove button", () => {
  render(panel({ favourites }));
  const list = screen.getByRole("navigation", { name: "Your favourite searches" });
  const leeds = within(list).getByRole("link", { name: "Leeds · Monthly, weekdays" });
  expect(leeds.getAttribute("href")).toBe("/search?q=Leeds&rental=long&plan=mon-fri");
  const remove = screen.getByRole("button", {
    name: "Remove Leeds (Monthly, weekdays) from favourites",
  });
  const form = remove.closest("form")!;
  expect(form.getAttribute("method")).toBe("post");
  expect(form.getAttribute("action")).toBe("/search");
  expect(Object.fromEntries(new FormData(form))).toEqual({
    intent: "remove-search",
    text: "Leeds",
    rental: "long",
    plan: "mon-fri",
    redirectTo: "/",
  });
});

test("a driver who has searched but saved nothing gets a one-line hint about favourites", () => {
  render(
    panel({
      recents: [{ text: "Leeds", rental: "short", plan: null, lastSearchedAt: savedAt }],
    }),
  );
  expect(screen.queryByRole("navigation", { name: "Your favourite searches" })).toBeNull();
  expect(screen.getByText(/Save this search/)).toBeTruthy();
});

test("without JavaScript there is no near-me button, and nothing at all for a first visit", () => {
  const html = renderToString(panel());
  expect(html).not.toContain("Parking near me");
  expect(html).not.toContain("Save this search");
});

test("parking near me asks for the position; a refusal is explained in place", () => {
  const getCurrentPosition = vi.fn(
    (_found: PositionCallback, failed: PositionErrorCallback | null | undefined) =>
      failed?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
  );
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
  render(panel());

  act(() => {
    fireEvent.click(screen.getByRole("button", { name: "Parking near me" }));
  });

  expect(getCurrentPosition).toHaveBeenCalledOnce();
  expect(screen.getByRole("alert").textContent).toMatch(
    /^Geolocation failed: you did not allow this site to use your location/,
  );
});
