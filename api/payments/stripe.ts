import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { declineReason, unusablePaymentMethodReason } from "./declines";
import { PaymentProviderError, UnusablePaymentToken } from "./errors";
import type { PaymentMethod } from "#contract/payments";
import type {
  ChargeRequest,
  ChargeResult,
  ChargeWaiting,
  DeclineCode,
  FinalChargeResult,
  PaymentPage,
  PaymentPages,
  PaymentProvider,
  RefundResult,
} from "./provider";

/** Where the SDK sends its requests (its default host). */
export const stripeApiUrl = "https://api.stripe.com";

/**
 * Pinned so that a change of the account's default API version cannot change these answers;
 * it is the version the installed SDK's types describe (Stripe.API_VERSION).
 */
export const stripeApiVersion = "2026-10-28.endive";

/**
 * How long a driver has to confirm a payment with their bank before the upkeep gives the
 * purchase up and lets its bays go (decision 029).
 */
export const STRIPE_AUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

/**
 * How long the driver has to pay on Stripe's page before it is closed and the bays let go: the
 * Payment Element's PaymentIntent from its creation, a Checkout Session until it expires (30
 * minutes is the shortest Stripe allows).
 */
export const STRIPE_PAGE_WINDOW_MS: Record<PaymentPage, number> = {
  embedded: 15 * 60 * 1000,
  hosted: 30 * 60 * 1000,
};

const requestTimeoutMs = 30_000;
const paymentMethodId = /^pm_[A-Za-z0-9_]+$/;
const unsavableCard = "This card could not be saved. Enter its details again.";

/**
 * The SDK over fetch, looked up on each request rather than when the client is made, so that
 * whatever serves fetch then (MSW, in tests) sees every request it makes.
 */
export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    apiVersion: stripeApiVersion,
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    // Every mutating call carries its own idempotency key, so a retried request is harmless.
    maxNetworkRetries: 2,
    timeout: requestTimeoutMs,
    telemetry: false,
  });
}

/** Stripe's card error codes, in the few kinds a driver is told apart. */
export function declineCodeFromStripe(error: {
  code?: string | null;
  decline_code?: string | null;
}): DeclineCode {
  const codes = [error.code, error.decline_code];
  if (codes.includes("expired_card")) return "expired_card";
  if (codes.includes("authentication_required")) return "authentication_required";
  if (codes.includes("payment_intent_authentication_failure")) return "authentication_failed";
  if (codes.includes("insufficient_funds")) return "insufficient_funds";
  if (codes.includes("processing_error")) return "processing_error";
  return "card_declined";
}

function declinedBy(
  error: { code?: string | null; decline_code?: string | null } | null | undefined,
  providerPaymentId: string | undefined,
): ChargeResult {
  const code = error ? declineCodeFromStripe(error) : "card_declined";
  return { status: "declined", code, reason: declineReason(code), providerPaymentId };
}

/** Where the driver confirms with their bank: Stripe's redirect, asked for with a return_url. */
function nextActionUrl(paymentIntent: Stripe.PaymentIntent): string {
  const url = paymentIntent.next_action?.redirect_to_url?.url;
  if (!url || !paymentIntent.client_secret) {
    throw new PaymentProviderError(
      `Stripe asked for a ${paymentIntent.next_action?.type ?? "missing"} next action`,
      { retryable: false },
    );
  }
  return url;
}

/** Still to be paid in the Payment Element: a card refused there may be followed by another. */
const awaitingDriver = new Set<Stripe.PaymentIntent.Status>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

function waitingInPage(paymentIntent: Stripe.PaymentIntent): ChargeWaiting {
  return {
    status: "requires_payment_method",
    providerPaymentId: paymentIntent.id,
    clientSecret: paymentIntent.client_secret,
    pageUrl: null,
    expiresAt: new Date(
      paymentIntent.created * 1000 + STRIPE_PAGE_WINDOW_MS.embedded,
    ).toISOString(),
  };
}

