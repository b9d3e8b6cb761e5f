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
  | "processing_error"
  /** Nothing was paid on the provider's page before the driver left it, or it closed. */
  | "payment_cancelled";

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

/**
 * The driver has yet to pay on the provider's own page (decision 032): its fields inside the pay
 * step, opened with `clientSecret` (Stripe's Payment Element), or its hosted page at `pageUrl`
 * (Stripe Checkout). Nothing is charged until they do; asking `findCharge` again then tells.
 */
export type ChargeWaiting = {
  status: "requires_payment_method";
  providerPaymentId: string;
  clientSecret: string | null;
  pageUrl: string | null;
  /** After this (ISO 8601) the page is closed, and the purchase given up. */
  expiresAt: string;
};

/**
 * A card paid with on the provider's page that the driver asked to keep (decision 032): its
 * provider token, for the signed-in account that asked.
 */
export type CardToKeep = { userId: string; providerToken: string };

export type FinalChargeResult =
  | { status: "succeeded"; providerPaymentId: string; cardToKeep?: CardToKeep }
  | { status: "declined"; code: DeclineCode; reason: string; providerPaymentId?: string };

export type ChargeResult = FinalChargeResult | ChargeAction | ChargeWaiting;

export type RefundRequest = {
  idempotencyKey: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: Currency;
};

export type RefundResult =
  { status: "succeeded"; providerRefundId: string } | { status: "failed"; reason: string };

/** Where the driver gives their card: the provider's fields in the page, or its hosted page. */
export type PaymentPage = "embedded" | "hosted";

export type PaymentPageRequest = {
  idempotencyKey: string;
  amountMinor: number;
  currency: Currency;
  description: string;
  page: PaymentPage;
  /** Paths on the web: where the driver comes back to after paying, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
  /**
   * The signed-in driver who asked to keep the card they pay with: it is set up for later,
   * off-session payments, and the paid charge names it (`cardToKeep`) for their account.
   */
  saveCardFor?: string;
};

export type CardSetupRequest = {
  page: PaymentPage;
  /** The account the card is saved for: only it may keep the card. */
  userId: string;
  returnUrl: string;
  cancelUrl: string;
};

/** Saving a card on the provider's page: its fields opened with the secret, or its hosted page. */
export type CardSetup = { setupId: string; clientSecret: string | null; pageUrl: string | null };

/**
 * A provider whose own pages take the card (Stripe): the web never handles a card's details,
 * not even as a token it posts on.
 */
export type PaymentPages = {
  open(request: PaymentPageRequest): Promise<ChargeWaiting | FinalChargeResult>;
  /**
   * Closes a page the driver left: a payment made on it meanwhile comes back succeeded, and
   * otherwise nothing can be paid on it any more (declined).
   */
  close(providerPaymentId: string): Promise<FinalChargeResult>;
  setUpCard(request: CardSetupRequest): Promise<CardSetup>;
  /** The card saved by a finished setup, as `saveCard` takes it; null if it is not the user's. */
  finishCardSetup(setupId: string, userId: string): Promise<string | null>;
};

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
  /**
   * What became of a charge asked for with this key, or null if the provider never saw it.
   * `providerPaymentId`, when the purchase has one, is read directly: it is current.
   */
  findCharge(
    idempotencyKey: string,
    providerPaymentId?: string | null,
  ): Promise<ChargeResult | null>;
  /** Present when the provider takes cards on its own pages (decision 032). */
  pages?: PaymentPages;
};
