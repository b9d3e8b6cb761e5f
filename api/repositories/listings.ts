import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedFor } from "../db/prepared";
import { qualified } from "../db/qualified";
import { chordOf, earthBox, earthPoint } from "../domain/earth";
import {
  bays,
  bookings,
  listingHours,
  listingPhotos,
  listings,
  reviews,
  seasonPrices,
} from "../db/schema";
import { facilitiesSchema } from "#contract/facilities";
import type { SeasonPlan, SearchSort } from "#contract/vocabulary";
import type { OpeningHours } from "../domain/quote";
import type { Season } from "../domain/season-plans";
import type { SearchFilters } from "../domain/search";
import { columnsKeeping } from "./listing-columns";

export type Origin = { lat: number; lng: number };

const point = sql`${listings.earth}`;
// A literal, not a parameter, so the planner can use the partial GiST index on active listings.
const isActive = sql`${listings.status} = 'active'`;

/** The columns a search result and a space page both show. */
const summaryColumns = {
  id: listings.id,
  title: listings.title,
  spaceType: listings.spaceType,
  addressLine: listings.addressLine,
  city: listings.city,
  postcode: listings.postcode,
  country: listings.country,
  currency: listings.currency,
  lat: listings.lat,
  lng: listings.lng,
  citySlug: listings.citySlug,
  districtSlug: listings.districtSlug,
  slug: listings.slug,
  offersHourly: listings.offersHourly,
  offersMonthly: listings.offersMonthly,
  airportCode: listings.airportCode,
  hourlyPriceMinor: listings.hourlyPriceMinor,
  dailyPriceMinor: listings.dailyPriceMinor,
  facilities: columnsKeeping(facilitiesSchema.shape),
  openAllHours: listings.openAllHours,
  reviewCount: listings.reviewCount,
  ratingAverage: listings.ratingAverage,
};

/** The conditions of the filters that are on, their values read from `values`. */
function filterConditions(
  filters: SearchFilters,
  values: Record<
    "airportCode" | "evConnectors" | "vehicleHeightCm" | "vehicleLengthCm" | "spaceTypes",
    Placeholder
  >,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.rental === "short") conditions.push(eq(listings.offersHourly, true));
  if (filters.rental === "long") conditions.push(eq(listings.offersMonthly, true));
  if (filters.rental === "airport") {
    conditions.push(
      filters.airportCode
        ? sql`${listings.airportCode} = ${values.airportCode}`
        : sql`${listings.airportCode} is not null`,
    );
  }
  if (filters.evConnectors.length > 0) {
    conditions.push(sql`${listings.evConnectors} && ${values.evConnectors}::text[]`);
  }
  if (filters.covered) conditions.push(eq(listings.covered, true));
  if (filters.cctv) conditions.push(eq(listings.cctv, true));
  if (filters.gated) conditions.push(eq(listings.gated, true));
  if (filters.stepFree) conditions.push(eq(listings.stepFree, true));
  if (filters.vehicleHeightCm !== undefined) {
    conditions.push(
      sql`(${listings.heightLimitCm} is null or ${listings.heightLimitCm} >= ${values.vehicleHeightCm}::integer)`,
    );
  }
  if (filters.vehicleLengthCm !== undefined) {
    conditions.push(
      sql`(${listings.lengthLimitCm} is null or ${listings.lengthLimitCm} >= ${values.vehicleLengthCm}::integer)`,
    );
  }
  if (filters.spaceTypes.length > 0) {
    conditions.push(sql`${listings.spaceType} = any(${values.spaceTypes}::text[])`);
  }
  return conditions;
}

/**
 * The short-stay price of every candidate, mirroring domain/pricing.ts shortStayPrice for a stay
 * of `steps` half hours, so results can be ordered by price inside the database.
 */
function shortStayPriceSql(steps: number) {
  const { hourlyPriceMinor: hourly, dailyPriceMinor: daily } = listings;
  return sql`case
    when ${hourly} is null then ceil(${steps}::numeric / 48) * ${daily}
    else round(
      floor(${steps}::numeric / 48) * least(coalesce(${daily}, 24 * ${hourly}), 24 * ${hourly})
      + least(coalesce(${daily}, 2147483647), (${steps}::numeric % 48) * ${hourly} / 2)
    ) end`;
}

