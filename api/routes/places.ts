import { createRoute } from "@hono/zod-openapi";
import {
  attributionsSchema,
  landingPlaceQuerySchema,
  landingPlaceSchema,
  nearestPlaceQuerySchema,
  nearestPlaceSchema,
  placesQuerySchema,
  placesSchema,
  type Place,
} from "#contract/places";
import type { ApiDeps } from "../context";
import { placeLabel } from "../domain/place-search";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import { referenceSources } from "../reference/sources";
import { nearestPlaces, placeByLandingPath, type PlaceSummary } from "../repositories/places";

export function toPlace(place: PlaceSummary): Place {
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
  request: { query: placesQuerySchema },
  responses: {
    200: {
      description: "Matching places, best first (possibly none)",
      content: { "application/json": { schema: placesSchema } },
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
  request: { query: nearestPlaceQuerySchema },
  responses: {
    200: {
      description: "The nearest named place",
      content: { "application/json": { schema: nearestPlaceSchema } },
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
  request: { query: landingPlaceQuerySchema },
  responses: {
    200: {
      description: "The place",
      content: { "application/json": { schema: landingPlaceSchema } },
    },
    400: invalidRequest,
    404: jsonMessage("No place has that landing page"),
  },
});

const attributionsRoute = createRoute({
  method: "get",
  path: "/attributions",
  tags: ["Places"],
  summary: "Datasets the gazetteer is built from, with their licences and credits",
  responses: {
    200: {
      description: "The sources, for the /attributions page",
      content: { "application/json": { schema: attributionsSchema } },
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
