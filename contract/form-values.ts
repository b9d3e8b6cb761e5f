import { z } from "zod";
import { blankAsMissing, formBooleanField } from "./account-fields";

/** Values read alike from JSON and from a form's text, as the listing wizard posts them. */

/** A whole number from JSON or a form's text, within limits. */
export function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** A number from JSON or a form's text, with at most `places` decimals. */
export function decimal(
  places: number,
  messages: { type: string; range: string },
  min: number,
  max: number,
) {
  const text = new RegExp(`^\\s*\\d+(\\.\\d{1,${places}})?\\s*$`);
  return z.preprocess(
    (value) => (typeof value === "string" && text.test(value) ? Number(value) : value),
    z.number({ error: messages.type }).min(min, messages.range).max(max, messages.range),
  );
}

/** Left out or blank means none (null). */
export function orNone<T extends z.ZodType>(field: T) {
  return blankAsMissing(field.nullable().optional()).transform((value) => value ?? null);
}

/** A checkbox: ticked ("on", true) or not (left out, false). */
export function tickBox(name: string) {
  return formBooleanField(`${name} must be true or false`)
    .optional()
    .transform((value) => value ?? false);
}