/** The columns that hold each plan's monthly prices (kept from season_prices by triggers). */
const monthlyPrices = {
  "mon-sun": { shortest: listings.monthlyMinorMonSun, best: listings.bestMonthlyMinorMonSun },
  "mon-fri": { shortest: listings.monthlyMinorMonFri, best: listings.bestMonthlyMinorMonFri },
  "any-three-days": {
    shortest: listings.monthlyMinorAnyThreeDays,
    best: listings.bestMonthlyMinorAnyThreeDays,
  },
} satisfies Record<SeasonPlan, { shortest: unknown; best: unknown }>;

function orderFor(sort: SearchSort, nearestFirst: SQL, filters: SearchFilters): SQL[] {
  // Ranked sorts end with the id so that listings at the same point keep their pages.
  switch (sort) {
    case "location":
      return [nearestFirst];
    case "reviews":
      return [
        sql`${listings.ratingAverage} desc nulls last`,
        desc(listings.reviewCount),
        nearestFirst,
        asc(listings.id),
      ];
    case "price":
      return [
        filters.rental === "long"
          ? sql`${monthlyPrices[filters.seasonPlan].shortest} asc nulls last`
          : sql`${shortStayPriceSql(filters.halfHourSteps)} asc nulls last`,
        nearestFirst,
        asc(listings.id),
      ];
    case "plan":
      return [
        sql`${monthlyPrices[filters.seasonPlan].best} asc nulls last`,
        nearestFirst,
        asc(listings.id),
      ];
  }
}

/**
 * How many of the nearest matching listings the other sorts rank. Ordering every space within
 * 2 km of central London by price meant pricing 23,000 of them (about 240 ms); ranking the
 * nearest thousand keeps every sort within a few milliseconds.
 */
export const RANKED_CANDIDATES = 1_000;

/** A search's filters as the SQL they add: which of them are on, their values as placeholders. */
function filterShape(filters: SearchFilters) {
  return JSON.stringify([
    filters.rental,
    Boolean(filters.airportCode),
    filters.evConnectors.length > 0,
    filters.covered,
    filters.cctv,
    filters.gated,
    filters.stepFree,
    filters.vehicleHeightCm !== undefined,
    filters.vehicleLengthCm !== undefined,
    filters.spaceTypes.length > 0,
    filters.seasonPlan,
  ]);
}

type SearchQuery = {
  origin: Origin;
  radiusMetres: number;
  filters: SearchFilters;
  sort: SearchSort;
  /** The stay "available" is for, and when: whose unpaid holds have expired. */
  stay: { start: Date; end: Date | null };
  now: Date;
  limit: number;
  offset: number;
};

/** The values a search's SQL reads, by placeholder name. */
function searchValues(query: SearchQuery) {
  const { origin, filters } = query;
  return {
    origin: earthPoint(origin),
    box: earthBox(origin, query.radiusMetres),
    chord: chordOf(query.radiusMetres),
    airportCode: filters.airportCode ?? null,
    evConnectors: filters.evConnectors,
    vehicleHeightCm: filters.vehicleHeightCm ?? null,
    vehicleLengthCm: filters.vehicleLengthCm ?? null,
    spaceTypes: filters.spaceTypes,
    start: query.stay.start.toISOString(),
    end: query.stay.end?.toISOString() ?? null,
    now: query.now.toISOString(),
    limit: query.limit + 1,
    offset: query.offset,
  };
}

/**
 * A search's SQL with its values as placeholders (`searchValues`): the filters that are on, the
 * listings within the radius of the origin, and the columns a result shows, whether one of its
 * bays is free for the stay included, worked out for the listings on the page alone.
 */
function searchSql(filters: SearchFilters) {
  const value = (name: keyof ReturnType<typeof searchValues>) => sql.placeholder(name);
  const origin = sql`${value("origin")}::earth`;
  const nearestFirst = sql`${point} <-> ${origin}`;
  const stay = sql`tstzrange(${value("start")}::timestamptz, ${value("end")}::timestamptz, '[)')`;
  const matching = and(
    isActive,
    sql`${value("box")}::cube @> ${point}`,
    // The radius as a straight-line distance through the earth: the same test as
    // earth_distance <= radius, which cost a microsecond for every row it checked.
    sql`${nearestFirst} <= ${value("chord")}::float8`,
    ...filterConditions(filters, {
      airportCode: value("airportCode"),
      evConnectors: value("evConnectors"),
      vehicleHeightCm: value("vehicleHeightCm"),
      vehicleLengthCm: value("vehicleLengthCm"),
      spaceTypes: value("spaceTypes"),
    }),
  );
  const columns = {
    ...summaryColumns,
    monthlyPriceMinor: monthlyPrices[filters.seasonPlan].shortest,
    distanceMetres: sql<number>`earth_distance(${point}, ${origin})`,
    // Names qualified by hand: Drizzle writes a select's columns without their table, which
    // inside these subqueries would name the bay's or booking's own id.
    available: sql<boolean>`exists (
      select 1 from bays
      where bays.listing_id = listings.id
        and not exists (
          select 1 from bookings
          where bookings.bay_id = bays.id
            and bookings.during && ${stay}
            and ${holdsBay(value("now"))}
        )
    )`,
  };
  return { nearestFirst, matching, columns };
}

