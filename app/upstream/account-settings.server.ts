import type { KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  accountExportSchema,
  type changeEmailPreferencesRequestSchema,
  type changePasswordRequestSchema,
  type confirmEmailChangeRequestSchema,
  type deleteAccountRequestSchema,
  emailChangedSchema,
  type emailChangeRequestSchema,
  emailPreferencesAnswerSchema,
  type EmailPreferences,
  signedInSchema,
} from "#contract/accounts";
import { messageSchema } from "#contract/answers";
import {
  type claimVoucherRequestSchema,
  voucherAnswerSchema,
  vouchersSchema,
  type Voucher,
} from "#contract/vouchers";
import { hostContext, visitorContext } from "~/upstream/context";
import { refusalOf, signedInRefusalOf } from "./refusal";

/**
 * The signed-in driver's settings and vouchers (contract/accounts.ts, contract/vouchers.ts):
 * a new password (answered with this device's new token), a new email confirmed from the new
 * address, the optional emails, a copy of the account's data, erasing the account, and gift
 * vouchers. A 401 propagates for the session rule (spec §8); other refusals are shown in place.
 */

export function createAccountSettings(http: KyInstance) {
  return {
    async changePassword(json: z.input<typeof changePasswordRequestSchema>) {
      try {
        const { data } = signedInSchema.parse(await http.post("v2/me/password", { json }).json());
        return { kind: "changed" as const, token: data.access_token };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async requestEmailChange(json: z.input<typeof emailChangeRequestSchema>) {
      try {
        const body = await http.post("v2/me/email-change", { json }).json();
        return { kind: "sent" as const, message: messageSchema.parse(body).message };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    /** Needs no sign-in: the token came to the new address. */
    async confirmEmailChange(json: z.input<typeof confirmEmailChangeRequestSchema>) {
      try {
        const body = await http.post("v2/email-change/confirm", { json }).json();
        const { message, data } = emailChangedSchema.parse(body);
        return { kind: "changed" as const, message, email: data.email };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async emailPreferences(): Promise<EmailPreferences> {
      const body = await http.get("v2/me/email-preferences").json();
      return emailPreferencesAnswerSchema.parse(body).data;
    },

    async changeEmailPreferences(json: z.input<typeof changeEmailPreferencesRequestSchema>) {
      try {
        const body = await http.patch("v2/me/email-preferences", { json }).json();
        return {
          kind: "changed" as const,
          preferences: emailPreferencesAnswerSchema.parse(body).data,
        };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    /** The account's data, checked against the contract, and the file name the service gave it. */
    async exportData() {
      const response = await http.get("v2/me/export");
      const filename =
        /filename="([\w.-]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ??
        "parkway-account.json";
      return { filename, data: accountExportSchema.parse(await response.json()) };
    },

    async deleteAccount(json: z.input<typeof deleteAccountRequestSchema>) {
      try {
        const body = await http.delete("v2/me", { json }).json();
        return { kind: "deleted" as const, message: messageSchema.parse(body).message };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async vouchers(): Promise<Voucher[]> {
      const searchParams = { per_page: 50 };
      return vouchersSchema.parse(await http.get("v2/me/vouchers", { searchParams }).json()).data;
    },

    async claimVoucher(json: z.input<typeof claimVoucherRequestSchema>) {
      try {
        const response = await http.post("v2/me/vouchers", { json });
        const { data } = voucherAnswerSchema.parse(await response.json());
        return {
          kind: response.status === 201 ? ("claimed" as const) : ("already-yours" as const),
          voucher: data,
        };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;

/** The settings client for this request, with the visitor's token. */
export function accountSettingsFor(context: Readonly<RouterContextProvider>): AccountSettings {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createAccountSettings(marketplace.client(token));
}
