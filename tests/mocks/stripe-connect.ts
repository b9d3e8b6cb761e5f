import { http, HttpResponse } from "msw";
import { stripeApiUrl } from "../../api/payments/stripe";
import { stripeTestKey } from "./stripe";

const stripe = (path: string) => new URL(path, stripeApiUrl).toString();

type ConnectAccount = {
  id: string;
  object: "account";
  type: "express";
  country: string;
  email: string | null;
  default_currency: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
  external_accounts: {
    object: "list";
    data: Array<{ id: string; object: "bank_account"; last4: string; currency: string }>;
    has_more: false;
    url: string;
  };
};

const unauthorised = () =>
  HttpResponse.json(
    {
      error: {
        type: "invalid_request_error",
        message: "Invalid API Key provided: sk_test_****",
      },
    },
    { status: 401 },
  );

/**
 * Stripe Connect's accounts, account links and transfers as Stripe documents them
 * (docs.stripe.com/api/accounts, /api/account_links, /api/transfers), in memory. A request
 * again under an Idempotency-Key gets the first answer, as from Stripe. `finishOnboarding`
 * does what the owner does on Stripe's pages: gives a bank account, and payouts are enabled.
 */
export function createFakeStripeConnect() {
  const accounts = new Map<string, ConnectAccount>();
  const transfers: Array<{ id: string; amount: number; currency: string; destination: string }> =
    [];
  const replies = new Map<string, unknown>();
  let sequence = 0;

  function authorised(request: Request) {
    return request.headers.get("Authorization") === `Bearer ${stripeTestKey}`;
  }

  async function once(request: Request, answer: (form: URLSearchParams) => unknown) {
    const key = request.headers.get("Idempotency-Key");
    if (key && replies.has(key)) return HttpResponse.json(replies.get(key) as object);
    const body = answer(new URLSearchParams(await request.text()));
    if (key) replies.set(key, body);
    return HttpResponse.json(body as object);
  }

  const handlers = [
    http.post(stripe("/v1/accounts"), ({ request }) => {
      if (!authorised(request)) return unauthorised();
      return once(request, (form) => {
        sequence += 1;
        const account: ConnectAccount = {
          id: `acct_1Parkway${sequence}`,
          object: "account",
          type: "express",
          country: form.get("country") ?? "GB",
          email: form.get("email"),
          default_currency: form.get("default_currency") ?? "gbp",
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          metadata: { parkway_owner: form.get("metadata[parkway_owner]") ?? "" },
          external_accounts: {
            object: "list",
            data: [],
            has_more: false,
            url: `/v1/accounts/acct_1Parkway${sequence}/external_accounts`,
          },
        };
        accounts.set(account.id, account);
        return account;
      });
    }),
    http.get(stripe("/v1/accounts/:id"), ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const account = accounts.get(String(params.id));
      if (!account) {
        return HttpResponse.json(
          {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such account: '${String(params.id)}'`,
            },
          },
          { status: 404 },
        );
      }
      return HttpResponse.json(account);
    }),
    http.post(stripe("/v1/account_links"), async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const form = new URLSearchParams(await request.text());
      return HttpResponse.json({
        object: "account_link",
        created: 1_764_000_000,
        expires_at: 1_764_000_300,
        url: `https://connect.stripe.com/setup/e/${form.get("account")}/onboarding`,
      });
    }),
    http.post(stripe("/v1/transfers"), ({ request }) => {
      if (!authorised(request)) return unauthorised();
      return once(request, (form) => {
        sequence += 1;
        const transfer = {
          id: `tr_1Parkway${sequence}`,
          amount: Number(form.get("amount")),
          currency: form.get("currency") ?? "",
          destination: form.get("destination") ?? "",
        };
        transfers.push(transfer);
        return { object: "transfer", ...transfer, transfer_group: form.get("transfer_group") };
      });
    }),
  ];

  return {
    handlers,
    accounts,
    transfers,
    finishOnboarding(accountId: string, last4: string) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No such account: ${accountId}`);
      account.payouts_enabled = true;
      account.details_submitted = true;
      account.external_accounts.data = [
        {
          id: `ba_${accountId}`,
          object: "bank_account",
          last4,
          currency: account.default_currency,
        },
      ];
    },
  };
}
