import type { Booking } from "#contract/bookings";
import { bookingAnswers } from "../checkout/booking-answer";
import type { ApiDeps, ResolvedApiConfig } from "../context";
import type { Db } from "../db/client";
import { manageLinkFor } from "../domain/manage-links";
import { majorUnits } from "../domain/money";
import { unsubscribeLink } from "../domain/unsubscribes";
import {
  findBookingParties,
  findBookingsToRemind,
  findPurchasePayment,
  findRenewalsToRemind,
  reminderKey,
  renewalReminderPrefix,
  startReminderPrefix,
  type BookingParties,
} from "../repositories/booking-emails";
import { enqueueEmail, type OutgoingEmail } from "../repositories/outbox";
import { findBookingPayment } from "../repositories/tenant-bookings";
import {
  bookingCalendar,
  cancellationEmail,
  confirmationEmail,
  ownerNoticeEmail,
  receiptEmail,
  renewalFailedEmail,
  renewalReceiptEmail,
  renewalReminderEmail,
  startReminderEmail,
  type BookingLetter,
  type CancellationOutcome,
} from "./booking-emails";
import { renderEmail, type EmailDocument, type EmailLink } from "./layout";

/*
 * Queues the booking emails where bookings change: each under a dedupe key naming the email once
 * and for all, so running a trigger again (a retried purchase, a second instance's upkeep) never
 * queues it twice. Called inside the transaction that makes the change where there is one, so a
 * confirmed booking always has its email and a rolled-back one never does.
 */

/** What booking emails need besides the database: their links' base and key, and delivery. */
export type BookingMailDeps = Pick<ApiDeps, "signingSecret" | "mailer"> & {
  config: Pick<ResolvedApiConfig, "appUrl">;
};

/**
 * The web's address and the signing secret, read before a transaction opens: the stored secret
 * is read through the pool, which must not wait on the transaction's own connection.
 */
export type MailLinks = { appUrl: string; secret: string };

export async function mailLinks(deps: BookingMailDeps): Promise<MailLinks> {
  return { appUrl: deps.config.appUrl.replace(/\/+$/, ""), secret: await deps.signingSecret() };
}

export const bookingEmailKinds = {
  confirmation: "booking-confirmation",
  receipt: "booking-receipt",
  ownerNotice: "owner-booking-notice",
  startReminder: startReminderPrefix,
  renewalReminder: renewalReminderPrefix,
  cancellation: "booking-cancellation",
  renewalReceipt: "renewal-receipt",
  renewalFailed: "renewal-failed",
} as const;

function queue(
  db: Db,
  email: { to: string; kind: string; dedupeKey: string; document: EmailDocument },
  extra: Pick<OutgoingEmail, "attachments" | "headers"> = {},
) {
  return enqueueEmail(db, {
    to: email.to,
    kind: email.kind,
    dedupeKey: email.dedupeKey,
    ...renderEmail(email.document),
    ...extra,
  });
}

function manageLink(booking: Booking, links: MailLinks): string {
  return manageLinkFor(
    {
      id: booking.id,
      during: { start: new Date(booking.start), end: booking.end ? new Date(booking.end) : null },
      paidUntil: booking.paid_until ? new Date(booking.paid_until) : null,
    },
    links,
  );
}

/** The bookings as their emails show them, each with whom it concerns. */
async function bookingsToWrite(db: Db, bookingIds: number[], now: Date) {
  const answers = await bookingAnswers(db, bookingIds, now);
  const parties = await findBookingParties(db, bookingIds);
  return answers.flatMap((booking) => {
    const party = parties.get(booking.id);
    return party ? [{ booking, party }] : [];
  });
}

function letterFor(
  booking: Booking,
  party: BookingParties,
  links: MailLinks,
): BookingLetter | null {
  if (!party.driver) return null;
  return {
    booking,
    country: party.country,
    firstName: party.driver.firstName,
    manageLink: manageLink(booking, links),
  };
}

/** The letter to the driver of the first of `bookingIds`; null when there is no one to write to. */
async function letterToDriver(tx: Db, bookingIds: number[], links: MailLinks, now: Date) {
  const [written] = await bookingsToWrite(tx, bookingIds, now);
  const letter = written && letterFor(written.booking, written.party, links);
  if (!written?.party.driver || !letter) return null;
  return { letter, party: written.party, to: written.party.driver.email };
}

/**
 * A paid purchase: each booking's confirmation (with its calendar event) to the driver and notice
 * to the space's owner, and one receipt for what was charged.
 */
export async function queuePurchaseEmails(
  tx: Db,
  purchaseId: string,
  links: MailLinks,
  now: Date,
): Promise<void> {
  const payment = await findPurchasePayment(tx, purchaseId);
  if (!payment) return;
  const written = await bookingsToWrite(tx, payment.bookingIds, now);
  for (const { booking, party } of written) {
    const letter = letterFor(booking, party, links);
    if (letter && party.driver) {
      await queue(
        tx,
        {
          to: party.driver.email,
          kind: bookingEmailKinds.confirmation,
          dedupeKey: `${bookingEmailKinds.confirmation}:${booking.id}`,
          document: confirmationEmail(letter),
        },
        { attachments: [bookingCalendar(letter, now)] },
      );
    }
    if (party.owner) {
      await queue(tx, {
        to: party.owner.email,
        kind: bookingEmailKinds.ownerNotice,
        dedupeKey: `${bookingEmailKinds.ownerNotice}:${booking.id}`,
        document: ownerNoticeEmail({
          booking,
          country: party.country,
          firstName: party.owner.firstName,
          driverFirstName: party.driver?.firstName ?? null,
          listingsLink: `${links.appUrl}/account/listings`,
        }),
      });
    }
  }
  const [first] = written;
  if (!first?.party.driver) return;
  await queue(tx, {
    to: first.party.driver.email,
    kind: bookingEmailKinds.receipt,
    dedupeKey: `${bookingEmailKinds.receipt}:${purchaseId}`,
    document: receiptEmail({
      bookings: written.map(({ booking }) => booking),
      country: first.party.country,
      firstName: first.party.driver.firstName,
      payment: { ...payment, amount: majorUnits(payment.amountMinor) },
    }),
  });
}

