import { createRoute, z } from "@hono/zod-openapi";
import type { ApiDeps } from "../context";
import { rentals } from "../db/schema/bookings";
import { evConnectorTypes, seasonPlans, spaceTypes } from "../db/schema/listings";
import { serviceFee } from "../domain/fees";
import { currencyOf, majorUnits } from "../domain/money";
import { shortStayPrice } from "../domain/pricing";
import {
  DEFAULT_RADIUS_METRES,
  defaultStay,
  MAX_RADIUS_METRES,
  stayHalfHourSteps,
  type Rental,
  type SearchFilters,
} from "../domain/search";
import { annualSaving, sortSeasons, type Season } from "../domain/season-plans";
import { photoAlt, photoKey, photoKeyMatches, photoUrl } from "../domain/listing-photos";
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, spaceArtwork } from "../domain/space-artwork";
import { FacilitiesSchema, facilitiesPayload } from "../facilities-payload";
import {
  CurrencySchema,
  dateTime,
  isOneOf,
  MoneySchema,
  optionalCoordinate,
  photoPosition,
} from "../fields";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  findListing,
  findListingAtPath,
  findSpaceType,
  freeBayCounts,
  freeFrom,
  listReviews,
  searchListings,
  type Origin,
} from "../repositories/listings";
import { findListingPhoto, listListingPhotos } from "../repositories/owner-listings";

const ARTWORK_PHOTOS = 3;

const flag = z
  .enum(["true", "false", "1", "0", "on"])
  .transform((value) => value === "true" || value === "1" || value === "on");

/** A comma-separated query value ("CCS,Type 2"), each item one of `values`. */
function commaList<T extends readonly [string, ...string[]]>(values: T) {
  return z.string().transform((value, context) => {
    const items = value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const chosen: Array<T[number]> = [];
    for (const item of items) {
      if (isOneOf(values, item)) chosen.push(item);
      else
        context.addIssue({
          code: "custom",
          message: `"${item}" is not one of: ${values.join(", ")}`,
        });
    }
    return chosen;
  });
}

const StayQuery = {
  rental: z
    .enum(rentals)
    .default("short")
    .openapi({ description: "short = hourly, long = monthly" }),
  start: dateTime.optional().openapi({ description: "Start of the stay (hourly and airport)" }),
  end: dateTime.optional().openapi({ description: "End of the stay (hourly and airport)" }),
};

/** Start and end go together, and a stay ends after it starts. */
function checkStay(query: { rental: Rental; start?: Date; end?: Date }, context: z.RefinementCtx) {
  if (query.rental === "long" || (!query.start && !query.end)) return;
  if (!query.start)
    context.addIssue({ code: "custom", path: ["start"], message: "Give a start with the end" });
  else if (!query.end)
    context.addIssue({ code: "custom", path: ["end"], message: "Give an end with the start" });
  else if (query.end <= query.start) {
    context.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start" });
  }
}

const SearchQuery = z
  .object({
    lat: optionalCoordinate("lat"),
    lng: optionalCoordinate("lng"),
    q: z.string().trim().min(1).max(100).optional().openapi({
      description: "A place, postcode, station or airport, looked up in the gazetteer",
      example: "Manchester Piccadilly",
    }),
    ...StayQuery,
    radius: z.coerce.number().int().min(100).max(MAX_RADIUS_METRES).optional(),
    sort: z.enum(["location", "price", "reviews", "plan"]).default("location"),
    season_plan: z.enum(seasonPlans).default("mon-sun"),
    ev: commaList(evConnectorTypes).optional().openapi({ example: "CCS,Type 2" }),
    covered: flag.optional(),
    cctv: flag.optional(),
    gated: flag.optional(),
    step_free: flag.optional(),
    vehicle_height_cm: z.coerce.number().int().min(100).max(400).optional(),
    space_type: commaList(spaceTypes).optional(),
    page: z.coerce.number().int().min(1).max(500).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(20),
  })
  .superRefine((query, context) => {
    if (query.q === undefined && (query.lat === undefined || query.lng === undefined)) {
      const missing = query.lat === undefined ? "lat" : "lng";
      context.addIssue({ code: "custom", path: [missing], message: "Give lat and lng, or q" });
    }
    checkStay(query, context);
  });

const SpaceSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    space_type: z.enum(spaceTypes),
    address: z.object({
      line: z.string(),
      city: z.string(),
      postcode: z.string(),
      country: z.enum(["GBR", "IRL"]),
    }),
    lat: z.number(),
    lng: z.number(),
    currency: CurrencySchema,
    path: z.string().openapi({
      description: "The space's page on the web",
      example: "/london/camden-parking/driveway-on-camden-road-12",
    }),
    photo: z.string(),
    rentals: z.object({ short: z.boolean(), long: z.boolean(), airport: z.string().nullable() }),
    facilities: FacilitiesSchema,
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    price: z
      .object({
        value: MoneySchema.openapi({ description: "The parking price" }),
        service_fee: MoneySchema.openapi({ description: "Decision 007's service fee on it" }),
        total: MoneySchema.openapi({ description: "What the driver pays: price and fee" }),
        per: z.enum(["stay", "month"]),
      })
      .nullable()
      .openapi({ description: "The price for the requested period; null when not offered" }),
    available: z.boolean().openapi({ description: "Whether a bay is free for the whole period" }),
  })
  .openapi("SpaceSummary");

const SearchResponse = z
  .object({
    data: z.array(SpaceSummarySchema.extend({ distance_m: z.number().int() })),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      has_more: z.boolean().openapi({ description: "Whether the next page has results" }),
      radius_m: z.number().int(),
      origin: z.object({
        lat: z.number(),
        lng: z.number(),
        name: z.string().nullable(),
        kind: z.string().nullable(),
      }),
      rental: z.enum(rentals),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
  })
  .openapi("LocationSearch");

const SeasonSchema = z
  .object({
    billing: z.object({
      interval: z.literal("month"),
      interval_count: z.number().int(),
      plan: z.enum(seasonPlans),
    }),
    cost: z.object({ total: MoneySchema, per_month: MoneySchema }),
    deposit: z.object({ now: MoneySchema }),
  })
  .openapi("SeasonPlan");

const SpaceDetailSchema = SpaceSummarySchema.extend({
  description: z.string(),
  access: z.object({
    open_all_hours: z.boolean(),
    hours: z.array(
      z.object({ weekday: z.number().int(), opens_at: z.string(), closes_at: z.string() }),
    ),
    instructions: z.string().nullable().openapi({
      description: "Shown to the owner; drivers receive them with their booking",
    }),
  }),
  bays: z.object({ total: z.number().int(), free: z.number().int() }),
  photos: z.array(
    z.object({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
    }),
  ),
  seasons: z.partialRecord(z.enum(seasonPlans), z.array(SeasonSchema)),
  annual_saving: MoneySchema.nullable(),
}).openapi("SpaceDetail");

const ReviewsResponse = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        author: z.string(),
        rating: z.number().int(),
        comment: z.string(),
        created_at: z.string(),
      }),
    ),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  })
  .openapi("SpaceReviews");

const AvailabilityResponse = z
  .object({
    data: z.object({
      rental: z.enum(rentals),
      available: z.boolean(),
      free_bays: z.number().int(),
      total_bays: z.number().int(),
      start: z.string(),
      end: z.string().nullable(),
      available_from: z
        .string()
        .nullable()
        .openapi({ description: "Monthly: the first day a bay is free with no end" }),
    }),
  })
  .openapi("SpaceAvailability");

const SpaceParams = z.object({ id: z.coerce.number().int().positive().openapi({ example: 12 }) });
const StayParams = z
  .object({ ...StayQuery, season_plan: z.enum(seasonPlans).default("mon-sun") })
  .superRefine(checkStay);

const locationSearch = createRoute({
  method: "get",
  path: "/location-search",
  tags: ["Spaces"],
  summary: "Search for parking near a point or a place",
  request: { query: SearchQuery },
  responses: {
    200: {
      description: "One page of results",
      content: { "application/json": { schema: SearchResponse } },
    },
    400: invalidRequest,
    404: jsonMessage("No place matches q"),
  },
});

