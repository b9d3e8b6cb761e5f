CREATE TABLE "email_unsubscribes" (
	"email" "citext" NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_email_kind_pk" PRIMARY KEY("email","kind")
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" "citext" NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" "citext",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject"),
	CONSTRAINT "social_identities_provider_check" CHECK ("social_identities"."provider" in ('google', 'facebook', 'apple'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" "citext" NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text,
	"scopes" text[] DEFAULT '{driver}'::text[] NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"booking_reminders" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_scopes_check" CHECK ("users"."scopes" <@ '{driver,landlord,admin}'::text[])
);
--> statement-breakpoint
CREATE TABLE "booking_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"product_key" text NOT NULL,
	"variant_key" text NOT NULL,
	"price_minor" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "booking_products_key_check" CHECK ("booking_products"."product_key" in ('park-and-go', 'fast-track-security', 'airport-lounge'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"listing_id" bigint NOT NULL,
	"bay_id" bigint NOT NULL,
	"user_id" uuid,
	"principal" text NOT NULL,
	"guest_email" "citext",
	"guest_first_name" text,
	"guest_last_name" text,
	"guest_mobile" text,
	"rental" text NOT NULL,
	"during" "tstzrange" NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"season_plan" text,
	"interval_count" smallint,
	"rolling" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"value_minor" integer NOT NULL,
	"value_before_discount_minor" integer NOT NULL,
	"service_fee_minor" integer NOT NULL,
	"arrangement_fee_minor" integer DEFAULT 0 NOT NULL,
	"deposit_minor" integer DEFAULT 0 NOT NULL,
	"products_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"discount_code_id" bigint,
	"vehicle_registration" text,
	"vehicle_id" bigint,
	"affiliate_click_id" text,
	"review_hash" text NOT NULL,
	"access_equipment_returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_minor" integer,
	CONSTRAINT "bookings_rental_check" CHECK ("bookings"."rental" in ('short', 'long', 'airport')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('reserved', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."value_minor" >= 0 and "bookings"."service_fee_minor" >= 0 and "bookings"."total_minor" >= 0 and "bookings"."value_minor" <= "bookings"."value_before_discount_minor"),
	CONSTRAINT "bookings_hold_check" CHECK ("bookings"."status" <> 'reserved' or "bookings"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_last4_check" CHECK ("cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "cards_exp_month_check" CHECK ("cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" "citext" NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('static', 'percent')),
	CONSTRAINT "discount_codes_value_check" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" = 'static' or "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_currency_check" CHECK (("discount_codes"."kind" = 'static') = ("discount_codes"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"principal" text NOT NULL,
	"booking_ids" bigint[] NOT NULL,
	"payment_method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_method_check" CHECK ("purchases"."payment_method" in ('card', 'paypal', 'apple-pay', 'google-pay'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"booking_id" bigint NOT NULL,
	"amount_minor" integer NOT NULL,
	"provider_refund_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"booking_id" bigint,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"registration" text NOT NULL,
	"make" text,
	"model" text,
	"colour" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" "citext" NOT NULL,
	"topic" text NOT NULL,
	"booking_reference" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" "citext" NOT NULL,
	"place_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_metres" integer NOT NULL,
	"rental" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bays" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_hours" (
	"listing_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "listing_hours_listing_id_weekday_pk" PRIMARY KEY("listing_id","weekday"),
	CONSTRAINT "listing_hours_weekday_check" CHECK ("listing_hours"."weekday" between 0 and 6),
	CONSTRAINT "listing_hours_order_check" CHECK ("listing_hours"."opens_at" < "listing_hours"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft_step" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"space_type" text DEFAULT 'driveway' NOT NULL,
	"address_line" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'GBR' NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"place_id" integer,
	"city_slug" text,
	"district_slug" text,
	"slug" text,
	"offers_hourly" boolean DEFAULT true NOT NULL,
	"offers_monthly" boolean DEFAULT false NOT NULL,
	"airport_code" text,
	"hourly_price_minor" integer,
	"daily_price_minor" integer,
	"covered" boolean DEFAULT false NOT NULL,
	"cctv" boolean DEFAULT false NOT NULL,
	"gated" boolean DEFAULT false NOT NULL,
	"lit" boolean DEFAULT false NOT NULL,
	"step_free" boolean DEFAULT false NOT NULL,
	"height_limit_cm" smallint,
	"ev_connectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"ev_charger_kw" numeric(5, 1),
	"access_instructions" text DEFAULT '' NOT NULL,
	"open_all_hours" boolean DEFAULT true NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric(3, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('draft', 'active', 'disabled', 'removed')),
	CONSTRAINT "listings_space_type_check" CHECK ("listings"."space_type" in ('driveway', 'garage', 'car-park', 'parking-bay', 'multi-storey')),
	CONSTRAINT "listings_country_check" CHECK ("listings"."country" in ('GBR', 'IRL')),
	CONSTRAINT "listings_currency_check" CHECK ("listings"."currency" in ('GBP', 'EUR')),
	CONSTRAINT "listings_ev_connectors_check" CHECK ("listings"."ev_connectors" <@ '{3-pin,CCS,CHAdeMO,Type 1,Type 2,Type 2 DC}'::text[]),
	CONSTRAINT "listings_prices_check" CHECK (coalesce("listings"."hourly_price_minor", 0) >= 0 and coalesce("listings"."daily_price_minor", 0) >= 0),
	CONSTRAINT "listings_active_complete_check" CHECK ("listings"."status" = 'draft' or ("listings"."lat" is not null and "listings"."lng" is not null and "listings"."title" <> ''))
);
--> statement-breakpoint
CREATE TABLE "season_prices" (
	"listing_id" bigint NOT NULL,
	"plan" text NOT NULL,
	"interval_count" smallint NOT NULL,
	"total_minor" integer NOT NULL,
	"deposit_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_prices_listing_id_plan_interval_count_pk" PRIMARY KEY("listing_id","plan","interval_count"),
	CONSTRAINT "season_prices_plan_check" CHECK ("season_prices"."plan" in ('mon-sun', 'mon-fri', 'any-three-days')),
	CONSTRAINT "season_prices_interval_check" CHECK ("season_prices"."interval_count" between 1 and 12),
	CONSTRAINT "season_prices_amounts_check" CHECK ("season_prices"."total_minor" > 0 and "season_prices"."deposit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"alternate_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"code" text,
	"country" text NOT NULL,
	"region" text,
	"population" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"landing_path" text,
	"source" text NOT NULL,
	CONSTRAINT "places_kind_check" CHECK ("places"."kind" in ('city', 'town', 'london-area', 'borough', 'airport', 'station', 'stadium', 'hospital', 'postcode-district', 'eircode-area')),
	CONSTRAINT "places_country_check" CHECK ("places"."country" in ('GBR', 'IRL')),
	CONSTRAINT "places_lat_check" CHECK ("places"."lat" between -90 and 90),
	CONSTRAINT "places_lng_check" CHECK ("places"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"airport_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"variants" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	CONSTRAINT "products_key_check" CHECK ("products"."key" in ('park-and-go', 'fast-track-security', 'airport-lounge'))
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_products" ADD CONSTRAINT "booking_products_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bay_id_bays_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."bays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attachments" ADD CONSTRAINT "contact_attachments_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bays" ADD CONSTRAINT "bays_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_hours" ADD CONSTRAINT "listing_hours_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_prices" ADD CONSTRAINT "season_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_unsent_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_identities_user_idx" ON "social_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "booking_products_booking_idx" ON "booking_products" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_listing_idx" ON "bookings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_principal_idx" ON "bookings" USING btree ("principal");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default_key" ON "cards" USING btree ("user_id") WHERE "cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_owner_idx" ON "discount_codes" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_idempotency_key" ON "purchases" USING btree ("principal","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_user_registration_key" ON "vehicles" USING btree ("user_id","registration");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_one_default_key" ON "vehicles" USING btree ("user_id") WHERE "vehicles"."is_default";--> statement-breakpoint
CREATE INDEX "contact_attachments_message_idx" ON "contact_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "location_notifications_email_idx" ON "location_notifications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "location_notifications_token_idx" ON "location_notifications" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "bays_listing_label_key" ON "bays" USING btree ("listing_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_position_key" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_page_key" ON "listings" USING btree ("city_slug","district_slug","slug");--> statement-breakpoint
CREATE INDEX "listings_active_earth_idx" ON "listings" USING gist (ll_to_earth("lat", "lng")) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "places_landing_path_key" ON "places" USING btree ("landing_path");--> statement-breakpoint
CREATE INDEX "places_code_idx" ON "places" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "places_search_text_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_earth_idx" ON "places" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_airport_key" ON "products" USING btree ("airport_code","key");--> statement-breakpoint
CREATE INDEX "products_airport_idx" ON "products" USING btree ("airport_code");