import { createHmac } from "node:crypto";
import { matchesInConstantTime } from "./constant-time";

/** How long after a booking ends its emailed link still opens it: for the receipt, a refund's progress. */
export const manageLinkDaysAfterEnd = 7;

/** What a manage link is made from: the booking and when it ends or, rolling on, is paid until. */
export type LinkedBooking = {
  id: number;
  during: { start: Date; end: Date | null };
  paidUntil: Date | null;
};

export type ManageLink = { bookingId: number; expiresAt: Date };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When a booking's link stops working: a week after it ends. A monthly booking rolling on has no
 * end yet, so its link lasts a week past the paid month, and each renewal email carries a new one.
 */
export function manageLinkExpiry(booking: LinkedBooking): Date {
  const ends = booking.during.end ?? booking.paidUntil ?? booking.during.start;
  return new Date(ends.getTime() + manageLinkDaysAfterEnd * dayMs);
}

/**
 * `{bookingId}.{expiry in Unix seconds}.{HMAC-SHA256 in hex}`: digits, dots and lower-case hex
 * only, so the token survives the web's lower-casing of paths, and the "manage-booking" prefix
 * keeps it from standing for any other signed value under the same secret.
 */
function signature(secret: string, bookingId: number, expirySeconds: number): string {
  return createHmac("sha256", secret)
    .update(`manage-booking|${bookingId}|${expirySeconds}`)
    .digest("hex");
}

/** The token that opens one booking without signing in, until `manageLinkExpiry`. */
export function manageLinkToken(secret: string, booking: LinkedBooking): string {
  const expirySeconds = Math.floor(manageLinkExpiry(booking).getTime() / 1000);
  return `${booking.id}.${expirySeconds}.${signature(secret, booking.id, expirySeconds)}`;
}

/** The web's page for the booking (`{APP_URL}/manage-booking/{token}`), as emails link it. */
export function manageLinkFor(
  booking: LinkedBooking,
  options: { appUrl: string; secret: string },
): string {
  return `${options.appUrl.replace(/\/+$/, "")}/manage-booking/${manageLinkToken(options.secret, booking)}`;
}

const tokenPattern = /^([1-9][0-9]{0,15})\.([0-9]{1,12})\.([0-9a-f]{64})$/;

/**
 * The booking a token opens, or null when it is malformed, forged or expired at `now`. Whether
 * the booking still exists is the caller's to check.
 */
export function readManageLink(
  token: string,
  options: { secret: string; now: Date },
): ManageLink | null {
  const match = tokenPattern.exec(token.trim().toLowerCase());
  if (!match) return null;
  const bookingId = Number(match[1]);
  const expirySeconds = Number(match[2]);
  if (!Number.isSafeInteger(bookingId)) return null;
  const expected = signature(options.secret, bookingId, expirySeconds);
  if (!matchesInConstantTime(expected, match[3]!)) return null;
  const expiresAt = new Date(expirySeconds * 1000);
  if (expiresAt.getTime() <= options.now.getTime()) return null;
  return { bookingId, expiresAt };
}
