import { createHmac } from "node:crypto";
import { matchesInConstantTime } from "./constant-time";

/**
 * A new email address is confirmed from the new address before the account takes it. The link
 * carries everything it needs, signed, so nothing waits in the database: who asked, the new
 * address, when the link expires, and a signature that also covers the account's email when it
 * was asked. Once the email has changed, that signature no longer matches, so a link works once,
 * and one asked for earlier stops working too.
 */

export const emailChangeLifetimeHours = 24;

export type EmailChangeRequest = { userId: string; newEmail: string; expiresAt: Date };

/** Emails are case-blind in the database (citext); the link keeps only lower case (decision 003). */
function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function signature(secret: string, request: EmailChangeRequest, currentEmail: string): string {
  const expirySeconds = Math.floor(request.expiresAt.getTime() / 1000);
  return createHmac("sha256", secret)
    .update(
      `email-change|${request.userId}|${canonicalEmail(request.newEmail)}|${expirySeconds}|${canonicalEmail(currentEmail)}`,
    )
    .digest("hex");
}

export function emailChangeExpiry(now: Date): Date {
  const expirySeconds = Math.floor(now.getTime() / 1000) + emailChangeLifetimeHours * 3600;
  return new Date(expirySeconds * 1000);
}

/**
 * `{user id}.{new email in hex}.{expiry in Unix seconds}.{HMAC-SHA256 in hex}`: lower-case
 * letters, digits, dots and dashes only, so it survives the web's lower-casing of paths.
 */
export function emailChangeToken(
  secret: string,
  request: EmailChangeRequest,
  currentEmail: string,
): string {
  const expirySeconds = Math.floor(request.expiresAt.getTime() / 1000);
  const address = Buffer.from(canonicalEmail(request.newEmail), "utf8").toString("hex");
  return `${request.userId}.${address}.${expirySeconds}.${signature(secret, request, currentEmail)}`;
}

/** The web's page for the link (`{APP_URL}/confirm-email/{token}`). */
export function emailChangeLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/confirm-email/${token}`;
}

const tokenPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.((?:[0-9a-f]{2}){3,254})\.([0-9]{1,12})\.([0-9a-f]{64})$/;

export type EmailChangeLink = EmailChangeRequest & { signature: string };

/** What a link's token says, unchecked: whether its signature holds needs the account's email. */
export function readEmailChangeToken(token: string): EmailChangeLink | null {
  const match = tokenPattern.exec(token.trim().toLowerCase());
  if (!match) return null;
  return {
    userId: match[1]!,
    newEmail: Buffer.from(match[2]!, "hex").toString("utf8"),
    expiresAt: new Date(Number(match[3]) * 1000),
    signature: match[4]!,
  };
}

/** A link is good when its signature holds for the account's email now and it has not expired. */
export function emailChangeLinkStanding(
  secret: string,
  link: EmailChangeLink,
  context: { currentEmail: string; now: Date },
): "good" | "expired" | "unusable" {
  if (!matchesInConstantTime(signature(secret, link, context.currentEmail), link.signature)) {
    return "unusable";
  }
  return link.expiresAt.getTime() <= context.now.getTime() ? "expired" : "good";
}