/**
 * Nearest-first searches, prepared once per database for each shape of filters (decisions 031
 * and 033): the search page's default order, asked on every search, whose SQL Drizzle otherwise
 * built again each time. A shape keeps the name it was first given, so in this process a name
 * always means the same SQL.
 */
const nearestFirstSearches = new Map<string, ReturnType<typeof nearestFirstSearch>>();

/**
 * The first page, asked on nearly every search, has its rows written into the SQL and no offset.
 * With every other value a plain one (domain/earth.ts), PostgreSQL's generic plan then costs
 * what a custom one does, so it plans the statement once per connection rather than on every
 * search (0.5–0.9 ms of its CPU at 350,000 spaces). Later pages keep both as placeholders.
 */
function nearestFirstSearch(filters: SearchFilters, name: string, firstPageRows: number | null) {
  return preparedFor((db) => {
    const { nearestFirst, matching, columns } = searchSql(filters);
    const nearest = db.select(columns).from(listings).where(matching).orderBy(nearestFirst);
    if (firstPageRows !== null) return nearest.limit(writtenInto(firstPageRows)).prepare(name);
    return nearest.limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(name);
  });
}

/** A whole number written into the statement's text, where Drizzle would bind it. */
function writtenInto(rows: number) {
  if (!Number.isSafeInteger(rows)) throw new RangeError(`Not a number of rows: ${rows}`);
  return sql.raw(String(rows)) as unknown as Placeholder;
}

function preparedNearestFirst(db: Db, query: SearchQuery) {
  const firstPageRows = query.offset === 0 ? query.limit + 1 : null;
  const shape = `${filterShape(query.filters)} ${firstPageRows ?? "later pages"}`;
  let search = nearestFirstSearches.get(shape);
  if (!search) {
    const name = `nearest_listings_${nearestFirstSearches.size + 1}`;
    search = nearestFirstSearch(query.filters, name, firstPageRows);
    nearestFirstSearches.set(shape, search);
  }
  return search(db);
}

/**
 * Active listings within `radiusMetres` of the origin that match the filters, one page of them
 * in the requested order with whether each has a bay free for the stay, and whether more follow.
 * Nearest-first walks the GiST index on the stored earth point; other sorts rank the nearest
 * RANKED_CANDIDATES. There is no total: counting even a hundred matches cost as much as the page
 * itself.
 */
export async function searchListings(db: Db, query: SearchQuery) {
  const { filters } = query;
  const values = searchValues(query);
  const page = <Row>(rows: Row[]) => ({
    rows: rows.slice(0, query.limit),
    hasMore: rows.length > query.limit,
  });
  if (query.sort === "location") {
    return page(await preparedNearestFirst(db, query).execute(values));
  }
  const { nearestFirst, matching, columns } = searchSql(filters);
  // The planner estimates an earth_box at a constant 0.1 % of the table whatever its size, so
  // for the candidates it chose a bitmap scan of the whole box (61,000 rows and 300 ms in
  // central London) over walking the GiST index in distance order (1,000 rows, a few milliseconds).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    // One pass: the candidates carry every column the page shows, and are named like the table
    // so that the same column references rank them.
    const candidates = tx
      .select({
        ...summaryColumns,
        earth: listings.earth,
        monthlyPriceMinor: monthlyPrices[filters.seasonPlan].shortest,
        bestMonthlyMinor: monthlyPrices[filters.seasonPlan].best,
      })
      .from(listings)
      .where(matching)
      .orderBy(nearestFirst)
      .limit(RANKED_CANDIDATES)
      .as("listings");
    const rows = await tx
      .select(columns)
      .from(candidates)
      .orderBy(...orderFor(query.sort, nearestFirst, filters))
      .limit(query.limit + 1)
      .offset(query.offset)
      // Unnamed: built for this transaction alone, with the placeholders filled in.
      .prepare("")
      .execute(values);
    return page(rows);
  });
}

/** A booking that keeps its bay from others now: paid for, or held while its driver pays. */
export function holdsBay(now: Date | Placeholder) {
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`(${bookings.status} = 'confirmed'
    or (${bookings.status} = 'reserved' and ${bookings.holdExpiresAt} > ${at}::timestamptz))`;
}

