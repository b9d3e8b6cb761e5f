import { emailChangeLifetimeHours } from "../domain/email-changes";
import { renderEmail } from "./layout";

/**
 * The emails about an account's own settings. None is optional: each tells the account's
 * owner of a change to how they sign in, so none carries an unsubscribe link.
 */

export const emailChangeEmailKind = "email-change";
export const emailChangedEmailKind = "email-changed";
export const passwordChangedEmailKind = "password-changed";

function greeting(firstName: string) {
  return firstName ? `Hello ${firstName},` : "Hello,";
}

/** To the new address: the link that makes it the account's email. */
export function emailChangeEmail(options: { firstName: string; newEmail: string; link: string }) {
  return renderEmail({
    subject: "Confirm your new email address for Parkway",
    preheader: "Open the link to use this address for your Parkway account.",
    heading: "Confirm your new email address",
    blocks: [
      { kind: "paragraph", text: greeting(options.firstName) },
      {
        kind: "paragraph",
        text: `You asked to use ${options.newEmail} for your Parkway account. Confirm it is yours, and we will send your bookings and receipts here, and you will log in with it.`,
      },
      { kind: "button", link: { label: "Confirm my new email address", href: options.link } },
      {
        kind: "paragraph",
        text: `The link works once and expires in ${emailChangeLifetimeHours} hours. Until you confirm, your account keeps its current email address. If you did not ask for this, you can ignore this email.`,
      },
    ],
    footer: { reason: "You got this email because this address was given for a Parkway account." },
  });
}

/** To the old address, once the change is made: so that a change nobody asked for is noticed. */
export function emailChangedEmail(options: {
  firstName: string;
  newEmail: string;
  supportEmail: string;
}) {
  return renderEmail({
    subject: "Your Parkway email address has changed",
    preheader: `Your account now uses ${options.newEmail}.`,
    heading: "Your email address has changed",
    blocks: [
      { kind: "paragraph", text: greeting(options.firstName) },
      {
        kind: "paragraph",
        text: `Your Parkway account now uses ${options.newEmail}. We will send your bookings and receipts there, and you log in with it.`,
      },
      {
        kind: "paragraph",
        text: "If you did not make this change, contact us straight away so that we can secure your account.",
      },
      {
        kind: "links",
        links: [{ label: options.supportEmail, href: `mailto:${options.supportEmail}` }],
      },
    ],
    footer: { reason: "You got this email because this was your Parkway account's address." },
  });
}

/** To the account: its password changed, and every other device was signed out. */
export function passwordChangedEmail(options: { firstName: string; supportEmail: string }) {
  return renderEmail({
    subject: "Your Parkway password has changed",
    preheader: "Your other devices have been logged out.",
    heading: "Your password has changed",
    blocks: [
      { kind: "paragraph", text: greeting(options.firstName) },
      {
        kind: "paragraph",
        text: "The password of your Parkway account has just been changed, and every other device that was logged in has been logged out.",
      },
      {
        kind: "paragraph",
        text: "If you did not make this change, reset your password from the login page and contact us straight away.",
      },
      {
        kind: "links",
        links: [{ label: options.supportEmail, href: `mailto:${options.supportEmail}` }],
      },
    ],
    footer: { reason: "You got this email because it is about your Parkway account." },
  });
}
