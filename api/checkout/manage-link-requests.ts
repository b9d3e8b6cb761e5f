import type { ApiDeps } from "../context";
import { manageLinkEmail, manageLinkEmailKind, type LinkedStay } from "../email/manage-link-email";
import { renderEmail } from "../email/layout";
import { manageLinkFor } from "../domain/manage-links";
import { findStaysBookedBy } from "../repositories/booking-extensions";
import { findListing } from "../repositories/listings";
import { enqueueEmail } from "../repositories/outbox";
import { bookingAnswer } from "./booking-answer";
import { findStay, type Stay } from "./extensions";

export type LinkRequestDeps = Pick<
  ApiDeps,
  "database" | "now" | "signingSecret" | "config" | "mailer"
>;

/** The signed link that opens a stay until a week after it ends, extensions included. */
export function stayManageLink(stay: Stay, options: { appUrl: string; secret: string }) {
  const { first } = stay;
  return manageLinkFor(
    { id: first.id, during: { start: first.start, end: stay.end }, paidUntil: first.paidUntil },
    options,
  );
}

/**
 * Emails the links of every stay not yet over that `booker` made, in one email to that address;
 * nothing when none matches. Run after the request has been answered, so that how long it takes
 * says nothing about whether a booking matched.
 */
export async function sendManageLinks(
  deps: LinkRequestDeps,
  booker: { email: string; registration: string },
) {
  const { db } = deps.database;
  const now = deps.now();
  const ids = await findStaysBookedBy(db, booker, now);
  const stays = (await Promise.all(ids.map((id) => findStay(db, id)))).filter(
    (stay) => stay !== null,
  );
  if (stays.length === 0) return;
  const secret = await deps.signingSecret();
  const linked = await Promise.all(
    stays.map(async (stay): Promise<LinkedStay> => {
      const listing = await findListing(db, stay.first.listingId);
      if (!listing) throw new Error(`Listing ${stay.first.listingId} has disappeared`);
      return {
        booking: await bookingAnswer(db, stay.first.id, now),
        country: listing.country,
        endsAt: stay.end,
        manageLink: stayManageLink(stay, { appUrl: deps.config.appUrl, secret }),
      };
    }),
  );
  await enqueueEmail(db, {
    to: booker.email,
    kind: manageLinkEmailKind,
    ...renderEmail(manageLinkEmail(linked)),
  });
  deps.mailer.deliverSoon();
}
