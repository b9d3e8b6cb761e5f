import type { Database } from "../../api/db/client";
import { bays, bookings, listings, reviews, seasonPrices, users } from "../../api/db/schema";
import { demoListing, type Anchor, type DemoListing } from "../../api/db/seed/factories";
import type { SeasonPlan } from "#contract/vocabulary";

let sequence = 0;

export const leedsStation: Anchor = {
  kind: "station",
  name: "Leeds",
  lat: 53.7946,
  lng: -1.5474,
  country: "GBR",
  code: "LDS",
  region: "West Yorkshire",
  landingPath: "/leeds/leeds-station-parking",
};

export async function createOwner(database: Database, email = `owner${++sequence}@example.com`) {
  const [owner] = await database.db
    .insert(users)
    .values({ email, firstName: "Olu", lastName: "Adeyemi", scopes: ["driver", "landlord"] })
    .returning({ id: users.id });
  if (!owner) throw new Error("owner not created");
  return owner.id;
}

/** A season of `plan` lasting `intervalCount` months for `totalMinor`, with no deposit. */
export function season(plan: SeasonPlan, intervalCount: number, totalMinor: number) {
  return { plan, intervalCount, totalMinor, depositMinor: 0 };
}

/**
 * An active listing made by the same factory as the demo data, with `overrides` on top, its
 * bays, seasons and reviews. Returns the listing's id and its bays' ids.
 */
export async function createListing(
  database: Database,
  ownerId: string,
  overrides: Partial<DemoListing> & { status?: "draft" | "active" | "disabled" | "removed" } = {},
  anchor: Anchor = leedsStation,
) {
  sequence += 1;
  const { status = "active", ...listingOverrides } = overrides;
  const demo = { ...demoListing(7, sequence, anchor), ...listingOverrides };
  const { db } = database;
  const [listing] = await db
    .insert(listings)
    .values({
      ownerId,
      status,
      title: demo.title,
      description: demo.description,
      spaceType: demo.spaceType,
      addressLine: demo.addressLine,
      city: demo.city,
      postcode: "LS1 4DY",
      country: demo.country,
      currency: demo.currency,
      lat: demo.lat,
      lng: demo.lng,
      citySlug: demo.citySlug,
      districtSlug: demo.districtSlug,
      slug: demo.slug,
      offersHourly: demo.offersHourly,
      offersMonthly: demo.offersMonthly,
      airportCode: demo.airportCode,
      hourlyPriceMinor: demo.hourlyPriceMinor,
      dailyPriceMinor: demo.dailyPriceMinor,
      covered: demo.covered,
      cctv: demo.cctv,
      gated: demo.gated,
      lit: demo.lit,
      stepFree: demo.stepFree,
      heightLimitCm: demo.heightLimitCm,
      lengthLimitCm: demo.lengthLimitCm,
      evConnectors: demo.evConnectors,
      evChargerKw: demo.evChargerKw,
      accessInstructions: demo.accessInstructions,
      reviewCount: demo.reviews.length,
      ratingAverage:
        demo.reviews.length > 0
          ? demo.reviews.reduce((sum, review) => sum + review.rating, 0) / demo.reviews.length
          : null,
    })
    .returning({ id: listings.id });
  if (!listing) throw new Error("listing not created");
  const bayRows = await db
    .insert(bays)
    .values(
      Array.from({ length: demo.bayCount }, (_, index) => ({
        listingId: listing.id,
        label: String(index + 1),
      })),
    )
    .returning({ id: bays.id });
  if (demo.seasons.length > 0) {
    await db
      .insert(seasonPrices)
      .values(demo.seasons.map((season) => ({ listingId: listing.id, ...season })));
  }
  if (demo.reviews.length > 0) {
    await db.insert(reviews).values(
      demo.reviews.map((review) => ({
        listingId: listing.id,
        authorName: review.authorName,
        rating: review.rating,
        comment: review.comment,
      })),
    );
  }
  return { id: listing.id, bayIds: bayRows.map((bay) => bay.id), demo };
}

/**
 * A confirmed booking holding `bayId` from `start` to `end` (open-ended when null), with any
 * `details` on top. Returns its reference.
 */
export async function createBooking(
  database: Database,
  listing: { id: number; bayId: number },
  start: Date,
  end: Date | null,
  details: Partial<typeof bookings.$inferInsert> = {},
) {
  sequence += 1;
  const reference = `PW-T${sequence}`;
  await database.db.insert(bookings).values({
    reference,
    listingId: listing.id,
    bayId: listing.bayId,
    principal: "anon_test",
    rental: end ? "short" : "long",
    during: { start, end },
    status: "confirmed",
    currency: "GBP",
    valueMinor: 500,
    valueBeforeDiscountMinor: 500,
    serviceFeeMinor: 49,
    totalMinor: 549,
    reviewHash: `hash${sequence}`,
    ...details,
  });
  return reference;
}
