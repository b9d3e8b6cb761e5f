import { createRoute, z } from "@hono/zod-openapi";
import { coordinate, MoneySchema } from "../fields";
import type { ApiDeps } from "../context";
import { spaceTypes } from "../db/schema/listings";
import { matchesInConstantTime } from "../domain/constant-time";
import { currencyOf, majorUnits } from "../domain/money";
import {
  NATIONAL_PRICE_GUIDES,
  nearbyCountry,
  PRICE_GUIDE_MAX_LISTINGS,
  PRICE_GUIDE_MIN_LISTINGS,
  PRICE_GUIDE_RADIUS_METRES,
  priceGuide,
  type PriceSpread,
} from "../domain/price-guide";
import { isInServiceArea, outsideServiceAreaMessage } from "../domain/service-area";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import { findBookingLinkHash, markAccessEquipmentReturned } from "../repositories/access-equipment";
import { nearestPlaces } from "../repositories/places";
import { nearbyListingPrices } from "../repositories/price-guides";

const noSuchBooking = "We could not find that booking. Use the link in your booking email.";

const PriceQuery = z
  .object({
    lat: coordinate("lat"),
    lng: coordinate("lng"),
    space_type: z
      .enum(spaceTypes, { error: `The space type must be one of: ${spaceTypes.join(", ")}` })
      .optional()
      .openapi({ description: "Compare with spaces of this type when enough are near" }),
  })
  .superRefine((query, context) => {
    if (!isInServiceArea(query.lat, query.lng)) {
      context.addIssue({ code: "custom", path: ["lat"], message: outsideServiceAreaMessage });
    }
  });

const SuggestedPrice = z
  .object({
    median: MoneySchema,
    low: MoneySchema.openapi({ description: "25th percentile" }),
    high: MoneySchema.openapi({ description: "75th percentile" }),
    based_on: z.number().int().openapi({ description: "Listings with this price; 0 = national" }),
  })
  .openapi("SuggestedPrice");

function formatGuide(spread: PriceSpread) {
  return `${majorUnits(spread.median)} (${majorUnits(spread.low)}–${majorUnits(spread.high)})`;
}

const nationalFigures = Object.entries(NATIONAL_PRICE_GUIDES)
  .map(
    ([country, guide]) =>
      `${country}: hourly ${formatGuide(guide.hourly)}, daily ${formatGuide(guide.daily)}, monthly ${formatGuide(guide.monthly)}`,
  )
  .join("; ");

const RecommendedPricesResponse = z
  .object({
    data: z.object({
      country: z.enum(["GBR", "IRL"]),
      currency: z.object({ value: z.enum(["GBP", "EUR"]), symbol: z.string() }),
      source: z.enum(["nearby", "national"]),
      based_on: z.number().int().openapi({ description: "Listings the figures come from" }),
      radius_m: z.number().int().openapi({ description: "How far those listings reach" }),
      space_type: z.enum(spaceTypes).nullable().openapi({
        description: "The type the figures are for; null when they are for every type",
      }),
      hourly: SuggestedPrice,
      daily: SuggestedPrice.openapi({ description: "The most a day of hourly parking costs" }),
      monthly: SuggestedPrice.openapi({ description: "A rolling month, every day of the week" }),
    }),
  })
  .openapi("RecommendedPrices");

const recommendedPrices = createRoute({
  method: "get",
  path: "/recommended-prices",
  tags: ["Spaces"],
  summary: "Suggested prices for an owner listing a space at a point",
  description: `From the nearest ${PRICE_GUIDE_MAX_LISTINGS} active listings within ${PRICE_GUIDE_RADIUS_METRES / 1000} km priced in the point's currency: the median and the 25th–75th percentile of each price, rounded to 10p an hour, 50p a day and £5 a month. With fewer than ${PRICE_GUIDE_MIN_LISTINGS} such listings (or prices of one kind), national figures answer instead (source "national", based_on 0): ${nationalFigures}. The country is the nearest listing's, else the nearest gazetteer place's.`,
  request: { query: PriceQuery },
  responses: {
    200: {
      description: "Suggested prices",
      content: { "application/json": { schema: RecommendedPricesResponse } },
    },
    400: invalidRequest,
  },
});

const ReviewPlatformStats = z
  .object({
    data: z.object({
      data: z.object({
        rating: z.number().openapi({ example: 4.6 }),
        reviews_count: z.number().int().openapi({ example: 92000 }),
        platform: z.string(),
        url: z.string(),
      }),
    }),
  })
  .openapi("ReviewPlatformStats");

