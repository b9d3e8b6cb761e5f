import { z } from "zod";
import { declineReason, unusablePaymentMethodReason } from "./declines";
import { PaymentProviderError, UnusablePaymentToken } from "./errors";
import type { PaymentMethod } from "#contract/payments";
import type { ChargeResult, DeclineCode, PaymentProvider } from "./provider";

export const stripeApiUrl = "https://api.stripe.com";
/** Pinned so that a change of the account's default API version cannot change these answers. */
export const stripeApiVersion = "2025-05-28.basil";

const requestTimeoutMs = 30_000;
const paymentMethodId = /^pm_[A-Za-z0-9_]+$/;
const unsavableCard = "This card could not be saved. Enter its details again.";

const stripeErrorSchema = z.object({
  type: z.string(),
  code: z.string().optional(),
  decline_code: z.string().optional(),
  message: z.string().optional(),
  payment_intent: z.object({ id: z.string() }).optional(),
});
type StripeError = z.infer<typeof stripeErrorSchema>;

const errorBodySchema = z.object({ error: stripeErrorSchema });

const paymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  last_payment_error: stripeErrorSchema.nullish(),
});
type PaymentIntent = z.infer<typeof paymentIntentSchema>;

const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.string(),
  customer: z.string().nullish(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string().regex(/^\d{4}$/),
      exp_month: z.number().int().min(1).max(12),
      exp_year: z.number().int(),
    })
    .nullish(),
});

const setupIntentSchema = z.object({ client_secret: z.string() });
const customerSchema = z.object({ id: z.string() });
const refundSchema = z.object({
  id: z.string(),
  status: z.string(),
  failure_reason: z.string().nullish(),
});
const searchSchema = z.object({ data: z.array(paymentIntentSchema) });

/** Stripe's card error codes, in the few kinds a driver is told apart. */
export function declineCodeFromStripe(
  error: Pick<StripeError, "code" | "decline_code">,
): DeclineCode {
  const codes = [error.code, error.decline_code];
  if (codes.includes("expired_card")) return "expired_card";
  if (codes.includes("authentication_required")) return "authentication_required";
  if (codes.includes("insufficient_funds")) return "insufficient_funds";
  if (codes.includes("processing_error")) return "processing_error";
  return "card_declined";
}

function declinedBy(error: StripeError | null | undefined, paymentIntentId?: string): ChargeResult {
  const code = error ? declineCodeFromStripe(error) : "card_declined";
  return {
    status: "declined",
    code,
    reason: declineReason(code),
    providerPaymentId: paymentIntentId ?? error?.payment_intent?.id,
  };
}

