import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  walletMethods,
  walletOutcomes,
  type WalletMethod,
  type WalletOutcome,
  type PaymentMethod,
} from "#contract/payments";
import {
  cardBrandOf,
  cardNumberDigits,
  cvcLength,
  passesLuhn,
  sandboxCardBrands,
} from "../domain/cards";
import { expiryHasPassed } from "#contract/cards";
import { fieldErrors } from "../errors";
import { declineReason, unusablePaymentMethodReason } from "./declines";
import { UnusablePaymentToken } from "./errors";
import { memoryLedger, type SandboxLedger } from "./sandbox-ledger";
import type {
  ChargeAction,
  ChargeRequest,
  ChargeResult,
  DeclineCode,
  PaymentProvider,
  ProviderCard,
  RefundRequest,
  RefundResult,
} from "./provider";

/** The documented test cards (TEST-CARDS.md); any other valid number succeeds. */
const testCardOutcomes: Record<string, DeclineCode> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000002760003184": "authentication_required",
};

const cardOutcomes = [
  "succeeded",
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "authentication_required",
] as const;

const walletNames: Record<WalletMethod, string> = {
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
};

/** A wallet payment of an amount ending in .13 (pounds or euros) is declined. */
const walletDeclinedPence = 13;

/** How long a driver has to confirm a payment on the sandbox's bank page. */
export const AUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

const cardTokenPrefix = "sbx_tok_";
const walletTokenPrefix = "sbx_wal_";

/**
 * Tokens carry what they stand for (never the number) rather than pointing into memory: a saved
 * card has to keep working after a restart, and the browser may tokenise on one instance and
 * save on another.
 */
const cardTokenSchema = z.object({
  outcome: z.enum(cardOutcomes),
  brand: z.enum(sandboxCardBrands),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
  nonce: z.string(),
});

const walletTokenSchema = z.object({
  method: z.enum(walletMethods),
  outcome: z.enum(walletOutcomes),
  nonce: z.string(),
});

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString("base64url")}`;
}

function encodeToken(prefix: string, payload: object): string {
  return `${prefix}${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
}