const reviewPlatformStats = createRoute({
  method: "get",
  path: "/review-platform-stats",
  tags: ["Site"],
  summary: "The review platform's score and review count",
  description:
    "Spec §7 reads data.data. The platform is a third party, so its figures are configured (REVIEW_PLATFORM_*), not computed; defaults 4.6 from 92000 reviews (spec §9).",
  responses: {
    200: {
      description: "The review stats",
      content: { "application/json": { schema: ReviewPlatformStats } },
    },
  },
});

const confirmEquipmentReturned = createRoute({
  method: "post",
  path: "/confirm-access-equipment-returned/{bookingId}",
  tags: ["Bookings"],
  summary: "Confirm that a booking's access equipment was returned",
  description:
    "From the link in the booking's emails: `hash` is the booking's link hash; other fields are accepted and ignored (spec §7: hash plus the rest of the data). The first confirmation's time is kept. An unknown booking and a wrong hash answer alike.",
  middleware: [requireFormBody] as const,
  request: {
    params: z.object({
      bookingId: z.coerce
        .number({ error: "The booking number must be a whole number" })
        .int("The booking number must be a whole number")
        .positive("The booking number must be a whole number")
        .openapi({ example: 1042 }),
    }),
    body: formBody(
      z.object({
        hash: z
          .string({ error: "Give the hash from the booking email's link" })
          .min(1, "Give the hash from the booking email's link")
          .max(200, "That hash is too long to be one of ours"),
      }),
      "The link's hash",
    ),
  },
  responses: {
    200: {
      description: "Recorded (or already recorded)",
      content: {
        "application/json": {
          schema: z
            .object({
              message: z.string(),
              data: z.object({
                booking_id: z.number().int(),
                access_equipment_returned_at: z.string().openapi({ format: "date-time" }),
              }),
            })
            .openapi("AccessEquipmentReturned"),
        },
      },
    },
    400: invalidRequest,
    404: jsonMessage(noSuchBooking),
    ...unsupportedBody,
  },
});

export function miscRoutes(deps: Pick<ApiDeps, "database" | "config" | "now">) {
  const { db } = deps.database;
  const { config } = deps;

  return createRouter()
    .openapi(recommendedPrices, async (c) => {
      const query = c.req.valid("query");
      const origin = { lat: query.lat, lng: query.lng };
      const nearby = await nearbyListingPrices(db, origin, {
        radiusMetres: PRICE_GUIDE_RADIUS_METRES,
        limit: PRICE_GUIDE_MAX_LISTINGS,
      });
      const country =
        nearbyCountry(nearby) ??
        (await nearestPlaces(db, { ...origin, limit: 1 }))[0]?.country ??
        "GBR";
      const guide = priceGuide({ nearby, country, spaceType: query.space_type });
      const price = (spread: PriceSpread & { basedOn: number }) => ({
        median: majorUnits(spread.median),
        low: majorUnits(spread.low),
        high: majorUnits(spread.high),
        based_on: spread.basedOn,
      });
      return c.json(
        {
          data: {
            country: guide.country,
            currency: currencyOf(guide.currency),
            source: guide.source,
            based_on: guide.basedOn,
            radius_m: guide.radiusMetres,
            space_type: guide.spaceType,
            hourly: price(guide.prices.hourly),
            daily: price(guide.prices.daily),
            monthly: price(guide.prices.monthly),
          },
        },
        200,
      );
    })
    .openapi(reviewPlatformStats, (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(
        {
          data: {
            data: {
              rating: config.reviewPlatformRating,
              reviews_count: config.reviewPlatformCount,
              platform: config.reviewPlatformName,
              url: config.reviewPlatformUrl,
            },
          },
        },
        200,
      );
    })
    .openapi(confirmEquipmentReturned, async (c) => {
      const { bookingId } = c.req.valid("param");
      const { hash } = c.req.valid(sentAsJson(c) ? "json" : "form");
      const expected = await findBookingLinkHash(db, bookingId);
      const matches = expected !== null && matchesInConstantTime(expected, hash);
      const returnedAt = matches
        ? await markAccessEquipmentReturned(db, bookingId, deps.now())
        : null;
      if (!returnedAt) return c.json({ message: noSuchBooking }, 404);
      return c.json(
        {
          message: "Thank you for returning the access equipment.",
          data: { booking_id: bookingId, access_equipment_returned_at: returnedAt.toISOString() },
        },
        200,
      );
    });
}
