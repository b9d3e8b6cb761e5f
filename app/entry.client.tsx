import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadAfterChunkFailure } from "./lib/chunk-reload";

window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterChunkFailure();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    // Spec §8: an unsupported or failing service worker is not the visitor's problem.
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  });
}
