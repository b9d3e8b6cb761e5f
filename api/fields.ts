import { z } from "@hono/zod-openapi";

/** Input fields shared by the routes, so each rule is written, and tested, once. */

/** A form or query sends an empty value for a field left out; it counts as missing. */
export function blankAsMissing<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), field);
}

const decimalDegrees = /^-?\d{1,3}(\.\d+)?$/;

/**
 * Latitude or longitude in decimal degrees, from a query string, a form or JSON. Unlike
 * z.coerce, a blank value is never read as 0 (a place in the Gulf of Guinea).
 */
export function coordinate(name: "lat" | "lng") {
  const limit = name === "lat" ? 90 : 180;
  const message = `Give ${name} as a number of degrees from -${limit} to ${limit}`;
  return z
    .preprocess(
      (value) => (typeof value === "string" && decimalDegrees.test(value) ? Number(value) : value),
      z.number({ error: message }).min(-limit, message).max(limit, message),
    )
    .openapi({
      type: "number",
      minimum: -limit,
      maximum: limit,
      example: name === "lat" ? 53.7944 : -1.5486,
    });
}

/** A coordinate that may be left out, or left blank by a form. */
export function optionalCoordinate(name: "lat" | "lng") {
  return blankAsMissing(coordinate(name).optional());
}

/** An ISO 8601 moment with its offset, read as a Date. */
export const dateTime = z.iso
  .datetime({ offset: true, error: "Use an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z" })
  .transform((value) => new Date(value));

export function isOneOf<T extends readonly string[]>(values: T, item: string): item is T[number] {
  return values.includes(item);
}

export const MoneySchema = z
  .number()
  .openapi({ description: "Decimal amount, rounded to 2 places", example: 12.5 });

export const CurrencySchema = z
  .object({ value: z.enum(["GBP", "EUR"]), symbol: z.string() })
  .openapi("Currency");

/**
 * A photo's place in a listing's gallery, from the path: 0 to `last`. Described by hand, as a
 * coerced number's JSON Schema would let it be null and optional, which a path never is.
 */
export function photoPosition(last: number) {
  return z.coerce
    .number()
    .int()
    .min(0)
    .max(last)
    .openapi({ type: "integer", minimum: 0, maximum: last, param: { required: true } });
}
