import { Suspense, use, type ReactNode } from "react";
import { useHydrating } from "~/lib/hydrating";

/** Settles once the browser is first idle after the page's scripts ran. */
const browserIdle =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve());
        else setTimeout(resolve, 200);
      });

/** Already settled, and marked so, which `use` reads without waiting. */
const settled = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

function WaitForIdle({ children }: { children: ReactNode }) {
  const hydrating = useHydrating() && typeof document !== "undefined";
  use(hydrating ? browserIdle : settled);
  return children;
}

/**
 * Markup that works as the browser serves it (plain links, text, `<details>`), hydrated once the
 * browser is idle rather than in the page's first, blocking hydration (decision 028). Rendered
 * on the client from the start, it renders at once.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForIdle>{children}</WaitForIdle>
    </Suspense>
  );
}
