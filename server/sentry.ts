import { scrubReport } from "../app/lib/redact";

type CaptureException = (error: unknown, context?: Record<string, unknown>) => void;

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
    beforeSend: (event) => scrubReport(event),
  });
  return function captureException(error, context) {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  };
}
