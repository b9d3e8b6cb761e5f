import { z } from "zod";
import { newPasswordField, TERMS_MESSAGE } from "#contract/account-fields";
import { registerRequestSchema } from "#contract/accounts";
import { MOBILE_NUMBER_MESSAGE } from "#contract/fields";
import { isMobileNumber } from "~/lib/mobile-number";
import { TWO_FACTOR_CODE_LENGTH } from "./fields";

/**
 * The sign-in forms that hold more than the service's request: each takes the service's field
 * rules and messages (contract/account-fields.ts), checked by the action before the service
 * is asked; the page's loader gives the browser their constraints (decision 036). Logging in and asking for a reset link send the service's
 * requests as they are (loginRequestSchema, forgotPasswordRequestSchema). The service keeps the
 * last word (an email taken, a common password).
 */

/** The service's request; the boxes are booleans to the form kit, sent as "true" or "false". */
export const registerForm = registerRequestSchema.extend({
  // Sent as typed: the service writes it the standard way when it keeps it.
  mobile: z.string().trim().refine(isMobileNumber, { error: MOBILE_NUMBER_MESSAGE }).optional(),
  marketing_emails: z.boolean().optional(),
  terms: z
    .boolean({ error: TERMS_MESSAGE })
    .refine((accepted) => accepted, { error: TERMS_MESSAGE }),
});

export const resetPasswordForm = z
  .object({
    password: newPasswordField,
    password_confirmation: z.string({ error: "Enter your new password again" }),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ["password_confirmation"],
    error: "The passwords do not match",
  });

export const twoFactorForm = z.object({
  code: z
    .string({ error: `Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code` })
    .trim()
    .regex(
      new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`),
      `Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code`,
    ),
});
