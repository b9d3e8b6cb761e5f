import { z } from "zod";
import { evConnectorTypes, spaceTypes } from "~/components/search/options";

/**
 * One schema per wizard form, shared by conform in the browser and the step's action. Field
 * names are the marketplace service's, so what the service refuses lands on the same field.
 */

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;
const EIRCODE = /^[AC-FHKNPRTV-Y]\d[\dW] ?[0-9AC-FHKNPRTV-Y]{4}$/;

/** A place chosen from the look-up's list without JavaScript: "id:lat:lng". */
const chosenPlace = z
  .string()
  .regex(/^\d+:-?\d+(\.\d+)?:-?\d+(\.\d+)?$/, "Choose one of the places listed")
  .transform((value) => {
    const [id, lat, lng] = value.split(":").map(Number);
    return { id: id!, lat: lat!, lng: lng! };
  });

export const addressForm = z
  .object({
    address_line: z
      .string({ error: "Enter the street address, for example 12 Acacia Avenue" })
      .trim()
      .min(3, "Enter the street address, for example 12 Acacia Avenue")
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
      .refine(
        (value) => UK_POSTCODE.test(value) || EIRCODE.test(value),
        "Enter a UK postcode or an Eircode, for example SW1A 1AA or D02 X285",
      ),
    country: z.enum(["GBR", "IRL"], { error: "Choose the UK or Ireland" }),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    place_id: z.number().int().positive().optional(),
    place: chosenPlace.optional(),
  })
  .refine((address) => (address.lat === undefined) === (address.lng === undefined), {
    path: ["lat"],
    message: "Place the pin on the map again",
  });
export type AddressForm = z.infer<typeof addressForm>;

export const spaceForm = z.object({
  title: z
    .string({ error: "Give your space a title, for example Driveway near the station" })
    .trim()
    .min(5, "Give your space a title of at least 5 characters")
    .max(80, "Keep the title under 80 characters"),
  space_type: z.enum(spaceTypes, { error: "Choose what kind of space it is" }),
  bays: z
    .number({ error: "Enter how many cars can park, from 1 to 50" })
    .int("Enter a whole number of spaces")
    .min(1, "Enter how many cars can park, from 1 to 50")
    .max(50, "Enter how many cars can park, from 1 to 50"),
  description: z
    .string()
    .trim()
    .max(2000, "Keep the description under 2,000 characters")
    .optional(),
});

export const accessForm = z.object({
  access_instructions: z
    .string({ error: "Tell drivers how to get in, in at least 10 characters" })
    .trim()
    .min(10, "Tell drivers how to get in, in at least 10 characters")
    .max(2000, "Keep the instructions under 2,000 characters"),
});

export const facilitiesForm = z
  .object({
    covered: z.boolean().default(false),
    cctv: z.boolean().default(false),
    gated: z.boolean().default(false),
    lit: z.boolean().default(false),
    step_free: z.boolean().default(false),
    height_limit_cm: z
      .number({ error: "Enter the height limit in centimetres" })
      .int("Enter the height limit in whole centimetres")
      .min(100, "Enter a height limit from 100 to 500 cm")
      .max(500, "Enter a height limit from 100 to 500 cm")
      .optional(),
    ev_connectors: z.array(z.enum(evConnectorTypes)).default([]),
    ev_charger_kw: z
      .number({ error: "Enter the charger's power in kW" })
      .min(1, "Enter a charger power from 1 to 350 kW")
      .max(350, "Enter a charger power from 1 to 350 kW")
      .optional(),
  })
  .refine(
    (facilities) => facilities.ev_charger_kw === undefined || facilities.ev_connectors.length,
    {
      path: ["ev_connectors"],
      message: "Tick the charger's connectors, or leave its power empty",
    },
  );

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

export const photoForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("upload"),
    photo: z
      .file({ error: "Choose a photo to upload" })
      .mime(PHOTO_TYPES, "Upload a JPEG, PNG or WebP photo")
      .max(MAX_PHOTO_BYTES, "Upload a photo of at most 10 MB"),
  }),
  z.object({ intent: z.literal("remove"), position: z.number().int().nonnegative() }),
]);

/** A price in pounds or euros as typed ("2.50"), to minor units, within the service's limits. */
function price(kind: string, min: number, max: number) {
  const range = `Enter a price ${kind} from ${min.toFixed(2)} to ${max.toLocaleString("en-GB")}`;
  return z
    .number({ error: range })
    .min(min, range)
    .max(max, range)
    .transform((value) => Math.round(value * 100));
}

export const pricesForm = z
  .object({
    offers_hourly: z.boolean().default(false),
    hourly: price("per hour", 0.1, 100).optional(),
    daily: price("per day", 0.5, 500).optional(),
    offers_monthly: z.boolean().default(false),
    monthly: price("per month", 5, 5000).optional(),
  })
  .superRefine((prices, context) => {
    if (!prices.offers_hourly && !prices.offers_monthly) {
      context.addIssue({
        code: "custom",
        path: ["offers_hourly"],
        message: "Offer your space by the hour, by the month or both",
      });
    }
    if (prices.offers_hourly && prices.hourly === undefined) {
      context.addIssue({ code: "custom", path: ["hourly"], message: "Enter an hourly price" });
    }
    if (prices.offers_monthly && prices.monthly === undefined) {
      context.addIssue({ code: "custom", path: ["monthly"], message: "Enter a monthly price" });
    }
    if (prices.hourly !== undefined && prices.daily !== undefined && prices.daily < prices.hourly) {
      context.addIssue({
        code: "custom",
        path: ["daily"],
        message: "A day's price cannot be less than an hour's",
      });
    }
  });

export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const clock = z
  .string({ error: "Enter a time" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 08:00");

const openingDay = z
  .object({
    open: z.boolean().default(false),
    opens_at: clock.optional(),
    closes_at: clock.optional(),
  })
  .superRefine((day, context) => {
    if (!day.open) return;
    if (!day.opens_at) {
      context.addIssue({ code: "custom", path: ["opens_at"], message: "Enter an opening time" });
    }
    if (!day.closes_at) {
      context.addIssue({ code: "custom", path: ["closes_at"], message: "Enter a closing time" });
    }
    if (day.opens_at && day.closes_at && day.closes_at <= day.opens_at) {
      context.addIssue({
        code: "custom",
        path: ["closes_at"],
        message: "Closing time must be after opening time",
      });
    }
  });

export const availabilityForm = z
  .object({
    open_all_hours: z.enum(["yes", "no"], { error: "Choose when drivers can park" }),
    // Conform leaves out a day whose fields are all empty, so the list can have gaps.
    days: z.array(openingDay.optional()).max(7).default([]),
  })
  .superRefine((availability, context) => {
    if (availability.open_all_hours === "no" && !availability.days.some((day) => day?.open)) {
      context.addIssue({
        code: "custom",
        path: ["days"],
        message: "Tick at least one day drivers can park",
      });
    }
  });
export type AvailabilityForm = z.infer<typeof availabilityForm>;

/** The service's `hours`: the open days, Monday = 0. */
export function openingHours(availability: AvailabilityForm) {
  if (availability.open_all_hours === "yes") return [];
  return availability.days.flatMap((day, weekday) =>
    day?.open && day.opens_at && day.closes_at
      ? [{ weekday, opens_at: day.opens_at, closes_at: day.closes_at }]
      : [],
  );
}
