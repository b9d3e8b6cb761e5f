import type { ReportError } from "./context";

/**
 * Runs work after the answer has gone, where its duration must not show in the answer (how
 * long a forgotten-password request takes must not tell whether the email has an account).
 * A failure is reported, never thrown.
 */
export function createBackground(reportError?: ReportError) {
  const report: ReportError =
    reportError ?? ((error, context) => console.error("Background work failed:", context, error));
  return function runLater(task: () => Promise<void>, label: string) {
    void task().catch((error: unknown) => report(error, { task: label }));
  };
}

export type RunLater = ReturnType<typeof createBackground>;
