const LAST_RELOAD_KEY = "parkway:chunk-reload-at";
const MIN_INTERVAL_MS = 60_000;

/** Spec §8: after a chunk-load failure (usually a new deployment), reload at most once a minute. */
export function reloadAfterChunkFailure(storage: Storage = sessionStorage, now = Date.now()) {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

export function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