const showSpace = createRoute({
  method: "get",
  path: "/spaces/{id}",
  tags: ["Spaces"],
  summary: "A space, priced for the requested period",
  request: { params: SpaceParams, query: StayParams },
  responses: {
    200: {
      description: "The space",
      content: { "application/json": { schema: z.object({ data: SpaceDetailSchema }) } },
    },
    400: invalidRequest,
    404: jsonMessage("No such space"),
  },
});

const pageSegment = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A page path segment is lower-case words joined by hyphens");

const spaceAtPath = createRoute({
  method: "get",
  path: "/spaces/by-path/{city}/{district}/{slug}",
  tags: ["Spaces"],
  summary: "The space whose web page is /{city}/{district}/{slug}",
  description:
    "Resolves a space's `path` (as the search and the space answer give it) back to its id, so a front end can serve the page at that address.",
  request: {
    params: z.object({
      city: pageSegment.openapi({ example: "london" }),
      district: pageSegment.openapi({ example: "camden-parking" }),
      slug: pageSegment.openapi({ example: "driveway-on-camden-road-12" }),
    }),
  },
  responses: {
    200: {
      description: "The space's id and path",
      content: {
        "application/json": {
          schema: z.object({ data: z.object({ id: z.number().int(), path: z.string() }) }),
        },
      },
    },
    400: invalidRequest,
    404: jsonMessage("No space has that page"),
  },
});

const spaceReviews = createRoute({
  method: "get",
  path: "/spaces/{id}/reviews",
  tags: ["Spaces"],
  summary: "Drivers' reviews of a space, newest first",
  request: {
    params: SpaceParams,
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      per_page: z.coerce.number().int().min(1).max(50).default(10),
    }),
  },
  responses: {
    200: {
      description: "One page of reviews",
      content: { "application/json": { schema: ReviewsResponse } },
    },
    400: invalidRequest,
    404: jsonMessage("No such space"),
  },
});

const spaceAvailability = createRoute({
  method: "get",
  path: "/spaces/{id}/availability",
  tags: ["Spaces"],
  summary: "Whether a bay is free for a period",
  request: { params: SpaceParams, query: StayParams },
  responses: {
    200: {
      description: "Availability",
      content: { "application/json": { schema: AvailabilityResponse } },
    },
    400: invalidRequest,
    404: jsonMessage("No such space"),
  },
});

const spacePhoto = createRoute({
  method: "get",
  path: "/spaces/{id}/photos/{position}",
  tags: ["Spaces"],
  summary: "A photo of a space",
  description:
    "The owner's uploaded photo at that position, else drawn artwork. Photos of a space that is not live are shown only with the owner's `key` (decision 010).",
  request: {
    params: SpaceParams.extend({ position: photoPosition(11) }),
    query: z.object({
      v: z.string().max(20).optional().openapi({ description: "The photo's version" }),
      key: z.string().max(64).optional().openapi({ description: "The owner's photo key" }),
    }),
  },
  responses: {
    200: {
      description: "The image",
      content: {
        "image/webp": { schema: z.string().openapi({ format: "binary" }) },
        "image/svg+xml": { schema: z.string() },
      },
    },
    400: invalidRequest,
    404: jsonMessage("No such photo"),
  },
});

type Stay = { start: Date; end: Date | null };

function priceFor(
  listing: {
    hourlyPriceMinor: number | null;
    dailyPriceMinor: number | null;
    monthlyPriceMinor: number | null;
  },
  rental: Rental,
  stay: Stay,
) {
  if (rental === "long") {
    return listing.monthlyPriceMinor === null ? null : withFee(listing.monthlyPriceMinor, "month");
  }
  if (!stay.end) return null;
  const minor = shortStayPrice(
    { hourlyMinor: listing.hourlyPriceMinor, dailyMinor: listing.dailyPriceMinor },
    stay.start,
    stay.end,
  );
  return minor === null ? null : withFee(minor, "stay");
}

/** A price as search shows it: with the service fee, so the list never undersells checkout. */
function withFee(parkingMinor: number, per: "stay" | "month") {
  const feeMinor = serviceFee(parkingMinor);
  return {
    value: majorUnits(parkingMinor),
    service_fee: majorUnits(feeMinor),
    total: majorUnits(parkingMinor + feeMinor),
    per,
  };
}

