import { createRoute, z } from "@hono/zod-openapi";
import {
  locationSearchQuerySchema,
  locationSearchSchema,
  placeNotFoundSchema,
  spaceAtPathSchema,
  spaceAvailabilitySchema,
  spacePagesQuerySchema,
  spacePagesSchema,
  spacePathParamsSchema,
  NEWEST_REVIEWS,
  spacePhotoQuerySchema,
  spaceQuerySchema,
  spaceReviewsQuerySchema,
  spaceReviewsSchema,
  spaceSchema,
  stayQuerySchema,
  type SearchOrigin,
} from "#contract/spaces";
import { DEFAULT_RADIUS_METRES, type Rental, type SeasonPlan } from "#contract/vocabulary";
import type { Context } from "hono";
import type { ApiDeps, ApiEnv } from "../context";
import { stayHalfHourSteps, type SearchFilters } from "../domain/search";
import { photoKeyMatches } from "../domain/listing-photos";
import { spaceArtwork } from "../domain/space-artwork";
import { photoPosition } from "../photo-position";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  findListing,
  findListingAtPath,
  findSpaceType,
  freeBayCounts,
  freeFrom,
  listReviews,
  newestReviewsOf,
  livePages,
  searchListings,
  type ListingDetail,
} from "../repositories/listings";
import { findListingPhoto } from "../repositories/owner-listings";
import { toPlace } from "./places";
import {
  ARTWORK_PHOTOS,
  createSpaceDetails,
  spacePath,
  spaceSummary,
  type Stay,
} from "./space-detail";
import { createQuoting, embeddedQuote } from "./quotes";
import { codeLookupLimits, type BookingLineInput } from "../checkout/booking-lines";
import { limitCalls } from "../request-limits";

const SpaceParams = z.object({ id: z.coerce.number().int().positive().openapi({ example: 12 }) });

const locationSearch = createRoute({
  method: "get",
  path: "/location-search",
  tags: ["Spaces"],
  summary: "Search for parking near a point or a place",
  request: { query: locationSearchQuerySchema },
  responses: {
    200: {
      description: "One page of results",
      content: { "application/json": { schema: locationSearchSchema } },
    },
    400: invalidRequest,
    404: {
      description: "No place matches q; the places spelt most like it",
      content: { "application/json": { schema: placeNotFoundSchema } },
    },
  },
});

/**
 * Searches and space pages are the same for every driver who asks, so a cache in front of the
 * service may share them for a few seconds (decision 041): the figures a driver sees are at most
 * that old, and booking checks the bay and the price again.
 */
const SHARED_FOR_A_FEW_SECONDS = "public, max-age=5";

/** Places a failed search offers instead. */
const CLOSE_MATCHES = 5;

const showSpace = createRoute({
  method: "get",
  path: "/spaces/{id}",
  tags: ["Spaces"],
  summary: "A space, priced for the requested period",
  description:
    "With `expand=quote,reviews` the answer also carries the period's quote (counted as a quote call) and the newest reviews, so that a page asks once.",
  request: { params: SpaceParams, query: spaceQuerySchema },
  responses: {
    200: {
      description: "The space",
      content: { "application/json": { schema: spaceSchema } },
    },
    400: invalidRequest,
    404: jsonMessage("No such space"),
    410: jsonMessage("The space is listed but its owner has stopped taking bookings"),
  },
});

const spaceAtPath = createRoute({
  method: "get",
  path: "/spaces/by-path/{city}/{district}/{slug}",
  tags: ["Spaces"],
  summary: "The space whose web page is /{city}/{district}/{slug}",
  description:
    "Resolves a space's `path` (as the search and the space answer give it) back to its id, so a front end can serve the page at that address.",
  request: {
    params: spacePathParamsSchema,
  },
  responses: {
    200: {
      description: "The space's id and path",
      content: { "application/json": { schema: spaceAtPathSchema } },
    },
    400: invalidRequest,
    404: jsonMessage("No space has that page"),
  },
});

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

const spacePages = createRoute({
  method: "get",
  path: "/spaces/pages",
  tags: ["Spaces"],
  summary: "Every live space's page address, for the sitemap",
  description: `In id order, ${SITEMAP_PAGE_SIZE.toLocaleString("en-GB")} to a page (a sitemap file's limit).`,
  request: { query: spacePagesQuerySchema },
  responses: {
    200: {
      description: "One page of addresses",
      content: { "application/json": { schema: spacePagesSchema } },
    },
    400: invalidRequest,
  },
});

