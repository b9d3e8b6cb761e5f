ALTER TABLE "outbox_emails" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_dedupe_key" ON "outbox_emails" USING btree ("dedupe_key");