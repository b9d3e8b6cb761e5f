import UkModulusChecking from "uk-modulus-checking";
import type { BankCountry } from "#contract/payouts";
import type { Currency } from "#contract/vocabulary";
import type { Db } from "../db/client";
import { payoutAccounts } from "../db/schema";

/** One account per country: a UK bank is paid pounds, an Irish one euro (decision 026). */
export const currencyOfCountry = { GB: "GBP", IE: "EUR" } as const satisfies Record<
  BankCountry,
  Currency
>;

/** Vocalink's modulus check: whether the account number can belong with the sort code. */
export function ukAccountChecks(account: { sort_code: string; account_number: string }) {
  return new UkModulusChecking({
    sortCode: account.sort_code,
    accountNumber: account.account_number,
  }).isValid();
}

type AccountValues = Omit<
  typeof payoutAccounts.$inferInsert,
  "id" | "ownerId" | "currency" | "createdAt"
>;

/** Keeps the account an owner is paid into in a currency, replacing the one before. */
export async function keepPayoutAccount(
  db: Db,
  owner: { ownerId: string; currency: Currency },
  values: AccountValues,
) {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({
      target: [payoutAccounts.ownerId, payoutAccounts.currency],
      set: values,
    })
    .returning();
  if (!row) throw new Error(`The payout account of ${owner.ownerId} was not kept`);
  return row;
}
