import { createRoute, z } from "@hono/zod-openapi";
import {
  addVehicleRequestSchema,
  carMakesSchema,
  changeVehicleRequestSchema,
  registrationField,
  vehicleAnswerSchema,
  vehicleLookupAnswerSchema,
  vehiclesSchema,
} from "#contract/vehicles";
import { requireSignedIn, signedInUserId } from "../auth";
import type { Context } from "hono";
import type { ApiDeps, ApiEnv } from "../context";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import { invalidRequestSchema } from "#contract/answers";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { refuseAttempt, requestAddress, tooManyAttempts } from "../request-limits";
import {
  changeRegistration,
  countVehicles,
  deleteVehicle,
  findVehicle,
  hasRegistration,
  insertVehicle,
  lacksDefault,
  listVehicles,
  lockUserVehicles,
  makeDefaultVehicle,
  type Vehicle,
  type VehicleDescription,
} from "../repositories/vehicles";
import { carMakes, knownMake, makeBadge, makeImagePath } from "../vehicles/makes";
import { configuredVehicleLookup, type VehicleLookupResult } from "../vehicles/vehicle-lookup";

/**
 * Each look-up may reach the DVLA, whose key has a daily quota. Counted per token holder (a
 * guest has an anonymous token), else per address: the web calls from one address for all.
 */
const lookupLimit: RateLimit = { limit: 60, windowMs: 10 * 60_000 };
/** Enough for a family's and a business's cars, without an account becoming a store. */
export const MAX_VEHICLES_PER_ACCOUNT = 50;

const unknownMake = "unknown";
const lookupUnavailable =
  "We cannot look registrations up just now. Try again in a few minutes, or carry on without.";

const vehicleAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: vehicleAnswerSchema } },
});

const conflict = (description: string) => ({
  description,
  content: { "application/json": { schema: invalidRequestSchema } },
});

const signInRequired = { 401: jsonMessage("No signed-in user's access token") };
const VehicleParams = z.object({
  id: z.coerce.number().int().positive().openapi({ example: 3 }),
});

const listMakes = createRoute({
  method: "get",
  path: "/vehicle-information/makes",
  tags: ["Vehicles"],
  summary: "Common car makes, with the URL of each one's badge",
  responses: {
    200: {
      description: "The makes, in alphabetical order",
      content: { "application/json": { schema: carMakesSchema } },
    },
  },
});

const lookUpRegistration = createRoute({
  method: "get",
  path: "/vehicle-information/{registration}",
  tags: ["Vehicles"],
  summary: "The make, model and colour of a registration",
  description:
    "Spaces are removed and letters upper-cased first (spec §5). Answered by the DVLA when DVLA_API_KEY is set (UK registrations only), otherwise by the embedded demo register.",
  request: {
    params: z.object({ registration: registrationField }),
  },
  responses: {
    200: {
      description: "The vehicle",
      content: { "application/json": { schema: vehicleLookupAnswerSchema } },
    },
    400: invalidRequest,
    404: jsonMessage("No vehicle has that registration"),
    ...tooManyAttempts,
    503: jsonMessage("The register cannot be asked just now"),
  },
});

const readVehicles = createRoute({
  method: "get",
  path: "/vehicles",
  tags: ["Vehicles"],
  summary: "The signed-in driver's vehicles, the default first",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  responses: {
    200: {
      description: "The vehicles",
      content: { "application/json": { schema: vehiclesSchema } },
    },
    ...signInRequired,
  },
});

