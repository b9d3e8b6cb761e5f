import { z } from "@hono/zod-openapi";
import { productKeys } from "../db/schema/bookings";
import { dateTime } from "../fields";
import { MAX_PASSENGERS } from "./catalogue";
import type { ProductQuoteLine } from "./quote-products";

/*
 * An extra as the driver chooses it: which product, which variant, and the party and times
 * it is for. The products API's quotes and a booking line's `products` both read it, so an
 * extra is asked for, and checked, the same way in both.
 */

const passengersField = z
  .number({ error: `Choose from 1 to ${MAX_PASSENGERS} passengers` })
  .int(`Choose from 1 to ${MAX_PASSENGERS} passengers`)
  .min(1, `Choose from 1 to ${MAX_PASSENGERS} passengers`)
  .max(MAX_PASSENGERS, `Choose from 1 to ${MAX_PASSENGERS} passengers`);

export const ParkAndGoDetails = z.object({
  passengers: passengersField,
  pickup_at: dateTime.openapi({
    type: "string",
    format: "date-time",
    description: "When the driver collects the party at the space, during the parking session",
  }),
});

export const FastTrackDetails = z.object({
  passengers: passengersField,
  flight_at: dateTime.openapi({
    type: "string",
    format: "date-time",
    description: "The flight's departure, while the car is parked",
  }),
});

export const LoungeDetails = z.object({
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
    .openapi({ description: "Aged 2 to 11; under-2s go free and are not counted" }),
  arrival_at: dateTime.openapi({
    type: "string",
    format: "date-time",
    description: "When the party arrives at the lounge, within its opening hours",
  }),
});

/** Which product and variant; the rest of a choice depends on the product. */
export const choiceFields = {
  id: z.number({ error: "id must be a product's id" }).int().positive(),
  variant: z.string().trim().min(1).max(50).optional().openapi({
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
        details: ParkAndGoDetails.optional(),
      }),
      z.object({
        key: z.literal("fast-track-security"),
        ...choiceFields,
        ...fields,
        details: FastTrackDetails.optional(),
      }),
      z.object({
        key: z.literal("airport-lounge"),
        ...choiceFields,
        ...fields,
        details: LoungeDetails.optional(),
      }),
    ],
    { error: `key must be one of: ${productKeys.join(", ")}` },
  );
}

export const ProductChoiceSchema = productChoice({}).openapi("ProductChoice");
export type ProductChoice = z.infer<typeof ProductChoiceSchema>;

type ChosenPart = ProductQuoteLine extends infer Line
  ? Line extends ProductQuoteLine
    ? Pick<Line, "id" | "key" | "variant" | "details">
    : never
  : never;

/** The choice as the pricing reads it. */
export function chosenProduct(choice: ProductChoice): ChosenPart {
  const { id, variant } = choice;
  switch (choice.key) {
    case "park-and-go":
      return {
        id,
        variant,
        key: choice.key,
        details: choice.details && {
          passengers: choice.details.passengers,
          pickupAt: choice.details.pickup_at,
        },
      };
    case "fast-track-security":
      return {
        id,
        variant,
        key: choice.key,
        details: choice.details && {
          passengers: choice.details.passengers,
          flightAt: choice.details.flight_at,
        },
      };
    case "airport-lounge":
      return {
        id,
        variant,
        key: choice.key,
        details: choice.details && {
          adults: choice.details.adults,
          children: choice.details.children,
          arrivalAt: choice.details.arrival_at,
        },
      };
  }
}
