import { createHash, randomBytes } from "node:crypto";
import { escapeHtml } from "./html";

export const passwordResetLifetimeMinutes = 60;

export const passwordResetEmailKind = "password-reset";

/** Only the hash is stored, so a copy of the database cannot be used to reset passwords. */
export function hashPasswordResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A random, URL-safe token for a forgotten-password link, and the hash kept of it. */
export function newPasswordResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashPasswordResetToken(token) };
}

export function passwordResetExpiry(now: Date): Date {
  return new Date(now.getTime() + passwordResetLifetimeMinutes * 60_000);
}

/** The web's page for a forgotten-password link (spec §2: /forgotten-password/{token?}). */
export function passwordResetLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/forgotten-password/${token}`;
}

export function passwordResetEmail(options: { firstName: string; link: string }) {
  const greeting = options.firstName ? `Hello ${options.firstName},` : "Hello,";
  const textBody = [
    greeting,
    "",
    "We received a request to reset the password of your Parkway account. Choose a new password here:",
    "",
    options.link,
    "",
    `The link works once and expires in ${passwordResetLifetimeMinutes} minutes. If you did not ask to reset your password, you can ignore this email: your password has not changed.`,
    "",
    "Parkway",
  ].join("\n");
  const htmlBody = [
    `<p>${escapeHtml(greeting)}</p>`,
    "<p>We received a request to reset the password of your Parkway account.</p>",
    `<p><a href="${escapeHtml(options.link)}">Choose a new password</a></p>`,
    `<p>The link works once and expires in ${passwordResetLifetimeMinutes} minutes. If you did not ask to reset your password, you can ignore this email: your password has not changed.</p>`,
    "<p>Parkway</p>",
  ].join("\n");
  return { subject: "Reset your Parkway password", textBody, htmlBody };
}
