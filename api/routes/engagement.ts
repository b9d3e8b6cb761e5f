import { createRoute, z } from "@hono/zod-openapi";
import { blankAsMissing, coordinate, isOneOf } from "../fields";
import type { ApiDeps } from "../context";
import type { OwnBodyLimit } from "../input-guards";
import { rentals } from "../db/schema/bookings";
import { emailField, personNameField } from "../domain/account-fields";
import {
  CONTACT_MAX_IMAGE_BYTES,
  CONTACT_MAX_IMAGES,
  CONTACT_MAX_REQUEST_BYTES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  contactAcknowledgementEmail,
  contactAcknowledgementKind,
  contactImageTypes,
  contactNotificationEmail,
  contactNotificationKind,
  contactReference,
  contactTopics,
  safeFilename,
  sniffImageType,
} from "../domain/contact-messages";
import {
  LOCATION_ALERT_DEFAULT_RADIUS_METRES,
  LOCATION_ALERT_MAX_RADIUS_METRES,
  LOCATION_ALERT_MIN_RADIUS_METRES,
  LOCATION_ALERT_SAME_PLACE_METRES,
  locationAlertConfirmationEmail,
  locationAlertConfirmationKind,
  locationAlertUnsubscribeLink,
  newUnsubscribeToken,
} from "../domain/location-notifications";
import { isInServiceArea, outsideServiceAreaMessage } from "../domain/service-area";
import {
  preferencesSwitchedOff,
  stopsLocationAlerts,
  unsubscribeLink,
  unsubscribeSignatureMatches,
  unsubscribeTypes,
  type UnsubscribeType,
} from "../domain/unsubscribes";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest, jsonMessage, MessageSchema } from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { limitPerAddress, tooManyAttempts } from "../request-limits";
import { insertContactAttachments, insertContactMessage } from "../repositories/contact-messages";
import { recordEmailUnsubscribe, switchOffAccountEmails } from "../repositories/email-unsubscribes";
import {
  hasLiveLocationAlertNear,
  insertLocationAlert,
  lockLocationAlertsOf,
  unsubscribeLocationAlert,
  unsubscribeLocationAlertsOf,
} from "../repositories/location-notifications";
import { enqueueEmail } from "../repositories/outbox";

/** Per client address: each request sends an email to an address the caller chooses. */
const locationAlertLimit: RateLimit = { limit: 10, windowMs: 60 * 60_000 };
/** Per client address: each message reaches a person in support. */
const contactLimit: RateLimit = { limit: 5, windowMs: 60 * 60_000 };

/** The answer whether or not the token belonged to an alert, so tokens cannot be probed. */
const alertStopped = "You will not get any more emails for this parking alert.";
const badUnsubscribeLink =
  "This unsubscribe link is not valid. Use the link in your most recent email from us, or change your email settings in your account.";
const unsubscribedAnswers: Record<UnsubscribeType, string> = {
  marketing: "You will not get any more offers or news from Parkway.",
  "booking-reminders": "You will not get any more booking reminders from Parkway.",
  "location-alerts": "You will not get any more parking alerts from Parkway.",
  all: "You will not get any more optional emails from Parkway. We will still send your booking confirmations and receipts.",
};
const tooLarge = `The request is too large. Attach at most ${CONTACT_MAX_IMAGES} images of up to ${CONTACT_MAX_IMAGE_BYTES / 1024 / 1024} MB each.`;

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

const radiusMessage = `The radius must be a whole number of metres from ${LOCATION_ALERT_MIN_RADIUS_METRES} to ${LOCATION_ALERT_MAX_RADIUS_METRES}`;

const LocationAlertForm = z
  .object({
    email: emailField,
    place_name: z
      .string({ error: "Give the name of the place to watch" })
      .trim()
      .min(1, "Give the name of the place to watch")
      .max(200, "The place name must be at most 200 characters")
      .refine((name) => !controlCharacters.test(name), "The place name cannot contain line breaks")
      .openapi({ example: "Leeds station" }),
    lat: coordinate("lat"),
    lng: coordinate("lng"),
    radius: blankAsMissing(
      z.coerce
        .number({ error: radiusMessage })
        .int(radiusMessage)
        .min(LOCATION_ALERT_MIN_RADIUS_METRES, radiusMessage)
        .max(LOCATION_ALERT_MAX_RADIUS_METRES, radiusMessage)
        .default(LOCATION_ALERT_DEFAULT_RADIUS_METRES),
    ).openapi({ description: "Metres around the point; default 2000" }),
    rental: blankAsMissing(
      z.enum(rentals, { error: "The rental must be short, long or airport" }).default("short"),
    ).openapi({ description: "short = hourly, long = monthly" }),
  })
  .superRefine((form, context) => {
    if (!isInServiceArea(form.lat, form.lng)) {
      context.addIssue({ code: "custom", path: ["lat"], message: outsideServiceAreaMessage });
    }
  });

