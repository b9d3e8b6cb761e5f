import type { PaymentMethod } from "#contract/payments";
import type { Currency } from "#contract/vocabulary";

/** A card as the provider keeps it: what a driver recognises it by, never its number. */
export type ProviderCard = {
  providerToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type ChargeRequest = {
  /** The same key always means the same charge: a retry never charges twice. */
  idempotencyKey: string;
  amountMinor: number;
  currency: Currency;
  method: PaymentMethod;
  /** The saved card's provider token (method "card"), or the wallet's one-off token. */
  paymentToken: string;
  description: string;
  /**
   * Where the driver comes back to after confirming with their bank (3-D Secure): a path on
   * the web. Only a driver at checkout has one; without it a charge that needs the driver's
   * confirmation is declined, as an off-session charge (a renewal) is.
   */
  returnUrl?: string;
};

export type DeclineCode =
  | "card_declined"
  | "insufficient_funds"
  | "expired_card"
  | "authentication_required"
  | "authentication_failed"
  | "processing_error";

/**
 * The driver has to confirm the payment with their bank first (Stripe's `requires_action`):
 * the page at `nextActionUrl` does it and sends them back to the request's `returnUrl`; asking
 * `findCharge` again then gives the final answer.
 */
export type ChargeAction = {
  status: "requires_action";
  providerPaymentId: string;
  clientSecret: string;
  nextActionUrl: string;
  /** After this (ISO 8601) the driver can no longer confirm, and the charge is given up. */
  expiresAt: string;
};

export type FinalChargeResult =
  | { status: "succeeded"; providerPaymentId: string }
  | { status: "declined"; code: DeclineCode; reason: string; providerPaymentId?: string };

export type ChargeResult = FinalChargeResult | ChargeAction;

export type RefundRequest = {
  idempotencyKey: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: Currency;
};

export type RefundResult =
  { status: "succeeded"; providerRefundId: string } | { status: "failed"; reason: string };

/**
 * One payment provider: the embedded sandbox by default, Stripe when configured. The booking
 * engine knows only this interface.
 */
export type PaymentProvider = {
  name: "sandbox" | "stripe";
  /** A token the browser uses to collect a card with the provider (spec §7 tokens/{provider}). */
  clientToken(): Promise<string>;
  /** Turns a token from the browser into a reusable card. */
  saveCard(paymentToken: string): Promise<ProviderCard>;
  /** Makes a saved card unusable and lets the provider drop it: its driver's account is erased. */
  forgetCard(providerToken: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** What became of a charge asked for with this key, or null if the provider never saw it. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
};
