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

function registerServiceWorker() {
  // Spec §8: an unsupported or failing service worker is not the visitor's problem.
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
}

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  // This module may run after the page's load event; registering waits for it only if it is due.
  if (document.readyState === "complete") registerServiceWorker();
  else window.addEventListener("load", registerServiceWorker, { once: true });
}
