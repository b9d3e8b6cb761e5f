import type { SpaceDetail } from "#contract/spaces";
import type { Rental, SeasonPlan } from "#contract/vocabulary";
import type { ApiDeps } from "../context";
import type { Principal } from "../domain/access-tokens";
import { currencyOf, majorUnits } from "../domain/money";
import { shownPrice } from "../domain/pricing";
import { defaultStay } from "../domain/search";
import { annualSaving, sortSeasons, type Season } from "../domain/season-plans";
import { photoAlt, photoKey, photoUrl } from "../domain/listing-photos";
import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from "../domain/space-artwork";
import { shownPricePayload } from "../price-payload";
import type { Db } from "../db/client";
import {
  findListingWithBays,
  freeBayCounts,
  type ListingDetail,
  type searchListings,
} from "../repositories/listings";

/*
 * A space as its own call answers it (spec §7 space), and as a quote's answer carries it with
 * expand=space (decision 031): priced for a stay, with its free bays, photos and seasons.
 */

/** Drawn photos of a space without uploaded ones. */
export const ARTWORK_PHOTOS = 3;

/** A space its owner has disabled, to anyone else: it exists, and says why it cannot be booked. */
const notTakingBookings =
  "This space is not taking bookings at the moment. Search for another space nearby.";

export type Stay = { start: Date; end: Date | null };

type ListingRow = Awaited<ReturnType<typeof searchListings>>["rows"][number];

export function spacePath(
  listing: Pick<ListingRow, "id" | "citySlug" | "districtSlug" | "slug">,
): string {
  return listing.citySlug && listing.districtSlug && listing.slug
    ? `/${listing.citySlug}/${listing.districtSlug}/${listing.slug}`
    : `/locations/show/${listing.id}`;
}

export function spaceSummary(
  listing: Omit<ListingRow, "distanceMetres" | "available">,
  rental: Rental,
  stay: Stay,
  available: boolean,
) {
  return {
    id: listing.id,
    title: listing.title,
    space_type: listing.spaceType,
    address: {
      line: listing.addressLine,
      city: listing.city,
      postcode: listing.postcode,
      country: listing.country,
    },
    lat: listing.lat ?? 0,
    lng: listing.lng ?? 0,
    currency: currencyOf(listing.currency),
    path: spacePath(listing),
    photo: `/api/v2/spaces/${listing.id}/photos/0`,
    rentals: {
      short: listing.offersHourly,
      long: listing.offersMonthly,
      airport: listing.airportCode,
    },
    facilities: listing.facilities,
    rating: { average: listing.ratingAverage, count: listing.reviewCount },
    price: shownPricePayload(shownPrice(listing, rental, stay)),
    available,
  };
}

function seasonsByPlan(seasons: Season[]) {
  const grouped: SpaceDetail["seasons"] = {};
  for (const season of sortSeasons(seasons)) {
    (grouped[season.plan] ??= []).push({
      billing: { interval: "month", interval_count: season.intervalCount, plan: season.plan },
      cost: {
        total: majorUnits(season.totalMinor),
        per_month: majorUnits(season.totalMinor / season.intervalCount),
      },
      deposit: { now: majorUnits(season.depositMinor) },
    });
  }
  return grouped;
}

/** How many of a listing's bays are free for the whole of a period. */
export type FreeBays = (period: Stay) => Promise<{ free: number; total: number }>;

const periodKey = (period: Stay) =>
  `${period.start.toISOString()}/${period.end?.toISOString() ?? ""}`;

/**
 * A listing's free bays by period, each period read once: a quote that carries its space asks
 * for the same period twice, for its availability and for the space's bays. `known` is a count
 * read already, with the listing (`findListingWithBays`).
 */
export function freeBaysOf(
  db: Db,
  listingId: number,
  now: Date,
  known?: { period: Stay; bays: { free: number; total: number } },
): FreeBays {
  const read = new Map<string, ReturnType<FreeBays>>();
  if (known) read.set(periodKey(known.period), Promise.resolve(known.bays));
  return (period) => {
    const key = periodKey(period);
    let bays = read.get(key);
    if (!bays) {
      bays = freeBayCounts(db, [listingId], period, now).then(
        (counts) => counts.get(listingId) ?? { free: 0, total: 0 },
      );
      read.set(key, bays);
    }
    return bays;
  };
}

