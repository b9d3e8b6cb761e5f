import { lazy, Suspense, useState, type MouseEvent } from "react";
import { useMatches } from "react-router";
import { useRootData } from "~/components/layout/root-data";

const loadHelpPanel = () => import("./help-panel");
const HelpPanel = lazy(() => loadHelpPanel().then((module) => ({ default: module.HelpPanel })));

/**
 * Where a page wants the Help button at its end: `end` (the default) on the right, `start` on
 * the left (below a page's sticky panel on the right), `hidden` leaves it out (the pay step). A
 * route says so with `handle.helpLauncher`, a function of its loader data.
 */
export type HelpPlacement = "end" | "start" | "hidden";
export type HelpLauncherHandle = { helpLauncher: (loaderData: unknown) => HelpPlacement };

function useHelpPlacement(): HelpPlacement {
  let placement: HelpPlacement = "end";
  for (const match of useMatches()) {
    const { handle } = match;
    if (typeof handle === "object" && handle !== null && "helpLauncher" in handle) {
      placement = (handle as HelpLauncherHandle).helpLauncher(match.loaderData);
    }
  }
  return placement;
}

/** What the help search page answers, and so what the assistant shows. */
export type HelpAnswer = {
  query: string;
  asked: boolean;
  message: string | null;
  count: number;
  results: { title: string; to: string; snippet: string; excerpt: string; where: string }[];
};

/**
 * The help assistant: without JavaScript a plain link to the help centre (or, with `ada` on,
 * to the assistant's question page); with it, the Help button opens the help panel, whose code
 * is loaded the first time it is asked for.
 */
export function ChatLauncher() {
  const root = useRootData();
  const placement = useHelpPlacement();
  const [opened, setOpened] = useState(0);
  // The assistant waits for the cookie banner to be answered, so the two never overlap.
  if (root?.askForConsent || placement === "hidden") return null;
  const assistant = root?.features.ada ?? false;

  function openPanel(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setOpened((times) => times + 1);
  }

  // At the end of the page at every width, where it covers nothing: floating, it covered
  // controls (the pay step's security code, Sort on results, Previous page, Update price).
  return (
    <aside
      aria-label="Help"
      className={`flex px-4 py-4 ${placement === "start" ? "justify-start" : "justify-end"}`}
    >
      <a
        href={assistant ? "/support/search?ask=1" : "/support"}
        onClick={openPanel}
        onPointerEnter={loadHelpPanel}
        onFocus={loadHelpPanel}
        className="flex min-h-11 items-center gap-2 rounded-full bg-navy px-4 py-3 font-semibold text-white shadow-lg hover:bg-navy-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            d="M4 5h16v11H8l-4 4V5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        Help
      </a>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <HelpPanel assistant={assistant} placement={placement} opened={opened} />
        </Suspense>
      ) : null}
    </aside>
  );
}
