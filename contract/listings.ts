import { z } from "zod";
import { blankAsMissing } from "./account-fields";
import { answerSchema } from "./answers";
import { coordinateSchema } from "./coordinates";
import { facilitiesSchema, listingFacilitiesSchema } from "./facilities";
import {
  isPostcodeOrEircode,
  normalisePostcode,
  POSTCODE_MESSAGE,
  postcodeMessage,
} from "./fields";
import { decimal, orNone, tickBox, wholeNumber } from "./form-values";
import { moneySchema } from "./money";
import { isInServiceArea, outsideServiceAreaMessage } from "./service-area";
import { countries, currencies, listingSteps, spaceTypes } from "./vocabulary";

/**
 * An owner's listing (issue 6, decision 010): the wizard's steps, each field's rule written once
 * for the service that keeps it and the web's forms that ask for it, and the listing as every
 * owner call answers it. Fields are read from JSON or from form data (the web's forms and
 * pages without JavaScript post them).
 */

export const MIN_ACCESS_INSTRUCTIONS = 10;
export const MAX_BAYS = 50;

/** Photos an owner may upload: JPEG, PNG or WebP, at most 10 MB each and 10 a space. */
export const listingPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 10;

const countrySchema = z.enum(countries, { error: "Choose GBR (the UK) or IRL (Ireland)" });

const streetMessage = "Enter the street address, for example 12 Acacia Avenue";

/** The address step, which starts a draft. The pin must be in the UK or Ireland. */
export const listingAddressFields = {
  address_line: z
    .string({ error: streetMessage })
    .trim()
    .min(3, streetMessage)
    .max(200, "Keep the street address under 200 characters"),
  city: z
    .string({ error: "Enter the town or city" })
    .trim()
    .min(2, "Enter the town or city")
    .max(100, "Keep the town or city under 100 characters"),
  postcode: z
    .string({ error: "Enter the postcode" })
    .trim()
    .toUpperCase()
    .refine(isPostcodeOrEircode, POSTCODE_MESSAGE),
  country: countrySchema,
  lat: coordinateSchema("lat"),
  lng: coordinateSchema("lng"),
  place_id: orNone(wholeNumber("place_id is a gazetteer place's number", 1, 2_147_483_647)),
};

/** A postcode must be one of the chosen country's: a UK postcode or an Irish Eircode. */
export function checkPostcodeCountry(
  address: { postcode: string; country: "GBR" | "IRL" },
  context: z.RefinementCtx,
) {
  const { postcode, country } = address;
  if (isPostcodeOrEircode(postcode) && normalisePostcode(postcode, country) === null) {
    context.addIssue({ code: "custom", path: ["postcode"], message: postcodeMessage(country) });
  }
}

export const listingAddressSchema = z
  .object(listingAddressFields)
  .superRefine(checkPostcodeCountry)
  .superRefine((address, context) => {
    if (!isInServiceArea(address.lat, address.lng)) {
      context.addIssue({ code: "custom", path: ["lat"], message: outsideServiceAreaMessage });
    }
  });

const baysMessage = `Enter how many cars can park, from 1 to ${MAX_BAYS}`;

/** The space step: what drivers see first in search and on the space's page. */
export const listingSpaceFields = {
  title: z
    .string({ error: "Give your space a title, for example Driveway near the station" })
    .trim()
    .min(5, "Give your space a title of at least 5 characters")
    .max(80, "Keep the title under 80 characters"),
  space_type: z.enum(spaceTypes, { error: "Choose what kind of space it is" }),
  bays: wholeNumber(baysMessage, 1, MAX_BAYS),
  description: blankAsMissing(
    z.string().trim().max(2_000, "Keep the description under 2,000 characters").optional(),
  ).transform((value) => value ?? ""),
};
export const listingSpaceSchema = z.object(listingSpaceFields);

const accessMessage = `Tell drivers how to get in, in at least ${MIN_ACCESS_INSTRUCTIONS} characters`;

/** The access step: what a driver who has booked reads to find the space and get in. */
export const listingAccessFields = {
  access_instructions: z
    .string({ error: accessMessage })
    .trim()
    .min(MIN_ACCESS_INSTRUCTIONS, accessMessage)
    .max(2_000, "Keep the instructions under 2,000 characters"),
};
export const listingAccessSchema = z.object(listingAccessFields);

/** Prices in pounds or euros (decimals, as all money travels): 10p–£100 an hour, and so on. */
export const PRICE_LIMITS = {
  hourly: { min: 0.1, max: 100, per: "per hour" },
  daily: { min: 0.5, max: 500, per: "per day" },
  monthly: { min: 5, max: 5_000, per: "per month" },
} as const;

