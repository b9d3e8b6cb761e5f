ALTER TABLE "purchases" ALTER COLUMN "status" SET DEFAULT 'processing';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "access_instructions" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "card_id" bigint;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_processing_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('processing', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_kind_check" CHECK ("purchases"."kind" in ('booking', 'renewal'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount_minor" >= 0);