CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"principal" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"attempt" uuid NOT NULL,
	"locked_until" timestamp with time zone,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_operation_check" CHECK ("idempotency_keys"."operation" in ('book', 'purchase'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_principal_key" ON "idempotency_keys" USING btree ("principal","key");--> statement-breakpoint
CREATE INDEX "bookings_checkout_idx" ON "bookings" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "bookings_discount_code_idx" ON "bookings" USING btree ("discount_code_id") WHERE "bookings"."discount_code_id" is not null;