import { z } from "zod";
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  emailChangeRequestSchema,
} from "#contract/accounts";
import { claimVoucherRequestSchema } from "#contract/vouchers";

/**
 * The settings and vouchers pages' forms, one schema per button (`intent`), each the service's
 * request with the button's name, checked by the action; the page's loader gives each form's
 * constraints to the browser (decision 036).
 */

const ticked = z.literal("on").optional();

export const changePasswordForm = changePasswordRequestSchema.extend({
  intent: z.literal("change-password"),
});

export const changeEmailForm = emailChangeRequestSchema.extend({
  intent: z.literal("change-email"),
});

export const emailPreferencesForm = z.object({
  intent: z.literal("email-preferences"),
  booking_reminders: ticked,
  marketing_emails: ticked,
  location_alerts: ticked,
});

export const deleteAccountForm = deleteAccountRequestSchema.extend({
  intent: z.literal("delete-account"),
});

export const settingsForms = z.discriminatedUnion("intent", [
  changePasswordForm,
  changeEmailForm,
  emailPreferencesForm,
  deleteAccountForm,
]);
export type SettingsForm = z.infer<typeof settingsForms>;

export const claimVoucherForm = claimVoucherRequestSchema.extend({
  intent: z.literal("claim-voucher"),
});