function price(kind: keyof typeof PRICE_LIMITS) {
  const { min, max, per } = PRICE_LIMITS[kind];
  const range = `Enter a price ${per} from ${min.toFixed(2)} to ${max.toLocaleString("en-GB")}`;
  return orNone(decimal(2, { type: range, range }, min, max));
}

/** The prices step: hourly parking with its daily cap, and a rolling month of every day. */
export const listingPricesFields = {
  offers_hourly: tickBox("offers_hourly"),
  hourly: price("hourly"),
  daily: price("daily"),
  offers_monthly: tickBox("offers_monthly"),
  monthly: price("monthly"),
};

export const listingPricesSchema = z.object(listingPricesFields).superRefine((prices, context) => {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: "custom", path: [path], message });
  if (!prices.offers_hourly && !prices.offers_monthly) {
    problem("offers_hourly", "Offer your space by the hour, by the month or both");
  }
  if (prices.offers_hourly && prices.hourly === null && prices.daily === null) {
    problem("hourly", "Enter an hourly price");
  }
  if (prices.hourly !== null && prices.daily !== null && prices.daily < prices.hourly) {
    problem("daily", "A whole day cannot cost less than an hour");
  }
  if (prices.offers_monthly && prices.monthly === null) {
    problem("monthly", "Enter a monthly price");
  }
});

const clockTime = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** When a space opens and closes on a day, "07:00" to "19:00" (24:00 is midnight at its end). */
export const opensAtSchema = z
  .string({ error: "Enter when it opens, like 07:00" })
  .regex(clockTime, "Enter when it opens, like 07:00");
export const closesAtSchema = z
  .string({ error: "Enter when it closes, like 19:00" })
  .regex(clockTime, "Enter when it closes, like 19:00");
export const CLOSES_AFTER_OPENS_MESSAGE = "Closing time must be after opening time";

const openingHoursSchema = z.object({
  weekday: wholeNumber("Choose a day of the week: 0 is Monday, 6 is Sunday", 0, 6),
  opens_at: opensAtSchema,
  closes_at: closesAtSchema,
});

/** A form lists every weekday; one whose times are left blank is closed. */
function isBlankDay(day: unknown) {
  const times = z.object({ opens_at: z.unknown(), closes_at: z.unknown() }).safeParse(day);
  return (
    times.success &&
    [times.data.opens_at, times.data.closes_at].every((time) => time === undefined || time === "")
  );
}

/** The availability step: open all hours, or opening times for the days it opens. */
export const listingAvailabilityFields = {
  open_all_hours: tickBox("open_all_hours"),
  hours: z
    .preprocess(
      (value) => (Array.isArray(value) ? value.filter((day) => !isBlankDay(day)) : value),
      z.array(openingHoursSchema).max(7, "List each day of the week once").optional(),
    )
    .transform((hours) => hours ?? []),
};

export const listingAvailabilitySchema = z
  .object(listingAvailabilityFields)
  .superRefine((availability, context) => {
    if (availability.open_all_hours) return;
    if (availability.hours.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["hours"],
        message: "Give the opening hours of at least one day, or choose open all hours",
      });
    }
    const seen = new Set<number>();
    availability.hours.forEach((day, index) => {
      if (seen.has(day.weekday)) {
        context.addIssue({
          code: "custom",
          path: ["hours", index, "weekday"],
          message: "List each day of the week once",
        });
      }
      seen.add(day.weekday);
      if (day.closes_at <= day.opens_at) {
        context.addIssue({
          code: "custom",
          path: ["hours", index, "closes_at"],
          message: CLOSES_AFTER_OPENS_MESSAGE,
        });
      }
    });
  });

/** Each step's fields, checked together; photos has none of its own. */
export const listingStepSchemas = {
  address: listingAddressSchema,
  space: listingSpaceSchema,
  access: listingAccessSchema,
  facilities: listingFacilitiesSchema,
  photos: z.object({}),
  prices: listingPricesSchema,
  availability: listingAvailabilitySchema,
};

/** What an owner sends to save `step`: its fields (the service's names, as JSON). */
export type ListingStepFields<Step extends keyof typeof listingStepSchemas> = z.input<
  (typeof listingStepSchemas)[Step]
>;

/**
 * Form data names a list's fields as conform does, "hours[0].opens_at"; JSON sends the list.
 * Turns the first into the second so one schema reads both.
 */
export function nestIndexedFields(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const nested: Record<string, unknown> = {};
  const lists = new Map<string, Array<Record<string, unknown>>>();
  for (const [key, value] of Object.entries(body)) {
    const match = /^(\w+)\[(\d{1,2})\]\.(\w+)$/.exec(key);
    if (!match) {
      nested[key] = value;
      continue;
    }
    const [, name = "", index = "0", field = ""] = match;
    const list = lists.get(name) ?? [];
    lists.set(name, list);
    (list[Number(index)] ??= {})[field] = value;
  }
  for (const [name, list] of lists) nested[name] = list.filter(Boolean);
  return nested;
}

