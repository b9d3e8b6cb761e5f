/**
 * The contact form's topics and limits (spec §7 contact-us), without zod: the page's browser
 * code reads them (decision 036), and contract/contact.ts builds its schemas from them.
 */

/** What a message can be about, in the order the form offers them; support sorts by them. */
export const contactTopics = [
  "booking",
  "refund",
  "access",
  "account",
  "listing",
  "payment",
  "other",
] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  booking: "A booking",
  refund: "A refund",
  access: "Getting into a space",
  account: "My account",
  listing: "Listing my space",
  payment: "A payment",
  other: "Something else",
};

export const CONTACT_MESSAGE_MIN_LENGTH = 20;
export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;
export const CONTACT_MAX_IMAGES = 5;
export const CONTACT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const contactImageTypes = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export type ContactImageType = (typeof contactImageTypes)[number];

export function notAnImageMessage(name: string) {
  return `"${name}" is not a JPEG, PNG, WebP or HEIC image`;
}

/**
 * What is wrong with a chosen image by its declared type and size, or null; the service also
 * checks that its bytes are what it claims.
 */
export function contactImageProblem(file: { name: string; size: number; type: string }) {
  if (!(contactImageTypes as readonly string[]).includes(file.type.toLowerCase())) {
    return notAnImageMessage(file.name);
  }
  if (file.size > CONTACT_MAX_IMAGE_BYTES) {
    return `"${file.name}" is larger than ${CONTACT_MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  }
  return null;
}

export const TOO_MANY_IMAGES_MESSAGE = `Attach at most ${CONTACT_MAX_IMAGES} images`;
export const HONEYPOT_MESSAGE = 'Leave the field marked "Leave this empty" empty';
