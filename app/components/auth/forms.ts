import { z } from "zod";

/**
 * The sign-in forms' rules, checked in the browser and again by each action before the service
 * is asked; the service keeps the last word (an email taken, a common password).
 */

export const MINIMUM_PASSWORD_LENGTH = 10;

const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .max(254, "An email address is at most 254 characters long")
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com" }));

const enteredPassword = z
  .string({ error: "Enter your password" })
  .max(1024, "That password is too long");

const newPassword = z
  .string({ error: "Choose a password" })
  .min(
    MINIMUM_PASSWORD_LENGTH,
    `Your password must be at least ${MINIMUM_PASSWORD_LENGTH} characters`,
  )
  .max(256, "Your password must be at most 256 characters");

export function personName(label: string) {
  return z
    .string({ error: `Enter your ${label}` })
    .trim()
    .max(100, `Your ${label} must be at most 100 characters`);
}

export const loginForm = z.object({ email, password: enteredPassword });

export const registerForm = z.object({
  first_name: personName("first name"),
  last_name: personName("last name"),
  email,
  password: newPassword,
  mobile: z.string().trim().max(30, "Enter a UK or Irish mobile number").optional(),
  marketing_emails: z.boolean().optional(),
  terms: z
    .boolean({ error: "Accept the terms and conditions to create an account" })
    .refine((accepted) => accepted, {
      error: "Accept the terms and conditions to create an account",
    }),
});

export const forgottenPasswordForm = z.object({ email });

export const resetPasswordForm = z
  .object({
    password: newPassword,
    password_confirmation: z.string({ error: "Enter your new password again" }),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ["password_confirmation"],
    error: "The passwords do not match",
  });

export const TWO_FACTOR_CODE_LENGTH = 6;

export const twoFactorForm = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code"),
});