const notPaidOnPage: FinalChargeResult = {
  status: "declined",
  code: "payment_cancelled",
  reason: declineReason("payment_cancelled"),
};

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** A Checkout Session in payment mode as the booking engine knows charges. */
export function checkoutSessionResult(
  session: Stripe.Checkout.Session,
): FinalChargeResult | ChargeWaiting {
  const paymentIntentId = idOf(session.payment_intent);
  if (session.status === "expired") {
    return { ...notPaidOnPage, ...(paymentIntentId ? { providerPaymentId: paymentIntentId } : {}) };
  }
  if (
    session.status === "complete" &&
    (session.payment_status === "paid" || session.payment_status === "no_payment_required")
  ) {
    return { status: "succeeded", providerPaymentId: paymentIntentId ?? session.id };
  }
  // Open, or complete with a payment still on its way: the page is the driver's until it expires.
  return {
    status: "requires_payment_method",
    providerPaymentId: session.id,
    clientSecret: null,
    pageUrl: session.status === "open" ? session.url : null,
    expiresAt: new Date(session.expires_at * 1000).toISOString(),
  };
}

/** The card a driver paid with on Stripe's page and asked to keep, for their account. */
function cardToKeepOf(paymentIntent: Stripe.PaymentIntent) {
  const userId = paymentIntent.metadata?.save_card_for;
  const providerToken = idOf(paymentIntent.payment_method);
  return userId && providerToken ? { cardToKeep: { userId, providerToken } } : {};
}

/** A PaymentIntent as the booking engine knows charges. */
export function chargeResultOf(paymentIntent: Stripe.PaymentIntent): ChargeResult {
  if (
    paymentIntent.metadata?.payment_page === "embedded" &&
    awaitingDriver.has(paymentIntent.status)
  ) {
    return waitingInPage(paymentIntent);
  }
  switch (paymentIntent.status) {
    case "succeeded":
      return {
        status: "succeeded",
        providerPaymentId: paymentIntent.id,
        ...cardToKeepOf(paymentIntent),
      };
    case "requires_action":
      return {
        status: "requires_action",
        providerPaymentId: paymentIntent.id,
        clientSecret: paymentIntent.client_secret ?? "",
        nextActionUrl: nextActionUrl(paymentIntent),
        expiresAt: new Date(
          paymentIntent.created * 1000 + STRIPE_AUTHENTICATION_WINDOW_MS,
        ).toISOString(),
      };
    case "requires_payment_method":
    case "canceled":
      return declinedBy(paymentIntent.last_payment_error, paymentIntent.id);
    default:
      throw new PaymentProviderError(`Stripe's payment is still ${paymentIntent.status}`, {
        retryable: true,
      });
  }
}

/** Apple Pay and Google Pay reach Stripe as card PaymentMethods. */
function stripeMethodType(method: PaymentMethod): string {
  return method === "paypal" ? "paypal" : "card";
}

