import { z } from "zod";
import { blankAsMissing, emailField, personNameField } from "./account-fields";
import { botSolutionFields } from "./bot-check";
import { hasControlCharacters } from "./fields";

/**
 * The contact form (spec §7 contact-us): a message to support with up to five images, sent as
 * multipart form data, and the reference the sender quotes.
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

const messageLengths = `Your message must be ${CONTACT_MESSAGE_MIN_LENGTH} to ${CONTACT_MESSAGE_MAX_LENGTH} characters long`;

/** The form's fields but its images, which each half reads from its own kind of file. */
export const contactMessageFields = {
  name: personNameField("name").refine(
    (name) => !hasControlCharacters(name),
    "Your name cannot contain line breaks",
  ),
  email: emailField,
  topic: z.enum(contactTopics, {
    error: `Choose what your message is about: ${contactTopics.join(", ")}`,
  }),
  booking_reference: blankAsMissing(
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9-]{3,40}$/,
        "Enter the booking reference from your confirmation email, like PW-LFLS",
      )
      .transform((reference) => reference.toUpperCase())
      .optional(),
  ),
  message: z
    .string({ error: "Enter your message" })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, messageLengths)
    .max(CONTACT_MESSAGE_MAX_LENGTH, messageLengths),
  // A field people never see: only a form-filling bot puts anything in it.
  website: z
    .string()
    .max(200)
    .optional()
    .refine((value) => !value, HONEYPOT_MESSAGE)
    .meta({ description: "Left empty by people; the form hides it" }),
  ...botSolutionFields,
};

export const contactReceiptSchema = z
  .object({
    message: z.string(),
    data: z.object({ reference: z.string().meta({ example: "PWC-3F9A1C2E" }) }),
  })
  .meta({ id: "ContactReceipt" });
