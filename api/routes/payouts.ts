import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import {
  bankAccountSchema,
  onboardingAnswerSchema,
  onboardingRequestSchema,
  payoutAccountAnswerSchema,
  payoutMonthField,
  payoutsOverviewSchema,
  statementSchema,
  type Payout,
  type PayoutAccount,
  type StatementLine,
} from "#contract/payouts";
import { requireSignedIn, signedInUserId } from "../auth";
import type { ApiDeps, ApiEnv } from "../context";
import { payoutAccounts, users } from "../db/schema";
import { currencyOfCountry, keepPayoutAccount, ukAccountChecks } from "../payouts/accounts";
import { payoutDetailsChangedEmail, payoutDetailsChangedEmailKind } from "../email/payout-emails";
import { enqueueEmail } from "../repositories/outbox";
import { balance, monthOf, nextMonth, payoutDue, startOfMonth } from "../domain/payouts";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  isOwner,
  listPayoutAccounts,
  listPayouts,
  postLedger,
  statementLines,
  unpaidEntries,
} from "../payouts/ledger";
import type { PayoutProvider } from "../payouts/provider";
import { wallDate } from "#contract/wall-clock";

export type PayoutRouteDeps = Pick<ApiDeps, "database" | "now" | "config" | "mailer"> & {
  payoutProvider: PayoutProvider;
};

const notOwner = jsonMessage("Only space owners have payouts");

const overview = createRoute({
  method: "get",
  path: "/payouts",
  tags: ["Owners"],
  summary: "An owner's payout details, balance, upcoming payout and payouts made",
  description:
    "Decision 026. The balance is what the owner has earned and not been paid; the upcoming payout, made early next month, pays the parking provided before then.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  responses: {
    200: {
      description: "The owner's payouts",
      content: { "application/json": { schema: payoutsOverviewSchema } },
    },
    401: jsonMessage("No signed-in user's access token"),
    403: notOwner,
  },
});

const saveBankAccount = createRoute({
  method: "put",
  path: "/payouts/bank-account",
  tags: ["Owners"],
  summary: "Give the bank account to be paid into",
  description:
    "A UK sort code and account number (checked with Vocalink's modulus rules; paid in pounds) or an Irish IBAN (paid in euro). Replaces the account for that currency. Only with the sandbox provider: with Stripe, owners give their bank details to Stripe through onboarding.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: bankAccountSchema } } },
  },
  responses: {
    200: {
      description: "Saved; only the account number's last four digits are answered",
      content: { "application/json": { schema: payoutAccountAnswerSchema } },
    },
    400: invalidRequest,
    401: jsonMessage("No signed-in user's access token"),
    403: notOwner,
    409: jsonMessage("Payouts are set up through Stripe's onboarding instead"),
  },
});

const onboarding = createRoute({
  method: "post",
  path: "/payouts/onboarding",
  tags: ["Owners"],
  summary: "Set payouts up with Stripe",
  description:
    "With Stripe configured: opens the owner's Stripe Connect Express account for the country's currency and answers the link to Stripe's onboarding, where the owner gives their bank details.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: onboardingRequestSchema } } },
  },
  responses: {
    200: {
      description: "Follow onboarding_url to finish on Stripe",
      content: { "application/json": { schema: onboardingAnswerSchema } },
    },
    400: invalidRequest,
    401: jsonMessage("No signed-in user's access token"),
    403: notOwner,
    409: jsonMessage("The sandbox takes bank details directly"),
  },
});

const statement = createRoute({
  method: "get",
  path: "/payouts/statements/{month}",
  tags: ["Owners"],
  summary: "A month's payout statement",
  description:
    "The payouts made in the month and every booking they paid for (and refund taken back), as JSON, or as CSV with `format=csv`.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: {
    params: z.object({ month: payoutMonthField }),
    query: z.object({ format: z.enum(["json", "csv"]).default("json") }),
  },
  responses: {
    200: {
      description: "The statement",
      content: {
        "application/json": { schema: statementSchema },
        "text/csv": { schema: z.string() },
      },
    },
    400: invalidRequest,
    401: jsonMessage("No signed-in user's access token"),
    403: notOwner,
    404: jsonMessage("No payout was made that month"),
  },
});

