// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { markupContent, RenderedOnce, type MarkupProps } from "~/lib/markup-cache";

type Menu = { insights: boolean } & MarkupProps;

function MenuLinks({ insights }: Menu) {
  return (
    <>
      <li>
        <a href="/company/about-us">About us</a>
      </li>
      {insights ? (
        <li>
          <a href="/insights">News &amp; insights</a>
        </li>
      ) : null}
    </>
  );
}

const loads = vi.fn(async () => MenuLinks);
const menuLinks = markupContent(loads);

function Menu(props: Menu) {
  return <RenderedOnce as="ul" name="menu" className="menu" component={menuLinks} props={props} />;
}

/** The block as the server sends it (rendered once per variant, as React would render it). */
const served =
  '<ul class="menu" data-rendered-once="menu"><li><a href="/company/about-us">About us</a></li></ul>';

const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  loads.mockClear();
});

test("the browser keeps the served block as it is, without loading or hydrating its component", async () => {
  document.body.innerHTML = `<div id="page">${served}</div>`;
  const link = document.querySelector("a")!;
  await act(async () => {
    root = hydrateRoot(document.getElementById("page")!, <Menu insights={false} />);
  });
  expect(document.getElementById("page")!.innerHTML).toBe(served);
  expect(document.querySelector("a")).toBe(link);
  expect(isHydrated(link)).toBe(false);
  expect(loads).not.toHaveBeenCalled();

  // Rendered again with the same flags (a navigation, revalidated root data): nothing changes.
  await act(async () => root!.render(<Menu insights={false} />));
  expect(document.querySelector("a")).toBe(link);
  expect(loads).not.toHaveBeenCalled();
});

test("when its flags change, the block loads its component and renders the new variant", async () => {
  document.body.innerHTML = `<div id="page">${served}</div>`;
  await act(async () => {
    root = hydrateRoot(document.getElementById("page")!, <Menu insights={false} />);
  });
  await act(async () => root!.render(<Menu insights />));
  expect(loads).toHaveBeenCalledTimes(1);
  expect([...document.querySelectorAll(".menu a")].map((a) => a.textContent)).toEqual([
    "About us",
    "News & insights",
  ]);
  expect(document.querySelectorAll(".menu")).toHaveLength(1);
});

test("a block shown again after a client navigation reuses the markup it was served", async () => {
  document.body.innerHTML = `<div id="page">${served}</div>`;
  await act(async () => {
    root = hydrateRoot(document.getElementById("page")!, <Menu insights={false} />);
  });
  await act(async () => root!.render(null));
  await act(async () => root!.render(<Menu insights={false} />));
  expect(document.getElementById("page")!.innerHTML).toBe(served);
  expect(loads).not.toHaveBeenCalled();
});

test("a variant the page was not served is rendered from its component", async () => {
  const { container } = render(<Menu insights />);
  await vi.waitFor(() =>
    expect(container.querySelector(".menu")!.textContent).toBe("About usNews & insights"),
  );
});