function decodeToken<T extends z.ZodType>(prefix: string, token: string, schema: T) {
  if (!token.startsWith(prefix)) return null;
  try {
    const parsed = schema.safeParse(
      JSON.parse(Buffer.from(token.slice(prefix.length), "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The card form: the number is checked and dropped here, and only its last four digits kept. */
function cardFormSchema(now: Date) {
  return z
    .object({
      number: z
        .string()
        .transform(cardNumberDigits)
        .superRefine((digits, context) => {
          if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
            context.addIssue({ code: "custom", message: "Enter a valid card number" });
          } else if (cardBrandOf(digits) === null) {
            context.addIssue({
              code: "custom",
              message: "We accept Visa, Mastercard and American Express",
            });
          }
        }),
      exp_month: z
        .number()
        .int()
        .min(1, "Enter a month from 1 to 12")
        .max(12, "Enter a month from 1 to 12"),
      exp_year: z
        .number()
        .int()
        .min(0, "Enter the year the card expires")
        .max(2200, "Enter the year the card expires")
        .transform((year) => (year < 100 ? 2000 + year : year)),
      cvc: z.string().regex(/^\d{3,4}$/, "Enter the security code (CVC) from your card"),
    })
    .superRefine((card, context) => {
      // Zod runs this even when a field failed, so each check only looks at well-formed values.
      const brand = cardBrandOf(card.number);
      if (brand && /^\d{3,4}$/.test(card.cvc) && card.cvc.length !== cvcLength(brand)) {
        context.addIssue({
          code: "custom",
          path: ["cvc"],
          message: `Enter the ${cvcLength(brand)}-digit security code (CVC) from your card`,
        });
      }
      const expiry = { expMonth: card.exp_month, expYear: card.exp_year };
      const monthIsValid =
        Number.isInteger(card.exp_month) && card.exp_month >= 1 && card.exp_month <= 12;
      if (monthIsValid && expiryHasPassed(expiry, now)) {
        const sameYear = card.exp_year === now.getUTCFullYear();
        context.addIssue({
          code: "custom",
          path: [sameYear ? "exp_month" : "exp_year"],
          message: "This card has expired",
        });
      }
    });
}

export type CardForm = { number: string; exp_month: number; exp_year: number; cvc: string };

export type CardTokenResult =
  | { status: "tokenised"; token: string; card: Omit<ProviderCard, "providerToken"> }
  | { status: "invalid"; errors: Record<string, string[]> };

/** A charge waiting on the sandbox's bank page, as that page shows it. */
export type PendingAuthentication = {
  amountMinor: number;
  currency: ChargeRequest["currency"];
  description: string;
  returnUrl: string;
};

export type SandboxPaymentProvider = PaymentProvider & {
  name: "sandbox";
  /** The charge waiting for the driver's confirmation, if the secret is its own. */
  pendingAuthentication(
    providerPaymentId: string,
    clientSecret: string,
  ): Promise<PendingAuthentication | null>;
  /** The driver's answer on the bank page; the return URL, or null if nothing was waiting. */
  finishAuthentication(
    providerPaymentId: string,
    clientSecret: string,
    approved: boolean,
  ): Promise<string | null>;
  /** What the card-tokens endpoint does with a posted card. */
  tokeniseCard(form: CardForm): CardTokenResult;
  /** A one-off token as if the driver had approved (or declined) in the wallet's own sheet. */
  issueWalletToken(method: WalletMethod, outcome: WalletOutcome): string;
};

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return (
    provider.name === "sandbox" &&
    "tokeniseCard" in provider &&
    "issueWalletToken" in provider &&
    "finishAuthentication" in provider
  );
}

/** The first answer to a key, as long as the key is asked for the same charge. */
function sameChargeAgain(first: ChargeRequest, again: ChargeRequest, result: ChargeResult) {
  const same =
    first.amountMinor === again.amountMinor &&
    first.currency === again.currency &&
    first.method === again.method &&
    first.paymentToken === again.paymentToken;
  if (!same) throw new Error("The idempotency key was already used for a different charge");
  return result;
}

function sameSecret(action: ChargeAction, clientSecret: string) {
  const expected = Buffer.from(action.clientSecret);
  const given = Buffer.from(clientSecret);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const moreThanLeft: RefundResult = {
  status: "failed",
  reason: "A refund cannot be more than what is left of the payment.",
};

function declined(code: DeclineCode, reason = declineReason(code)): ChargeResult {
  return { status: "declined", code, reason, providerPaymentId: randomId("sbx_pay_") };
}

/**
 * The embedded payment provider: no configuration, no network, documented test cards. Charges
 * and refunds are kept on `ledger`'s books (the database's, by default), keyed by their
 * idempotency keys.
 */
export function createSandboxPaymentProvider(options: {
  now: () => Date;
  ledger?: SandboxLedger;
  /** Where the browser reaches the sandbox's pages: the service's /api/v2/sandbox. */
  pagesUrl?: string;
}): SandboxPaymentProvider {
  const ledger = options.ledger ?? memoryLedger();
  const pagesUrl = options.pagesUrl ?? "/api/v2/sandbox";

  /** Stripe's shape: the bank's page is the next action, opened with the client secret. */
  function authenticationAction(returnUrl: string | undefined): ChargeResult {
    if (!returnUrl) return declined("authentication_required");
    const providerPaymentId = randomId("sbx_pay_");
    const clientSecret = `${providerPaymentId}_secret_${randomBytes(12).toString("base64url")}`;
    const query = new URLSearchParams({ client_secret: clientSecret });
    return {
      status: "requires_action",
      providerPaymentId,
      clientSecret,
      nextActionUrl: `${pagesUrl}/authentications/${providerPaymentId}?${query}`,
      expiresAt: new Date(options.now().getTime() + AUTHENTICATION_WINDOW_MS).toISOString(),
    };
  }

  /** The waiting charge, when the secret is the one it was issued with. */
  async function waitingCharge(providerPaymentId: string, clientSecret: string) {
    const charge = await ledger.findChargeByPaymentId(providerPaymentId);
    if (charge?.result.status !== "requires_action" || !charge.request.returnUrl) return null;
    if (new Date(charge.result.expiresAt) <= options.now()) return null;
    return sameSecret(charge.result, clientSecret) ? charge : null;
  }

  function readCardToken(token: string) {
    return decodeToken(cardTokenPrefix, token, cardTokenSchema);
  }

  function chargeCard(request: ChargeRequest): ChargeResult {
    const card = readCardToken(request.paymentToken);
    if (!card) return declined("card_declined", unusablePaymentMethodReason);
    if (expiryHasPassed(card, options.now())) return declined("expired_card");
    if (card.outcome === "authentication_required") return authenticationAction(request.returnUrl);
    if (card.outcome !== "succeeded") return declined(card.outcome);
    return { status: "succeeded", providerPaymentId: randomId("sbx_pay_") };
  }

  /** A wallet token pays once. */
  async function chargeWallet(method: WalletMethod, request: ChargeRequest): Promise<ChargeResult> {
    const wallet = decodeToken(walletTokenPrefix, request.paymentToken, walletTokenSchema);
    if (!wallet || wallet.method !== method) {
      return declined("card_declined", unusablePaymentMethodReason);
    }
    const spentBy = await ledger.tokenSpentBy(request.paymentToken);
    if (spentBy !== null && spentBy !== request.idempotencyKey) {
      return declined(
        "card_declined",
        `This ${walletNames[method]} approval has already been used. Pay again.`,
      );
    }
    if (wallet.outcome === "decline" || request.amountMinor % 100 === walletDeclinedPence) {
      return declined(
        "card_declined",
        `${walletNames[method]} declined this payment. Choose another way to pay.`,
      );
    }
    return { status: "succeeded", providerPaymentId: randomId("sbx_pay_") };
  }

  async function chargeMethod(method: PaymentMethod, request: ChargeRequest) {
    return method === "card" ? chargeCard(request) : chargeWallet(method, request);
  }

  async function refundCharge(request: RefundRequest): Promise<RefundResult> {
    const charge = await ledger.findChargeByPaymentId(request.providerPaymentId);
    if (!charge || charge.result.status !== "succeeded") {
      return { status: "failed", reason: "There is no successful payment with that id." };
    }
    if (charge.request.currency !== request.currency) {
      return { status: "failed", reason: "A refund is paid in the currency of the payment." };
    }
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) {
      return { status: "failed", reason: "A refund has to be a positive amount." };
    }
    if (request.amountMinor > charge.request.amountMinor - charge.refundedMinor) {
      return moreThanLeft;
    }
    const result = { status: "succeeded" as const, providerRefundId: randomId("sbx_ref_") };
    const recorded = await ledger.recordRefund({
      idempotencyKey: request.idempotencyKey,
      providerPaymentId: request.providerPaymentId,
      amountMinor: request.amountMinor,
      result,
    });
    if (recorded === "more-than-left") return moreThanLeft;
    if (recorded === "key-taken") return (await ledger.findRefund(request.idempotencyKey))!.result;
    return result;
  }

  return {
    name: "sandbox",

    async clientToken() {
      return randomId("sbx_client_");
    },

    async saveCard(paymentToken) {
      if (paymentToken.startsWith(walletTokenPrefix)) {
        throw new UnusablePaymentToken(
          "Only a card can be saved. PayPal, Apple Pay and Google Pay are chosen when you pay.",
        );
      }
      const card = readCardToken(paymentToken);
      if (!card) {
        throw new UnusablePaymentToken("This card could not be saved. Enter its details again.");
      }
      if (expiryHasPassed(card, options.now())) {
        throw new UnusablePaymentToken("This card has expired.");
      }
      return {
        providerToken: paymentToken,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    // A sandbox card token describes its card itself: the sandbox keeps no card to forget.
    async forgetCard() {},

    async charge(request) {
      const earlier = await ledger.findCharge(request.idempotencyKey);
      if (earlier) return sameChargeAgain(earlier.request, request, earlier.result);
      if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) {
        throw new Error("A charge is a positive whole number of minor units");
      }
      const result = await chargeMethod(request.method, request);
      // Two requests with one key may race: the one the books kept is the answer to both.
      const stored = await ledger.recordCharge({ request, result, refundedMinor: 0 });
      return sameChargeAgain(stored.request, request, stored.result);
    },

    async refund(request) {
      const earlier = await ledger.findRefund(request.idempotencyKey);
      if (earlier) {
        if (
          earlier.providerPaymentId !== request.providerPaymentId ||
          earlier.amountMinor !== request.amountMinor
        ) {
          throw new Error("The idempotency key was already used for a different refund");
        }
        return earlier.result;
      }
      // Only a refund that happened is final; a refused one may be asked for again, corrected.
      return refundCharge(request);
    },

    async findCharge(idempotencyKey) {
      return (await ledger.findCharge(idempotencyKey))?.result ?? null;
    },

    async pendingAuthentication(providerPaymentId, clientSecret) {
      const charge = await waitingCharge(providerPaymentId, clientSecret);
      if (!charge?.request.returnUrl) return null;
      const { amountMinor, currency, description, returnUrl } = charge.request;
      return { amountMinor, currency, description, returnUrl };
    },

    async finishAuthentication(providerPaymentId, clientSecret, approved) {
      const charge = await waitingCharge(providerPaymentId, clientSecret);
      if (!charge?.request.returnUrl) return null;
      const finished = await ledger.finishAction(
        providerPaymentId,
        approved
          ? { status: "succeeded", providerPaymentId }
          : {
              status: "declined",
              code: "authentication_failed",
              reason: declineReason("authentication_failed"),
              providerPaymentId,
            },
      );
      return finished ? charge.request.returnUrl : null;
    },

    tokeniseCard(form) {
      const parsed = cardFormSchema(options.now()).safeParse(form);
      if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error.issues) };
      const card = parsed.data;
      const brand = cardBrandOf(card.number);
      if (!brand) return { status: "invalid", errors: { number: ["Enter a valid card number"] } };
      const details = {
        brand,
        last4: card.number.slice(-4),
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
      const token = encodeToken(cardTokenPrefix, {
        outcome: testCardOutcomes[card.number] ?? "succeeded",
        ...details,
        nonce: randomBytes(9).toString("base64url"),
      });
      return { status: "tokenised", token, card: details };
    },

    issueWalletToken(method, outcome) {
      return encodeToken(walletTokenPrefix, {
        method,
        outcome,
        nonce: randomBytes(9).toString("base64url"),
      });
    },
  };
}
