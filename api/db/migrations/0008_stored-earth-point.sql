DROP INDEX "listings_active_earth_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "earth" "earth" GENERATED ALWAYS AS (ll_to_earth("listings"."lat", "listings"."lng")) STORED;--> statement-breakpoint
CREATE INDEX "listings_active_earth_idx" ON "listings" USING gist ("earth") WHERE "listings"."status" = 'active';