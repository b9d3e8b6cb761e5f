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

const ROUND_MS = 60 * 1000;

/**
 * Runs `work` now and every minute until stopped. A round that fails is reported and the next
 * one tries again; rounds never overlap.
 */
export function everyMinute(
  work: () => Promise<unknown>,
  task: string,
  reportError: ReportError = (error) => console.error(`${task} failed:`, error),
) {
  const round = () =>
    work().then(
      () => undefined,
      (error: unknown) => reportError(error, { task }),
    );
  let running = round();
  const timer = setInterval(() => {
    running = running.then(round);
  }, ROUND_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
