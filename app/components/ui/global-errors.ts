import { useEffect } from "react";
import { showErrorToast } from "~/components/ui/toaster";
import { isChunkLoadError, reloadAfterChunkFailure } from "~/lib/chunk-reload";
import { reportError } from "~/lib/error-reporting";

/** Errors thrown by this site's own scripts; a vendor's cross-origin "Script error." is not ours to show. */
function isOwnScript(event: ErrorEvent) {
  return event.error !== null && (!event.filename || event.filename.startsWith(location.origin));
}

/**
 * Spec §8: an error no part of the page handled is reported and shown as the danger toast
 * 'Sorry, something went wrong'; a chunk that failed to load (a new deployment) reloads the
 * page instead, at most once a minute.
 */
export function useGlobalErrorHandling() {
  useEffect(() => {
    function handle(error: unknown) {
      if (isChunkLoadError(error)) {
        reloadAfterChunkFailure();
        return;
      }
      reportError(error);
      showErrorToast();
    }
    function onError(event: ErrorEvent) {
      if (isOwnScript(event)) handle(event.error);
    }
    function onRejection(event: PromiseRejectionEvent) {
      handle(event.reason);
    }
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}
