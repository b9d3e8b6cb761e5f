import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const siteFeatures = pgTable("site_features", {
  name: text("name").primaryKey(),
  enabled: boolean("enabled").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow(),
});

export const serviceKeys = pgTable("service_keys", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
});
