import { z } from "zod";
import { MOBILE_NUMBER_MESSAGE, minimumPasswordLength, normaliseMobile } from "./fields";

/**
 * The fields a person fills in about themselves (spec §7 register, account, a guest's details at
 * checkout), as the service reads them from a JSON or form body: one rule and message each.
 */

/** A form or query sends an empty value for a field left out; it counts as missing. */
export function blankAsMissing<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), field);
}

export const emailField = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(254, "An email address is at most 254 characters long")
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com" }));

/**
 * A password being chosen: long enough. Whether it is hard enough to guess, and not known from a
 * breach, is judged with the account in view (api/passwords/new-password.ts).
 */
export const newPasswordField = z
  .string({ error: "Choose a password" })
  .min(minimumPasswordLength, `Your password must be at least ${minimumPasswordLength} characters`)
  .max(256, "Your password must be at most 256 characters");

/** A password being checked; only its presence is validated, never its rules. */
export const enteredPasswordField = z
  .string({ error: "Enter your password" })
  .min(1, "Enter your password")
  .max(1024, "That password is too long");

export function personNameField(label: string) {
  return z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(100, `Your ${label} must be at most 100 characters`);
}

/** Optional: an empty value (or null) means no mobile number. */
export const mobileField = z
  .string({ error: MOBILE_NUMBER_MESSAGE })
  .trim()
  .transform((value, context) => {
    if (value === "") return null;
    const mobile = normaliseMobile(value);
    if (mobile === null) {
      context.addIssue({ code: "custom", message: MOBILE_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return mobile;
  })
  .nullable();

/**
 * A yes/no field sent as JSON (true/false) or as form data, where a ticked checkbox arrives as
 * "on" (or "true"/"1") and an unticked one as "false"/"0" or not at all.
 */
export function formBooleanField(message: string) {
  return z.union(
    [
      z.boolean(),
      z
        .enum(["true", "on", "1", "false", "0"])
        .transform((value) => ["true", "on", "1"].includes(value)),
    ],
    { error: message },
  );
}

export const TERMS_MESSAGE = "Accept the terms and conditions to create an account";

export const acceptedTermsField = formBooleanField(TERMS_MESSAGE).refine((accepted) => accepted, {
  error: TERMS_MESSAGE,
});
