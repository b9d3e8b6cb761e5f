import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { sandboxPayoutAccounts, sandboxTransfers } from "../db/schema";
import type { PayoutProvider } from "./provider";

/** The embedded payout provider: it keeps the bank accounts and records every transfer. */
export function createSandboxPayoutProvider(db: Db): Extract<PayoutProvider, { name: "sandbox" }> {
  return {
    name: "sandbox",
    async addBankAccount(account) {
      const id = `sba_${randomUUID().replaceAll("-", "")}`;
      await db.insert(sandboxPayoutAccounts).values(
        account.country === "GB"
          ? {
              id,
              holderName: account.holder_name,
              country: "GB",
              sortCode: account.sort_code,
              accountNumber: account.account_number,
            }
          : { id, holderName: account.holder_name, country: "IE", iban: account.iban },
      );
      const number = account.country === "GB" ? account.account_number : account.iban;
      return { providerAccountId: id, last4: number.slice(-4), ready: true };
    },
    async transfer(request) {
      await db
        .insert(sandboxTransfers)
        .values({
          idempotencyKey: request.idempotencyKey,
          transferId: `str_${randomUUID().replaceAll("-", "")}`,
          accountId: request.providerAccountId,
          currency: request.currency,
          amountMinor: request.amountMinor,
        })
        .onConflictDoNothing();
      const [made] = await db
        .select({ transferId: sandboxTransfers.transferId })
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, request.idempotencyKey));
      if (!made) throw new Error(`The sandbox lost transfer ${request.idempotencyKey}`);
      return { providerPayoutId: made.transferId };
    },
  };
}
