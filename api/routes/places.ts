import { createRoute, z } from "@hono/zod-openapi";
import { coordinate } from "../fields";
import type { ApiDeps } from "../context";
import { countries, placeKinds } from "../db/schema";
import { placeLabel } from "../domain/place-search";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import { referenceSources } from "../reference/sources";
import { nearestPlaces, placeByLandingPath, type PlaceSummary } from "../repositories/places";

const PlaceSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(placeKinds),
    name: z.string().openapi({ example: "Manchester Piccadilly" }),
    label: z.string().openapi({
      description: "What the search box shows",
      example: "Manchester Piccadilly station",
    }),
    code: z.string().nullable().openapi({
      description: "IATA, CRS, postcode district or Eircode routing key",
      example: "MAN",
    }),
    country: z.enum(countries),
    lat: z.number(),
    lng: z.number(),
    landing_path: z.string().nullable().openapi({
      description: "The web page about parking at this place",
      example: "/manchester/manchester-piccadilly-station-parking",
    }),
  })
  .openapi("Place");

function toPlace(place: PlaceSummary): z.infer<typeof PlaceSchema> {
  return {
    id: place.id,
    kind: place.kind,
    name: place.name,
    label: placeLabel(place),
    code: place.code,
    country: place.country,
    lat: place.lat,
    lng: place.lng,
    landing_path: place.landingPath,
  };
}

const searchRoute = createRoute({
  method: "get",
  path: "/places",
  tags: ["Places"],
  summary: "Places matching what a driver types",
  description:
    "Suggestions for the search box, best first: an exact IATA, CRS, postcode district or Eircode routing key match (a full postcode counts as its district), then exact names, names starting with the text, and names that look like it.",
  request: {
    query: z.object({
      q: z
        .string({ error: "q is required" })
        .trim()
        .min(1, "q is required")
        .max(100, "q must be at most 100 characters")
        .openapi({ example: "Manchester Piccadilly" }),
      limit: z.coerce
        .number({ error: "limit must be a whole number" })
        .int("limit must be a whole number")
        .min(1, "limit must be between 1 and 50")
        .max(50, "limit must be between 1 and 50")
        .default(10),
      country: z.enum(countries, { error: "country must be GBR or IRL" }).optional(),
    }),
  },
  responses: {
    200: {
      description: "Matching places, best first (possibly none)",
      content: { "application/json": { schema: z.object({ data: z.array(PlaceSchema) }) } },
    },
    400: invalidRequest,
  },
});

const reverseRoute = createRoute({
  method: "get",
  path: "/places/reverse",
  tags: ["Places"],
  summary: "The named place nearest a point",
  description:
    "Reverse look-up for the embedded geocoder: the nearest city, town or London area, with its distance from the point.",
  request: { query: z.object({ lat: coordinate("lat"), lng: coordinate("lng") }) },
  responses: {
    200: {
      description: "The nearest named place",
      content: {
        "application/json": {
          schema: z.object({
            data: PlaceSchema.extend({
              distance_m: z.number().openapi({ description: "Metres from the point" }),
            }),
          }),
        },
      },
    },
    400: invalidRequest,
    404: jsonMessage("There are no places yet"),
  },
});

const landingRoute = createRoute({
  method: "get",
  path: "/places/landing",
  tags: ["Places"],
  summary: "The place a landing page is about",
  request: {
    query: z.object({
      path: z
        .string({ error: "path is required" })
        .startsWith("/", "path must start with /")
        .max(200, "path must be at most 200 characters")
        .openapi({ example: "/london/camden-parking" }),
    }),
  },
  responses: {
    200: {
      description: "The place",
      content: { "application/json": { schema: z.object({ data: PlaceSchema }) } },
    },
    400: invalidRequest,
    404: jsonMessage("No place has that landing page"),
  },
});

const SourceSchema = z
  .object({
    id: z.string().openapi({ example: "geonames" }),
    name: z.string(),
    url: z.string(),
    licence: z.string(),
    licence_url: z.string(),
    attribution: z.string().openapi({ description: "The credit to show" }),
    taken: z.string().openapi({ description: "What the gazetteer took, and what was changed" }),
  })
  .openapi("ReferenceSource");

const attributionsRoute = createRoute({
  method: "get",
  path: "/attributions",
  tags: ["Places"],
  summary: "Datasets the gazetteer is built from, with their licences and credits",
  responses: {
    200: {
      description: "The sources, for the /attributions page",
      content: { "application/json": { schema: z.object({ data: z.array(SourceSchema) }) } },
    },
  },
});

// Reference data changes only with a release.
const cacheable = "public, max-age=300";

/** "Where am I" is answered with a locality, not a hospital or a postcode district. */
const reverseKinds = ["city", "town", "london-area"] as const;

export function placeRoutes(deps: Pick<ApiDeps, "database" | "searchPlaces">) {
  const { db } = deps.database;
  return createRouter()
    .openapi(searchRoute, async (c) => {
      const { q, limit, country } = c.req.valid("query");
      const found = await deps.searchPlaces(q, { limit, country });
      c.header("Cache-Control", cacheable);
      return c.json({ data: found.map(toPlace) }, 200);
    })
    .openapi(reverseRoute, async (c) => {
      const { lat, lng } = c.req.valid("query");
      const [nearest] = await nearestPlaces(db, { lat, lng, limit: 1, kinds: reverseKinds });
      if (!nearest) return c.json({ message: "There are no places yet" }, 404);
      c.header("Cache-Control", cacheable);
      return c.json(
        { data: { ...toPlace(nearest), distance_m: Math.round(nearest.distanceMetres) } },
        200,
      );
    })
    .openapi(landingRoute, async (c) => {
      const place = await placeByLandingPath(db, c.req.valid("query").path);
      if (!place) return c.json({ message: "No place has that landing page" }, 404);
      c.header("Cache-Control", cacheable);
      return c.json({ data: toPlace(place) }, 200);
    })
    .openapi(attributionsRoute, (c) => {
      c.header("Cache-Control", cacheable);
      return c.json(
        {
          data: referenceSources.map(({ licenceUrl, ...source }) => ({
            ...source,
            licence_url: licenceUrl,
          })),
        },
        200,
      );
    });
}
