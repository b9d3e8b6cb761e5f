import { z } from "zod";
import {
  acceptedTermsField,
  blankAsMissing,
  emailField,
  enteredPasswordField,
  formBooleanField,
  mobileField,
  newPasswordField,
  personNameField,
} from "./account-fields";
import { answerSchema } from "./answers";
import { botSolutionFields } from "./bot-check";
import { bookingSchema } from "./bookings";
import { cardSchema } from "./cards";
import { vehicleSchema } from "./vehicles";
import { rentals } from "./vocabulary";
import { voucherSchema } from "./vouchers";

/**
 * Accounts and sign-in (spec §4, §7 account): a guest's anonymous token, a person's account,
 * and every way of signing in to it, each answering a token with the account.
 */

/** A driver books; a landlord also lists spaces; an admin runs the site. */
export const userScopes = ["driver", "landlord", "admin"] as const;
export type UserScope = (typeof userScopes)[number];

/** The providers of social sign-in (decision 011), and their names as people know them. */
export const socialProviders = ["google", "facebook", "apple"] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialProviderNames: Record<SocialProvider, string> = {
  google: "Google",
  facebook: "Facebook",
  apple: "Apple",
};

const bearerToken = {
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().meta({ description: "Seconds until the token expires" }),
};

export const accessTokenSchema = z
  .object({ data: z.object(bearerToken) })
  .meta({ id: "AccessToken" });

export const accountSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    mobile: z.string().nullable().meta({ description: "E.164", example: "+447700900123" }),
    scope: z.array(z.enum(userScopes)).meta({ example: ["driver"] }),
    marketing_emails: z.boolean(),
    booking_reminders: z.boolean(),
    created_at: z.string().meta({ format: "date-time" }),
    listings: z.object({
      drafts: z.array(z.object({ id: z.number().int() })),
      total: z.number().int().meta({ description: "Listings that are not removed" }),
    }),
  })
  .meta({ id: "Account" });
export type Account = z.infer<typeof accountSchema>;

/** GET and PATCH /api/v2/me. */
export const meSchema = answerSchema(accountSchema).meta({ id: "Me" });

/** Every sign-in's answer: a token for the account, and the account. */
export const signedInSchema = z
  .object({ data: z.object({ ...bearerToken, user: accountSchema }) })
  .meta({ id: "SignedIn" });

export const registerRequestSchema = z.object({
  email: emailField,
  password: newPasswordField,
  first_name: personNameField("first name"),
  last_name: personNameField("last name"),
  mobile: mobileField.optional(),
  marketing_emails: formBooleanField("marketing_emails must be true or false").optional(),
  terms: acceptedTermsField,
  /** Needed only when a sign-up answers 400 with errors.bot_check: busy addresses are asked. */
  ...botSolutionFields,
});

export const loginRequestSchema = z.object({ email: emailField, password: enteredPasswordField });

/** A field that has a call of its own now; sent here, it is refused with where to go. */
function movedField(message: string) {
  return blankAsMissing(
    z
      .unknown()
      .refine((value) => value === undefined, { error: message })
      .optional()
      .meta({ description: message, deprecated: true }),
  );
}

/** Only the fields sent change. The email and the password each have a call of their own. */
export const changeMeRequestSchema = z.object({
  first_name: personNameField("first name").optional(),
  last_name: personNameField("last name").optional(),
  mobile: mobileField.optional(),
  marketing_emails: formBooleanField("marketing_emails must be true or false").optional(),
  booking_reminders: formBooleanField("booking_reminders must be true or false").optional(),
  email: movedField(
    "Change your email with POST /api/v2/me/email-change: the new address is confirmed first",
  ),
  password: movedField(
    "Change your password with POST /api/v2/me/password, which signs out your other devices",
  ),
});

export const forgotPasswordRequestSchema = z.object({ email: emailField });

export const unusableResetLink =
  "This link to reset your password has expired or has already been used. Ask for a new one.";

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: unusableResetLink })
      .min(1, unusableResetLink)
      .max(200, unusableResetLink),
    password: newPasswordField,
    password_confirmation: z.string().optional(),
  })
  .refine(
    (form) =>
      form.password_confirmation === undefined || form.password_confirmation === form.password,
    { path: ["password_confirmation"], error: "The passwords do not match" },
  );

/**
 * Social sign-in (decision 011): the web verifies the provider's ID token, then hands the
 * identity to the service with the service key.
 */

const identityFields = {
  provider: z.enum(socialProviders, { error: "provider must be google, facebook or apple" }),
  subject: z
    .string({ error: "Give the provider's subject (user id)" })
    .trim()
    .min(1, "Give the provider's subject (user id)")
    .max(255, "The subject is at most 255 characters"),
  email: blankAsMissing(emailField.optional()),
};

const providerName = blankAsMissing(
  z.string().trim().max(100, "A name is at most 100 characters").optional(),
);

export const socialCheckRequestSchema = z.object({
  ...identityFields,
  first_name: providerName,
  last_name: providerName,
});

