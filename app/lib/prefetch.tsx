import { createContext, startTransition, useContext, useEffect, useState } from "react";

type PrefetchMode = "viewport" | "none";

/** Spec §9: prefetching starts once the browser is idle, waiting at most this long. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function onSlowConnection() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes("2g"));
}

function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

const PrefetchModeContext = createContext<PrefetchMode>("none");

/**
 * Spec §2: links prefetch page code when visible, but not on 2g, with data saver on or offline. Turning
 * it on re-renders every link of the page (home: 284), so it is a transition React can split
 * into short tasks rather than one that blocks input for a third of a second on a slow phone.
 */
export function PrefetchModeProvider({ children }: { children: React.ReactNode }) {
  const [mode, setMode] = useState<PrefetchMode>("none");
  useEffect(() => {
    if (onSlowConnection()) return;
    // A page the service worker kept is read offline: nothing could be fetched until the
    // connection is back.
    const follow = () => startTransition(() => setMode(navigator.onLine ? "viewport" : "none"));
    const cancel = whenIdle(follow);
    window.addEventListener("online", follow);
    window.addEventListener("offline", follow);
    return () => {
      cancel();
      window.removeEventListener("online", follow);
      window.removeEventListener("offline", follow);
    };
  }, []);
  return <PrefetchModeContext value={mode}>{children}</PrefetchModeContext>;
}

export function usePrefetchMode(): PrefetchMode {
  return useContext(PrefetchModeContext);
}