type ListingRow = Awaited<ReturnType<typeof searchListings>>["rows"][number];

function spacePath(listing: Pick<ListingRow, "id" | "citySlug" | "districtSlug" | "slug">) {
  return listing.citySlug && listing.districtSlug && listing.slug
    ? `/${listing.citySlug}/${listing.districtSlug}/${listing.slug}`
    : `/locations/show/${listing.id}`;
}

function spaceSummary(
  listing: Omit<ListingRow, "distanceMetres">,
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
    facilities: facilitiesPayload(listing),
    rating: { average: listing.ratingAverage, count: listing.reviewCount },
    price: priceFor(listing, rental, stay),
    available,
  };
}

function seasonsByPlan(seasons: Season[]) {
  const grouped: Partial<Record<(typeof seasonPlans)[number], z.infer<typeof SeasonSchema>[]>> = {};
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

export function spaceRoutes(
  deps: Pick<ApiDeps, "database" | "now" | "searchPlaces" | "signingSecret">,
) {
  const { db } = deps.database;

  /** The requested stay, or the one a search assumes when none was given. */
  function stayOf(query: { rental: Rental; start?: Date; end?: Date }): Stay {
    if (query.rental === "long")
      return { start: query.start ?? defaultStay("long", deps.now()).start, end: null };
    return query.start && query.end
      ? { start: query.start, end: query.end }
      : defaultStay(query.rental, deps.now());
  }

  return createRouter()
    .openapi(locationSearch, async (c) => {
      const query = c.req.valid("query");
      let origin: Origin & { name: string | null; kind: string | null };
      let airportCode: string | undefined;
      if (query.lat !== undefined && query.lng !== undefined) {
        origin = { lat: query.lat, lng: query.lng, name: null, kind: null };
      } else {
        const [place] = await deps.searchPlaces(query.q ?? "", { limit: 1 });
        if (!place)
          return c.json(
            {
              message: `We could not find "${query.q}". Try a town, postcode, station or airport.`,
            },
            404,
          );
        origin = { lat: place.lat, lng: place.lng, name: place.name, kind: place.kind };
        if (place.kind === "airport" && place.code) airportCode = place.code;
      }
      const stay = stayOf(query);
      const filters: SearchFilters = {
        rental: query.rental,
        airportCode: query.rental === "airport" ? airportCode : undefined,
        evConnectors: query.ev ?? [],
        covered: query.covered ?? false,
        cctv: query.cctv ?? false,
        gated: query.gated ?? false,
        stepFree: query.step_free ?? false,
        vehicleHeightCm: query.vehicle_height_cm,
        spaceTypes: query.space_type ?? [],
        seasonPlan: query.season_plan,
        halfHourSteps: stayHalfHourSteps(stay),
      };
      const radiusMetres = query.radius ?? DEFAULT_RADIUS_METRES[query.rental];
      const { rows, hasMore } = await searchListings(db, {
        origin,
        radiusMetres,
        filters,
        sort: query.sort,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const free = await freeBayCounts(
        db,
        rows.map((row) => row.id),
        stay,
        deps.now(),
      );
      return c.json(
        {
          data: rows.map((row) => ({
            ...spaceSummary(row, query.rental, stay, (free.get(row.id)?.free ?? 0) > 0),
            distance_m: Math.round(row.distanceMetres),
          })),
          meta: {
            page: query.page,
            per_page: query.per_page,
            has_more: hasMore,
            radius_m: radiusMetres,
            origin,
            rental: query.rental,
            start: stay.start.toISOString(),
            end: stay.end?.toISOString() ?? null,
          },
        },
        200,
      );
    })
    .openapi(showSpace, async (c) => {
      const { id } = c.req.valid("param");
      const query = c.req.valid("query");
      const listing = await findListing(db, id);
      const principal = c.get("principal");
      const isOwner =
        principal !== undefined &&
        (principal.subject === listing?.ownerId || principal.scopes.includes("admin"));
      if (!listing || (listing.status !== "active" && !isOwner))
        return c.json({ message: "There is no space with that number" }, 404);
      const stay = stayOf(query);
      const bays = (await freeBayCounts(db, [id], stay, deps.now())).get(id) ?? {
        free: 0,
        total: 0,
      };
      const uploaded = await listListingPhotos(db, id);
      const photoKeyFor =
        listing.status === "active" ? undefined : photoKey(await deps.signingSecret(), id);
      const [monthly] = sortSeasons(
        listing.seasons.filter((season) => season.plan === query.season_plan),
      );
      const summary = spaceSummary(
        {
          ...listing,
          monthlyPriceMinor: monthly
            ? Math.round(monthly.totalMinor / monthly.intervalCount)
            : null,
        },
        query.rental,
        stay,
        bays.free > 0,
      );
      return c.json(
        {
          data: {
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
            annual_saving: ((saving) => (saving === null ? null : majorUnits(saving)))(
              annualSaving(listing.seasons.filter((season) => season.plan === query.season_plan)),
            ),
          },
        },
        200,
      );
    })
    .openapi(spaceAtPath, async (c) => {
      const page = c.req.valid("param");
      const listing = await findListingAtPath(db, page);
      const principal = c.get("principal");
      const isOwner =
        principal !== undefined &&
        (principal.subject === listing?.ownerId || principal.scopes.includes("admin"));
      if (!listing || (listing.status !== "active" && !isOwner))
        return c.json({ message: "No space has that page" }, 404);
      return c.json(
        { data: { id: listing.id, path: `/${page.city}/${page.district}/${page.slug}` } },
        200,
      );
    })
    .openapi(spaceReviews, async (c) => {
      const { id } = c.req.valid("param");
      const { page, per_page } = c.req.valid("query");
      const listing = await findListing(db, id);
      if (!listing || listing.status !== "active")
        return c.json({ message: "There is no space with that number" }, 404);
      const { rows, total } = await listReviews(db, id, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return c.json(
        {
          data: rows.map((review) => ({
            id: review.id,
            author: review.authorName,
            rating: review.rating,
            comment: review.comment,
            created_at: review.createdAt.toISOString(),
          })),
          meta: { page, per_page, total },
        },
        200,
      );
    })
    .openapi(spaceAvailability, async (c) => {
      const { id } = c.req.valid("param");
      const query = c.req.valid("query");
      const listing = await findListing(db, id);
      if (!listing || listing.status !== "active")
        return c.json({ message: "There is no space with that number" }, 404);
      const stay = stayOf(query);
      const bays = (await freeBayCounts(db, [id], stay, deps.now())).get(id) ?? {
        free: 0,
        total: 0,
      };
      const availableFrom =
        query.rental === "long" ? await freeFrom(db, id, stay.start, deps.now()) : null;
      return c.json(
        {
          data: {
            rental: query.rental,
            available: bays.free > 0,
            free_bays: bays.free,
            total_bays: bays.total,
            start: stay.start.toISOString(),
            end: stay.end?.toISOString() ?? null,
            available_from: availableFrom?.toISOString() ?? null,
          },
        },
        200,
      );
    })
    .openapi(spacePhoto, async (c) => {
      const { id, position } = c.req.valid("param");
      const uploaded = await findListingPhoto(db, id, position);
      if (uploaded && uploaded.status !== "removed") {
        const live = uploaded.status === "active";
        const { key } = c.req.valid("query");
        if (!live && !photoKeyMatches(await deps.signingSecret(), id, key)) {
          return c.json({ message: "There is no such photo" }, 404);
        }
        c.header("Cache-Control", live ? "public, max-age=3600" : "private, max-age=3600");
        return c.body(new Uint8Array(uploaded.bytes), 200, {
          "Content-Type": uploaded.contentType,
        });
      }
      const spaceType = await findSpaceType(db, id);
      if (!spaceType || position >= ARTWORK_PHOTOS)
        return c.json({ message: "There is no such photo" }, 404);
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(spaceArtwork(id, position, spaceType), 200, {
        "Content-Type": "image/svg+xml",
      });
    });
}
