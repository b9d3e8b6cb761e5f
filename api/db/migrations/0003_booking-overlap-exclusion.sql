-- A bay cannot be held twice at once. An overlapping reservation or booking of the same bay
-- fails with SQLSTATE 23P01, even under concurrent requests; the service answers 409.
-- Adjacent ranges ([10:00,12:00) and [12:00,14:00)) do not overlap.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bay_overlap_excl"
	EXCLUDE USING gist ("bay_id" WITH =, "during" WITH &&)
	WHERE ("status" IN ('reserved', 'confirmed'));
