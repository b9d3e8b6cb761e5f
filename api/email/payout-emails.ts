import { renderEmail } from "./layout";

export const payoutDetailsChangedEmailKind = "payout-details-changed";

/**
 * To the owner, whenever their payout details change (the help centre promises it), so a change
 * they did not make is noticed before a payout goes to it. Only the last four digits are named.
 */
export function payoutDetailsChangedEmail(options: {
  firstName: string;
  bank: "UK" | "Irish";
  last4: string;
  supportEmail: string;
}) {
  return renderEmail({
    subject: "Your Parkway payout details have changed",
    preheader: `We will pay you into the ${options.bank} account ending ${options.last4}.`,
    heading: "Your payout details have changed",
    blocks: [
      { kind: "paragraph", text: options.firstName ? `Hello ${options.firstName},` : "Hello," },
      {
        kind: "paragraph",
        text: `From your next payout, we will pay you into the ${options.bank} bank account ending ${options.last4}.`,
      },
      {
        kind: "paragraph",
        text: "If you did not make this change, contact us straight away so that we can stop payouts to it.",
      },
      {
        kind: "links",
        links: [{ label: options.supportEmail, href: `mailto:${options.supportEmail}` }],
      },
    ],
    footer: { reason: "You got this email because it is about your Parkway account." },
  });
}
