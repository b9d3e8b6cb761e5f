import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Menus are <details> elements so they open and close without JavaScript. With it, an open
 * menu also closes on Escape, on a click outside, after a navigation and when the window's
 * width changes (spec §2).
 */
export function useDismissibleDisclosures(container: RefObject<HTMLElement | null>) {
  const location = useLocation();

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    closeDisclosuresIn(root);
  }, [container, location.key]);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const closeAll = () => closeDisclosuresIn(root);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = root.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      closeAll();
      open.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) closeAll();
    };
    // Mobile browsers fire resize when the address bar hides; only a width change counts.
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      closeAll();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("resize", onResize);
    };
  }, [container]);
}

function closeDisclosuresIn(root: HTMLElement) {
  for (const details of root.querySelectorAll("details[open]")) details.removeAttribute("open");
}