function chargeResultOf(paymentIntent: PaymentIntent): ChargeResult {
  switch (paymentIntent.status) {
    case "succeeded":
      return { status: "succeeded", providerPaymentId: paymentIntent.id };
    case "requires_action":
      return declinedBy({ type: "card_error", code: "authentication_required" }, paymentIntent.id);
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

type StripeAnswer = { status: number; body: unknown };

/**
 * Stripe over its REST API. A saved card is a PaymentMethod attached to a Customer of its own
 * (`saveCard` knows the card, not the driver); charges are confirmed off-session, because the
 * driver already agreed to pay when they pressed the pay button in Parkway.
 */
export function createStripePaymentProvider(options: { secretKey: string }): PaymentProvider {
  async function request(
    method: "GET" | "POST",
    path: string,
    params: Record<string, string | number | undefined>,
    idempotencyKey?: string,
  ): Promise<StripeAnswer> {
    const url = new URL(path, stripeApiUrl);
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) form.set(name, String(value));
    }
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.secretKey}`,
      "Stripe-Version": stripeApiVersion,
    };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    if (method === "POST") headers["Content-Type"] = "application/x-www-form-urlencoded";
    else url.search = form.toString();
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: method === "POST" ? form.toString() : undefined,
        // A hung request is retried like a lost one; the idempotency key keeps it to one charge.
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (cause) {
      throw new PaymentProviderError(`Stripe could not be reached (${method} ${path})`, {
        retryable: true,
        cause,
      });
    }
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  }

  /** An answer that is neither the result nor a card's decline: say what, never the request. */
  function unexpected(path: string, answer: StripeAnswer): PaymentProviderError {
    const error = errorBodySchema.safeParse(answer.body);
    const detail = error.success
      ? ` (${[error.data.error.type, error.data.error.code].filter(Boolean).join(", ")})`
      : "";
    return new PaymentProviderError(`Stripe answered ${answer.status} to ${path}${detail}`, {
      retryable: answer.status === 409 || answer.status === 429 || answer.status >= 500,
    });
  }

  function parse<T extends z.ZodType>(path: string, answer: StripeAnswer, schema: T): z.infer<T> {
    const parsed = schema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw unexpected(path, answer);
    return parsed.data;
  }

  function cardError(answer: StripeAnswer): StripeError | null {
    const error = errorBodySchema.safeParse(answer.body);
    return answer.status === 402 && error.success && error.data.error.type === "card_error"
      ? error.data.error
      : null;
  }

  async function retrievePaymentMethod(id: string) {
    const path = `/v1/payment_methods/${id}`;
    const answer = await request("GET", path, {});
    if (answer.status === 404) return null;
    return parse(path, answer, paymentMethodSchema);
  }

  async function attachToNewCustomer(paymentMethod: string): Promise<void> {
    // Keyed by the PaymentMethod, so saving the same card again reuses the first Customer.
    const customer = parse(
      "/v1/customers",
      await request(
        "POST",
        "/v1/customers",
        { description: "Parkway driver" },
        `customer-${paymentMethod}`,
      ),
      customerSchema,
    );
    const path = `/v1/payment_methods/${paymentMethod}/attach`;
    const answer = await request(
      "POST",
      path,
      { customer: customer.id },
      `attach-${paymentMethod}`,
    );
    const declined = cardError(answer);
    if (declined) throw new UnusablePaymentToken(declineReason(declineCodeFromStripe(declined)));
    if (answer.status === 400) {
      throw new UnusablePaymentToken(unsavableCard);
    }
    parse(path, answer, paymentMethodSchema);
  }

  return {
    name: "stripe",

    async clientToken() {
      const path = "/v1/setup_intents";
      const answer = await request("POST", path, {
        usage: "off_session",
        "payment_method_types[0]": "card",
      });
      return parse(path, answer, setupIntentSchema).client_secret;
    },

    async saveCard(paymentToken) {
      const paymentMethod = paymentMethodId.test(paymentToken)
        ? await retrievePaymentMethod(paymentToken)
        : null;
      if (!paymentMethod) {
        throw new UnusablePaymentToken(unsavableCard);
      }
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
      const path = `/v1/payment_methods/${providerToken}/detach`;
      const answer = await request("POST", path, {});
      // Never attached, or detached already: Stripe keeps nothing more of it to forget.
      if (answer.status === 400 || answer.status === 404) return;
      parse(path, answer, paymentMethodSchema);
    },

    async charge(charge) {
      const paymentMethod = paymentMethodId.test(charge.paymentToken)
        ? await retrievePaymentMethod(charge.paymentToken)
        : null;
      if (!paymentMethod) {
        return { status: "declined", code: "card_declined", reason: unusablePaymentMethodReason };
      }
      const path = "/v1/payment_intents";
      const answer = await request(
        "POST",
        path,
        {
          amount: charge.amountMinor,
          currency: charge.currency.toLowerCase(),
          payment_method: paymentMethod.id,
          // A PaymentMethod attached to a Customer can only be charged together with it.
          customer: paymentMethod.customer ?? undefined,
          confirm: "true",
          off_session: "true",
          "payment_method_types[0]": stripeMethodType(charge.method),
          description: charge.description,
          "metadata[idempotency_key]": charge.idempotencyKey,
        },
        charge.idempotencyKey,
      );
      const declined = cardError(answer);
      if (declined) return declinedBy(declined);
      return chargeResultOf(parse(path, answer, paymentIntentSchema));
    },

    async refund(refund) {
      const path = "/v1/refunds";
      const answer = await request(
        "POST",
        path,
        { payment_intent: refund.providerPaymentId, amount: refund.amountMinor },
        refund.idempotencyKey,
      );
      if (answer.status === 400) {
        const error = errorBodySchema.safeParse(answer.body);
        return {
          status: "failed",
          reason: error.success
            ? (error.data.error.message ?? "Stripe refused the refund.")
            : "Stripe refused the refund.",
        };
      }
      const result = parse(path, answer, refundSchema);
      if (result.status === "failed" || result.status === "canceled") {
        return {
          status: "failed",
          reason: `Stripe could not refund the payment (${result.failure_reason ?? result.status}).`,
        };
      }
      return { status: "succeeded", providerRefundId: result.id };
    },

    async findCharge(idempotencyKey) {
      const path = "/v1/payment_intents/search";
      const quoted = idempotencyKey.replaceAll("\\", "\\\\").replaceAll("'", "\\'");
      const answer = await request("GET", path, {
        query: `metadata['idempotency_key']:'${quoted}'`,
        limit: 10,
      });
      const found = parse(path, answer, searchSchema).data;
      const paymentIntent = found.find((intent) => intent.status === "succeeded") ?? found[0];
      return paymentIntent ? chargeResultOf(paymentIntent) : null;
    },
  };
}