const spaceReviews = createRoute({
  method: "get",
  path: "/spaces/{id}/reviews",
  tags: ["Spaces"],
  summary: "Drivers' reviews of a space, newest first",
  request: {
    params: SpaceParams,
    query: spaceReviewsQuerySchema,
  },
  responses: {
    200: {
      description: "One page of reviews",
      content: { "application/json": { schema: spaceReviewsSchema } },
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
  request: { params: SpaceParams, query: stayQuerySchema },
  responses: {
    200: {
      description: "Availability",
      content: { "application/json": { schema: spaceAvailabilitySchema } },
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
    query: spacePhotoQuerySchema,
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

type ReviewRow = NonNullable<Awaited<ReturnType<typeof listReviews>>>["rows"][number];

function reviewAnswer(review: ReviewRow) {
  return {
    id: review.id,
    author: review.authorName,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
  };
}

export function spaceRoutes(
  deps: Pick<ApiDeps, "database" | "now" | "searchPlaces" | "signingSecret" | "rateLimiter">,
) {
  const { db } = deps.database;
  const quoting = createQuoting(deps);
  const { stayOf, shownWithBays, detail } = createSpaceDetails(deps);

  /** The stay's quote as a space's answer carries it: priced as the quote call would, bay or no bay. */
  async function quoteOfStay(
    c: Context<ApiEnv>,
    listing: ListingDetail,
    query: { rental: Rental; season_plan: SeasonPlan },
    stay: Stay,
  ) {
    const line: BookingLineInput = {
      rental: query.rental,
      start: stay.start,
      end: stay.end ?? undefined,
      season_plan: query.rental === "long" ? query.season_plan : undefined,
      products: [],
      book_now: false,
      skip_availability: true,
    };
    const outcome =
      (await quoting.limited(c)) ??
      (await quoting.priceFor(
        listing,
        [line],
        (_, name) => name,
        c.get("principal"),
        () => limitCalls(c, deps, "discount-code", codeLookupLimits),
      ));
    return embeddedQuote(outcome);
  }

  return createRouter()
    .openapi(locationSearch, async (c) => {
      const query = c.req.valid("query");
      let origin: SearchOrigin;
      let airportCode: string | undefined;
      if (query.lat !== undefined && query.lng !== undefined) {
        origin = { lat: query.lat, lng: query.lng, name: null, kind: null, corrected: false };
      } else {
        const text = query.q ?? "";
        const spelling = query.as_typed ? "none" : "typo";
        const [place] = await deps.searchPlaces(text, { limit: 1, spelling });
        if (!place) {
          const close = await deps.searchPlaces(text, { limit: CLOSE_MATCHES, spelling: "loose" });
          c.header("Cache-Control", SHARED_FOR_A_FEW_SECONDS);
          return c.json(
            {
              message: `We could not find "${text}". Try a town, postcode, station or airport.`,
              close_matches: close.map(toPlace),
            },
            404,
          );
        }
        origin = {
          lat: place.lat,
          lng: place.lng,
          name: place.name,
          kind: place.kind,
          corrected: place.respelt,
        };
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
        vehicleLengthCm: query.vehicle_length_cm,
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
        stay,
        now: deps.now(),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      c.header("Cache-Control", SHARED_FOR_A_FEW_SECONDS);
      return c.json(
        {
          data: rows.map((row) => ({
            ...spaceSummary(row, query.rental, stay, row.available),
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
    .openapi(spacePages, async (c) => {
      const { page } = c.req.valid("query");
      const { rows, total } = await livePages(db, {
        offset: (page - 1) * SITEMAP_PAGE_SIZE,
        limit: SITEMAP_PAGE_SIZE,
      });
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(
        {
          data: rows.map((row) => ({
            path: spacePath(row),
            updated_at: row.updatedAt.toISOString(),
          })),
          meta: { page, per_page: SITEMAP_PAGE_SIZE, total },
        },
        200,
      );
    })
    .openapi(showSpace, async (c) => {
      const { id } = c.req.valid("param");
      const query = c.req.valid("query");
      const stay = stayOf(query);
      const seen = await shownWithBays(id, stay, c.get("principal"));
      if (!seen.shown) return c.json({ message: seen.message }, seen.status);
      const { listing, freeBays } = seen;
      const expand = new Set(query.expand);
      const [space, quote, reviewed] = await Promise.all([
        detail(listing, { ...query, stay }, seen.isOwner, freeBays),
        expand.has("quote") ? quoteOfStay(c, listing, query, stay) : undefined,
        expand.has("reviews") ? newestReviewsOf(db, listing, NEWEST_REVIEWS) : undefined,
      ]);
      // What the owner sees of their own space, and a visitor's refusal, are theirs alone.
      const sameForEveryone = listing.status === "active" && !seen.isOwner && quote?.status !== 429;
      c.header("Cache-Control", sameForEveryone ? SHARED_FOR_A_FEW_SECONDS : "private, no-store");
      return c.json(
        {
          data: {
            ...space,
            quote,
            reviews:
              reviewed === undefined
                ? undefined
                : reviewed && { newest: reviewed.rows.map(reviewAnswer), total: reviewed.total },
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
      // A paused space keeps its page, which says it is not taking bookings; a draft has none.
      const hasPage = listing?.status === "active" || listing?.status === "disabled";
      if (!listing || (!hasPage && !isOwner))
        return c.json({ message: "No space has that page" }, 404);
      return c.json(
        { data: { id: listing.id, path: `/${page.city}/${page.district}/${page.slug}` } },
        200,
      );
    })
    .openapi(spaceReviews, async (c) => {
      const { id } = c.req.valid("param");
      const { page, per_page } = c.req.valid("query");
      const listed = await listReviews(db, id, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      if (!listed) return c.json({ message: "There is no space with that number" }, 404);
      const { rows, total } = listed;
      return c.json(
        {
          data: rows.map(reviewAnswer),
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