/** Stripe could not be asked, or refused the request itself: never a driver's decline. */
function providerError(what: string, error: unknown): PaymentProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new PaymentProviderError(`Stripe could not be asked to ${what}`, {
      retryable: true,
      cause: error,
    });
  }
  const status = error.statusCode ?? 0;
  const retryable =
    error instanceof Stripe.errors.StripeConnectionError ||
    status === 409 ||
    status === 429 ||
    status >= 500;
  const detail = [error.type, error.code].filter(Boolean).join(", ");
  return new PaymentProviderError(`Stripe answered ${status || "nothing"} to ${what} (${detail})`, {
    retryable,
    cause: error,
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/**
 * Stripe through its official SDK (decision 029). A driver at checkout pays on-session: the
 * PaymentIntent is confirmed with a return URL, and a bank that asks to confirm comes back as
 * `requires_action` with Stripe's client secret and redirect. A charge without a return URL is
 * a renewal, confirmed off-session with the card saved at the first payment. A saved card is a
 * PaymentMethod attached to a Customer; every mutating call has an idempotency key.
 */
export function createStripePaymentProvider(options: {
  secretKey: string;
  /** The web's own URL: Stripe sends the driver back to a path on it after their bank. */
  appUrl: string;
  stripe?: Stripe;
}): PaymentProvider {
  const stripe = options.stripe ?? createStripeClient(options.secretKey);

  async function retrievePaymentMethod(id: string) {
    if (!paymentMethodId.test(id)) return null;
    try {
      return await stripe.paymentMethods.retrieve(id);
    } catch (error) {
      if (isMissing(error)) return null;
      throw providerError("find a payment method", error);
    }
  }

  async function attachToNewCustomer(paymentMethod: string): Promise<void> {
    try {
      // Keyed by the PaymentMethod, so saving the same card again reuses the first Customer.
      const customer = await stripe.customers.create(
        { description: "Parkway driver" },
        { idempotencyKey: `customer-${paymentMethod}` },
      );
      await stripe.paymentMethods.attach(
        paymentMethod,
        { customer: customer.id },
        { idempotencyKey: `attach-${paymentMethod}` },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new UnusablePaymentToken(declineReason(declineCodeFromStripe(error)));
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
        throw new UnusablePaymentToken(unsavableCard);
      }
      throw providerError("save a card", error);
    }
  }

  function paymentIntentParams(
    charge: ChargeRequest,
    paymentMethod: Stripe.PaymentMethod,
  ): Stripe.PaymentIntentCreateParams {
    const customer =
      typeof paymentMethod.customer === "string"
        ? paymentMethod.customer
        : (paymentMethod.customer?.id ?? undefined);
    const common = {
      amount: charge.amountMinor,
      currency: charge.currency.toLowerCase(),
      payment_method: paymentMethod.id,
      // A PaymentMethod attached to a Customer can only be charged together with it.
      customer,
      confirm: true,
      allowed_payment_method_types: [stripeMethodType(charge.method)],
      description: charge.description,
      metadata: { idempotency_key: charge.idempotencyKey },
    };
    if (!charge.returnUrl) return { ...common, off_session: true };
    return {
      ...common,
      return_url: new URL(charge.returnUrl, options.appUrl).toString(),
      // A saved card paid with on-session is the one a subscription renews with: the driver's
      // authentication now is the mandate for the later, off-session charges.
      ...(customer ? { setup_future_usage: "off_session" as const } : {}),
    };
  }

  const absolute = (path: string) => new URL(path, options.appUrl).toString();

  async function retrieveSession(id: string) {
    return stripe.checkout.sessions.retrieve(id);
  }

  const pages: PaymentPages = {
    async open(request) {
      const metadata = {
        idempotency_key: request.idempotencyKey,
        payment_page: request.page,
        ...(request.saveCardFor ? { save_card_for: request.saveCardFor } : {}),
      };
      try {
        // Keeping the card: it is set up for later, off-session payments on a Customer of its
        // own (decision 029), and kept for the account once the payment succeeds.
        const keeping = request.saveCardFor
          ? {
              customer: (
                await stripe.customers.create(
                  { description: "Parkway driver", metadata: { user_id: request.saveCardFor } },
                  { idempotencyKey: `customer-${request.idempotencyKey}` },
                )
              ).id,
              setup_future_usage: "off_session" as const,
            }
          : null;
        if (request.page === "embedded") {
          // Card and the wallets the account offers (Apple Pay, Google Pay, PayPal), as Stripe
          // decides for the driver's device; confirmed by Stripe.js, in the page.
          const paymentIntent = await stripe.paymentIntents.create(
            {
              amount: request.amountMinor,
              currency: request.currency.toLowerCase(),
              automatic_payment_methods: { enabled: true },
              description: request.description,
              metadata,
              ...keeping,
            },
            { idempotencyKey: request.idempotencyKey },
          );
          return chargeResultOf(paymentIntent) as ChargeWaiting | FinalChargeResult;
        }
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountMinor,
                  product_data: { name: request.description },
                },
              },
            ],
            payment_intent_data: {
              description: request.description,
              metadata,
              ...(keeping ? { setup_future_usage: keeping.setup_future_usage } : {}),
            },
            ...(keeping ? { customer: keeping.customer } : {}),
            metadata,
            success_url: absolute(request.returnUrl),
            cancel_url: absolute(request.cancelUrl),
            expires_at: Math.ceil((Date.now() + STRIPE_PAGE_WINDOW_MS.hosted) / 1000) + 60,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return checkoutSessionResult(session);
      } catch (error) {
        throw providerError("open a payment page", error);
      }
    },

    async close(providerPaymentId) {
      try {
        if (providerPaymentId.startsWith("cs_")) {
          const session = await retrieveSession(providerPaymentId);
          if (session.status !== "open") {
            const known = checkoutSessionResult(session);
            return known.status === "requires_payment_method" ? notPaidOnPage : known;
          }
          const expired = await stripe.checkout.sessions.expire(
            providerPaymentId,
            {},
            { idempotencyKey: `expire-${providerPaymentId}` },
          );
          const known = checkoutSessionResult(expired);
          return known.status === "requires_payment_method" ? notPaidOnPage : known;
        }
        const paymentIntent = await stripe.paymentIntents.retrieve(providerPaymentId);
        if (paymentIntent.status === "succeeded") {
          return { status: "succeeded", providerPaymentId: paymentIntent.id };
        }
        if (paymentIntent.status === "processing") {
          throw new PaymentProviderError("Stripe's payment is still processing", {
            retryable: true,
          });
        }
        if (paymentIntent.status !== "canceled") {
          await stripe.paymentIntents.cancel(
            providerPaymentId,
            { cancellation_reason: "abandoned" },
            { idempotencyKey: `cancel-${providerPaymentId}` },
          );
        }
        return { ...notPaidOnPage, providerPaymentId };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw providerError("close a payment page", error);
      }
    },

    async setUpCard(request) {
      const metadata = { user_id: request.userId };
      try {
        // The card is attached to a Customer of its own as it is confirmed (decision 029).
        const customer = await stripe.customers.create(
          { description: "Parkway driver", metadata },
          { idempotencyKey: `customer-setup-${randomUUID()}` },
        );
        if (request.page === "embedded") {
          const setupIntent = await stripe.setupIntents.create(
            {
              customer: customer.id,
              usage: "off_session",
              allowed_payment_method_types: ["card"],
              metadata,
            },
            { idempotencyKey: `setup-${randomUUID()}` },
          );
          return {
            setupId: setupIntent.id,
            clientSecret: setupIntent.client_secret,
            pageUrl: null,
          };
        }
        const session = await stripe.checkout.sessions.create(
          {
            mode: "setup",
            customer: customer.id,
            allowed_payment_method_types: ["card"],
            setup_intent_data: { metadata },
            metadata,
            success_url: `${absolute(request.returnUrl)}${request.returnUrl.includes("?") ? "&" : "?"}setup_id={CHECKOUT_SESSION_ID}`,
            cancel_url: absolute(request.cancelUrl),
          },
          { idempotencyKey: `setup-session-${randomUUID()}` },
        );
        return { setupId: session.id, clientSecret: null, pageUrl: session.url };
      } catch (error) {
        throw providerError("start saving a card", error);
      }
    },

    async finishCardSetup(setupId, userId) {
      try {
        const setupIntentId = setupId.startsWith("cs_")
          ? idOf((await retrieveSession(setupId)).setup_intent)
          : setupId;
        if (!setupIntentId?.startsWith("seti_")) return null;
        const setupIntent = await stripe.setupIntents.retrieve(setupIntentId);
        if (setupIntent.metadata?.user_id !== userId || setupIntent.status !== "succeeded") {
          return null;
        }
        return idOf(setupIntent.payment_method);
      } catch (error) {
        if (isMissing(error)) return null;
        throw providerError("finish saving a card", error);
      }
    },
  };

  return {
    name: "stripe",
    pages,

    async clientToken() {
      try {
        const setupIntent = await stripe.setupIntents.create(
          { usage: "off_session", allowed_payment_method_types: ["card"] },
          { idempotencyKey: `setup-${randomUUID()}` },
        );
        if (!setupIntent.client_secret) throw new Error("The SetupIntent has no client secret");
        return setupIntent.client_secret;
      } catch (error) {
        throw providerError("start saving a card", error);
      }
    },

    async saveCard(paymentToken) {
      const paymentMethod = await retrievePaymentMethod(paymentToken);
      if (!paymentMethod) throw new UnusablePaymentToken(unsavableCard);
      if (paymentMethod.type !== "card" || !paymentMethod.card) {
        throw new UnusablePaymentToken("Only a card can be saved.");
      }
      if (!paymentMethod.customer) await attachToNewCustomer(paymentMethod.id);
      return {
        providerToken: paymentMethod.id,
        brand: paymentMethod.card.brand,
        last4: paymentMethod.card.last4,
        expMonth: paymentMethod.card.exp_month,
        expYear: paymentMethod.card.exp_year,
      };
    },

    async forgetCard(providerToken) {
      if (!paymentMethodId.test(providerToken)) return;
      try {
        await stripe.paymentMethods.detach(
          providerToken,
          {},
          { idempotencyKey: `detach-${providerToken}` },
        );
      } catch (error) {
        // Never attached, or detached already: Stripe keeps nothing more of it to forget.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw providerError("forget a card", error);
      }
    },

    async charge(charge) {
      const paymentMethod = await retrievePaymentMethod(charge.paymentToken);
      if (!paymentMethod) {
        return { status: "declined", code: "card_declined", reason: unusablePaymentMethodReason };
      }
      try {
        const paymentIntent = await stripe.paymentIntents.create(
          paymentIntentParams(charge, paymentMethod),
          { idempotencyKey: charge.idempotencyKey },
        );
        return chargeResultOf(paymentIntent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return declinedBy(error, error.payment_intent?.id);
        }
        if (error instanceof PaymentProviderError) throw error;
        throw providerError("take a payment", error);
      }
    },

    async refund(refund): Promise<RefundResult> {
      try {
        // Without a payment method of its own, a refund goes back to the one that paid.
        const result = await stripe.refunds.create(
          {
            payment_intent: refund.providerPaymentId,
            amount: refund.amountMinor,
            metadata: { idempotency_key: refund.idempotencyKey },
          },
          { idempotencyKey: refund.idempotencyKey },
        );
        if (result.status === "failed" || result.status === "canceled") {
          return {
            status: "failed",
            reason: `Stripe could not refund the payment (${result.failure_reason ?? result.status}).`,
          };
        }
        return { status: "succeeded", providerRefundId: result.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
          return { status: "failed", reason: error.message || "Stripe refused the refund." };
        }
        throw providerError("refund a payment", error);
      }
    },

    async findCharge(idempotencyKey, providerPaymentId) {
      try {
        if (providerPaymentId?.startsWith("cs_")) {
          const session = await retrieveSession(providerPaymentId);
          const paid = checkoutSessionResult(session);
          const paymentIntent = idOf(session.payment_intent);
          // Paid, and the card to be kept: the PaymentIntent names the card.
          if (paid.status === "succeeded" && session.metadata?.save_card_for && paymentIntent) {
            return chargeResultOf(await stripe.paymentIntents.retrieve(paymentIntent));
          }
          return paid;
        }
        if (providerPaymentId?.startsWith("pi_")) {
          return chargeResultOf(await stripe.paymentIntents.retrieve(providerPaymentId));
        }
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw providerError("find a payment", error);
      }
      const quoted = idempotencyKey.replaceAll("\\", "\\\\").replaceAll("'", "\\'");
      try {
        const found = await stripe.paymentIntents.search({
          query: `metadata['idempotency_key']:'${quoted}'`,
          limit: 10,
        });
        const paymentIntent =
          found.data.find((intent) => intent.status === "succeeded") ?? found.data[0];
        if (!paymentIntent) return null;
        if (paymentIntent.status === "succeeded") return chargeResultOf(paymentIntent);
        // Search lags behind by up to a minute; the PaymentIntent itself is current.
        return chargeResultOf(await stripe.paymentIntents.retrieve(paymentIntent.id));
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw providerError("find a payment", error);
      }
    },
  };
}
