import { redactUrl } from "./redact-url";

type Capture = (error: unknown, context?: Record<string, unknown>) => void;

const LOGGER_PATH = "/__logger";
const DEDUPE_MS = 10_000;
// The logger refuses bodies over 16 KB; stay well inside it.
const MAX_REPORT_CHARS = 12_000;

let capture: Capture | undefined;
let startingSentry: Promise<void> | undefined;
const lastSent = new Map<string, number>();

function describe(error: unknown) {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack?.slice(0, 8000) };
  }
  let message: string;
  try {
    message = typeof error === "string" ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { name: "NonError", message: message.slice(0, 2000), stack: undefined };
}

function isDuplicate(key: string, now: number) {
  for (const [seen, at] of lastSent) {
    if (now - at >= DEDUPE_MS) lastSent.delete(seen);
  }
  if (lastSent.has(key)) return true;
  lastSent.set(key, now);
  return false;
}

function serialise(
  exception: ReturnType<typeof describe>,
  context: Record<string, unknown> | undefined,
) {
  const report = (withContext: boolean) =>
    JSON.stringify({
      severity: "error",
      body: {
        message: exception.message,
        exception,
        request: { url: redactUrl(location.href) },
        context: withContext ? context : undefined,
      },
    });
  const full = report(true);
  return full.length <= MAX_REPORT_CHARS ? full : report(false);
}

function sendToLogger(body: string) {
  fetch(LOGGER_PATH, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    // keepalive lets a report sent while the page unloads still arrive.
    keepalive: true,
  }).catch(() => {});
}

/**
 * Reports an error from the browser: to Sentry once it is running, otherwise to the app's own
 * `/__logger`. Never throws, and repeats of one message within 10 s are dropped so a render
 * loop cannot flood the server. On the server it only writes to the console.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  try {
    if (typeof window === "undefined") {
      console.error(error);
      return;
    }
    const exception = describe(error);
    if (isDuplicate(`${exception.name}: ${exception.message}`, Date.now())) return;
    if (import.meta.env?.DEV) console.error(error);
    if (capture) capture(error, context);
    else sendToLogger(serialise(exception, context));
  } catch {
    // Reporting must never become the next error.
  }
}

/**
 * Loads Sentry on demand, with the scrubbing of its reports (neither is in the main bundle), and
 * routes reportError to it.
 */
export function startErrorReporting(dsn: string) {
  startingSentry ??= Promise.all([import("@sentry/browser"), import("./redact")]).then(
    ([Sentry, { scrubReport }]) => {
      Sentry.init({
        dsn,
        sendDefaultPii: false,
        beforeSend: (event) => scrubReport(event),
      });
      capture = (error, context) => {
        Sentry.captureException(error, context ? { extra: context } : undefined);
      };
    },
  );
  return startingSentry;
}

/** For tests: forget Sentry and the dedupe window. */
export function resetErrorReporting() {
  capture = undefined;
  startingSentry = undefined;
  lastSent.clear();
}
