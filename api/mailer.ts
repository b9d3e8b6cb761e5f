import nodemailer from "nodemailer";
import type { ReportError } from "./context";
import type { Db } from "./db/client";
import { describeErrorForLog } from "./errors";
import {
  claimDueEmails,
  clearEmailError,
  markEmailFailed,
  type OutboxEntry,
} from "./repositories/outbox";

/** What delivery needs of a nodemailer transporter; tests pass their own. */
export type MailTransport = {
  sendMail(message: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
    headers?: Record<string, string>;
  }): Promise<unknown>;
};

export type Mailer = {
  /** Starts delivering the outbox in the background; the caller does not wait for SMTP. */
  deliverSoon(): void;
};

const batchSize = 50;

/** After this many failed sends an email stays unsent, and the failure is reported. */
export const MAX_SEND_ATTEMPTS = 8;

const MINUTE_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * MINUTE_MS;

/**
 * How long an email waits after its `attempts`-th failure: 1, 4, 16 and 64 minutes, then about
 * 4 and 6 hours, so a short outage costs minutes and the last try comes some 18 hours after the
 * first.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, MINUTE_MS * 4 ** Math.max(0, attempts - 1));
}

export type DeliveryReport = { sent: number; failed: number; gaveUp: OutboxEntry[] };

/**
 * Sends the emails that are due: each one sent is left marked sent, each failure goes back to
 * the queue to wait `retryDelayMs` before its next try, or, at the `MAX_SEND_ATTEMPTS`th, stays
 * unsent for good and is returned in `gaveUp`. Keeps taking batches while they come back full and
 * all went, so a backlog drains, and stops at the first failing batch so an outage is not retried
 * in a loop.
 *
 * An email is marked sent as it is taken (see `claimDueEmails`): if the process dies while
 * sending, that email is not sent again. Sending an email at most once is the better failure for
 * password links and receipts alike.
 */
export async function deliverOutbox(
  db: Db,
  transport: MailTransport,
  now: () => Date = () => new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, gaveUp: [] };
  for (;;) {
    const batch = await claimDueEmails(db, {
      limit: batchSize,
      maxAttempts: MAX_SEND_ATTEMPTS,
      now: now(),
    });
    let batchFailed = false;
    for (const email of batch) {
      const outcome = await deliverOne(db, transport, email, now);
      if (outcome === "sent") {
        report.sent += 1;
        continue;
      }
      report.failed += 1;
      batchFailed = true;
      if (outcome === "gave up") report.gaveUp.push(email);
    }
    if (batch.length < batchSize || batchFailed) return report;
  }
}

async function deliverOne(
  db: Db,
  transport: MailTransport,
  email: OutboxEntry,
  now: () => Date,
): Promise<"sent" | "retrying" | "gave up"> {
  try {
    await transport.sendMail({
      to: email.to,
      subject: email.subject,
      text: email.textBody,
      ...(email.htmlBody === null ? {} : { html: email.htmlBody }),
      ...(email.attachments.length > 0 ? { attachments: email.attachments } : {}),
      ...(Object.keys(email.headers).length > 0 ? { headers: email.headers } : {}),
    });
  } catch (error) {
    const attempts = email.attempts + 1;
    const gaveUp = attempts >= MAX_SEND_ATTEMPTS;
    await markEmailFailed(db, email.id, {
      error: error instanceof Error ? error.message : String(error),
      attempts,
      nextAttemptAt: gaveUp ? null : new Date(now().getTime() + retryDelayMs(attempts)),
    });
    return gaveUp ? "gave up" : "retrying";
  }
  if (email.lastError !== null) await clearEmailError(db, email.id);
  return "sent";
}

/**
 * With SMTP_URL unset, mail stays in the outbox (read it at GET /api/dev/outbox on a local
 * machine). With it set, each `deliverSoon` runs `deliverOutbox`; calls made while a run is
 * going ask for one more run after it rather than a second concurrent one. The booking upkeep
 * calls `deliverSoon` every minute, which sends what it queued and retries what failed.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  now?: () => Date;
  reportError?: ReportError;
}): Mailer {
  const { smtpUrl } = options;
  if (!smtpUrl) return { deliverSoon() {} };
  const transport = nodemailer.createTransport(smtpUrl, { from: options.from });
  const report: ReportError =
    options.reportError ?? ((error) => console.error(describeErrorForLog(error)));
  let running = false;
  let runAgain = false;

  async function run() {
    running = true;
    try {
      do {
        runAgain = false;
        const { gaveUp } = await deliverOutbox(options.db, transport, options.now);
        for (const email of gaveUp) {
          report(new Error(`An email could not be sent after ${MAX_SEND_ATTEMPTS} tries`), {
            task: "deliver-outbox",
            emailId: email.id,
            kind: email.kind,
          });
        }
      } while (runAgain);
    } catch (error) {
      console.error("Delivering the outbox failed:", describeErrorForLog(error));
      options.reportError?.(error, { task: "deliver-outbox" });
    } finally {
      running = false;
    }
  }

  return {
    deliverSoon() {
      if (running) {
        runAgain = true;
        return;
      }
      void run();
    },
  };
}
