import { z } from "zod";
import { blankAsMissing, emailField, personNameField } from "./account-fields";
import { botSolutionFields } from "./bot-check";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  contactTopics,
  HONEYPOT_MESSAGE,
} from "./contact-rules";
import { hasControlCharacters } from "./fields";

export * from "./contact-rules";

/**
 * The contact form (spec §7 contact-us): a message to support with up to five images, sent as
 * multipart form data, and the reference the sender quotes.
 */

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
