import { z } from "zod";
import { moneySchema } from "./money";
import { dateTimeSchema } from "./moments";
import { MAX_PASSENGERS, productKeys } from "./vocabulary";

/**
 * The airport extras a driver adds to a booking (spec §7 products): an extra as the driver
 * chooses it, and as a quote or a booking answers it once priced.
 */

const passengersField = z
  .number({ error: `Choose from 1 to ${MAX_PASSENGERS} passengers` })
  .int(`Choose from 1 to ${MAX_PASSENGERS} passengers`)
  .min(1, `Choose from 1 to ${MAX_PASSENGERS} passengers`)
  .max(MAX_PASSENGERS, `Choose from 1 to ${MAX_PASSENGERS} passengers`);

function moment(description: string) {
  return dateTimeSchema.meta({ type: "string", format: "date-time", description });
}

export const parkAndGoDetailsSchema = z.object({
  passengers: passengersField,
  pickup_at: moment("When the driver collects the party at the space, during the parking session"),
});

export const fastTrackDetailsSchema = z.object({
  passengers: passengersField,
  flight_at: moment("The flight's departure, while the car is parked"),
});

export const loungeDetailsSchema = z.object({
  adults: z
    .number({ error: "Choose at least 1 adult" })
    .int("Choose at least 1 adult")
    .min(1, "Children visit the lounge with an adult: choose at least 1 adult")
    .max(MAX_PASSENGERS, `Book lounge visits for up to ${MAX_PASSENGERS} people at a time`),
  children: z
    .number({ error: "Choose how many children, or 0" })
    .int("Choose how many children, or 0")
    .min(0, "Choose how many children, or 0")
    .max(MAX_PASSENGERS - 1, `Book lounge visits for up to ${MAX_PASSENGERS} people at a time`)
    .default(0)
    .meta({ description: "Aged 2 to 11; under-2s go free and are not counted" }),
  arrival_at: moment("When the party arrives at the lounge, within its opening hours"),
});

/** Which product and variant; the rest of a choice depends on the product. */
export const choiceFields = {
  id: z.number({ error: "id must be a product's id" }).int().positive(),
  variant: z.string().trim().min(1).max(50).optional().meta({
    description:
      "A variant's key. Left out: the first one, or the one the details call for (the smallest ride that seats the passengers)",
  }),
};

/** One extra, keyed by product, with `fields` alongside (a products API quote's session). */
export function productChoice<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.discriminatedUnion(
    "key",
    [
      z.object({
        key: z.literal("park-and-go"),
        ...choiceFields,
        ...fields,
        details: parkAndGoDetailsSchema.optional(),
      }),
      z.object({
        key: z.literal("fast-track-security"),
        ...choiceFields,
        ...fields,
        details: fastTrackDetailsSchema.optional(),
      }),
      z.object({
        key: z.literal("airport-lounge"),
        ...choiceFields,
        ...fields,
        details: loungeDetailsSchema.optional(),
      }),
    ],
    { error: `key must be one of: ${productKeys.join(", ")}` },
  );
}

export const productChoiceSchema = productChoice({}).meta({ id: "ProductChoice" });
export type ProductChoice = z.infer<typeof productChoiceSchema>;

export const airportSchema = z
  .object({
    code: z.string().meta({ example: "LBA" }),
    name: z.string().meta({ example: "Leeds Bradford Airport" }),
  })
  .meta({ id: "ProductAirport" });

/** A priced extra's answer, its money written as `amount` (the products API's or the marketplace's). */
export function quotedProductSchema<Amount extends z.ZodType>(amount: Amount) {
  return z.object({
    id: z.number().int(),
    key: z.enum(productKeys),
    name: z.string(),
    airport: airportSchema,
    location_id: z.number().int(),
    items: z.array(
      z.object({
        variant: z.object({ key: z.string(), name: z.string() }),
        quantity: z.number().int(),
        unit_price: amount,
        price: amount,
      }),
    ),
    price: amount,
    plan: z
      .union([
        z.object({
          key: z.literal("park-and-go"),
          passengers: z.number().int(),
          pickup_at: z.string(),
          pickup_location: z.object({
            address: z.string(),
            city: z.string(),
            postcode: z.string(),
            lat: z.number().nullable(),
            lng: z.number().nullable(),
          }),
          destination: airportSchema.and(z.object({ point: z.string() })),
          checkout_instructions: z.array(z.object({ step: z.string(), text: z.string() })),
        }),
        z.object({
          key: z.literal("fast-track-security"),
          passengers: z.number().int(),
          flight_at: z.string(),
          entry_window: z.object({ opens_at: z.string(), closes_at: z.string() }),
        }),
        z.object({
          key: z.literal("airport-lounge"),
          adults: z.number().int(),
          children: z.number().int(),
          arrival_at: z.string(),
          products_meta: z.object({
            opening_hours: z.object({ opens: z.string(), closes: z.string() }),
            max_stay_minutes: z.number().int(),
            child_ages: z.string(),
            under_twos_free: z.boolean(),
          }),
        }),
      ])
      .nullable()
      .meta({ description: "What the details booked; null when quoted without details" }),
  });
}

/** A booked extra as the marketplace answers it, in the space's major units. */
export const bookedExtraSchema = quotedProductSchema(moneySchema).meta({ id: "BookedExtra" });
export type BookedExtra = z.infer<typeof bookedExtraSchema>;