/** A cancelled booking, or a monthly one given notice: what it means for the driver's money. */
export async function queueCancellationEmail(
  tx: Db,
  bookingId: number,
  outcome: CancellationOutcome,
  links: MailLinks,
  now: Date,
): Promise<void> {
  const written = await letterToDriver(tx, [bookingId], links, now);
  if (!written) return;
  const { letter, to } = written;
  await queue(tx, {
    to,
    kind: bookingEmailKinds.cancellation,
    dedupeKey: `${bookingEmailKinds.cancellation}:${bookingId}`,
    document: cancellationEmail(
      letter,
      outcome,
      await findBookingPayment(tx, bookingId),
      `${links.appUrl}/contact-us`,
    ),
  });
}

/** Another season of a monthly booking paid for; its manage link runs to the new paid time. */
export async function queueRenewalReceipt(
  tx: Db,
  purchaseId: string,
  links: MailLinks,
  now: Date,
): Promise<void> {
  const payment = await findPurchasePayment(tx, purchaseId);
  const written = payment && (await letterToDriver(tx, payment.bookingIds, links, now));
  if (!payment || !written) return;
  const { letter, to } = written;
  await queue(tx, {
    to,
    kind: bookingEmailKinds.renewalReceipt,
    dedupeKey: `${bookingEmailKinds.renewalReceipt}:${purchaseId}`,
    document: renewalReceiptEmail({
      ...letter,
      payment: { ...payment, amount: majorUnits(payment.amountMinor) },
    }),
  });
}

/** A monthly booking that could not renew, and so ends when its paid time does. */
export async function queueRenewalFailed(
  tx: Db,
  bookingId: number,
  reason: string,
  links: MailLinks,
  now: Date,
): Promise<void> {
  const written = await letterToDriver(tx, [bookingId], links, now);
  if (!written) return;
  const { letter, party, to } = written;
  const { renewalMinor } = party;
  await queue(tx, {
    to,
    kind: bookingEmailKinds.renewalFailed,
    dedupeKey: `${bookingEmailKinds.renewalFailed}:${bookingId}`,
    document: renewalFailedEmail({
      ...letter,
      renewal: renewalMinor === null ? null : majorUnits(renewalMinor),
      reason,
      spaceLink: `${links.appUrl}/locations/show/${letter.booking.space.id}`,
    }),
  });
}

/** RFC 8058: the web's unsubscribe page takes the one-click POST mail clients send. */
function reminderHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * Reminders now due: a day before an hourly or airport booking starts, and some days before a
 * monthly booking renews, to drivers who want them. The search skips bookings already reminded
 * and the dedupe key settles a race between instances. Returns how many were queued.
 */
export async function queueDueReminders(db: Db, links: MailLinks, now: Date): Promise<number> {
  type Reminder = {
    letter: BookingLetter;
    party: BookingParties;
    to: string;
    unsubscribe: EmailLink;
  };
  let queued = 0;
  async function remind(
    bookingIds: number[],
    kind: string,
    write: (reminder: Reminder) => Promise<{ dedupeKey: string; document: EmailDocument } | null>,
  ) {
    for (const { booking, party } of await bookingsToWrite(db, bookingIds, now)) {
      const letter = letterFor(booking, party, links);
      if (!letter || !party.driver) continue;
      const to = party.driver.email;
      const href = unsubscribeLink(links.appUrl, links.secret, to, "booking-reminders");
      const email = await write({
        letter,
        party,
        to,
        unsubscribe: { label: "Stop booking reminders", href },
      });
      if (!email) continue;
      const headers = reminderHeaders(href);
      if (await queue(db, { to, kind, ...email }, { headers })) queued += 1;
    }
  }

  await remind(
    await findBookingsToRemind(db, now),
    bookingEmailKinds.startReminder,
    async ({ letter, unsubscribe }) => ({
      dedupeKey: reminderKey(
        startReminderPrefix,
        letter.booking.id,
        new Date(letter.booking.start),
      ),
      document: startReminderEmail(letter, unsubscribe),
    }),
  );
  await remind(
    await findRenewalsToRemind(db, now),
    bookingEmailKinds.renewalReminder,
    async ({ letter, party, unsubscribe }) => {
      const paidUntil = letter.booking.paid_until;
      if (!paidUntil || party.renewalMinor === null) return null;
      const payment = await findBookingPayment(db, letter.booking.id);
      return {
        dedupeKey: reminderKey(renewalReminderPrefix, letter.booking.id, new Date(paidUntil)),
        document: renewalReminderEmail(
          { ...letter, renewal: majorUnits(party.renewalMinor), payment },
          unsubscribe,
        ),
      };
    },
  );
  return queued;
}
