ALTER TABLE "listings" ADD COLUMN "monthly_minor_mon_sun" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "monthly_minor_mon_fri" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "monthly_minor_any_three_days" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "best_monthly_minor_mon_sun" numeric;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "best_monthly_minor_mon_fri" numeric;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "best_monthly_minor_any_three_days" numeric;--> statement-breakpoint
-- Search ranks by these columns; season_prices' triggers keep them, whoever writes the seasons.
CREATE FUNCTION "refresh_listing_monthly_prices"("listing_ids" bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE listings l SET
    monthly_minor_mon_sun = m.monthly_mon_sun, best_monthly_minor_mon_sun = m.best_mon_sun,
    monthly_minor_mon_fri = m.monthly_mon_fri, best_monthly_minor_mon_fri = m.best_mon_fri,
    monthly_minor_any_three_days = m.monthly_any_three_days,
    best_monthly_minor_any_three_days = m.best_any_three_days
  FROM (
    SELECT c.id,
      (array_agg(round(s.total_minor::numeric / s.interval_count) ORDER BY s.interval_count)
        FILTER (WHERE s.plan = 'mon-sun'))[1] AS monthly_mon_sun,
      min(s.total_minor::numeric / s.interval_count) FILTER (WHERE s.plan = 'mon-sun') AS best_mon_sun,
      (array_agg(round(s.total_minor::numeric / s.interval_count) ORDER BY s.interval_count)
        FILTER (WHERE s.plan = 'mon-fri'))[1] AS monthly_mon_fri,
      min(s.total_minor::numeric / s.interval_count) FILTER (WHERE s.plan = 'mon-fri') AS best_mon_fri,
      (array_agg(round(s.total_minor::numeric / s.interval_count) ORDER BY s.interval_count)
        FILTER (WHERE s.plan = 'any-three-days'))[1] AS monthly_any_three_days,
      min(s.total_minor::numeric / s.interval_count) FILTER (WHERE s.plan = 'any-three-days') AS best_any_three_days
    FROM unnest(listing_ids) AS c(id) LEFT JOIN season_prices s ON s.listing_id = c.id
    GROUP BY c.id
  ) m
  WHERE l.id = m.id
$$;--> statement-breakpoint
CREATE FUNCTION "season_prices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_listing_monthly_prices(array(SELECT DISTINCT listing_id FROM new_seasons));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_listing_monthly_prices(array(SELECT DISTINCT listing_id FROM old_seasons));
  ELSE
    PERFORM refresh_listing_monthly_prices(
      array(SELECT listing_id FROM old_seasons UNION SELECT listing_id FROM new_seasons));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "season_prices_inserted" AFTER INSERT ON "season_prices"
  REFERENCING NEW TABLE AS new_seasons FOR EACH STATEMENT EXECUTE FUNCTION season_prices_changed();--> statement-breakpoint
CREATE TRIGGER "season_prices_updated" AFTER UPDATE ON "season_prices"
  REFERENCING OLD TABLE AS old_seasons NEW TABLE AS new_seasons
  FOR EACH STATEMENT EXECUTE FUNCTION season_prices_changed();--> statement-breakpoint
CREATE TRIGGER "season_prices_deleted" AFTER DELETE ON "season_prices"
  REFERENCING OLD TABLE AS old_seasons FOR EACH STATEMENT EXECUTE FUNCTION season_prices_changed();--> statement-breakpoint
SELECT refresh_listing_monthly_prices(array(SELECT DISTINCT listing_id FROM season_prices));
