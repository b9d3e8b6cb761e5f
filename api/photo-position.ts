import { z } from "@hono/zod-openapi";

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
