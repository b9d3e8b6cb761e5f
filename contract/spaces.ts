import { z } from "zod";
import { answerSchema, messageSchema, pageMetaSchema, refusalSchema } from "./answers";
import { blankAsMissing } from "./account-fields";
import { coordinateSchema } from "./coordinates";
import { facilitiesSchema } from "./facilities";
import { currencySchema, moneySchema } from "./money";
import { dateTimeSchema } from "./moments";
import { placeSchema } from "./places";
import { embeddedQuoteSchema, priceWithFeeSchema, quoteSchema } from "./quotes";
import {
  countries,
  DEFAULT_SEASON_PLAN,
  evConnectorTypes,
  isOneOf,
  type Rental,
  rentals,
  searchSorts,
  seasonPlans,
  spaceTypes,
} from "./vocabulary";

/**
 * Spaces as drivers find them (spec §7 location-search, space, reviews, availability): a page
 * of spaces near a point or a place, one space priced for a stay, its reviews, whether a bay is
 * free, and the page addresses the sitemap lists.
 */

export const MIN_RADIUS_METRES = 100;
export const MAX_RADIUS_METRES = 50_000;

/** A query's true or false, as links and forms write it. */
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

function optionalCoordinate(name: "lat" | "lng") {
  return blankAsMissing(coordinateSchema(name).optional());
}

/** The stay a space is priced for; left out, the service assumes one (spec §9). */
const stayFields = {
  rental: z.enum(rentals).default("short").meta({ description: "short = hourly, long = monthly" }),
  start: dateTimeSchema.optional().meta({ description: "Start of the stay (hourly and airport)" }),
  end: dateTimeSchema.optional().meta({ description: "End of the stay (hourly and airport)" }),
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

export const locationSearchQuerySchema = z
  .object({
    lat: optionalCoordinate("lat"),
    lng: optionalCoordinate("lng"),
    q: z.string().trim().min(1).max(100).optional().meta({
      description: "A place, postcode, station or airport, looked up in the gazetteer",
      example: "Manchester Piccadilly",
    }),
    as_typed: flag.optional().meta({
      description: "Look q up as typed, without taking a misspelt name for the place it resembles",
    }),
    ...stayFields,
    radius: z.coerce.number().int().min(MIN_RADIUS_METRES).max(MAX_RADIUS_METRES).optional(),
    sort: z.enum(searchSorts).default("location"),
    season_plan: z.enum(seasonPlans).default(DEFAULT_SEASON_PLAN),
    ev: commaList(evConnectorTypes).optional().meta({ example: "CCS,Type 2" }),
    covered: flag.optional(),
    cctv: flag.optional(),
    gated: flag.optional(),
    step_free: flag.optional(),
    vehicle_height_cm: z.coerce.number().int().min(100).max(400).optional(),
    vehicle_length_cm: z.coerce.number().int().min(250).max(1_800).optional(),
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
/** A search as the service reads it: what the web builds its query string from. */
export type LocationSearchQuery = z.output<typeof locationSearchQuerySchema>;

/** The stay a space's price and availability are asked for. */
export const stayQuerySchema = z
  .object({ ...stayFields, season_plan: z.enum(seasonPlans).default(DEFAULT_SEASON_PLAN) })
  .superRefine(checkStay);

/** What a space's answer may carry besides, so that a page asks once (decision 031). */
export const spaceExpansions = ["quote", "reviews"] as const;
export type SpaceExpansion = (typeof spaceExpansions)[number];

/** A space's query: the stay it is priced for, and what else its answer carries. */
export const spaceQuerySchema = z
  .object({
    ...stayFields,
    season_plan: z.enum(seasonPlans).default(DEFAULT_SEASON_PLAN),
    expand: commaList(spaceExpansions).optional().meta({
      description:
        "quote: the stay priced as the quote call prices it without checking for a free bay; reviews: the newest reviews",
      example: "quote,reviews",
    }),
  })
  .superRefine(checkStay);

export const spaceAddressSchema = z.object({
  line: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.enum(countries),
});

/** A price as a search and a space show it: with the service fee, so it never undersells checkout. */
export const spacePriceSchema = priceWithFeeSchema.extend({ per: z.enum(["stay", "month"]) });
export type SpacePrice = z.infer<typeof spacePriceSchema>;

export const spaceSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    space_type: z.enum(spaceTypes),
    address: spaceAddressSchema,
    lat: z.number(),
    lng: z.number(),
    currency: currencySchema,
    path: z.string().meta({
      description: "The space's page on the web",
      example: "/london/camden-parking/driveway-on-camden-road-12",
    }),
    photo: z.string(),
    rentals: z.object({ short: z.boolean(), long: z.boolean(), airport: z.string().nullable() }),
    facilities: facilitiesSchema,
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    price: spacePriceSchema
      .nullable()
      .meta({ description: "The price for the requested period; null when not offered" }),
    available: z.boolean().meta({ description: "Whether a bay is free for the whole period" }),
  })
  .meta({ id: "SpaceSummary" });

export const searchOriginSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  name: z.string().nullable(),
  kind: z.string().nullable(),
  corrected: z.boolean().meta({
    description:
      "Whether q named no place as typed, so the place whose name is spelt most like it was used",
  }),
});
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

