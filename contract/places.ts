import { z } from "zod";
import { answerSchema } from "./answers";
import { coordinateSchema } from "./coordinates";
import { countries, placeKinds } from "./vocabulary";

/**
 * The gazetteer (spec §7 places): the places a driver searches near, the place a landing page
 * is about, the place nearest a point, and the open datasets it is built from.
 */

export const placeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(placeKinds),
    name: z.string().meta({ example: "Manchester Piccadilly" }),
    label: z.string().meta({
      description: "What the search box shows",
      example: "Manchester Piccadilly station",
    }),
    code: z.string().nullable().meta({
      description: "IATA, CRS, postcode district or Eircode routing key",
      example: "MAN",
    }),
    country: z.enum(countries),
    lat: z.number(),
    lng: z.number(),
    landing_path: z.string().nullable().meta({
      description: "The web page about parking at this place",
      example: "/manchester/manchester-piccadilly-station-parking",
    }),
  })
  .meta({ id: "Place" });
export type Place = z.infer<typeof placeSchema>;

/** What a driver has typed into the search box. */
export const placesQuerySchema = z.object({
  q: z
    .string({ error: "q is required" })
    .trim()
    .min(1, "q is required")
    .max(100, "q must be at most 100 characters")
    .meta({ example: "Manchester Piccadilly" }),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 50")
    .max(50, "limit must be between 1 and 50")
    .default(10),
  country: z.enum(countries, { error: "country must be GBR or IRL" }).optional(),
});
export const placesSchema = answerSchema(z.array(placeSchema));

export const nearestPlaceQuerySchema = z.object({
  lat: coordinateSchema("lat"),
  lng: coordinateSchema("lng"),
});
export const nearestPlaceSchema = answerSchema(
  placeSchema.and(
    z.object({ distance_m: z.number().meta({ description: "Metres from the point" }) }),
  ),
);

export const landingPlaceQuerySchema = z.object({
  path: z
    .string({ error: "path is required" })
    .startsWith("/", "path must start with /")
    .max(200, "path must be at most 200 characters")
    .meta({ example: "/london/camden-parking" }),
});
export const landingPlaceSchema = answerSchema(placeSchema);

/** A dataset the gazetteer is built from, with its licence and the credit to show. */
export const referenceSourceSchema = z
  .object({
    id: z.string().meta({ example: "geonames" }),
    name: z.string(),
    url: z.string(),
    licence: z.string(),
    licence_url: z.string(),
    attribution: z.string().meta({ description: "The credit to show" }),
    taken: z.string().meta({ description: "What the gazetteer took, and what was changed" }),
  })
  .meta({ id: "ReferenceSource" });
export type ReferenceSource = z.infer<typeof referenceSourceSchema>;
export const attributionsSchema = answerSchema(z.array(referenceSourceSchema));
