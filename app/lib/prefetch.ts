import { useSyncExternalStore } from "react";

type PrefetchMode = "viewport" | "none";

/** Spec §9: prefetching starts once the browser is idle, waiting at most this long. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function onSlowConnection() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes("2g"));
}

let mode: PrefetchMode = "none";
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    const enable = () => {
      if (onSlowConnection()) return;
      mode = "viewport";
      for (const notify of listeners) notify();
    };
    if ("requestIdleCallback" in window) {
      window.requestIdleCallback(enable, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    } else {
      setTimeout(enable, PREFETCH_IDLE_TIMEOUT_MS);
    }
  }
  return () => listeners.delete(listener);
}

/** Spec §2: links prefetch page code when visible, but not on 2g or with data saver on. */
export function usePrefetchMode(): PrefetchMode {
  return useSyncExternalStore(
    subscribe,
    () => mode,
    () => "none",
  );
}
