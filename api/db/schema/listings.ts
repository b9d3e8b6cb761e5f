import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  countries,
  currencies,
  evConnectorTypes,
  seasonPlans,
  spaceTypes,
} from "#contract/vocabulary";
import { users } from "./accounts";
import { bytea, createdAt, earth, inList, textArray } from "./columns";
import { places } from "./places";

export const listingStatuses = ["draft", "active", "disabled", "removed"] as const;

/**
 * A parking space an owner lists: one or more bays at one address. Money is in minor units of
 * the listing's currency (GBP in Great Britain and Northern Ireland, EUR in Ireland).
 */
export const listings = pgTable(
  "listings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: listingStatuses }).notNull().default("draft"),
    /** The wizard step a draft was left at, for the owner's progress page. */
    draftStep: text("draft_step"),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    spaceType: text("space_type", { enum: spaceTypes }).notNull().default("driveway"),
    addressLine: text("address_line").notNull().default(""),
    city: text("city").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    country: text("country", { enum: countries }).notNull().default("GBR"),
    currency: text("currency", { enum: currencies }).notNull().default("GBP"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /**
     * Stored rather than an expression index: search filters and orders its candidates by it,
     * and computing ll_to_earth for each of them took two thirds of a price-sorted search.
     */
    earth: earth("earth").generatedAlwaysAs(
      (): SQL => sql`ll_to_earth(${listings.lat}, ${listings.lng})`,
    ),
    /** The nearest landing place, and the slugs of the space's page /{city}/{district}/{slug}. */
    placeId: integer("place_id").references(() => places.id),
    citySlug: text("city_slug"),
    districtSlug: text("district_slug"),
    slug: text("slug"),
    /** Rental kinds offered (spec §3: short = hourly, long = monthly, airport). */
    offersHourly: boolean("offers_hourly").notNull().default(true),
    offersMonthly: boolean("offers_monthly").notNull().default(false),
    /** IATA code of the airport an airport space serves. */
    airportCode: text("airport_code"),
    hourlyPriceMinor: integer("hourly_price_minor"),
    /** The most a day of hourly parking costs (the daily cap). */
    dailyPriceMinor: integer("daily_price_minor"),
    covered: boolean("covered").notNull().default(false),
    cctv: boolean("cctv").notNull().default(false),
    gated: boolean("gated").notNull().default(false),
    lit: boolean("lit").notNull().default(false),
    stepFree: boolean("step_free").notNull().default(false),
    heightLimitCm: smallint("height_limit_cm"),
    /** The longest vehicle that fits, for vans and motorhomes; null when any car fits. */
    lengthLimitCm: smallint("length_limit_cm"),
    evConnectors: text("ev_connectors", { enum: evConnectorTypes })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    evChargerKw: numeric("ev_charger_kw", { precision: 5, scale: 1, mode: "number" }),
    accessInstructions: text("access_instructions").notNull().default(""),
    /** Open around the clock unless opening hours are listed in listing_hours. */
    openAllHours: boolean("open_all_hours").notNull().default(true),
    /**
     * Per season plan, kept from season_prices by the triggers of migration 0009 so search
     * ranks by columns instead of a subquery per candidate: the price per month of the plan's
     * shortest season (what a result shows), and the lowest price per month over its seasons.
     */
    monthlyMinorMonSun: integer("monthly_minor_mon_sun"),
    monthlyMinorMonFri: integer("monthly_minor_mon_fri"),
    monthlyMinorAnyThreeDays: integer("monthly_minor_any_three_days"),
    bestMonthlyMinorMonSun: numeric("best_monthly_minor_mon_sun"),
    bestMonthlyMinorMonFri: numeric("best_monthly_minor_mon_fri"),
    bestMonthlyMinorAnyThreeDays: numeric("best_monthly_minor_any_three_days"),
    /** Kept with every review so search can sort by reviews without counting them. */
    reviewCount: integer("review_count").notNull().default(0),
    ratingAverage: numeric("rating_average", { precision: 3, scale: 2, mode: "number" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    check("listings_status_check", sql`${table.status} in ${inList(listingStatuses)}`),
    check("listings_space_type_check", sql`${table.spaceType} in ${inList(spaceTypes)}`),
    check("listings_country_check", sql`${table.country} in ${inList(countries)}`),
    check("listings_currency_check", sql`${table.currency} in ${inList(currencies)}`),
    check(
      "listings_ev_connectors_check",
      sql`${table.evConnectors} <@ ${textArray(evConnectorTypes)}`,
    ),
    check(
      "listings_prices_check",
      sql`coalesce(${table.hourlyPriceMinor}, 0) >= 0 and coalesce(${table.dailyPriceMinor}, 0) >= 0`,
    ),
    check(
      "listings_active_complete_check",
      sql`${table.status} = 'draft' or (${table.lat} is not null and ${table.lng} is not null and ${table.title} <> '')`,
    ),
    index("listings_owner_idx").on(table.ownerId),
    uniqueIndex("listings_page_key").on(table.citySlug, table.districtSlug, table.slug),
    index("listings_active_earth_idx")
      .using("gist", table.earth)
      .where(sql`${table.status} = 'active'`),
  ],
);

/** One bookable place within a listing; a booking holds exactly one bay. */
export const bays = pgTable(
  "bays",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
  },
  (table) => [uniqueIndex("bays_listing_label_key").on(table.listingId, table.label)],
);

/** Opening hours, for a listing that is not open around the clock (0 = Monday). */
export const listingHours = pgTable(
  "listing_hours",
  {
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.weekday] }),
    check("listing_hours_weekday_check", sql`${table.weekday} between 0 and 6`),
    check("listing_hours_order_check", sql`${table.opensAt} < ${table.closesAt}`),
  ],
);

/**
 * Monthly prices (spec §3 season plan): the total for `interval_count` months of a plan and the
 * deposit taken now. Seasons are the plans with more than one month.
 */
export const seasonPrices = pgTable(
  "season_prices",
  {
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: seasonPlans }).notNull(),
    intervalCount: smallint("interval_count").notNull(),
    totalMinor: integer("total_minor").notNull(),
    depositMinor: integer("deposit_minor").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.plan, table.intervalCount] }),
    check("season_prices_plan_check", sql`${table.plan} in ${inList(seasonPlans)}`),
    check("season_prices_interval_check", sql`${table.intervalCount} between 1 and 12`),
    check(
      "season_prices_amounts_check",
      sql`${table.totalMinor} > 0 and ${table.depositMinor} >= 0`,
    ),
  ],
);

/** A listing's photos: uploaded (resized) bytes, or artwork drawn for demo data. */
export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    alt: text("alt").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("listing_photos_position_key").on(table.listingId, table.position)],
);
