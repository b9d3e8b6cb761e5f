import { z } from "zod";
import { answerSchema } from "./answers";
import { coordinateSchema } from "./coordinates";
import { currencySchema, moneySchema } from "./money";
import { isInServiceArea, outsideServiceAreaMessage } from "./service-area";
import { countries, spaceTypes } from "./vocabulary";

/**
 * What parking near a point goes for (spec §7 recommended-prices), which the listing wizard
 * shows beside each price an owner sets.
 */

export const recommendedPricesQuerySchema = z
  .object({
    lat: coordinateSchema("lat"),
    lng: coordinateSchema("lng"),
    space_type: z
      .enum(spaceTypes, { error: `The space type must be one of: ${spaceTypes.join(", ")}` })
      .optional()
      .meta({ description: "Compare with spaces of this type when enough are near" }),
  })
  .superRefine((query, context) => {
    if (!isInServiceArea(query.lat, query.lng)) {
      context.addIssue({ code: "custom", path: ["lat"], message: outsideServiceAreaMessage });
    }
  });

export const suggestedPriceSchema = z
  .object({
    median: moneySchema,
    low: moneySchema.meta({ description: "25th percentile" }),
    high: moneySchema.meta({ description: "75th percentile" }),
    based_on: z.number().int().meta({ description: "Listings with this price; 0 = national" }),
  })
  .meta({ id: "SuggestedPrice" });

export const recommendedPricesSchema = answerSchema(
  z.object({
    country: z.enum(countries),
    currency: currencySchema,
    source: z.enum(["nearby", "national"]),
    based_on: z.number().int().meta({ description: "Listings the figures come from" }),
    radius_m: z.number().int().meta({ description: "How far those listings reach" }),
    space_type: z.enum(spaceTypes).nullable().meta({
      description: "The type the figures are for; null when they are for every type",
    }),
    hourly: suggestedPriceSchema,
    daily: suggestedPriceSchema.meta({ description: "The most a day of hourly parking costs" }),
    monthly: suggestedPriceSchema.meta({ description: "A rolling month, every day of the week" }),
  }),
).meta({ id: "RecommendedPrices" });
export type PriceGuide = z.infer<typeof recommendedPricesSchema>["data"];
