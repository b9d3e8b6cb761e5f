import nodemailer from "nodemailer";
import type { ReportError } from "./context";
import type { Db } from "./db/client";
import { describeErrorForLog } from "./errors";
import {
  claimUnsentEmails,
  clearEmailError,
  markEmailFailed,
  type OutboxEntry,
} from "./repositories/outbox";

/** What delivery needs of a nodemailer transporter; tests pass their own. */
export type MailTransport = {
  sendMail(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
};

export type Mailer = {
  /** Starts delivering the outbox in the background; the caller does not wait for SMTP. */
  deliverSoon(): void;
};

const batchSize = 50;

/**
 * Sends unsent outbox emails: each one sent is left marked sent, each failure goes back to the
 * queue with its error. Keeps taking batches while they come back full and all went, so a
 * backlog drains, and stops at the first failing batch so an outage is not retried in a loop.
 *
 * An email is marked sent as it is taken (see `claimUnsentEmails`): if the process dies while
 * sending, that email is not sent again. The schema has no separate "taken" column, and sending
 * an email at most once is the better failure for password links.
 */
export async function deliverOutbox(
  db: Db,
  transport: MailTransport,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimUnsentEmails(db, batchSize);
    let batchFailed = false;
    for (const email of batch) {
      if (await deliverOne(db, transport, email)) {
        sent += 1;
      } else {
        failed += 1;
        batchFailed = true;
      }
    }
    if (batch.length < batchSize || batchFailed) return { sent, failed };
  }
}

async function deliverOne(db: Db, transport: MailTransport, email: OutboxEntry): Promise<boolean> {
  try {
    await transport.sendMail({
      to: email.to,
      subject: email.subject,
      text: email.textBody,
      ...(email.htmlBody === null ? {} : { html: email.htmlBody }),
    });
  } catch (error) {
    await markEmailFailed(db, email.id, error instanceof Error ? error.message : String(error));
    return false;
  }
  if (email.lastError !== null) await clearEmailError(db, email.id);
  return true;
}

/**
 * With SMTP_URL unset, mail stays in the outbox (read it at GET /api/dev/outbox outside
 * production). With it set, each `deliverSoon` runs `deliverOutbox`; calls made while a run is
 * going ask for one more run after it rather than a second concurrent one.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  reportError?: ReportError;
}): Mailer {
  const { smtpUrl } = options;
  if (!smtpUrl) return { deliverSoon() {} };
  const transport = nodemailer.createTransport(smtpUrl, { from: options.from });
  let running = false;
  let runAgain = false;

  async function run() {
    running = true;
    try {
      do {
        runAgain = false;
        await deliverOutbox(options.db, transport);
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
