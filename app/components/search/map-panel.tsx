import { lazy, Suspense, useState } from "react";
import type { ResultsMapProps } from "./results-map";
import { useHydrated, useMediaQuery } from "./use-hydrated";

const ResultsMap = lazy(() => import("./results-map"));

const WIDE = "(min-width: 992px)";

function MapRegion({ props, className }: { props: ResultsMapProps; className: string }) {
  return (
    <div
      id="results-map"
      role="region"
      aria-label={`Map of parking near ${props.place.name}`}
      className={className}
    >
      <Suspense
        fallback={<p className="grid size-full place-items-center text-slate-700">Loading map…</p>}
      >
        <ResultsMap {...props} />
      </Suspense>
    </div>
  );
}

/**
 * The map beside the list on wide screens; on narrow ones a button shows it above the list.
 * JavaScript only: without it the list is the whole page. `placement` says which of the two
 * spots this instance fills, so exactly one map exists at a time.
 */
export function MapPanel({
  placement,
  ...props
}: ResultsMapProps & { placement: "beside" | "above" }) {
  const hydrated = useHydrated();
  const wide = useMediaQuery(WIDE);
  const [shown, setShown] = useState(false);
  if (!hydrated) return null;
  if (placement === "beside") {
    return wide ? <MapRegion props={props} className="size-full" /> : null;
  }
  if (wide) return null;
  return (
    <div className="mb-4">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls="results-map"
        onClick={() => setShown((value) => !value)}
        className="rounded-md border border-navy px-4 py-2 font-semibold text-navy hover:bg-navy-50"
      >
        {shown ? "Hide map" : "Show map"}
      </button>
      {shown ? (
        <MapRegion
          props={props}
          className="mt-3 h-80 overflow-hidden rounded-lg border border-slate-300"
        />
      ) : null}
    </div>
  );
}