/** Whether a bay is taken during the wanted range by a booking that holds it. */
function bayTaken() {
  const wanted = sql`tstzrange(${sql.placeholder("start")}::timestamptz, ${sql.placeholder("end")}::timestamptz, '[)')`;
  return sql`exists (
    select 1 from ${bookings}
    where ${bookings.bayId} = ${qualified(bays.id)}
      and ${bookings.during} && ${wanted}
      and ${holdsBay(sql.placeholder("now"))}
  )`;
}

const freeBaysOfListings = preparedFor((db) =>
  db
    .select({
      listingId: bays.listingId,
      total: count(),
      free: sql<number>`count(*) filter (where not ${bayTaken()})`.mapWith(Number),
    })
    .from(bays)
    .where(sql`${bays.listingId} = any(${sql.placeholder("listingIds")}::bigint[])`)
    .groupBy(bays.listingId)
    .prepare("free_bays_of_listings"),
);

/** How many bays of each listing are free for the whole of [start, end). */
export async function freeBayCounts(
  db: Db,
  listingIds: number[],
  range: { start: Date; end: Date | null },
  now: Date,
): Promise<Map<number, { free: number; total: number }>> {
  if (listingIds.length === 0) return new Map();
  const rows = await freeBaysOfListings(db).execute({
    listingIds,
    start: range.start.toISOString(),
    end: range.end?.toISOString() ?? null,
    now: now.toISOString(),
  });
  return new Map(rows.map((row) => [row.listingId, { free: row.free, total: row.total }]));
}

export async function findSpaceType(db: Db, id: number) {
  const [listing] = await db
    .select({ spaceType: listings.spaceType })
    .from(listings)
    .where(and(eq(listings.id, id), isActive));
  return listing?.spaceType ?? null;
}

/** A listing's seasons by plan, shortest first within each, as one JSON array. */
const seasonsOfListing = sql<Season[]>`coalesce((
  select json_agg(json_build_object(
    'plan', ${seasonPrices.plan},
    'intervalCount', ${seasonPrices.intervalCount},
    'totalMinor', ${seasonPrices.totalMinor},
    'depositMinor', ${seasonPrices.depositMinor}
  ) order by ${seasonPrices.plan}, ${seasonPrices.intervalCount})
  from ${seasonPrices} where ${seasonPrices.listingId} = ${qualified(listings.id)}
), '[]'::json)`;

/** A listing's opening hours by weekday, as one JSON array ("07:00:00" times). */
const hoursOfListing = sql<OpeningHours[]>`coalesce((
  select json_agg(json_build_object(
    'weekday', ${listingHours.weekday},
    'opensAt', ${listingHours.opensAt},
    'closesAt', ${listingHours.closesAt}
  ) order by ${listingHours.weekday})
  from ${listingHours} where ${listingHours.listingId} = ${qualified(listings.id)}
), '[]'::json)`;

