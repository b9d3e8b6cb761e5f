import { createRoute, z } from "@hono/zod-openapi";
import { messageSchema } from "#contract/answers";
import {
  CONTACT_MAX_IMAGE_BYTES,
  CONTACT_MAX_IMAGES,
  contactImageProblem,
  contactMessageFields,
  contactReceiptSchema,
  contactTopics,
  notAnImageMessage,
  TOO_MANY_IMAGES_MESSAGE,
  type ContactImageType,
} from "#contract/contact";
import type { ApiDeps } from "../context";
import type { OwnBodyLimit } from "../input-guards";
import {
  CONTACT_MAX_REQUEST_BYTES,
  contactAcknowledgementEmail,
  contactAcknowledgementKind,
  contactNotificationEmail,
  contactNotificationKind,
  contactReference,
  safeFilename,
  sniffImageType,
} from "../domain/contact-messages";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { limitPerAddress, requestAddress, tooManyAttempts } from "../request-limits";
import { insertContactAttachments, insertContactMessage } from "../repositories/contact-messages";
import { enqueueEmail } from "../repositories/outbox";

/** Per client address: each message reaches a person in support. */
const contactLimit: RateLimit = { limit: 5, windowMs: 60 * 60_000 };

const tooLarge = `The request is too large. Attach at most ${CONTACT_MAX_IMAGES} images of up to ${CONTACT_MAX_IMAGE_BYTES / 1024 / 1024} MB each.`;

type Attachment = { filename: string; contentType: ContactImageType; bytes: Buffer };

async function checkedImages(values: unknown[], context: z.RefinementCtx): Promise<Attachment[]> {
  const files = values.filter(
    (value) => value !== "" && !(value instanceof File && value.size === 0 && value.name === ""),
  );
  if (files.length > CONTACT_MAX_IMAGES) {
    context.addIssue({ code: "custom", message: TOO_MANY_IMAGES_MESSAGE });
    return [];
  }
  const attachments: Attachment[] = [];
  for (const file of files) {
    if (!(file instanceof File)) {
      context.addIssue({ code: "custom", message: "Attach each image as a file" });
      continue;
    }
    const filename = safeFilename(file.name);
    const problem = contactImageProblem({ name: filename, size: file.size, type: file.type });
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      continue;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    // The bytes must be what the file claims: a renamed file is not an image.
    if (contentType === null || contentType !== file.type.toLowerCase()) {
      context.addIssue({ code: "custom", message: notAnImageMessage(filename) });
      continue;
    }
    attachments.push({ filename, contentType, bytes });
  }
  return attachments;
}

/**
 * The uploaded images, each checked for size, declared type and (by its first bytes) actual
 * type. A file input left empty arrives as a nameless, empty file (or, from some clients, an
 * empty value) and is not an image. With no images the check stays synchronous, as the OpenAPI
 * generator parses the field that way.
 */
const supportingImages = z
  .array(z.unknown())
  .optional()
  .transform((values, context) =>
    values && values.length > 0 ? checkedImages(values, context) : [],
  )
  .openapi({
    type: "array",
    items: { type: "string", format: "binary" },
    maxItems: CONTACT_MAX_IMAGES,
    description: `Up to ${CONTACT_MAX_IMAGES} images (JPEG, PNG, WebP or HEIC), each at most ${CONTACT_MAX_IMAGE_BYTES / 1024 / 1024} MB, sent as repeated supporting_image[] parts`,
  });

const ContactForm = z.object({ ...contactMessageFields, "supporting_image[]": supportingImages });

/** The contact form's body, with its images, may be larger than other calls'. */
export const contactUsBodyLimit: OwnBodyLimit = {
  method: "POST",
  path: /^\/api\/v2\/contact-us$/,
  maxSize: CONTACT_MAX_REQUEST_BYTES,
  message: tooLarge,
};

const contactUs = createRoute({
  method: "post",
  path: "/contact-us",
  tags: ["Notifications"],
  summary: "Send a message to support",
  description: `Multipart form data (spec §7); array fields are repeated keys with a [] suffix. Topics: ${contactTopics.join(", ")}. The message and its images are stored together or not at all; the sender gets an acknowledgement with the reference and support a copy. Requests over ${CONTACT_MAX_REQUEST_BYTES / 1024 / 1024} MB are refused before they are read. At most ${contactLimit.limit} messages an hour from one client address.`,
  request: {
    body: {
      required: true,
      description: "The contact form",
      content: { "multipart/form-data": { schema: ContactForm } },
    },
  },
  responses: {
    201: {
      description: "Received; the reference is in the acknowledgement email too",
      content: { "application/json": { schema: contactReceiptSchema } },
    },
    400: invalidRequest,
    413: { description: tooLarge, content: { "application/json": { schema: messageSchema } } },
    415: jsonMessage("The body is not form data"),
    ...tooManyAttempts,
  },
});

/** Spec §7 contact-us: a person's message to support, kept with its images and acknowledged. */
export function contactUsRoutes(
  deps: Pick<ApiDeps, "database" | "config" | "mailer" | "rateLimiter" | "botCheck">,
) {
  const { db } = deps.database;

  return createRouter().openapi(contactUs, async (c) => {
    const form = c.req.valid("form");
    const refused = await limitPerAddress(c, deps, "contact-us", contactLimit);
    if (refused) return refused;
    const notPerson = await deps.botCheck.verify(form, requestAddress(c));
    if (notPerson) {
      return c.json({ message: notPerson, errors: { bot_check: [notPerson] } }, 400);
    }
    const images = form["supporting_image[]"];
    const message = {
      name: form.name,
      email: form.email,
      topic: form.topic,
      bookingReference: form.booking_reference ?? null,
      message: form.message,
    };
    const reference = await db.transaction(async (tx) => {
      const messageId = await insertContactMessage(tx, message);
      await insertContactAttachments(tx, messageId, images);
      const reference = contactReference(messageId);
      await enqueueEmail(tx, {
        to: message.email,
        kind: contactAcknowledgementKind,
        ...contactAcknowledgementEmail({ ...message, reference }),
      });
      await enqueueEmail(tx, {
        to: deps.config.supportEmail,
        kind: contactNotificationKind,
        ...contactNotificationEmail({ ...message, reference, imageCount: images.length }),
      });
      return reference;
    });
    deps.mailer.deliverSoon();
    return c.json(
      {
        message: `Thank you, ${message.name}. We have your message and will reply to ${message.email}. Your reference is ${reference}.`,
        data: { reference },
      },
      201,
    );
  });
}