/** What a space is asked for: the stay it is priced for, as a rental and a monthly plan. */
export type SpaceAsked = { rental: Rental; season_plan: SeasonPlan; stay: Stay };

export function createSpaceDetails(deps: Pick<ApiDeps, "database" | "now" | "signingSecret">) {
  const { db } = deps.database;

  /** The requested stay, or the one a search assumes when none was given. */
  function stayOf(asked: { rental: Rental; start?: Date; end?: Date }): Stay {
    if (asked.rental === "long")
      return { start: asked.start ?? defaultStay("long", deps.now()).start, end: null };
    return asked.start && asked.end
      ? { start: asked.start, end: asked.end }
      : defaultStay(asked.rental, deps.now());
  }

  /**
   * Whether `principal` may see `listing`'s space: live spaces to anyone, a disabled one to
   * others as gone (410, saying why), drafts and paused ones to their owner and admins alone.
   */
  function shownTo(listing: ListingDetail | null, principal: Principal | undefined) {
    const isOwner =
      principal !== undefined &&
      (principal.subject === listing?.ownerId || principal.scopes.includes("admin"));
    if (listing?.status === "disabled" && !isOwner)
      return { shown: false as const, status: 410 as const, message: notTakingBookings };
    if (!listing || (listing.status !== "active" && !isOwner))
      return {
        shown: false as const,
        status: 404 as const,
        message: "There is no space with that number",
      };
    return { shown: true as const, listing, isOwner };
  }

  /** The space's answer for what was asked, with its free bays for the stay. */
  async function detail(
    listing: ListingDetail,
    asked: SpaceAsked,
    isOwner: boolean,
    freeBays: FreeBays = freeBaysOf(db, listing.id, deps.now()),
  ) {
    const { id, photos: uploaded } = listing;
    const { stay } = asked;
    const bays = await freeBays(stay);
    const photoKeyFor =
      listing.status === "active" ? undefined : photoKey(await deps.signingSecret(), id);
    const planSeasons = listing.seasons.filter((season) => season.plan === asked.season_plan);
    const [monthly] = sortSeasons(planSeasons);
    const summary = spaceSummary(
      {
        ...listing,
        monthlyPriceMinor: monthly ? Math.round(monthly.totalMinor / monthly.intervalCount) : null,
      },
      asked.rental,
      stay,
      bays.free > 0,
    );
    const saving = annualSaving(planSeasons);
    return {
      ...summary,
      description: listing.description,
      access: {
        open_all_hours: listing.openAllHours,
        hours: listing.hours.map((hour) => ({
          weekday: hour.weekday,
          opens_at: hour.opensAt,
          closes_at: hour.closesAt,
        })),
        instructions: isOwner ? listing.accessInstructions : null,
      },
      bays,
      photos:
        uploaded.length > 0
          ? uploaded.map((photo) => ({
              url: photoUrl({ ...photo, listingId: id }, photoKeyFor),
              width: photo.width,
              height: photo.height,
              alt: photoAlt(listing.title, photo.position, uploaded.length),
            }))
          : Array.from({ length: ARTWORK_PHOTOS }, (_, position) => ({
              url: `/api/v2/spaces/${id}/photos/${position}`,
              width: ARTWORK_WIDTH,
              height: ARTWORK_HEIGHT,
              alt: `${listing.title}, photo ${position + 1} of ${ARTWORK_PHOTOS}`,
            })),
      seasons: seasonsByPlan(listing.seasons),
      annual_saving: saving === null ? null : majorUnits(saving),
    };
  }

  /**
   * The listing as `principal` may see it (`shownTo`), read with its free bays for `stay` in one
   * query, and the free bays of other periods as they are asked for.
   */
  async function shownWithBays(id: number, stay: Stay, principal: Principal | undefined) {
    const now = deps.now();
    const found = await findListingWithBays(db, id, stay, now);
    const known = found ? { period: stay, bays: found.bays } : undefined;
    return {
      ...shownTo(found?.listing ?? null, principal),
      freeBays: freeBaysOf(db, id, now, known),
    };
  }

  return { stayOf, shownWithBays, detail };
}
