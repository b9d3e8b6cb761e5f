import { z } from "@hono/zod-openapi";
import { productKeys } from "../db/schema/bookings";
import { MoneySchema } from "../fields";
import type { QuotedProduct } from "./quote-products";

export const AirportSchema = z
  .object({
    code: z.string().openapi({ example: "LBA" }),
    name: z.string().openapi({ example: "Leeds Bradford Airport" }),
  })
  .openapi("ProductAirport");

/** A priced extra's answer, its money written as `MoneySchema`. */
export function quotedProductSchema<Amount extends z.ZodType>(MoneySchema: Amount) {
  return z.object({
    id: z.number().int(),
    key: z.enum(productKeys),
    name: z.string(),
    airport: AirportSchema,
    location_id: z.number().int(),
    items: z.array(
      z.object({
        variant: z.object({ key: z.string(), name: z.string() }),
        quantity: z.number().int(),
        unit_price: MoneySchema,
        price: MoneySchema,
      }),
    ),
    price: MoneySchema,
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
          destination: AirportSchema.extend({ point: z.string() }),
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
      .openapi({ description: "What the details booked; null when quoted without details" }),
  });
}

/** A booked extra as the marketplace answers it, in the space's major units. */
export const BookedExtraSchema = quotedProductSchema(MoneySchema).openapi("BookedExtra");

/**
 * A priced extra as the APIs answer it. `amount` writes money: the products API in minor units
 * with the currency, the marketplace in the space's major units.
 */
export function quotedProductJson<Amount>(
  product: QuotedProduct,
  amount: (minor: number) => Amount,
) {
  const plan = product.plan;
  return {
    id: product.id,
    key: product.key,
    name: product.name,
    airport: product.airport,
    location_id: product.locationId,
    items: product.items.map((item) => ({
      variant: item.variant,
      quantity: item.quantity,
      unit_price: amount(item.unitPriceMinor),
      price: amount(item.priceMinor),
    })),
    price: amount(product.priceMinor),
    plan: !plan
      ? null
      : plan.key === "park-and-go"
        ? {
            key: plan.key,
            passengers: plan.passengers,
            pickup_at: plan.pickupAt.toISOString(),
            pickup_location: plan.pickupLocation,
            destination: plan.destination,
            checkout_instructions: plan.checkoutInstructions,
          }
        : plan.key === "fast-track-security"
          ? {
              key: plan.key,
              passengers: plan.passengers,
              flight_at: plan.flightAt.toISOString(),
              entry_window: {
                opens_at: plan.entryWindow.opensAt.toISOString(),
                closes_at: plan.entryWindow.closesAt.toISOString(),
              },
            }
          : {
              key: plan.key,
              adults: plan.adults,
              children: plan.children,
              arrival_at: plan.arrivalAt.toISOString(),
              products_meta: {
                opening_hours: plan.productsMeta.openingHours,
                max_stay_minutes: plan.productsMeta.maxStayMinutes,
                child_ages: plan.productsMeta.childAges,
                under_twos_free: plan.productsMeta.underTwosFree,
              },
            },
  };
}
