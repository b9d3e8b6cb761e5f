import { createHmac } from "node:crypto";
import type { UnsubscribeType } from "#contract/unsubscribes";
import { matchesInConstantTime } from "./constant-time";

/** Links are compared on the lower-case address: the web lower-cases paths (spec §2). */
function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The signature an unsubscribe link carries so that only the address's own emails can stop its
 * mail: HMAC-SHA256 of `email|type` under the service's signing secret, as lower-case hex so it
 * survives the web's lower-casing of URLs.
 */
export function unsubscribeSignature(secret: string, email: string, type: UnsubscribeType): string {
  return createHmac("sha256", secret)
    .update(`${canonicalEmail(email)}|${type}`)
    .digest("hex");
}

export function unsubscribeSignatureMatches(
  secret: string,
  request: { email: string; type: UnsubscribeType; signature: string },
): boolean {
  return matchesInConstantTime(
    unsubscribeSignature(secret, request.email, request.type),
    request.signature.toLowerCase(),
  );
}

/** The web's unsubscribe page for `email` and `type`, signed (spec §2 /unsubscribe/{email}/{type}). */
export function unsubscribeLink(
  appUrl: string,
  secret: string,
  email: string,
  type: UnsubscribeType,
): string {
  const signature = unsubscribeSignature(secret, email, type);
  const address = encodeURIComponent(canonicalEmail(email));
  return `${appUrl.replace(/\/+$/, "")}/unsubscribe/${address}/${type}?signature=${signature}`;
}

export type EmailPreferencesOff = { marketingEmails?: false; bookingReminders?: false };

/**
 * What an emailed unsubscribe link stops (contract/unsubscribes.ts): marketing switches off a
 * registered user's marketing_emails, booking-reminders their booking_reminders (a guest's
 * address is kept from them by the email_unsubscribes row), location-alerts every alert the
 * address asked for, and all each of these.
 */
export function preferencesSwitchedOff(type: UnsubscribeType): EmailPreferencesOff {
  switch (type) {
    case "marketing":
      return { marketingEmails: false };
    case "booking-reminders":
      return { bookingReminders: false };
    case "location-alerts":
      return {};
    case "all":
      return { marketingEmails: false, bookingReminders: false };
  }
}

export function stopsLocationAlerts(type: UnsubscribeType): boolean {
  return type === "location-alerts" || type === "all";
}
