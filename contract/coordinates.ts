import { z } from "zod";

const decimalDegrees = /^-?\d{1,3}(\.\d+)?$/;

/**
 * Latitude or longitude in decimal degrees, from a query string, a form or JSON. Unlike
 * z.coerce, a blank value is never read as 0 (a place in the Gulf of Guinea).
 */
export function coordinateSchema(name: "lat" | "lng") {
  const limit = name === "lat" ? 90 : 180;
  const message = `Give ${name} as a number of degrees from -${limit} to ${limit}`;
  return z
    .preprocess(
      (value) => (typeof value === "string" && decimalDegrees.test(value) ? Number(value) : value),
      z.number({ error: message }).min(-limit, message).max(limit, message),
    )
    .meta({
      type: "number",
      minimum: -limit,
      maximum: limit,
      example: name === "lat" ? 53.7944 : -1.5486,
    });
}