const LocationAlertResponse = z
  .object({
    message: z.string(),
    data: z.object({
      email: z.string(),
      place_name: z.string(),
      radius_m: z.number().int(),
      rental: z.enum(rentals),
    }),
  })
  .openapi("LocationAlert");

const subscribeToLocation = createRoute({
  method: "post",
  path: "/location-notification",
  tags: ["Notifications"],
  summary: "Email me when parking comes up near a place",
  description: `Asked from a search with no results. A confirmation email carries the link that stops the alert (APP_URL/location-notifications/unsubscribe?token=…). Asking again for the same address, rental and place (within ${LOCATION_ALERT_SAME_PLACE_METRES} m) while the alert is live answers 200 and adds nothing. At most ${locationAlertLimit.limit} requests an hour from one client address.`,
  middleware: [requireFormBody] as const,
  request: { body: formBody(LocationAlertForm, "The alert") },
  responses: {
    201: {
      description: "Alert set up; a confirmation email is on its way",
      content: { "application/json": { schema: LocationAlertResponse } },
    },
    200: {
      description: "The same alert was already live; nothing changed",
      content: { "application/json": { schema: LocationAlertResponse } },
    },
    400: invalidRequest,
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const unsubscribeFromLocation = createRoute({
  method: "post",
  path: "/misc/location-notifications/unsubscribe",
  tags: ["Notifications"],
  summary: "Stop one parking alert with its emailed token",
  description:
    "Answers the same whether or not the token belongs to a live alert, so tokens cannot be probed (spec §8: the web accepts any status). Only the token stops an alert: to stop every alert of an address, use /misc/user-notifications/unsubscribe with type location-alerts, which needs the signed link.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(
      z.object({
        token: z
          .string({ error: "Give the token from the unsubscribe link" })
          .trim()
          .min(1, "Give the token from the unsubscribe link")
          .max(200, "That token is too long to be one of ours"),
      }),
      "The token from the link",
    ),
  },
  responses: {
    200: jsonMessage("The alert, if there was one, is stopped"),
    400: invalidRequest,
    ...unsupportedBody,
  },
});

const unsubscribeFromEmails = createRoute({
  method: "post",
  path: "/misc/user-notifications/unsubscribe",
  tags: ["Notifications"],
  summary: "Stop a kind of email to an address, from a signed link",
  description: `Types: ${unsubscribeTypes.join(", ")} (all = every optional email; confirmations and receipts are not optional). Needs no sign-in, since the link is emailed; \`signature\` is the hex HMAC-SHA256 of "email|type" (email in lower case) under the service's signing secret, as in the links Parkway's emails carry. Recorded once however often it is asked; an account with that email has the matching preference switched off.`,
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(
      z.object({
        email: emailField,
        type: z.enum(unsubscribeTypes, {
          error: `The type must be one of: ${unsubscribeTypes.join(", ")}`,
        }),
        signature: z
          .string({ error: "Give the signature from the unsubscribe link" })
          .trim()
          .min(1, "Give the signature from the unsubscribe link")
          .max(200, "That signature is too long to be one of ours"),
      }),
      "The address, what to stop, and the link's signature",
    ),
  },
  responses: {
    200: jsonMessage("Unsubscribed"),
    400: invalidRequest,
    403: jsonMessage("The signature does not match the email and type"),
    ...unsupportedBody,
  },
});

type Attachment = { filename: string; contentType: string; bytes: Buffer };

const imageTypeNames = "a JPEG, PNG, WebP or HEIC image";

