import type { ReactNode } from "react";
import { useHydrated } from "~/components/search/use-hydrated";

/** Prints the page; shown once JavaScript runs, since printing needs it. */
export function PrintButton({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-navy px-4 py-2 font-semibold text-white hover:bg-navy-700"
    >
      {children}
    </button>
  );
}
