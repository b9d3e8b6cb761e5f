// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

let becomeIdle = () => {};
window.requestIdleCallback = (callback) => {
  becomeIdle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
  return 1;
};
// The module waits for the first idle moment as it loads, as it does in the browser.
const { HydrateWhenIdle } = await import("~/components/ui/hydrate-when-idle");

const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

test("hydration leaves the served markup in place until the browser is idle, then adopts it", async () => {
  const container = document.createElement("div");
  container.innerHTML = '<!--$--><a href="/support">Help centre</a><!--/$-->';
  const link = container.querySelector("a")!;

  await act(async () => {
    hydrateRoot(
      container,
      <HydrateWhenIdle>
        <a href="/support">Help centre</a>
      </HydrateWhenIdle>,
    );
  });
  expect(container.querySelector("a")).toBe(link);
  expect(isHydrated(link)).toBe(false);

  await act(async () => becomeIdle());
  expect(container.querySelector("a")).toBe(link);
  expect(isHydrated(link)).toBe(true);
});

test("rendered on the client from the start, it renders at once", () => {
  render(
    <HydrateWhenIdle>
      <a href="/support">Help centre</a>
    </HydrateWhenIdle>,
  );
  expect(screen.getByRole("link", { name: "Help centre" })).toBeTruthy();
});

test("the server renders it in full", () => {
  expect(
    renderToString(
      <HydrateWhenIdle>
        <a href="/support">Help centre</a>
      </HydrateWhenIdle>,
    ),
  ).toContain('<a href="/support">Help centre</a>');
});
