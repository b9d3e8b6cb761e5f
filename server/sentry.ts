import { isSecretKey, REDACTED, redactSecrets } from "../app/lib/redact";

type CaptureException = (error: unknown, context?: Record<string, unknown>) => void;

function redactValues(values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, isSecretKey(key) ? REDACTED : value]),
  );
}

/**
 * Starts server-side error reporting when a DSN is configured. Returns undefined when it is off,
 * so callers fall back to the console instead of calling a function that silently does nothing.
 */
export async function initServerErrorReporting(
  dsn: string | undefined,
): Promise<CaptureException | undefined> {
  if (!dsn) return undefined;
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn,
    sendDefaultPii: false,
    beforeSend(event) {
      const request = event.request;
      if (request) {
        if (request.data !== undefined) request.data = redactSecrets(request.data);
        if (request.cookies) request.cookies = redactValues(request.cookies);
        if (request.headers) request.headers = redactValues(request.headers);
      }
      return event;
    },
  });
  return function captureException(error, context) {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  };
}
