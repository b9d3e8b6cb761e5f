ALTER TABLE "purchases" ADD COLUMN "ledger_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "ledger_posted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchases_unposted_idx" ON "purchases" USING btree ("id") WHERE "purchases"."status" = 'succeeded' and "purchases"."ledger_posted_at" is null;--> statement-breakpoint
CREATE INDEX "refunds_unposted_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'succeeded' and "refunds"."ledger_posted_at" is null;