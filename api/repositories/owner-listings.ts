import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { qualified } from "../db/qualified";
import { facilitiesSchema } from "#contract/facilities";
import { listingAccessFields, listingSpaceFields } from "#contract/listings";
import type { Db } from "../db/client";
import {
  bays,
  bookings,
  listingHours,
  listingPhotos,
  listings,
  places,
  seasonPrices,
} from "../db/schema";
import type { PreparedPhoto } from "../domain/listing-photos";
import { columnsKeeping, type ListingChanges } from "./listing-columns";
import { isListingStep } from "../domain/listing-steps";
import { type ListingStep } from "#contract/vocabulary";
import type { PagePlace } from "../domain/listing-pages";

export async function findListingOwnership(db: Db, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      status: listings.status,
      title: listings.title,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** Confirmed bookings of a listing that have not ended (or never end): they block removal. */
export async function countFutureBookings(db: Db, listingId: number, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        eq(bookings.status, "confirmed"),
        sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${now.toISOString()}::timestamptz)`,
      ),
    );
  return row?.count ?? 0;
}

/** Moves a listing from one status to another; false when it was no longer in `from`. */
export async function changeListingStatus(
  db: Db,
  listingId: number,
  change: { from: Array<"active" | "disabled" | "draft">; to: "active" | "disabled" | "removed" },
  now: Date,
) {
  const changed = await db
    .update(listings)
    .set({ status: change.to, updatedAt: now })
    .where(and(eq(listings.id, listingId), sql`${listings.status} in ${change.from}`))
    .returning({ id: listings.id });
  return changed.length === 1;
}

const listingIdColumn = qualified(listings.id);

/** The monthly price the wizard sets: a rolling month of the mon-sun plan. */
const monthlyPriceSql = sql<number | null>`(select s.total_minor from season_prices s
  where s.listing_id = ${listingIdColumn} and s.plan = 'mon-sun' and s.interval_count = 1)`;

/**
 * Decision 010: the owner earns the parking price of every paid booking that was not refunded
 * (before any Parkway discount code, which Parkway pays for), and the same again for each
 * month a subscription renewed. Service and arrangement fees, extras and deposits are not theirs.
 */
const earningsSql = sql<number>`(select coalesce(sum(b.value_before_discount_minor * (1 +
    case when b.rental = 'long' then (select count(*) from purchases p
      where p.kind = 'renewal' and p.status = 'succeeded' and b.id = any(p.booking_ids)) else 0 end
  )), 0)
  from bookings b
  where b.listing_id = ${listingIdColumn}
    and (b.status = 'confirmed'
      or (b.status = 'cancelled' and b.confirmed_at is not null
        and coalesce(b.refund_minor, 0) <= b.deposit_minor)))`;

function activeBookingsSql(now: Date) {
  return sql<number>`(select count(*) from bookings b
    where b.listing_id = ${listingIdColumn} and b.status = 'confirmed'
      and (upper_inf(b.during) or upper(b.during) > ${now.toISOString()}::timestamptz))`;
}

const bayCountSql = sql<number>`(select count(*) from bays b where b.listing_id = ${listingIdColumn})`;
const photoCountSql = sql<number>`(select count(*) from listing_photos p where p.listing_id = ${listingIdColumn})`;

/** What the step rules read of a listing (domain/listing-steps' ListingProgress). */
const progressColumns = {
  status: listings.status,
  draftStep: listings.draftStep,
  country: listings.country,
  addressLine: listings.addressLine,
  city: listings.city,
  postcode: listings.postcode,
  lat: listings.lat,
  lng: listings.lng,
  title: listings.title,
  accessInstructions: listings.accessInstructions,
  offersHourly: listings.offersHourly,
  offersMonthly: listings.offersMonthly,
  hourlyPriceMinor: listings.hourlyPriceMinor,
  dailyPriceMinor: listings.dailyPriceMinor,
  monthlyPriceMinor: monthlyPriceSql.mapWith((value) => (value === null ? null : Number(value))),
  bayCount: bayCountSql.mapWith(Number),
  photoCount: photoCountSql.mapWith(Number),
};

function ownerListingColumns(now: Date) {
  return {
    ...progressColumns,
    id: listings.id,
    ownerId: listings.ownerId,
    currency: listings.currency,
    placeId: listings.placeId,
    citySlug: listings.citySlug,
    districtSlug: listings.districtSlug,
    slug: listings.slug,
    space: columnsKeeping(listingSpaceFields),
    access: columnsKeeping(listingAccessFields),
    facilities: columnsKeeping(facilitiesSchema.shape),
    openAllHours: listings.openAllHours,
    createdAt: listings.createdAt,
    updatedAt: listings.updatedAt,
    publishedAt: listings.publishedAt,
    activeBookingsCount: activeBookingsSql(now).mapWith(Number),
    earningsMinor: earningsSql.mapWith(Number),
  };
}

/**
 * An owner's listings (or one of them) with everything the wizard and the listings page show:
 * one query for the listings with their counts and earnings, one for all their photos and one
 * for all their opening hours, however many listings there are.
 */
async function loadOwnerListings(db: Db, where: SQL | undefined, now: Date) {
  const rows = await db
    .select(ownerListingColumns(now))
    .from(listings)
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [photos, hours] = await Promise.all([
    db
      .select({
        id: listingPhotos.id,
        listingId: listingPhotos.listingId,
        position: listingPhotos.position,
        width: listingPhotos.width,
        height: listingPhotos.height,
      })
      .from(listingPhotos)
      .where(inArray(listingPhotos.listingId, ids))
      .orderBy(asc(listingPhotos.position)),
    db
      .select({
        listingId: listingHours.listingId,
        weekday: listingHours.weekday,
        opensAt: listingHours.opensAt,
        closesAt: listingHours.closesAt,
      })
      .from(listingHours)
      .where(inArray(listingHours.listingId, ids))
      .orderBy(asc(listingHours.weekday)),
  ]);
  return rows.map((row) => ({
    ...row,
    draftStep: isListingStep(row.draftStep) ? row.draftStep : null,
    photos: photos.filter((photo) => photo.listingId === row.id),
    hours: hours.filter((day) => day.listingId === row.id),
  }));
}

export type OwnerListing = Awaited<ReturnType<typeof loadOwnerListings>>[number];

/** The owner's listings that are not removed, newest first. */
export function listOwnerListings(db: Db, ownerId: string, now: Date) {
  return loadOwnerListings(
    db,
    and(eq(listings.ownerId, ownerId), ne(listings.status, "removed")),
    now,
  );
}

export async function findOwnerListing(db: Db, listingId: number, now: Date) {
  const [listing] = await loadOwnerListings(db, eq(listings.id, listingId), now);
  return listing ?? null;
}

/** What the step rules read of a listing, as stored now (inside the saving transaction). */
export async function findListingProgress(db: Db, listingId: number) {
  const [row] = await db
    .select(progressColumns)
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  if (!row) return null;
  return { ...row, draftStep: isListingStep(row.draftStep) ? row.draftStep : null };
}

export async function insertDraftListing(
  db: Db,
  draft: { ownerId: string; address: ListingChanges; draftStep: ListingStep; now: Date },
) {
  const [row] = await db
    .insert(listings)
    .values({
      ownerId: draft.ownerId,
      status: "draft",
      draftStep: draft.draftStep,
      ...draft.address,
      createdAt: draft.now,
      updatedAt: draft.now,
    })
    .returning({ id: listings.id });
  if (!row) throw new Error("The draft listing was not created");
  return row.id;
}

export async function updateListing(db: Db, listingId: number, changes: ListingChanges, now: Date) {
  await db
    .update(listings)
    .set({ ...changes, updatedAt: now })
    .where(eq(listings.id, listingId));
}

/**
 * Gives the listing `count` bays: new ones are numbered on from the highest, and only bays that
 * have never been booked are taken away (a booking keeps its bay). Returns false, changing
 * nothing, when too few bays could go.
 */
export async function setBayCount(db: Db, listingId: number, count: number): Promise<boolean> {
  const current = await db
    .select({
      id: bays.id,
      label: bays.label,
      booked: sql<boolean>`exists (select 1 from bookings b
        where b.bay_id = ${qualified(bays.id)})`,
    })
    .from(bays)
    .where(eq(bays.listingId, listingId))
    .orderBy(desc(bays.id));
  if (current.length < count) {
    const highest = Math.max(0, ...current.map((bay) => Number(bay.label) || 0));
    await db.insert(bays).values(
      Array.from({ length: count - current.length }, (_, index) => ({
        listingId,
        label: String(highest + index + 1),
      })),
    );
    return true;
  }
  const surplus = current.length - count;
  if (surplus === 0) return true;
  const unbooked = current.filter((bay) => !bay.booked).slice(0, surplus);
  if (unbooked.length < surplus) return false;
  await db.delete(bays).where(
    inArray(
      bays.id,
      unbooked.map((bay) => bay.id),
    ),
  );
  return true;
}

/** The wizard's monthly price is the listing's only season: a rolling month, every day. */
export async function setMonthlyPrice(db: Db, listingId: number, monthlyMinor: number | null) {
  await db.delete(seasonPrices).where(eq(seasonPrices.listingId, listingId));
  if (monthlyMinor !== null) {
    await db
      .insert(seasonPrices)
      .values({ listingId, plan: "mon-sun", intervalCount: 1, totalMinor: monthlyMinor });
  }
}

export async function setOpeningHours(
  db: Db,
  listingId: number,
  hours: Array<{ weekday: number; opensAt: string; closesAt: string }>,
) {
  await db.delete(listingHours).where(eq(listingHours.listingId, listingId));
  if (hours.length > 0) {
    await db.insert(listingHours).values(hours.map((day) => ({ listingId, ...day })));
  }
}

/** Adds a photo at `position`, which is the photo count: positions run 0, 1, 2, ... */
export async function addListingPhoto(
  db: Db,
  listingId: number,
  photo: PreparedPhoto & { position: number; alt: string },
) {
  await db.insert(listingPhotos).values({ listingId, ...photo });
}

/** Holds the listing's row until the transaction ends, so its photos change one call at a time. */
export async function lockListing(db: Db, listingId: number) {
  await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
}

/** Removes a photo and closes the gap, so positions stay 0, 1, 2, ... */
export async function removeListingPhoto(db: Db, listingId: number, position: number) {
  const removed = await db
    .delete(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.position, position)))
    .returning({ id: listingPhotos.id });
  if (removed.length === 0) return false;
  // Through negative numbers, as the unique (listing, position) index is checked row by row.
  const later = and(
    eq(listingPhotos.listingId, listingId),
    sql`${listingPhotos.position} > ${position}`,
  );
  await db
    .update(listingPhotos)
    .set({ position: sql`-${listingPhotos.position}` })
    .where(later);
  await db
    .update(listingPhotos)
    .set({ position: sql`-${listingPhotos.position} - 1` })
    .where(and(eq(listingPhotos.listingId, listingId), sql`${listingPhotos.position} < 0`));
  return true;
}

export async function placeExists(db: Db, placeId: number) {
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
  return place !== undefined;
}

/**
 * The place a newly published space's page hangs under: the nearest landing page within
 * `radiusMetres` in its country, else the nearest city or town there.
 */
export async function findPagePlace(
  db: Db,
  point: { lat: number; lng: number; country: "GBR" | "IRL" },
  radiusMetres: number,
): Promise<(PagePlace & { id: number }) | null> {
  const location = sql`ll_to_earth(${places.lat}, ${places.lng})`;
  const origin = sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
  const columns = { id: places.id, name: places.name, landingPath: places.landingPath };
  const [landing] = await db
    .select(columns)
    .from(places)
    .where(
      and(
        eq(places.country, point.country),
        sql`${places.landingPath} is not null`,
        sql`earth_box(${origin}, ${radiusMetres}::float8) @> ${location}`,
        sql`earth_distance(${location}, ${origin}) <= ${radiusMetres}`,
      ),
    )
    .orderBy(sql`${location} <-> ${origin}`)
    .limit(1);
  if (landing) return landing;
  const [town] = await db
    .select(columns)
    .from(places)
    .where(and(eq(places.country, point.country), inArray(places.kind, ["city", "town"])))
    .orderBy(sql`${location} <-> ${origin}`)
    .limit(1);
  return town ? { ...town, landingPath: null } : null;
}

/** The first of `slugs` no other space uses under the same city and district. */
export async function firstFreeSlug(
  db: Db,
  page: { citySlug: string; districtSlug: string },
  slugs: string[],
) {
  const taken = await db
    .select({ slug: listings.slug })
    .from(listings)
    .where(
      and(
        eq(listings.citySlug, page.citySlug),
        eq(listings.districtSlug, page.districtSlug),
        inArray(listings.slug, slugs),
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  return slugs.find((slug) => !used.has(slug)) ?? null;
}

/** A complete draft goes live: searchable, with its page, from `now`. */
export async function publishListing(
  db: Db,
  listingId: number,
  page: { placeId: number | null; citySlug: string; districtSlug: string; slug: string },
  now: Date,
) {
  const published = await db
    .update(listings)
    .set({ ...page, status: "active", draftStep: null, publishedAt: now, updatedAt: now })
    .where(and(eq(listings.id, listingId), eq(listings.status, "draft")))
    .returning({ id: listings.id });
  return published.length === 1;
}

/** An uploaded photo's bytes, for any listing that is not removed. */
export async function findListingPhoto(db: Db, listingId: number, position: number) {
  const [photo] = await db
    .select({
      status: listings.status,
      contentType: listingPhotos.contentType,
      bytes: listingPhotos.bytes,
    })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.position, position)));
  return photo ?? null;
}
