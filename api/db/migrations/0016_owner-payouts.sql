CREATE TABLE "owner_earnings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"listing_id" bigint NOT NULL,
	"booking_id" bigint NOT NULL,
	"purchase_id" uuid NOT NULL,
	"refund_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_earnings_kind_check" CHECK ("owner_earnings"."kind" in ('earning', 'reversal')),
	CONSTRAINT "owner_earnings_amount_check" CHECK (("owner_earnings"."kind" = 'earning' and "owner_earnings"."amount_minor" >= 0 and "owner_earnings"."refund_id" is null) or ("owner_earnings"."kind" = 'reversal' and "owner_earnings"."amount_minor" <= 0 and "owner_earnings"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"last4" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_currency_check" CHECK ("payout_accounts"."currency" in ('GBP', 'EUR')),
	CONSTRAINT "payout_accounts_country_check" CHECK ("payout_accounts"."country" in ('GB', 'IE')),
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('ready', 'onboarding')),
	CONSTRAINT "payout_accounts_last4_check" CHECK ("payout_accounts"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"month" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"account_last4" text,
	"provider_payout_id" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_month_check" CHECK ("payouts"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('processing', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"country" text NOT NULL,
	"sort_code" text,
	"account_number" text,
	"iban" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_earnings" ADD CONSTRAINT "owner_earnings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_earnings" ADD CONSTRAINT "owner_earnings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_earnings" ADD CONSTRAINT "owner_earnings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_earnings" ADD CONSTRAINT "owner_earnings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_earnings" ADD CONSTRAINT "owner_earnings_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_earnings" ADD CONSTRAINT "owner_earnings_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_account_id_sandbox_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_earnings_payment_key" ON "owner_earnings" USING btree ("purchase_id","booking_id") WHERE "owner_earnings"."kind" = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "owner_earnings_refund_key" ON "owner_earnings" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "owner_earnings_unpaid_idx" ON "owner_earnings" USING btree ("owner_id","currency","due_at") WHERE "owner_earnings"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "owner_earnings_payout_idx" ON "owner_earnings" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_owner_currency_key" ON "payout_accounts" USING btree ("owner_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_owner_month_key" ON "payouts" USING btree ("owner_id","currency","month");--> statement-breakpoint
CREATE INDEX "payouts_processing_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'processing';