/** A search's space: the summary, and how far it is from where the driver looks. */
export const spaceResultSchema = spaceSummarySchema.and(z.object({ distance_m: z.number().int() }));
export type SpaceResult = z.infer<typeof spaceResultSchema>;

export const locationSearchSchema = z
  .object({
    data: z.array(spaceResultSchema),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      has_more: z.boolean().meta({ description: "Whether the next page has results" }),
      radius_m: z.number().int(),
      origin: searchOriginSchema,
      rental: z.enum(rentals),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
  })
  .meta({ id: "LocationSearch" });
export type LocationSearch = z.infer<typeof locationSearchSchema>;

/** A search for a place the gazetteer does not know, with what the driver may have meant. */
export const placeNotFoundSchema = messageSchema
  .extend({
    close_matches: z.array(placeSchema).meta({ description: "Places spelt like q, best first" }),
  })
  .meta({ id: "PlaceNotFound" });
export type PlaceNotFound = z.infer<typeof placeNotFoundSchema>;

/** One season of monthly parking: its months, what they cost and the deposit taken now. */
export const seasonSchema = z
  .object({
    billing: z.object({
      interval: z.literal("month"),
      interval_count: z.number().int(),
      plan: z.enum(seasonPlans),
    }),
    cost: z.object({ total: moneySchema, per_month: moneySchema }),
    deposit: z.object({ now: moneySchema }),
  })
  .meta({ id: "SeasonPlan" });
export type Season = z.infer<typeof seasonSchema>;

export const spaceDetailSchema = spaceSummarySchema
  .and(
    z.object({
      description: z.string(),
      access: z.object({
        open_all_hours: z.boolean(),
        hours: z.array(
          z.object({ weekday: z.number().int(), opens_at: z.string(), closes_at: z.string() }),
        ),
        instructions: z.string().nullable().meta({
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
      seasons: z.partialRecord(z.enum(seasonPlans), z.array(seasonSchema)),
      annual_saving: moneySchema.nullable(),
    }),
  )
  .meta({ id: "SpaceDetail" });
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

const pageSegment = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A page path segment is lower-case words joined by hyphens");

/** A space's page address, /{city}/{district}/{slug}, as the search and the space give it. */
export const spacePathParamsSchema = z.object({
  city: pageSegment.meta({ example: "london" }),
  district: pageSegment.meta({ example: "camden-parking" }),
  slug: pageSegment.meta({ example: "driveway-on-camden-road-12" }),
});
export const spaceAtPathSchema = answerSchema(z.object({ id: z.number().int(), path: z.string() }));

const pageNumberMessage = "page must be a whole number of 1 or more";
export const spacePagesQuerySchema = z.object({
  page: z.coerce
    .number({ error: pageNumberMessage })
    .int(pageNumberMessage)
    .min(1, pageNumberMessage)
    .default(1),
});
export const spacePagesSchema = z
  .object({
    data: z.array(z.object({ path: z.string(), updated_at: z.string() })),
    meta: pageMetaSchema,
  })
  .meta({ id: "SpacePages" });
export type SpacePages = z.infer<typeof spacePagesSchema>;

export const spaceReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** How many reviews a space's answer carries with expand=reviews; the reviews call pages on. */
export const NEWEST_REVIEWS = 10;

export const spaceSchema = answerSchema(
  spaceDetailSchema.and(
    z.object({
      quote: embeddedQuoteSchema.optional().meta({ description: "With expand=quote" }),
      reviews: z
        .object({ newest: z.array(reviewSchema), total: z.number().int() })
        .nullable()
        .optional()
        .meta({
          description: `With expand=reviews: the ${NEWEST_REVIEWS} newest, and how many in all; null while the space is not live`,
        }),
    }),
  ),
);
/** What a quote's answer may carry besides (decision 031): the space the booking steps show. */
export const quoteExpansions = ["space"] as const;
export type QuoteExpansion = (typeof quoteExpansions)[number];

/** The quote call's query: what else its answer carries. */
export const quoteQuerySchema = z.object({
  expand: commaList(quoteExpansions).optional().meta({
    description:
      "space: the space, as its own call answers for the first line's stay, in every answer about a space the caller may see, a refusal's included",
    example: "space",
  }),
});

/** What a quote's answer carries with expand=space, beside the quote or the refusal. */
export const expandedSpaceSchema = z.object({ space: spaceDetailSchema.optional() });

/** A quote's answer, with the space when asked. */
export const quoteWithSpaceSchema = quoteSchema.extend(expandedSpaceSchema.shape);

/** A refused quote (400, 404, 409, 429), with the space when asked and the caller may see it. */
export const quoteRefusalWithSpaceSchema = refusalSchema.extend(expandedSpaceSchema.shape);

export const spaceReviewsSchema = z
  .object({ data: z.array(reviewSchema), meta: pageMetaSchema })
  .meta({ id: "SpaceReviews" });

export const spaceAvailabilitySchema = z
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
        .meta({ description: "Monthly: the first day a bay is free with no end" }),
    }),
  })
  .meta({ id: "SpaceAvailability" });
export type SpaceAvailability = z.infer<typeof spaceAvailabilitySchema>["data"];

/** A photo of a space: the owner's upload at that position, or drawn artwork. */
export const spacePhotoQuerySchema = z.object({
  v: z.string().max(20).optional().meta({ description: "The photo's version" }),
  key: z.string().max(64).optional().meta({ description: "The owner's photo key" }),
});
