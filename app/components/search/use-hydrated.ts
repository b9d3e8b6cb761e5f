import { useSyncExternalStore } from "react";

function subscribe() {
  return () => {};
}

/** False in the server's HTML and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
