import type { BankAccount, BankCountry } from "#contract/payouts";
import type { Currency } from "#contract/vocabulary";

/** An owner's account at the payout provider, and what the owner recognises it by. */
export type ProviderPayoutAccount = {
  providerAccountId: string;
  /** Null while the owner has still to give Stripe their bank account. */
  last4: string | null;
  ready: boolean;
};

export type TransferRequest = {
  /** The payout's id: the same key never pays twice. */
  idempotencyKey: string;
  providerAccountId: string;
  amountMinor: number;
  currency: Currency;
  description: string;
};

/**
 * Pays owners (decision 026): the embedded sandbox by default, which takes bank details and
 * keeps its own books; Stripe Connect Express when configured, where the owner gives their bank
 * details to Stripe on Stripe's onboarding pages.
 */
export type PayoutProvider =
  | {
      name: "sandbox";
      /** Keeps the bank account; answers the account to pay. */
      addBankAccount(account: BankAccount): Promise<ProviderPayoutAccount>;
      transfer(request: TransferRequest): Promise<{ providerPayoutId: string }>;
    }
  | {
      name: "stripe";
      /** Opens (or reuses) the owner's account and a link to finish setting it up on Stripe. */
      startOnboarding(request: {
        ownerId: string;
        email: string;
        country: BankCountry;
        currency: Currency;
        returnUrl: string;
        refreshUrl: string;
        /** The owner's account from an earlier start, which onboarding carries on. */
        existingAccountId?: string;
      }): Promise<{ account: ProviderPayoutAccount; onboardingUrl: string }>;
      /** How the account stands now: whether Stripe can pay it, and its bank's last digits. */
      retrieveAccount(providerAccountId: string): Promise<ProviderPayoutAccount>;
      transfer(request: TransferRequest): Promise<{ providerPayoutId: string }>;
    };
