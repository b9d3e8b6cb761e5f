import type { KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { botChallengeSchema, type BotChallenge, type BotSolution } from "#contract/bot-check";
import { contactReceiptSchema, type ContactTopic } from "#contract/contact";
import { hostContext, visitorContext } from "~/upstream/context";

/** The contact form's calls to the marketplace service (spec §7 contact-us) and its bot check. */

export type ContactOutcome =
  | { kind: "sent"; reference: string }
  | { kind: "invalid"; message: string; errors: Record<string, string[]> }
  | { kind: "refused"; message: string };

export type ContactMessage = {
  name: string;
  email: string;
  topic: ContactTopic;
  bookingReference?: string;
  message: string;
  images: File[];
  website?: string;
  botSolution: BotSolution;
};

/** Multipart as spec §7 sends it: array fields as repeated keys with a [] suffix. */
export function contactFormData(message: ContactMessage): FormData {
  const form = new FormData();
  form.append("name", message.name);
  form.append("email", message.email);
  form.append("topic", message.topic);
  if (message.bookingReference) form.append("booking_reference", message.bookingReference);
  form.append("message", message.message);
  for (const image of message.images) form.append("supporting_image[]", image, image.name);
  if (message.website) form.append("website", message.website);
  for (const [name, value] of Object.entries(message.botSolution)) {
    if (value) form.append(name, value);
  }
  return form;
}

export function createContact(http: KyInstance) {
  return {
    async botChallenge(): Promise<BotChallenge> {
      return botChallengeSchema.parse(await http.get("v2/bot-check/challenge").json()).data;
    },
    async send(message: ContactMessage): Promise<ContactOutcome> {
      const response = await http.post("v2/contact-us", {
        body: contactFormData(message),
        throwHttpErrors: false,
        timeout: 60_000,
      });
      if (response.ok) {
        return {
          kind: "sent",
          reference: contactReceiptSchema.parse(await response.json()).data.reference,
        };
      }
      if (response.status === 400) {
        return { kind: "invalid", ...invalidRequestSchema.parse(await response.json()) };
      }
      if (response.status === 413 || response.status === 429) {
        return { kind: "refused", message: messageSchema.parse(await response.json()).message };
      }
      throw new Error(`The marketplace service answered contact-us with ${response.status}`);
    },
  };
}

export type Contact = ReturnType<typeof createContact>;

export function contactFor(context: Readonly<RouterContextProvider>): Contact {
  const { marketplace } = context.get(hostContext);
  return createContact(marketplace.client(context.get(visitorContext).token));
}
