import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { citext } from "./accounts";
import { bytea, createdAt } from "./columns";

/** "Tell me when a space comes up near here", from a search with no results. */
export const locationNotifications = pgTable(
  "location_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: citext("email").notNull(),
    placeName: text("place_name").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    radiusMetres: integer("radius_metres").notNull(),
    rental: text("rental").notNull(),
    /** Carried in the emailed unsubscribe link. */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    index("location_notifications_email_idx").on(table.email),
    index("location_notifications_token_idx").on(table.unsubscribeToken),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: citext("email").notNull(),
  topic: text("topic").notNull(),
  bookingReference: text("booking_reference"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Images sent with a contact message (spec §7 supporting_image), checked for type and size. */
export const contactAttachments = pgTable(
  "contact_attachments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [index("contact_attachments_message_idx").on(table.messageId)],
);

/** "Was this article helpful?" answers from the help centre's readers. */
export const helpArticleVotes = pgTable(
  "help_article_votes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer("article_id").notNull(),
    helpful: boolean("helpful").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("help_article_votes_article_idx").on(table.articleId)],
);