/** Saving one step: `step` names it and its fields follow. */
export const listingStepChangeSchema = z.preprocess(
  nestIndexedFields,
  z.discriminatedUnion(
    "step",
    [
      listingAddressSchema.safeExtend({ step: z.literal("address") }),
      listingSpaceSchema.safeExtend({ step: z.literal("space") }),
      listingAccessSchema.safeExtend({ step: z.literal("access") }),
      listingFacilitiesSchema.safeExtend({ step: z.literal("facilities") }),
      z.object({ step: z.literal("photos") }),
      listingPricesSchema.safeExtend({ step: z.literal("prices") }),
      listingAvailabilitySchema.safeExtend({ step: z.literal("availability") }),
    ],
    { error: `Say which step this is: ${listingSteps.join(", ")}` },
  ),
);

const stepSchema = z.enum(listingSteps);

/** The listing as every owner call answers it, whatever its status. */
export const ownerListingSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(["draft", "active", "disabled"]),
    draft_step: stepSchema.nullable().meta({
      description: "Where a draft's wizard resumes: the first step not yet reached",
    }),
    steps: z.object({
      address: z.boolean(),
      space: z.boolean(),
      access: z.boolean(),
      facilities: z.boolean(),
      photos: z.boolean(),
      prices: z.boolean(),
      availability: z.boolean(),
    }),
    missing: z.array(stepSchema).meta({
      description: "Steps still needed before publishing (photos are optional)",
    }),
    title: z.string(),
    address: z.object({
      line: z.string(),
      city: z.string(),
      postcode: z.string(),
      country: z.enum(countries),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      place_id: z.number().int().nullable(),
    }),
    space_type: z.enum(spaceTypes),
    bays: z.number().int(),
    description: z.string(),
    access_instructions: z.string(),
    facilities: facilitiesSchema,
    photos: z.array(
      z.object({
        position: z.number().int(),
        url: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        alt: z.string(),
      }),
    ),
    currency: z.enum(currencies),
    prices: z.object({
      offers_hourly: z.boolean(),
      offers_monthly: z.boolean(),
      hourly: moneySchema.nullable(),
      daily: moneySchema.nullable().meta({ description: "The most a day of hourly parking costs" }),
      monthly: moneySchema.nullable().meta({ description: "A rolling month of the mon-sun plan" }),
    }),
    availability: z.object({
      open_all_hours: z.boolean(),
      hours: z.array(
        z.object({
          weekday: z.number().int().meta({ description: "0 = Monday" }),
          opens_at: z.string().meta({ example: "07:00" }),
          closes_at: z.string().meta({ example: "19:00" }),
        }),
      ),
    }),
    page_path: z
      .string()
      .nullable()
      .meta({ example: "/leeds/leeds-station-parking/driveway-on-park-lane-12" }),
    active_bookings_count: z.number().int().meta({
      description: "Confirmed bookings that have not ended",
    }),
    earnings: z.object({ amount: moneySchema, currency: z.enum(currencies) }).meta({
      description:
        "Decision 010: the parking price of paid bookings not refunded, and of each renewed month; no fees, extras or deposits",
    }),
    created_at: z.string(),
    updated_at: z.string(),
    published_at: z.string().nullable(),
  })
  .meta({ id: "OwnerListing" });
export type OwnerListing = z.infer<typeof ownerListingSchema>;

export const ownerListingAnswerSchema = answerSchema(ownerListingSchema).meta({
  id: "OwnerListingAnswer",
});
export const ownerListingsSchema = answerSchema(z.array(ownerListingSchema)).meta({
  id: "OwnerListings",
});

/** Publishing a complete draft: the service's word for the owner, and the live listing. */
export const publishedListingSchema = z.object({ message: z.string(), data: ownerListingSchema });

/** Publishing a draft with steps still to do: which ones. */
export const publishRefusalSchema = z
  .object({ message: z.string(), missing: z.array(stepSchema) })
  .meta({ id: "PublishRefusal" });

/** Spec §4: an owner enables, disables or removes a listing. */
export const listingStatusChanges = ["enable", "disable", "remove"] as const;
export type ListingStatusChange = (typeof listingStatusChanges)[number];

export const listingStatusSchema = z
  .object({
    message: z.string(),
    data: z.object({ id: z.number().int(), status: z.enum(["active", "disabled", "removed"]) }),
  })
  .meta({ id: "ListingStatus" });
