ALTER TABLE "bookings" ADD COLUMN "renewal_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_returned_at" timestamp with time zone;