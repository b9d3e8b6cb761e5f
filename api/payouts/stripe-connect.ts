import { z } from "zod";
import { PaymentProviderError } from "../payments/errors";
import { stripeApiUrl, stripeApiVersion } from "../payments/stripe";
import type { PayoutProvider, ProviderPayoutAccount } from "./provider";

const requestTimeoutMs = 30_000;

const accountSchema = z.object({
  id: z.string(),
  payouts_enabled: z.boolean().nullish(),
  external_accounts: z
    .object({ data: z.array(z.object({ last4: z.string().regex(/^\d{4}$/) })) })
    .nullish(),
});
const accountLinkSchema = z.object({ url: z.url() });
const transferSchema = z.object({ id: z.string() });
const errorSchema = z.object({
  error: z.object({ type: z.string(), code: z.string().optional() }),
});

function accountOf(account: z.infer<typeof accountSchema>): ProviderPayoutAccount {
  return {
    providerAccountId: account.id,
    last4: account.external_accounts?.data[0]?.last4 ?? null,
    ready: account.payouts_enabled === true,
  };
}

/**
 * Stripe Connect Express over Stripe's REST API: an Express account per owner and currency,
 * onboarded on Stripe's pages (which take the bank details), and a transfer to it for each
 * payout, which Stripe then pays into the owner's bank.
 */
export function createStripeConnectPayoutProvider(options: { secretKey: string }): PayoutProvider {
  async function call<T extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    params: Record<string, string | number>,
    schema: T,
    idempotencyKey?: string,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.secretKey}`,
      "Stripe-Version": stripeApiVersion,
    };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const form = new URLSearchParams(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    );
    if (method === "POST") headers["Content-Type"] = "application/x-www-form-urlencoded";
    let response: Response;
    try {
      response = await fetch(new URL(path, stripeApiUrl), {
        method,
        headers,
        body: method === "POST" ? form.toString() : undefined,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (cause) {
      throw new PaymentProviderError(`Stripe could not be reached (${method} ${path})`, {
        retryable: true,
        cause,
      });
    }
    const body: unknown = await response.json().catch(() => null);
    const parsed = schema.safeParse(body);
    if (response.ok && parsed.success) return parsed.data;
    const error = errorSchema.safeParse(body);
    const detail = error.success
      ? ` (${[error.data.error.type, error.data.error.code].filter(Boolean).join(", ")})`
      : "";
    throw new PaymentProviderError(`Stripe answered ${response.status} to ${path}${detail}`, {
      retryable: response.status === 409 || response.status === 429 || response.status >= 500,
    });
  }

  return {
    name: "stripe",
    async startOnboarding(request) {
      const account = request.existingAccountId
        ? await call("GET", `/v1/accounts/${request.existingAccountId}`, {}, accountSchema)
        : await call(
            "POST",
            "/v1/accounts",
            {
              type: "express",
              country: request.country,
              email: request.email,
              default_currency: request.currency.toLowerCase(),
              "capabilities[transfers][requested]": "true",
              "metadata[parkway_owner]": request.ownerId,
            },
            accountSchema,
            // One account per owner and currency, however often they start onboarding.
            `connect-account-${request.ownerId}-${request.currency}`,
          );
      const link = await call(
        "POST",
        "/v1/account_links",
        {
          account: account.id,
          type: "account_onboarding",
          return_url: request.returnUrl,
          refresh_url: request.refreshUrl,
        },
        accountLinkSchema,
      );
      return { account: accountOf(account), onboardingUrl: link.url };
    },
    async retrieveAccount(providerAccountId) {
      return accountOf(await call("GET", `/v1/accounts/${providerAccountId}`, {}, accountSchema));
    },
    async transfer(request) {
      const transfer = await call(
        "POST",
        "/v1/transfers",
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          destination: request.providerAccountId,
          description: request.description,
          transfer_group: request.idempotencyKey,
        },
        transferSchema,
        `payout-${request.idempotencyKey}`,
      );
      return { providerPayoutId: transfer.id };
    },
  };
}
