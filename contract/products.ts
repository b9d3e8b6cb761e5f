import { z } from "zod";
import { blankAsMissing } from "./account-fields";
import { coordinateSchema } from "./coordinates";
import {
  airportSchema,
  choiceFields,
  fastTrackDetailsSchema,
  loungeDetailsSchema,
  parkAndGoDetailsSchema,
  productChoice,
  quotedProductSchema,
} from "./extras";
import { dateTimeSchema } from "./moments";
import { currencies, productKeys } from "./vocabulary";

/**
 * The products API (spec §7 products): the airport extras offered with a parking session, and
 * their prices. Unlike the marketplace, it writes amounts in integer minor units with their
 * currency (spec §7: "product prices arrive in minor units"). Every refusal is
 * `{ message, errors }` (invalidRequestSchema); the web shows the first message (spec §8).
 */

/** Spec §4: how the products API sees a parking session, which decides the extras offered. */
export const parkingTypes = ["on-exit", "park-now", "pre-book-single"] as const;
export type ParkingType = (typeof parkingTypes)[number];

const currencyField = z.enum(currencies, { error: "currency must be GBP or EUR" });

export const productMoneySchema = z
  .object({
    value: z.number().int().meta({ description: "Minor units (pence or cents)", example: 1150 }),
    currency: z.enum(currencies),
  })
  .meta({ id: "ProductMoney" });

export const productSchema = z
  .object({
    id: z.number().int(),
    key: z.enum(productKeys),
    name: z.string(),
    description: z.string(),
    airport: airportSchema,
    variants: z.array(z.object({ key: z.string(), name: z.string(), price: productMoneySchema })),
    images: z.object({ icon: z.string(), logo: z.string(), banner: z.string() }).meta({
      description: "Site-relative URLs of SVG images served by the products API",
    }),
    instructions: z.string().meta({ description: "What the driver is told at checkout" }),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof productSchema>;

/** A coordinate that may be left out, or left blank by a form. */
function optionalCoordinate(name: "lat" | "lng") {
  return blankAsMissing(coordinateSchema(name).optional());
}

const spaceNumber = "location_id must be a space's number";

export const productSearchQuerySchema = z
  .object({
    location_id: blankAsMissing(
      z.coerce.number({ error: spaceNumber }).int(spaceNumber).positive(spaceNumber).optional(),
    ).meta({ type: "integer", description: "The space the driver parks at", example: 12 }),
    parking_type: blankAsMissing(
      z
        .enum(parkingTypes, { error: `parking_type must be one of: ${parkingTypes.join(", ")}` })
        .optional(),
    ).meta({
      type: "string",
      enum: [...parkingTypes],
      description: "Left out: worked out from parking_session_starts_at (spec §4)",
    }),
    parking_session_starts_at: blankAsMissing(dateTimeSchema.optional()).meta({
      type: "string",
      format: "date-time",
    }),
    latitude: optionalCoordinate("lat"),
    longitude: optionalCoordinate("lng"),
    user_id: z.string().max(100).optional().meta({
      description: "Accepted because the web sends it; every driver is offered the same extras",
    }),
    currency: blankAsMissing(currencyField.optional()).meta({
      type: "string",
      enum: [...currencies],
      description: "Only extras priced in this currency (the space's) are answered",
    }),
  })
  .superRefine((query, context) => {
    if (
      query.location_id === undefined &&
      (query.latitude === undefined || query.longitude === undefined)
    ) {
      context.addIssue({
        code: "custom",
        path: [query.latitude === undefined ? "latitude" : "longitude"],
        message: "Give location_id, or latitude and longitude",
      });
    }
    if (query.parking_type === undefined && query.parking_session_starts_at === undefined) {
      context.addIssue({
        code: "custom",
        path: ["parking_session_starts_at"],
        message: "Give parking_session_starts_at, or parking_type",
      });
    }
  });
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

export const productSearchSchema = z
  .object({
    data: z.array(productSchema),
    meta: z.object({
      airport: airportSchema.nullable().meta({
        description: "The airport whose extras these are; null when none is within 30 km",
      }),
      parking_type: z.enum(parkingTypes),
    }),
  })
  .meta({ id: "ProductSearch" });

/** The parking session an extra is quoted for: the space, its price and its times. */
const sessionFields = {
  location_id: z.number({ error: spaceNumber }).int().positive(),
  parking_price: z
    .number({ error: "Give the parking price in minor units (pence or cents)" })
    .min(0, "Give the parking price in minor units (pence or cents)")
    .max(100_000_000, "That parking price is too large")
    // The web sends pounds × 100, which floating point can land a hair off (19.99 × 100).
    .transform(Math.round)
    .meta({ description: "The parking price in minor units", example: 4250 }),
  parking_session_starts_at: dateTimeSchema.meta({ type: "string", format: "date-time" }),
  parking_session_ends_at: dateTimeSchema.meta({ type: "string", format: "date-time" }),
  currency: currencyField,
};

function sessionEndsAfterStart(
  line: { parking_session_starts_at: Date; parking_session_ends_at: Date },
  context: z.RefinementCtx,
) {
  if (line.parking_session_ends_at <= line.parking_session_starts_at) {
    context.addIssue({
      code: "custom",
      path: ["parking_session_ends_at"],
      message: "The parking must end after it starts",
    });
  }
}

export const productQuoteLineSchema =
  productChoice(sessionFields).superRefine(sessionEndsAfterStart);

export const productQuoteRequestSchema = z
  .object({
    products: z
      .array(productQuoteLineSchema, { error: "Give the extras to quote as a list" })
      .min(1, "Choose at least one extra to quote")
      .max(10, "Quote up to 10 extras at a time"),
  })
  .meta({ id: "ProductQuoteRequest" });
export type ProductQuoteRequest = z.input<typeof productQuoteRequestSchema>;

/** One extra quoted on its own, with its details at the top level. */
export const parkAndGoQuoteRequestSchema = z
  .object({ ...choiceFields, ...sessionFields, ...parkAndGoDetailsSchema.shape })
  .superRefine(sessionEndsAfterStart)
  .meta({ id: "ParkAndGoQuoteRequest" });
export const fastTrackQuoteRequestSchema = z
  .object({ ...choiceFields, ...sessionFields, ...fastTrackDetailsSchema.shape })
  .superRefine(sessionEndsAfterStart)
  .meta({ id: "FastTrackQuoteRequest" });
export const loungeQuoteRequestSchema = z
  .object({ ...choiceFields, ...sessionFields, ...loungeDetailsSchema.shape })
  .superRefine(sessionEndsAfterStart)
  .meta({ id: "LoungeQuoteRequest" });

export const quotedProductInMinorUnitsSchema = quotedProductSchema(productMoneySchema).meta({
  id: "QuotedProduct",
});

export const productQuoteSchema = z
  .object({
    data: z.object({
      products: z.array(quotedProductInMinorUnitsSchema),
      totals: z.object({
        products: productMoneySchema,
        parking: productMoneySchema.meta({
          description: "Each parking session's price once, however many extras go with it",
        }),
        total: productMoneySchema,
      }),
    }),
  })
  .meta({ id: "ProductQuote" });
export type ProductQuote = z.infer<typeof productQuoteSchema>;