/** A listing's uploaded photos (not their bytes) in order, as one JSON array. */
const photosOfListing = sql<ListingPhoto[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${listingPhotos.id},
    'position', ${listingPhotos.position},
    'width', ${listingPhotos.width},
    'height', ${listingPhotos.height}
  ) order by ${listingPhotos.position})
  from ${listingPhotos} where ${listingPhotos.listingId} = ${qualified(listings.id)}
), '[]'::json)`;

export type ListingPhoto = { id: number; position: number; width: number; height: number };

const detailColumns = {
  ...summaryColumns,
  status: listings.status,
  ownerId: listings.ownerId,
  description: listings.description,
  accessInstructions: listings.accessInstructions,
  seasons: seasonsOfListing,
  hours: hoursOfListing,
  photos: photosOfListing,
};

const listingById = preparedFor((db) =>
  db
    .select(detailColumns)
    .from(listings)
    .where(eq(listings.id, sql.placeholder("id")))
    .prepare("listing_by_id"),
);

/** A listing with its seasons, opening hours and photos, in one query: every space call starts here. */
export async function findListing(db: Db, id: number) {
  const [listing] = await listingById(db).execute({ id });
  return listing ?? null;
}

export type ListingDetail = NonNullable<Awaited<ReturnType<typeof findListing>>>;

/** A listing's bays, and how many of them are free for the whole of [start, end). */
const baysOfListing = sql<{ free: number; total: number }>`(
  select json_build_object('free', count(*) filter (where not ${bayTaken()}), 'total', count(*))
  from ${bays} where ${bays.listingId} = ${qualified(listings.id)}
)`;

const listingWithBaysById = preparedFor((db) =>
  db
    .select({ ...detailColumns, bays: baysOfListing })
    .from(listings)
    .where(eq(listings.id, sql.placeholder("id")))
    .prepare("listing_with_bays_by_id"),
);

/**
 * `findListing` and `freeBayCounts` for one period in one query: the space page and the booking
 * steps ask for the space as priced for a stay.
 */
export async function findListingWithBays(
  db: Db,
  id: number,
  period: { start: Date; end: Date | null },
  now: Date,
): Promise<{ listing: ListingDetail; bays: { free: number; total: number } } | null> {
  const [row] = await listingWithBaysById(db).execute({
    id,
    start: period.start.toISOString(),
    end: period.end?.toISOString() ?? null,
    now: now.toISOString(),
  });
  if (!row) return null;
  const { bays: counted, ...listing } = row;
  return { listing, bays: counted };
}

const listingAtPath = preparedFor((db) =>
  db
    .select({ id: listings.id, status: listings.status, ownerId: listings.ownerId })
    .from(listings)
    .where(
      and(
        eq(listings.citySlug, sql.placeholder("city")),
        eq(listings.districtSlug, sql.placeholder("district")),
        eq(listings.slug, sql.placeholder("slug")),
      ),
    )
    .prepare("listing_at_path"),
);

/** The listing whose page is /{city}/{district}/{slug} (the listings_page_key index). */
export async function findListingAtPath(
  db: Db,
  page: { city: string; district: string; slug: string },
) {
  const [listing] = await listingAtPath(db).execute(page);
  return listing ?? null;
}

const reviewsOfListing = preparedFor((db) =>
  db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.listingId, sql.placeholder("listingId")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("reviews_of_listing"),
);

const reviewedListing = preparedFor((db) =>
  db
    .select({ reviewCount: listings.reviewCount })
    .from(listings)
    .where(and(eq(listings.id, sql.placeholder("listingId")), isActive))
    .prepare("reviewed_listing"),
);

/**
 * One page of a live listing's reviews, newest first, and how many it has in all (the count
 * kept with every review); null when there is no such live listing.
 */
export async function listReviews(
  db: Db,
  listingId: number,
  page: { limit: number; offset: number },
) {
  const [[listing], rows] = await Promise.all([
    reviewedListing(db).execute({ listingId }),
    reviewsOfListing(db).execute({ listingId, ...page }),
  ]);
  return listing ? { rows, total: listing.reviewCount } : null;
}

/**
 * The newest reviews of a listing already read (`findListing`), whose kept count is their total:
 * one query fewer than `listReviews`. Null unless the listing is live, as there.
 */
export async function newestReviewsOf(
  db: Db,
  listing: Pick<ListingDetail, "id" | "status" | "reviewCount">,
  limit: number,
) {
  if (listing.status !== "active") return null;
  const rows = await reviewsOfListing(db).execute({ listingId: listing.id, limit, offset: 0 });
  return { rows, total: listing.reviewCount };
}

/** The earliest time from which some bay of the listing has no booking at all (rolling monthly). */
export async function freeFrom(
  db: Db,
  listingId: number,
  after: Date,
  now: Date,
): Promise<Date | null> {
  const latestEnds = await db
    .select({
      bayId: bays.id,
      busyUntil: sql<string | null>`max(upper(${bookings.during}))`,
      openEnded: sql<boolean>`bool_or(upper_inf(${bookings.during}))`,
    })
    .from(bays)
    .leftJoin(
      bookings,
      and(
        eq(bookings.bayId, bays.id),
        holdsBay(now),
        sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${after.toISOString()}::timestamptz)`,
      ),
    )
    .where(eq(bays.listingId, listingId))
    .groupBy(bays.id);
  const candidates = latestEnds
    .filter((bay) => !bay.openEnded)
    .map((bay) => (bay.busyUntil ? new Date(bay.busyUntil) : after))
    .map((date) => (date < after ? after : date));
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates.map((date) => date.getTime())));
}

/** Live spaces' page addresses in id order, a slice at a time, for the sitemap. */
export async function livePages(db: Db, slice: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: listings.id,
        citySlug: listings.citySlug,
        districtSlug: listings.districtSlug,
        slug: listings.slug,
        updatedAt: listings.updatedAt,
      })
      .from(listings)
      .where(isActive)
      .orderBy(asc(listings.id))
      .offset(slice.offset)
      .limit(slice.limit),
    db.select({ total: count() }).from(listings).where(isActive),
  ]);
  return { rows, total: total?.total ?? 0 };
}
