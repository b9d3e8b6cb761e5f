import { http, HttpResponse, type JsonBodyType } from "msw";
import { stripeApiUrl } from "../../api/payments/stripe";

export const stripeTestKey = "sk_test_parkway_mock_key";

const stripe = (path: string) => new URL(path, stripeApiUrl).toString();

type StripeDecline = { code: string; decline_code?: string; message: string };

/** Stripe's test PaymentMethods and what charging each does (docs.stripe.com/testing). */
const testPaymentMethods: Record<string, { last4: string; decline?: StripeDecline }> = {
  pm_card_visa: { last4: "4242" },
  pm_card_visa_chargeDeclined: {
    last4: "0002",
    decline: {
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    },
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    last4: "9995",
    decline: {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    last4: "0069",
    decline: { code: "expired_card", message: "Your card has expired." },
  },
  pm_card_authenticationRequired: {
    last4: "3184",
    decline: {
      code: "authentication_required",
      decline_code: "authentication_required",
      message: "Your card was declined. This transaction requires authentication.",
    },
  },
  pm_card_chargeDeclinedProcessingError: {
    last4: "0119",
    decline: {
      code: "processing_error",
      message: "An error occurred while processing your card. Try again in a little bit.",
    },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    last4: "0127",
    decline: { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  },
};

type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  customer: string | null;
  metadata: Record<string, string>;
  last_payment_error: (StripeDecline & { type: "card_error" }) | null;
};

export type StripeRequest = {
  method: string;
  path: string;
  headers: Headers;
  form: URLSearchParams;
};

type Answer = { status: number; body: JsonBodyType };

function invalidRequest(status: number, message: string, code?: string) {
  return { status, body: { error: { type: "invalid_request_error", code, message } } };
}

/**
 * Stripe's REST API as the adapter uses it, with its state in memory: a new fake per test.
 * Like Stripe, it refuses a wrong key, replays an Idempotency-Key's first answer, and insists
 * on the Customer of an attached PaymentMethod.
 */
export function createFakeStripe() {
  const requests: StripeRequest[] = [];
  const paymentIntents: PaymentIntent[] = [];
  const customerOf = new Map<string, string>();
  const refundedOf = new Map<string, number>();
  const answered = new Map<string, Answer>();
  let sequence = 0;

  function nextId(prefix: string) {
    sequence += 1;
    return `${prefix}_${String(sequence).padStart(6, "0")}`;
  }

  function paymentMethod(id: string) {
    const known = testPaymentMethods[id];
    if (!known) return null;
    return {
      id,
      object: "payment_method",
      type: "card",
      customer: customerOf.get(id) ?? null,
      card: { brand: "visa", last4: known.last4, exp_month: 12, exp_year: 2034 },
    };
  }

  function createPaymentIntent(form: URLSearchParams): Answer {
    const methodId = form.get("payment_method") ?? "";
    const method = paymentMethod(methodId);
    if (!method)
      return invalidRequest(400, `No such PaymentMethod: '${methodId}'`, "resource_missing");
    if (method.customer && form.get("customer") !== method.customer) {
      return invalidRequest(
        400,
        "The provided PaymentMethod is attached to another Customer; include it in the request.",
      );
    }
    const decline = testPaymentMethods[methodId]?.decline;
    const paymentIntent: PaymentIntent = {
      id: nextId("pi"),
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: form.get("currency") ?? "",
      status: decline ? "requires_payment_method" : "succeeded",
      customer: form.get("customer"),
      metadata: { idempotency_key: form.get("metadata[idempotency_key]") ?? "" },
      last_payment_error: decline ? { type: "card_error", ...decline } : null,
    };
    paymentIntents.push(paymentIntent);
    if (decline) {
      return {
        status: 402,
        body: { error: { type: "card_error", ...decline, payment_intent: paymentIntent } },
      };
    }
    return { status: 200, body: paymentIntent };
  }

  function createRefund(form: URLSearchParams): Answer {
    const paymentIntent = paymentIntents.find((intent) => intent.id === form.get("payment_intent"));
    if (!paymentIntent || paymentIntent.status !== "succeeded") {
      return invalidRequest(400, "No such payment_intent", "resource_missing");
    }
    const amount = Number(form.get("amount") ?? paymentIntent.amount);
    const refunded = refundedOf.get(paymentIntent.id) ?? 0;
    if (refunded + amount > paymentIntent.amount) {
      return invalidRequest(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${paymentIntent.amount - refunded})`,
        "amount_too_large",
      );
    }
    refundedOf.set(paymentIntent.id, refunded + amount);
    return {
      status: 200,
      body: { id: nextId("re"), object: "refund", amount, status: "succeeded" },
    };
  }

  /** Checks the key, records the request and replays an idempotent request's first answer. */
  async function answer(request: Request, respond: (form: URLSearchParams) => Answer) {
    const url = new URL(request.url);
    const form =
      request.method === "POST" ? new URLSearchParams(await request.text()) : url.searchParams;
    requests.push({ method: request.method, path: url.pathname, headers: request.headers, form });
    if (request.headers.get("Authorization") !== `Bearer ${stripeTestKey}`) {
      const { status, body } = invalidRequest(401, "Invalid API Key provided");
      return HttpResponse.json(body, { status });
    }
    const key = request.headers.get("Idempotency-Key");
    const result = (key && answered.get(key)) || respond(form);
    if (key) answered.set(key, result);
    return HttpResponse.json(result.body, { status: result.status });
  }

  const handlers = [
    http.post(stripe("/v1/setup_intents"), ({ request }) =>
      answer(request, () => {
        const id = nextId("seti");
        return {
          status: 200,
          body: { id, object: "setup_intent", client_secret: `${id}_secret_test` },
        };
      }),
    ),
    http.get(stripe("/v1/payment_methods/:id"), ({ request, params }) =>
      answer(request, () => {
        const method = paymentMethod(String(params.id));
        return method
          ? { status: 200, body: method }
          : invalidRequest(
              404,
              `No such PaymentMethod: '${String(params.id)}'`,
              "resource_missing",
            );
      }),
    ),
    http.post(stripe("/v1/customers"), ({ request }) =>
      answer(request, () => ({ status: 200, body: { id: nextId("cus"), object: "customer" } })),
    ),
    http.post(stripe("/v1/payment_methods/:id/attach"), ({ request, params }) =>
      answer(request, (form) => {
        const id = String(params.id);
        if (!paymentMethod(id))
          return invalidRequest(404, "No such PaymentMethod", "resource_missing");
        customerOf.set(id, form.get("customer") ?? "");
        return { status: 200, body: paymentMethod(id) };
      }),
    ),
    http.post(stripe("/v1/payment_methods/:id/detach"), ({ request, params }) =>
      answer(request, () => {
        const id = String(params.id);
        if (!paymentMethod(id))
          return invalidRequest(404, "No such PaymentMethod", "resource_missing");
        if (!customerOf.has(id)) {
          return invalidRequest(
            400,
            "The payment method you provided is not attached to a customer so detachment is impossible.",
          );
        }
        customerOf.delete(id);
        return { status: 200, body: paymentMethod(id) };
      }),
    ),
    http.post(stripe("/v1/payment_intents"), ({ request }) => answer(request, createPaymentIntent)),
    http.get(stripe("/v1/payment_intents/search"), ({ request }) =>
      answer(request, (query) => {
        const key = /^metadata\['idempotency_key'\]:'(.*)'$/.exec(query.get("query") ?? "")?.[1];
        const found = paymentIntents.filter((intent) => intent.metadata.idempotency_key === key);
        return { status: 200, body: { object: "search_result", data: found, has_more: false } };
      }),
    ),
    http.post(stripe("/v1/refunds"), ({ request }) => answer(request, createRefund)),
  ];

  return { handlers, requests, paymentIntents };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
