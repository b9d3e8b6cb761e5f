import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** True on the server and while React hydrates the server's markup; false in a client render. */
export function useHydrating() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
