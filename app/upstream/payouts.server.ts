import type { KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import {
  type BankAccountInput,
  onboardingAnswerSchema,
  payoutAccountAnswerSchema,
  payoutsOverviewSchema,
  type PayoutsOverview,
  type Statement,
  statementSchema,
} from "#contract/payouts";
import { hostContext, visitorContext } from "~/upstream/context";
import { signedInRefusalOf, type Refusal } from "./refusal";

/**
 * The marketplace service's payout calls for an owner (decision 026): their balance, upcoming
 * payout and payouts made, their payout details, and a month's statement.
 */

export type OverviewAnswer = ({ kind: "payouts" } & PayoutsOverview) | Refusal;
export type SavedAnswer = { kind: "saved"; message: string } | Refusal;
export type OnboardingAnswer = { kind: "onboarding"; url: string } | Refusal;
export type StatementAnswer = ({ kind: "statement" } & Statement) | Refusal;
export type StatementCsvAnswer = { kind: "csv"; csv: string } | Refusal;

export function createPayouts(http: KyInstance) {
  return {
    async overview(): Promise<OverviewAnswer> {
      try {
        const body = await http.get("v2/payouts").json();
        return { kind: "payouts", ...payoutsOverviewSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async saveBankAccount(account: BankAccountInput): Promise<SavedAnswer> {
      try {
        const body = await http.put("v2/payouts/bank-account", { json: account }).json();
        return { kind: "saved", message: payoutAccountAnswerSchema.parse(body).message };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async startOnboarding(request: {
      country: "GB" | "IE";
      holder_name: string;
    }): Promise<OnboardingAnswer> {
      try {
        const body = await http.post("v2/payouts/onboarding", { json: request }).json();
        return { kind: "onboarding", url: onboardingAnswerSchema.parse(body).data.onboarding_url };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async statement(month: string): Promise<StatementAnswer> {
      try {
        const body = await http.get(`v2/payouts/statements/${month}`).json();
        return { kind: "statement", ...statementSchema.parse(body).data };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },

    async statementCsv(month: string): Promise<StatementCsvAnswer> {
      try {
        const csv = await http
          .get(`v2/payouts/statements/${month}`, { searchParams: { format: "csv" } })
          .text();
        return { kind: "csv", csv };
      } catch (error) {
        return signedInRefusalOf(error);
      }
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;

/** The payout calls for this request's visitor. */
export function payoutsFor(context: Readonly<RouterContextProvider>): Payouts {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createPayouts(marketplace.client(token));
}