async function checkedImages(values: unknown[], context: z.RefinementCtx): Promise<Attachment[]> {
  const files = values.filter(
    (value) => value !== "" && !(value instanceof File && value.size === 0 && value.name === ""),
  );
  if (files.length > CONTACT_MAX_IMAGES) {
    context.addIssue({ code: "custom", message: `Attach at most ${CONTACT_MAX_IMAGES} images` });
    return [];
  }
  const attachments: Attachment[] = [];
  for (const file of files) {
    if (!(file instanceof File)) {
      context.addIssue({ code: "custom", message: "Attach each image as a file" });
      continue;
    }
    const filename = safeFilename(file.name);
    if (file.size > CONTACT_MAX_IMAGE_BYTES) {
      context.addIssue({
        code: "custom",
        message: `"${filename}" is larger than ${CONTACT_MAX_IMAGE_BYTES / 1024 / 1024} MB`,
      });
      continue;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const declared = file.type.toLowerCase();
    if (!isOneOf(contactImageTypes, declared) || sniffImageType(bytes) !== declared) {
      context.addIssue({ code: "custom", message: `"${filename}" is not ${imageTypeNames}` });
      continue;
    }
    attachments.push({ filename, contentType: declared, bytes });
  }
  return attachments;
}

/**
 * The uploaded images, each checked for size, declared type and (by its first bytes) actual
 * type. A file input left empty arrives as a nameless, empty file (or, from some clients, an
 * empty value) and is not an image. With no
 * images the check stays synchronous, as the OpenAPI generator parses the field that way.
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

const messageLengths = `Your message must be ${CONTACT_MESSAGE_MIN_LENGTH} to ${CONTACT_MESSAGE_MAX_LENGTH} characters long`;

const ContactForm = z.object({
  name: personNameField("name").refine(
    (name) => !controlCharacters.test(name),
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
  "supporting_image[]": supportingImages,
});

const ContactResponse = z
  .object({
    message: z.string(),
    data: z.object({ reference: z.string().openapi({ example: "PWC-3F9A1C2E" }) }),
  })
  .openapi("ContactReceipt");

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
      content: { "application/json": { schema: ContactResponse } },
    },
    400: invalidRequest,
    413: { description: tooLarge, content: { "application/json": { schema: MessageSchema } } },
    415: jsonMessage("The body is not form data"),
    ...tooManyAttempts,
  },
});

export function engagementRoutes(
  deps: Pick<ApiDeps, "database" | "config" | "now" | "mailer" | "rateLimiter" | "signingSecret">,
) {
  const { db } = deps.database;

  return createRouter()
    .openapi(subscribeToLocation, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const refused = await limitPerAddress(c, deps, "location-alert", locationAlertLimit);
      if (refused) return refused;
      const alert = {
        email: form.email,
        placeName: form.place_name,
        lat: form.lat,
        lng: form.lng,
        radiusMetres: form.radius,
        rental: form.rental,
      };
      const secret = await deps.signingSecret();
      const created = await db.transaction(async (tx) => {
        await lockLocationAlertsOf(tx, alert.email);
        if (await hasLiveLocationAlertNear(tx, alert, LOCATION_ALERT_SAME_PLACE_METRES)) {
          return false;
        }
        const unsubscribeToken = newUnsubscribeToken();
        await insertLocationAlert(tx, { ...alert, unsubscribeToken });
        const message = locationAlertConfirmationEmail({
          ...alert,
          unsubscribeLink: locationAlertUnsubscribeLink(deps.config.appUrl, unsubscribeToken),
          stopAllLink: unsubscribeLink(deps.config.appUrl, secret, alert.email, "location-alerts"),
        });
        await enqueueEmail(tx, {
          to: alert.email,
          kind: locationAlertConfirmationKind,
          ...message,
        });
        return true;
      });
      const answer = {
        message: `We will email ${alert.email} when parking comes up near ${alert.placeName}.`,
        data: {
          email: alert.email,
          place_name: alert.placeName,
          radius_m: alert.radiusMetres,
          rental: alert.rental,
        },
      };
      if (!created) return c.json(answer, 200);
      deps.mailer.deliverSoon();
      return c.json(answer, 201);
    })
    .openapi(unsubscribeFromLocation, async (c) => {
      const { token } = c.req.valid(sentAsJson(c) ? "json" : "form");
      await unsubscribeLocationAlert(db, token, deps.now());
      return c.json({ message: alertStopped }, 200);
    })
    .openapi(unsubscribeFromEmails, async (c) => {
      const request = c.req.valid(sentAsJson(c) ? "json" : "form");
      if (!unsubscribeSignatureMatches(await deps.signingSecret(), request)) {
        return c.json({ message: badUnsubscribeLink }, 403);
      }
      await db.transaction(async (tx) => {
        await recordEmailUnsubscribe(tx, request.email, request.type);
        await switchOffAccountEmails(tx, request.email, preferencesSwitchedOff(request.type));
        if (stopsLocationAlerts(request.type)) {
          await unsubscribeLocationAlertsOf(tx, request.email, deps.now());
        }
      });
      return c.json({ message: unsubscribedAnswers[request.type] }, 200);
    })
    .openapi(contactUs, async (c) => {
      const form = c.req.valid("form");
      const refused = await limitPerAddress(c, deps, "contact-us", contactLimit);
      if (refused) return refused;
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
