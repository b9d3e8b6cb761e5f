import { z } from "zod";

export const minimumPasswordLength = 10;

/**
 * A UK or Irish mobile number in E.164 (+447700900123, +353871234567), or null when `input` is
 * not one. Accepts the ways people write them: 07700 900123, +44 (0)7700 900123, 0044...,
 * 087 123 4567, +353 87 123 4567. UK mobiles are 071–075 and 077–079 plus the Isle of Man's
 * 07624 (070 and 076 are personal numbers and pagers); Irish mobiles are 083 and 085–089.
 */
export function normaliseMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const uk = /^(?:(?:\+|00)440?|0)(7[1-57-9]\d{8}|7624\d{6})$/.exec(compact);
  if (uk) return `+44${uk[1]}`;
  const ireland = /^(?:(?:\+|00)3530?|0)(8[35-9]\d{7})$/.exec(compact);
  if (ireland) return `+353${ireland[1]}`;
  return null;
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

const mobileMessage = "Enter a UK or Irish mobile number, like 07700 900123 or 087 123 4567";

/** Optional: an empty value (or null) means no mobile number. */
export const mobileField = z
  .string({ error: mobileMessage })
  .trim()
  .transform((value, context) => {
    if (value === "") return null;
    const mobile = normaliseMobile(value);
    if (mobile === null) {
      context.addIssue({ code: "custom", message: mobileMessage });
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

export const acceptedTermsField = formBooleanField(
  "Accept the terms and conditions to create an account",
).refine((accepted) => accepted, { error: "Accept the terms and conditions to create an account" });