function accountJson(account: typeof payoutAccounts.$inferSelect): PayoutAccount {
  return {
    currency: account.currency,
    country: account.country,
    holder_name: account.holderName,
    last4: account.last4,
    status: account.status,
  };
}

function payoutJson(payout: Awaited<ReturnType<typeof listPayouts>>[number]): Payout {
  return {
    id: payout.id,
    month: payout.month,
    currency: payout.currency,
    amount_minor: payout.amountMinor,
    status: payout.status,
    account_last4: payout.accountLast4,
    created_at: payout.createdAt.toISOString(),
    paid_at: payout.paidAt?.toISOString() ?? null,
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The statement as a spreadsheet opens it: one row per booking paid for, amounts in major units. */
export function statementCsv(lines: readonly StatementLine[]) {
  const rows = [
    ["Reference", "Space", "Parking", "Start", "End", "Entry", "Currency", "Amount"],
    ...lines.map((line) => [
      line.reference,
      line.space,
      line.rental,
      line.start,
      line.end ?? "",
      line.kind,
      line.currency,
      (line.amount_minor / 100).toFixed(2),
    ]),
  ];
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Owners' payouts (issue 20 point 5, decision 026); signed-in owners only, their own only. */
export function payoutRoutes(deps: PayoutRouteDeps) {
  const { db } = deps.database;
  const provider = deps.payoutProvider;

  async function owner(c: Context<ApiEnv>) {
    const userId = signedInUserId(c.get("principal"));
    if (!userId || !(await isOwner(db, userId))) return null;
    return userId;
  }

  async function refreshOnboarding(ownerId: string) {
    if (provider.name !== "stripe") return;
    for (const account of await listPayoutAccounts(db, ownerId)) {
      if (account.status !== "onboarding") continue;
      const now = await provider.retrieveAccount(account.providerAccountId);
      if (!now.ready) continue;
      await db
        .update(payoutAccounts)
        .set({ status: "ready", last4: now.last4, updatedAt: deps.now() })
        .where(eq(payoutAccounts.id, account.id));
    }
  }

  return createRouter()
    .openapi(overview, async (c) => {
      const ownerId = await owner(c);
      if (!ownerId) return c.json({ message: "Only space owners have payouts" }, 403);
      await postLedger(db);
      await refreshOnboarding(ownerId);
      const month = nextMonth(monthOf(deps.now()));
      const entries = await unpaidEntries(db, ownerId);
      const accounts = await listPayoutAccounts(db, ownerId);
      const made = await listPayouts(db, ownerId);
      const inCurrencies = [
        ...new Set([...entries, ...accounts, ...made].map((row) => row.currency)),
      ].sort();
      const balances = inCurrencies.map((currency) => {
        const mine = entries
          .filter((entry) => entry.currency === currency)
          .map((entry) => ({ ...entry, paid: false }));
        return {
          currency,
          balance_minor: balance(mine),
          upcoming: { on: wallDate(startOfMonth(month)), amount_minor: payoutDue(mine, month) },
        };
      });
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          data: {
            provider: provider.name,
            accounts: accounts.map(accountJson),
            balances,
            payouts: made.map(payoutJson),
          },
        },
        200,
      );
    })
    .openapi(saveBankAccount, async (c) => {
      const ownerId = await owner(c);
      if (!ownerId) return c.json({ message: "Only space owners have payouts" }, 403);
      if (provider.name !== "sandbox") {
        return c.json(
          {
            message: "Payouts are set up with Stripe: start onboarding to give your bank details.",
          },
          409,
        );
      }
      const account = c.req.valid("json");
      if (account.country === "GB" && !ukAccountChecks(account)) {
        return c.json(
          {
            message: "Please correct the invalid fields",
            errors: {
              account_number: [
                "This account number does not belong with this sort code: check both for a typing mistake",
              ],
            },
          },
          400,
        );
      }
      const kept = await provider.addBankAccount(account);
      const currency = currencyOfCountry[account.country];
      const values = {
        country: account.country,
        provider: provider.name,
        providerAccountId: kept.providerAccountId,
        holderName: account.holder_name,
        last4: kept.last4,
        status: "ready" as const,
        updatedAt: deps.now(),
      };
      const [person] = await db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, ownerId));
      const message = payoutDetailsChangedEmail({
        firstName: person?.firstName ?? "",
        bank: account.country === "GB" ? "UK" : "Irish",
        last4: kept.last4 ?? "",
        supportEmail: deps.config.supportEmail,
      });
      const saved = await db.transaction(async (tx) => {
        const row = await keepPayoutAccount(tx, { ownerId, currency }, values);
        if (person) {
          await enqueueEmail(tx, {
            to: person.email,
            kind: payoutDetailsChangedEmailKind,
            ...message,
          });
        }
        return row;
      });
      deps.mailer.deliverSoon();
      return c.json(
        {
          data: accountJson(saved),
          message: `We will pay your ${currency === "GBP" ? "pounds" : "euro"} earnings into the account ending ${kept.last4}.`,
        },
        200,
      );
    })
    .openapi(onboarding, async (c) => {
      const ownerId = await owner(c);
      if (!ownerId) return c.json({ message: "Only space owners have payouts" }, 403);
      if (provider.name !== "stripe") {
        return c.json(
          { message: "Give your bank details here: the sandbox pays them directly." },
          409,
        );
      }
      const request = c.req.valid("json");
      const currency = currencyOfCountry[request.country];
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, ownerId));
      const [existing] = await db
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.ownerId, ownerId), eq(payoutAccounts.currency, currency)));
      const payoutsPage = new URL("/account/payouts", deps.config.appUrl).toString();
      const started = await provider.startOnboarding({
        ownerId,
        email: user!.email,
        country: request.country,
        currency,
        returnUrl: payoutsPage,
        refreshUrl: payoutsPage,
        existingAccountId: existing?.providerAccountId,
      });
      const values = {
        country: request.country,
        provider: provider.name,
        providerAccountId: started.account.providerAccountId,
        holderName: request.holder_name,
        last4: started.account.last4,
        status: started.account.ready ? ("ready" as const) : ("onboarding" as const),
        updatedAt: deps.now(),
      };
      const saved = await keepPayoutAccount(db, { ownerId, currency }, values);
      return c.json(
        { data: { account: accountJson(saved), onboarding_url: started.onboardingUrl } },
        200,
      );
    })
    .openapi(statement, async (c) => {
      const ownerId = await owner(c);
      if (!ownerId) return c.json({ message: "Only space owners have payouts" }, 403);
      const { month } = c.req.valid("param");
      const made = await listPayouts(db, ownerId, month);
      if (made.length === 0) return c.json({ message: "No payout was made that month" }, 404);
      const lines: StatementLine[] = (await statementLines(db, ownerId, month)).map((line) => ({
        reference: line.reference,
        space: line.space,
        rental: line.rental,
        start: new Date(line.start).toISOString(),
        end: line.end === null ? null : new Date(line.end).toISOString(),
        kind: line.kind === "earning" ? "earning" : "refund",
        currency: line.currency,
        amount_minor: line.amountMinor,
      }));
      c.header("Cache-Control", "no-store");
      if (c.req.valid("query").format === "csv") {
        c.header("Content-Disposition", `attachment; filename="parkway-statement-${month}.csv"`);
        return c.body(statementCsv(lines), 200, { "Content-Type": "text/csv; charset=utf-8" });
      }
      return c.json(
        {
          data: {
            month,
            lines,
            payouts: made.map(payoutJson),
          },
        },
        200,
      );
    });
}
