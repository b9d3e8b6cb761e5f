import type { Db } from "../db/client";
import { contactAttachments, contactMessages } from "../db/schema";
import type { ContactTopic } from "#contract/contact";

export type NewContactMessage = {
  name: string;
  email: string;
  topic: ContactTopic;
  bookingReference: string | null;
  message: string;
};

export type NewContactAttachment = { filename: string; contentType: string; bytes: Buffer };

/** Stores the message and returns its id. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored");
  return row.id;
}

export async function insertContactAttachments(
  db: Db,
  messageId: string,
  attachments: readonly NewContactAttachment[],
): Promise<void> {
  if (attachments.length === 0) return;
  await db
    .insert(contactAttachments)
    .values(attachments.map((attachment) => ({ messageId, ...attachment })));
}