const addVehicle = createRoute({
  method: "post",
  path: "/vehicles",
  tags: ["Vehicles"],
  summary: "Save a vehicle",
  description:
    'The make, model and colour come from the register when it knows the registration; otherwise the make is "unknown". The first vehicle becomes the default.',
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    body: formBody(addVehicleRequestSchema, "The vehicle"),
  },
  responses: {
    201: vehicleAnswer("Saved"),
    400: invalidRequest,
    ...signInRequired,
    409: conflict("The registration is saved already, or the account holds the most vehicles"),
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const changeVehicle = createRoute({
  method: "patch",
  path: "/vehicles/{id}",
  tags: ["Vehicles"],
  summary: "Make a vehicle the default, or correct its registration",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    params: VehicleParams,
    body: formBody(changeVehicleRequestSchema, "What to change"),
  },
  responses: {
    200: vehicleAnswer("Changed"),
    400: invalidRequest,
    ...signInRequired,
    404: jsonMessage("The driver has no such vehicle"),
    409: conflict("The new registration is saved already"),
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const removeVehicle = createRoute({
  method: "delete",
  path: "/vehicles/{id}",
  tags: ["Vehicles"],
  summary: "Remove a saved vehicle",
  description:
    "Bookings keep the registration they were made with. When the default vehicle is removed, the oldest remaining one becomes the default.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: { params: VehicleParams },
  responses: {
    204: { description: "Removed" },
    ...signInRequired,
    404: jsonMessage("The driver has no such vehicle"),
  },
});

const manufacturerImage = createRoute({
  method: "get",
  path: "/car-manufacturers/{make}",
  tags: ["Vehicles"],
  summary: "A make's badge",
  description:
    "An SVG badge with the make's initials, never its logo. For a make not in the list the answer is an empty 200 image/svg+xml body that is not cached: spec §5 has a failed manufacturer image look-up return empty, and an empty image lets a page show no badge without handling an error.",
  request: {
    params: z.object({ make: z.string().max(60).openapi({ example: "land-rover" }) }),
  },
  responses: {
    200: {
      description: "The badge, or an empty body for an unknown make",
      content: { "image/svg+xml": { schema: z.string() } },
    },
    400: invalidRequest,
  },
});

function describe(result: VehicleLookupResult): VehicleDescription {
  return result.status === "found"
    ? { make: result.vehicle.make, model: result.vehicle.model, colour: result.vehicle.colour }
    : { make: null, model: null, colour: null };
}

export function vehicleJson(vehicle: Vehicle) {
  return {
    id: vehicle.id,
    registration: vehicle.registration,
    default: vehicle.isDefault,
    custom_data: {
      make: vehicle.make ?? unknownMake,
      make_image: vehicle.make ? makeImagePath(vehicle.make) : null,
      model: vehicle.model,
      colour: vehicle.colour,
    },
  };
}

function registrationProblem(message: string) {
  return { message, errors: { registration: [message] } };
}

const alreadySaved = (registration: string) => `${registration} is already one of your vehicles`;
const noSuchVehicle = "We could not find that vehicle in your account";

export function vehicleRoutes(
  deps: Pick<ApiDeps, "database" | "config" | "rateLimiter" | "reportError">,
) {
  const { db } = deps.database;
  const lookUp = configuredVehicleLookup({ dvlaApiKey: deps.config.dvlaApiKey });

  /** The 429 answer when the requester has used up its look-ups, else null. */
  async function limitLookups(c: Context<ApiEnv>) {
    const requester = c.get("principal")?.subject ?? requestAddress(c);
    const attempt = await deps.rateLimiter.attempt(`vehicle-lookup:${requester}`, lookupLimit);
    return attempt.allowed ? null : refuseAttempt(c, attempt.retryAfterMs);
  }

  /** A register's answer; an unavailable register is reported and treated as not knowing. */
  async function lookUpReported(registration: string) {
    const result = await lookUp(registration);
    if (result.status === "unavailable") deps.reportError?.(new Error(result.reason));
    return result;
  }

  return createRouter()
    .openapi(listMakes, (c) => {
      c.header("Cache-Control", "public, max-age=86400");
      return c.json(
        { data: carMakes.map((make) => ({ make, make_image: makeImagePath(make) })) },
        200,
      );
    })
    .openapi(lookUpRegistration, async (c) => {
      const { registration } = c.req.valid("param");
      const refused = await limitLookups(c);
      if (refused) return refused;
      const result = await lookUpReported(registration);
      if (result.status === "unavailable") return c.json({ message: lookupUnavailable }, 503);
      if (result.status === "not-found") {
        return c.json(
          {
            message: `We could not find a vehicle with the registration ${registration}. Check it and try again.`,
          },
          404,
        );
      }
      const { vehicle } = result;
      return c.json(
        {
          data: {
            registration,
            make: vehicle.make,
            make_image: makeImagePath(vehicle.make),
            model: vehicle.model,
            colour: vehicle.colour,
            year: vehicle.year,
          },
        },
        200,
      );
    })
    .openapi(readVehicles, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return c.json({ message: "Authentication required" }, 401);
      c.header("Cache-Control", "no-store");
      return c.json({ data: (await listVehicles(db, userId)).map(vehicleJson) }, 200);
    })
    .openapi(addVehicle, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return c.json({ message: "Authentication required" }, 401);
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      if (await hasRegistration(db, userId, form.registration)) {
        return c.json(registrationProblem(alreadySaved(form.registration)), 409);
      }
      const refused = await limitLookups(c);
      if (refused) return refused;
      const description = describe(await lookUpReported(form.registration));
      const saved = await db.transaction(async (tx) => {
        await lockUserVehicles(tx, userId);
        if (await hasRegistration(tx, userId, form.registration)) return "duplicate" as const;
        if ((await countVehicles(tx, userId)) >= MAX_VEHICLES_PER_ACCOUNT) return "full" as const;
        const makeDefault = form.default === true || (await lacksDefault(tx, userId));
        const vehicle = await insertVehicle(tx, {
          userId,
          registration: form.registration,
          ...description,
          isDefault: false,
        });
        if (makeDefault) await makeDefaultVehicle(tx, userId, vehicle.id);
        return { ...vehicle, isDefault: makeDefault };
      });
      if (saved === "duplicate") {
        return c.json(registrationProblem(alreadySaved(form.registration)), 409);
      }
      if (saved === "full") {
        return c.json(
          registrationProblem(
            `An account can keep up to ${MAX_VEHICLES_PER_ACCOUNT} vehicles. Correct the registration of one you no longer use instead.`,
          ),
          409,
        );
      }
      return c.json({ data: vehicleJson(saved) }, 201);
    })
    .openapi(changeVehicle, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return c.json({ message: "Authentication required" }, 401);
      const { id } = c.req.valid("param");
      const change = c.req.valid(sentAsJson(c) ? "json" : "form");
      const vehicle = await findVehicle(db, userId, id);
      if (!vehicle) return c.json({ message: noSuchVehicle }, 404);
      if (change.default === false && vehicle.isDefault) {
        const message = "Make another vehicle your default instead";
        return c.json({ message, errors: { default: [message] } }, 400);
      }
      const registration =
        change.registration !== undefined && change.registration !== vehicle.registration
          ? change.registration
          : null;
      let correction: (VehicleDescription & { registration: string }) | null = null;
      if (registration) {
        if (await hasRegistration(db, userId, registration, id)) {
          return c.json(registrationProblem(alreadySaved(registration)), 409);
        }
        const refused = await limitLookups(c);
        if (refused) return refused;
        correction = { registration, ...describe(await lookUpReported(registration)) };
      }
      const outcome = await db.transaction(async (tx) => {
        await lockUserVehicles(tx, userId);
        if (correction) {
          if (await hasRegistration(tx, userId, correction.registration, id)) {
            return "duplicate" as const;
          }
          await changeRegistration(tx, userId, id, correction);
        }
        if (change.default === true) await makeDefaultVehicle(tx, userId, id);
        return findVehicle(tx, userId, id);
      });
      if (outcome === "duplicate") {
        return c.json(registrationProblem(alreadySaved(registration ?? vehicle.registration)), 409);
      }
      if (!outcome) return c.json({ message: noSuchVehicle }, 404);
      return c.json({ data: vehicleJson(outcome) }, 200);
    })
    .openapi(removeVehicle, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return c.json({ message: "Authentication required" }, 401);
      const { id } = c.req.valid("param");
      const removed = await db.transaction(async (tx) => {
        await lockUserVehicles(tx, userId);
        return deleteVehicle(tx, userId, id);
      });
      if (!removed) return c.json({ message: noSuchVehicle }, 404);
      return c.body(null, 204);
    });
}

/** Spec §7's manufacturer image look-up, outside /v2 as the spec's path has it. */
export function carManufacturerRoutes() {
  return createRouter().openapi(manufacturerImage, (c) => {
    const make = knownMake(c.req.valid("param").make);
    if (!make) {
      c.header("Cache-Control", "no-store");
      return c.body("", 200, { "Content-Type": "image/svg+xml" });
    }
    c.header("Cache-Control", "public, max-age=31536000");
    return c.body(makeBadge(make), 200, { "Content-Type": "image/svg+xml" });
  });
}
