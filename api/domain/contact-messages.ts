import { contactTopicLabels, type ContactImageType, type ContactTopic } from "#contract/contact";
import { htmlParagraphs } from "./email-html";
import { escapeHtml } from "./html";

/** Five full-size images and the text fit; a larger request is refused before it is read. */
export const CONTACT_MAX_REQUEST_BYTES = 30 * 1024 * 1024;

export const contactAcknowledgementKind = "contact-acknowledgement";
export const contactNotificationKind = "contact-message";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** HEIF brands that Apple's and Android's cameras write for HEIC photos. */
const heicBrands = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"];

/** The image type `bytes` hold by their signature ("magic bytes"), whatever the upload claimed. */
export function sniffImageType(bytes: Uint8Array): ContactImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (heicBrands.includes(brand)) return "image/heic";
  }
  return null;
}

/** A file name safe to store and show: no folders, no control characters, at most 200 long. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, 200) || "image";
}

/** The reference a sender quotes: "PWC-" and the first 8 characters of the message's id. */
export function contactReference(messageId: string): string {
  return `PWC-${messageId.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}

export function contactAcknowledgementEmail(options: {
  name: string;
  reference: string;
  topic: ContactTopic;
}) {
  const paragraphs = [
    `Hello ${options.name},`,
    `Thank you for contacting Parkway about ${contactTopicLabels[options.topic].toLowerCase()}. Your reference is ${options.reference}.`,
    "Our support team answers most messages within one working day. Reply to this email if you have more to add, and keep the reference in the subject.",
    "Parkway",
  ];
  return {
    subject: `We have your message (${options.reference})`,
    textBody: paragraphs.join("\n\n"),
    htmlBody: htmlParagraphs(paragraphs),
  };
}

export function contactNotificationEmail(options: {
  reference: string;
  name: string;
  email: string;
  topic: ContactTopic;
  bookingReference: string | null;
  message: string;
  imageCount: number;
}) {
  const details = [
    `From: ${options.name} <${options.email}>`,
    `Topic: ${contactTopicLabels[options.topic]}`,
    `Booking reference: ${options.bookingReference ?? "none given"}`,
    `Images: ${options.imageCount}`,
  ];
  return {
    subject: `[${options.reference}] ${contactTopicLabels[options.topic]} from ${options.name}`,
    textBody: [...details, "", options.message].join("\n"),
    htmlBody: [
      `<p>${details.map(escapeHtml).join("<br>")}</p>`,
      htmlParagraphs(options.message.split(/\n{2,}/)),
    ].join("\n"),
  };
}
