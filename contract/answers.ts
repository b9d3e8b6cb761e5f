import { z } from "zod";

/**
 * The shapes every call shares: what a refusal or an error says, and how a page of results
 * describes itself.
 */

export const messageSchema = z
  .object({ message: z.string().meta({ example: "Not found" }) })
  .meta({ id: "Message" });

/** A 400: the service's summary, and what is wrong with each field, by the field's name. */
export const invalidRequestSchema = z
  .object({
    message: z.string().meta({ example: "Please correct the invalid fields" }),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: "InvalidRequest" });

/** Any refusal (4xx) as a client reads it: either part may be missing. */
export const refusalSchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** `{ data }`, the envelope of every answer of the service. */
export function answerSchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