export const socialConnectRequestSchema = z.object(identityFields);

/** The identity's email has an account it is not linked to: sign in, then connect it. */
export const linkRequiredSchema = z
  .object({ message: z.string(), data: z.object({ link_required: z.literal(true) }) })
  .meta({ id: "LinkRequired" });

export const socialConnectionSchema = answerSchema(
  z.object({ provider: z.enum(socialProviders), subject: z.string() }),
).meta({ id: "SocialConnection" });

/**
 * The account's settings (decision 020): a new password, a new email confirmed from the new
 * address, the emails the account gets, a copy of its data, and erasing it.
 */

const currentPasswordField = z
  .string({ error: "Enter your current password" })
  .min(1, "Enter your current password")
  .max(1024, "That password is too long");

/** POST /api/v2/me/password: answers a new token for this device; every other one is signed out. */
export const changePasswordRequestSchema = z.object({
  current_password: currentPasswordField,
  password: newPasswordField,
});

/**
 * POST /api/v2/me/email-change: emails a link to the new address; the account's email changes
 * when the link is opened. An account that signs in only through a provider has no password to
 * give.
 */
export const emailChangeRequestSchema = z.object({
  email: emailField,
  current_password: blankAsMissing(currentPasswordField.optional()),
});

export const unusableEmailChangeLink =
  "This link to confirm your new email address is not valid, or has been used already. Ask for a new one in your account settings.";

/** POST /api/v2/email-change/confirm: the token from the emailed link, signed in or not. */
export const confirmEmailChangeRequestSchema = z.object({
  token: z
    .string({ error: unusableEmailChangeLink })
    .trim()
    .min(1, unusableEmailChangeLink)
    .max(1000, unusableEmailChangeLink),
});

export const emailChangedSchema = z
  .object({ message: z.string(), data: z.object({ email: z.string() }) })
  .meta({ id: "EmailChanged" });

/** DELETE /api/v2/me: erases the account; the password confirms it is its owner asking. */
export const deleteAccountRequestSchema = z.object({
  current_password: blankAsMissing(currentPasswordField.optional()),
});

/**
 * The optional emails an account gets. Booking confirmations, receipts, cancellations and
 * password links are always sent.
 */
export const emailPreferencesSchema = z
  .object({
    booking_reminders: z.boolean().meta({
      description: "Before parking starts, and before a monthly booking renews",
    }),
    marketing_emails: z.boolean().meta({ description: "Offers and news" }),
    location_alerts: z.boolean().meta({
      description: "When a space comes up near a place the driver searched without results",
    }),
    alerts: z
      .array(
        z.object({
          place_name: z.string(),
          rental: z.enum(rentals),
          created_at: z.string().meta({ format: "date-time" }),
        }),
      )
      .meta({ description: "The location alerts still running for the account's email" }),
  })
  .meta({ id: "EmailPreferences" });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesAnswerSchema = answerSchema(emailPreferencesSchema).meta({
  id: "EmailPreferencesAnswer",
});

/** PATCH /api/v2/me/email-preferences: only the fields sent change. */
export const changeEmailPreferencesRequestSchema = z.object({
  booking_reminders: formBooleanField("booking_reminders must be true or false").optional(),
  marketing_emails: formBooleanField("marketing_emails must be true or false").optional(),
  location_alerts: formBooleanField("location_alerts must be true or false").optional(),
});
export type EmailPreferencesChange = z.input<typeof changeEmailPreferencesRequestSchema>;

/** GET /api/v2/me/export: everything the marketplace keeps about the account (UK GDPR art. 15, 20). */
export const accountExportSchema = z
  .object({
    exported_at: z.string().meta({ format: "date-time" }),
    account: accountSchema.omit({ listings: true }),
    email_preferences: emailPreferencesSchema,
    social_sign_in: z.array(
      z.object({
        provider: z.enum(socialProviders),
        email: z.string().nullable(),
        connected_at: z.string().meta({ format: "date-time" }),
      }),
    ),
    vehicles: z.array(vehicleSchema),
    cards: z.array(cardSchema).meta({ description: "What identifies each card; never its token" }),
    bookings: z.array(
      bookingSchema.extend({
        driver: z.object({
          first_name: z.string().nullable(),
          last_name: z.string().nullable(),
          email: z.string().nullable(),
          mobile: z.string().nullable(),
        }),
      }),
    ),
    reviews: z.array(
      z.object({
        booking_reference: z.string(),
        space_title: z.string(),
        author_name: z.string(),
        rating: z.number().int(),
        comment: z.string(),
        created_at: z.string().meta({ format: "date-time" }),
      }),
    ),
    vouchers: z.array(voucherSchema),
    listings: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        status: z.string(),
        address: z.object({ line: z.string(), city: z.string(), postcode: z.string() }),
        created_at: z.string().meta({ format: "date-time" }),
      }),
    ),
  })
  .meta({ id: "AccountExport" });
export type AccountExport = z.infer<typeof accountExportSchema>;
