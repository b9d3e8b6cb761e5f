CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"provider_payment_id" text,
	"payment_token" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_refunded_check" CHECK ("sandbox_charges"."refunded_minor" between 0 and "sandbox_charges"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_charges_payment_idx" ON "sandbox_charges" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_charges_token_idx" ON "sandbox_charges" USING btree ("payment_token");