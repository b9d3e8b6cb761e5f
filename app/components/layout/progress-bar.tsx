import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";

/** Spec §9: shown after a 200 ms throttle, fills over 5 s, hides 500 ms after the work ends. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_HIDE_MS = 500;

type Phase = "idle" | "running" | "finishing";

export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== "idle" ||
    fetchers.some((fetcher) => fetcher.state === "submitting" || fetcher.state === "loading");
  const [shown, setShown] = useState(false);

  // Shown only by a timer while busy and hidden by one once idle, whatever order the timers and
  // renders come in: a bar that started after its navigation ended must not stay at 90% for good.
  useEffect(() => {
    if (busy) {
      const show = window.setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(show);
    }
    if (!shown) return;
    const hide = window.setTimeout(() => setShown(false), PROGRESS_HIDE_MS);
    return () => window.clearTimeout(hide);
  }, [busy, shown]);

  // When the work ends, a running bar completes at once; one that never showed stays hidden.
  const phase: Phase = !shown ? "idle" : busy ? "running" : "finishing";

  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      // Announced only while the page loads: the finished bar fades out and says nothing new.
      aria-hidden={phase !== "running"}
      aria-busy={phase === "running"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className="h-full bg-mint"
        style={{
          width: phase === "idle" ? "0%" : phase === "running" ? "90%" : "100%",
          opacity: phase === "idle" ? 0 : 1,
          transition:
            phase === "running"
              ? `width ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
              : `width 200ms ease-out, opacity ${PROGRESS_HIDE_MS}ms ease-in 200ms`,
        }}
      />
    </div>
  );
}
