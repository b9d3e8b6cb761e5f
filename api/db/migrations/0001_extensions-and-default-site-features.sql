-- Extensions used by later migrations: bookings (btree_gist exclusion constraints), geo search
-- (cube + earthdistance), place look-up (pg_trgm) and case-insensitive emails (citext).
-- One statement per breakpoint: PGlite runs each chunk as a single prepared statement.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
INSERT INTO "site_features" ("name", "enabled") VALUES
	('locations', true),
	('insights', false),
	('ada', false),
	('list-your-space', true)
ON CONFLICT ("name") DO NOTHING;
