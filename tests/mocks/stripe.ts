import { http, HttpResponse, type JsonBodyType } from "msw";
import { stripeApiUrl } from "../../api/payments/stripe";

export const stripeTestKey = "sk_test_parkway_mock_key";

const stripe = (path: string) => new URL(path, stripeApiUrl).toString();

type StripeDecline = { code: string; decline_code?: string; message: string };

const authenticationRequired: StripeDecline = {
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

const authenticationFailed: StripeDecline = {
  code: "payment_intent_authentication_failure",
  message:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
};

/** Stripe's test PaymentMethods and what charging each does (docs.stripe.com/testing). */
const testPaymentMethods: Record<
  string,
  { last4: string; decline?: StripeDecline; authentication?: boolean }
> = {
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
  // Asks the bank to confirm every payment: on-session it needs the driver, off-session it fails.
  pm_card_authenticationRequired: { last4: "3184", authentication: true },
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

/** Stripe's test card numbers, as the test PaymentMethods they stand for. */
const testCardMethods: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000000000000002": "pm_card_visa_chargeDeclined",
  "4000000000009995": "pm_card_visa_chargeDeclinedInsufficientFunds",
};

/** The fields of Stripe's PaymentIntent object (docs.stripe.com/api/payment_intents/object). */
export type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  confirmation_method: "automatic";
  created: number;
  customer: string | null;
  description: string | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: {
    type: "redirect_to_url";
    redirect_to_url: { url: string; return_url: string };
  } | null;
  payment_method: string | null;
  payment_method_types: string[];
  setup_future_usage: "off_session" | "on_session" | null;
  last_payment_error: (StripeDecline & { type: "card_error" }) | null;
};

/** The fields of Stripe's Refund object (docs.stripe.com/api/refunds/object). */
export type Refund = {
  id: string;
  object: "refund";
  amount: number;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: "succeeded";
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

/** Ids never repeat between fakes, as Stripe's do not: one database may outlive many fakes. */
let sequence = 0;

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
  const refunds: Refund[] = [];
  const answered = new Map<string, Answer>();

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
      card: { brand: "visa", last4: known.last4, exp_month: 12, exp_year: 2034, country: "GB" },
      created: 1_780_000_000,
      livemode: false,
      metadata: {},
    };
  }

  /** Metadata as Stripe keeps it from a form's `metadata[...]` fields. */
  function metadataOf(form: URLSearchParams, prefix = "metadata") {
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const field = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(.+)\\]$`).exec(name)?.[1];
      if (field) metadata[field] = value;
    }
    return metadata;
  }

  /** A PaymentIntent the driver pays in the Payment Element: created without a method. */
  function awaitingPaymentIntent(form: URLSearchParams, metadata: Record<string, string>) {
    const id = nextId("pi");
    const paymentIntent: PaymentIntent = {
      id,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      amount_received: 0,
      currency: form.get("currency") ?? "",
      status: "requires_payment_method",
      client_secret: `${id}_secret_${nextId("s")}`,
      confirmation_method: "automatic",
      created: Math.floor(Date.now() / 1000),
      customer: form.get("customer"),
      description: form.get("description"),
      latest_charge: null,
      livemode: false,
      metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ["card", "link"],
      setup_future_usage: form.get("setup_future_usage") === "off_session" ? "off_session" : null,
      last_payment_error: null,
    };
    paymentIntents.push(paymentIntent);
    return paymentIntent;
  }

  function createPaymentIntent(form: URLSearchParams): Answer {
    if (form.get("automatic_payment_methods[enabled]") === "true" && !form.get("payment_method")) {
      return { status: 200, body: awaitingPaymentIntent(form, metadataOf(form)) };
    }
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
    const known = testPaymentMethods[methodId];
    const offSession = form.get("off_session") === "true";
    const returnUrl = form.get("return_url");
    const decline =
      known?.decline ?? (known?.authentication && offSession ? authenticationRequired : undefined);
    const id = nextId("pi");
    const needsAction = Boolean(known?.authentication && !decline && returnUrl);
    const paymentIntent: PaymentIntent = {
      id,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      amount_received: 0,
      currency: form.get("currency") ?? "",
      status: decline ? "requires_payment_method" : needsAction ? "requires_action" : "succeeded",
      client_secret: `${id}_secret_${nextId("s")}`,
      confirmation_method: "automatic",
      created: Math.floor(Date.now() / 1000),
      customer: form.get("customer"),
      description: form.get("description"),
      latest_charge: null,
      livemode: false,
      metadata: { idempotency_key: form.get("metadata[idempotency_key]") ?? "" },
      next_action:
        needsAction && returnUrl
          ? {
              type: "redirect_to_url",
              redirect_to_url: {
                url: `https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_test&payment_intent=${id}`,
                return_url: returnUrl,
              },
            }
          : null,
      payment_method: methodId,
      payment_method_types: [form.get("allowed_payment_method_types[0]") ?? "card"],
      setup_future_usage: form.get("setup_future_usage") === "off_session" ? "off_session" : null,
      last_payment_error: decline ? { type: "card_error", ...decline } : null,
    };
    if (paymentIntent.status === "succeeded") succeed(paymentIntent);
    paymentIntents.push(paymentIntent);
    if (decline) {
      return {
        status: 402,
        body: { error: { type: "card_error", ...decline, payment_intent: paymentIntent } },
      };
    }
    return { status: 200, body: paymentIntent };
  }

  function succeed(paymentIntent: PaymentIntent) {
    paymentIntent.status = "succeeded";
    paymentIntent.amount_received = paymentIntent.amount;
    paymentIntent.latest_charge = nextId("ch");
    paymentIntent.next_action = null;
  }

  /**
   * What Stripe.js does when the driver pays in the Payment Element with a test card: the
   * PaymentIntent succeeds, or keeps waiting with the decline (they may try another card).
   */
  function payInElement(paymentIntentId: string, paymentMethodId = "pm_card_visa") {
    const paymentIntent = paymentIntents.find((intent) => intent.id === paymentIntentId);
    if (paymentIntent?.status !== "requires_payment_method") throw new Error("Nothing to pay");
    paymentIntent.payment_method = paymentMethodId;
    const decline = testPaymentMethods[paymentMethodId]?.decline;
    if (decline) paymentIntent.last_payment_error = { type: "card_error", ...decline };
    else succeed(paymentIntent);
    // Set up for later: Stripe attaches the card to the PaymentIntent's Customer once paid.
    if (!decline && paymentIntent.setup_future_usage && paymentIntent.customer) {
      customerOf.set(paymentMethodId, paymentIntent.customer);
    }
    return paymentIntent;
  }

  /** Stripe Checkout's Session object (docs.stripe.com/api/checkout/sessions/object). */
  type CheckoutSession = {
    id: string;
    object: "checkout.session";
    mode: "payment" | "setup";
    status: "open" | "complete" | "expired";
    payment_status: "paid" | "unpaid" | "no_payment_required";
    amount_total: number | null;
    currency: string | null;
    customer: string | null;
    expires_at: number;
    metadata: Record<string, string>;
    payment_intent: string | null;
    setup_intent: string | null;
    success_url: string;
    cancel_url: string | null;
    url: string | null;
    created: number;
    livemode: false;
  };
  const sessions: CheckoutSession[] = [];
  const setupIntents: SetupIntent[] = [];

  function createSession(form: URLSearchParams): Answer {
    const id = nextId("cs_test");
    const mode = form.get("mode") === "setup" ? "setup" : "payment";
    const created = Math.floor(Date.now() / 1000);
    const expiresAt = Number(form.get("expires_at") ?? created + 24 * 3600);
    if (expiresAt < created + 30 * 60) {
      return invalidRequest(
        400,
        "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      );
    }
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
      amount_total:
        mode === "payment" ? Number(form.get("line_items[0][price_data][unit_amount]")) : null,
      currency: form.get("line_items[0][price_data][currency]"),
      customer: form.get("customer"),
      expires_at: expiresAt,
      metadata: metadataOf(form),
      payment_intent: null,
      setup_intent: null,
      success_url: form.get("success_url") ?? "",
      cancel_url: form.get("cancel_url"),
      url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      created,
      livemode: false,
    };
    sessions.push({ ...session, metadata: { ...session.metadata } });
    const setupFutureUsage = form.get("payment_intent_data[setup_future_usage]");
    if (setupFutureUsage) setupFutureUsageOf.set(id, setupFutureUsage);
    intentMetadataOf.set(
      id,
      metadataOf(
        form,
        mode === "setup" ? "setup_intent_data[metadata]" : "payment_intent_data[metadata]",
      ),
    );
    return { status: 200, body: session };
  }
  const intentMetadataOf = new Map<string, Record<string, string>>();
  const setupFutureUsageOf = new Map<string, string>();

  /**
   * The driver pays (or saves a card) on Checkout's page: as Stripe does, the PaymentIntent (or
   * SetupIntent) is made only now, with the session's intent metadata. Returns where Checkout
   * sends the driver, the success URL with its `{CHECKOUT_SESSION_ID}` filled in.
   */
  function completeSession(sessionId: string, paymentMethodId = "pm_card_visa") {
    const session = sessions.find((open) => open.id === sessionId);
    if (session?.status !== "open") throw new Error("No open Checkout Session");
    const metadata = intentMetadataOf.get(session.id) ?? {};
    if (session.mode === "payment") {
      const form = new URLSearchParams({
        amount: String(session.amount_total),
        currency: session.currency ?? "gbp",
        ...(session.customer ? { customer: session.customer } : {}),
        ...(setupFutureUsageOf.get(session.id)
          ? { setup_future_usage: setupFutureUsageOf.get(session.id)! }
          : {}),
      });
      const paymentIntent = awaitingPaymentIntent(form, metadata);
      payInElement(paymentIntent.id, paymentMethodId);
      session.payment_intent = paymentIntent.id;
      session.payment_status = "paid";
    } else {
      const setupIntent = newSetupIntent(session.customer, metadata);
      confirmSetup(setupIntent.id, paymentMethodId);
      session.setup_intent = setupIntent.id;
    }
    session.status = "complete";
    return session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
  }

  /** Checkout's page expired (or was expired): nothing can be paid on it any more. */
  function expireSession(sessionId: string) {
    const session = sessions.find((open) => open.id === sessionId);
    if (!session) throw new Error("No such Checkout Session");
    if (session.status === "open") {
      session.status = "expired";
      session.url = null;
    }
    return session;
  }

  type SetupIntent = {
    id: string;
    object: "setup_intent";
    client_secret: string;
    customer: string | null;
    metadata: Record<string, string>;
    payment_method: string | null;
    status: "requires_payment_method" | "succeeded";
    usage: "off_session";
    created: number;
    livemode: false;
  };

  function newSetupIntent(customer: string | null, metadata: Record<string, string>) {
    const id = nextId("seti");
    const setupIntent: SetupIntent = {
      id,
      object: "setup_intent",
      client_secret: `${id}_secret_test`,
      customer,
      metadata,
      payment_method: null,
      status: "requires_payment_method",
      usage: "off_session",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    setupIntents.push(setupIntent);
    return setupIntent;
  }

  /** What Stripe.js's confirmSetup does with a test card: the card is attached to the Customer. */
  function confirmSetup(setupIntentId: string, paymentMethodId = "pm_card_visa") {
    const setupIntent = setupIntents.find((intent) => intent.id === setupIntentId);
    if (setupIntent?.status !== "requires_payment_method") throw new Error("Nothing to set up");
    setupIntent.payment_method = paymentMethodId;
    setupIntent.status = "succeeded";
    if (setupIntent.customer) customerOf.set(paymentMethodId, setupIntent.customer);
    return setupIntent;
  }

  /** The driver's answer on their bank's page, as Stripe's 3-D Secure test page gives it. */
  function authenticate(paymentIntentId: string, approved: boolean) {
    const paymentIntent = paymentIntents.find((intent) => intent.id === paymentIntentId);
    if (paymentIntent?.status !== "requires_action") throw new Error("Nothing to authenticate");
    if (approved) {
      succeed(paymentIntent);
    } else {
      paymentIntent.status = "requires_payment_method";
      paymentIntent.next_action = null;
      paymentIntent.last_payment_error = { type: "card_error", ...authenticationFailed };
    }
    return paymentIntent;
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
    const metadata = metadataOf(form);
    const refund: Refund = {
      id: nextId("re"),
      object: "refund",
      amount,
      charge: paymentIntent.latest_charge,
      created: Math.floor(Date.now() / 1000),
      currency: paymentIntent.currency,
      metadata,
      payment_intent: paymentIntent.id,
      reason: null,
      status: "succeeded",
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** A refund made by hand in Stripe's Dashboard: no idempotency key of Parkway's. */
  function refundFromDashboard(paymentIntentId: string, amount: number) {
    const form = new URLSearchParams({ payment_intent: paymentIntentId, amount: String(amount) });
    const made = createRefund(form);
    if (made.status !== 200) throw new Error("Not refunded");
    return made.body as Refund;
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
      answer(request, (form) => ({
        status: 200,
        body: newSetupIntent(form.get("customer"), metadataOf(form)),
      })),
    ),
    http.get(stripe("/v1/setup_intents/:id"), ({ request, params }) =>
      answer(request, () => {
        const found = setupIntents.find((intent) => intent.id === params.id);
        return found
          ? { status: 200, body: found }
          : invalidRequest(404, `No such setupintent: '${String(params.id)}'`, "resource_missing");
      }),
    ),
    http.post(stripe("/v1/checkout/sessions"), ({ request }) => answer(request, createSession)),
    http.get(stripe("/v1/checkout/sessions/:id"), ({ request, params }) =>
      answer(request, () => {
        const found = sessions.find((session) => session.id === params.id);
        return found
          ? { status: 200, body: found }
          : invalidRequest(
              404,
              `No such checkout.session: '${String(params.id)}'`,
              "resource_missing",
            );
      }),
    ),
    http.post(stripe("/v1/checkout/sessions/:id/expire"), ({ request, params }) =>
      answer(request, () => {
        const found = sessions.find((session) => session.id === params.id);
        if (!found) return invalidRequest(404, "No such checkout.session", "resource_missing");
        if (found.status !== "open") {
          return invalidRequest(
            400,
            `Only Checkout Sessions with a status in ["open"] can be expired.`,
          );
        }
        return { status: 200, body: expireSession(found.id) };
      }),
    ),
    // What Stripe.js sends from its own frame with the publishable key: the card goes only here.
    http.post(stripe("/v1/payment_intents/:id/confirm"), async ({ request, params }) => {
      const form = new URLSearchParams(await request.text());
      // Stripe.js sends its publishable key in the body, as a simple request needs no preflight.
      if (!form.get("key")?.startsWith("pk_test_")) {
        const { status, body } = invalidRequest(401, "Invalid API Key provided");
        return HttpResponse.json(body, { status });
      }
      const found = paymentIntents.find((intent) => intent.id === params.id);
      if (!found || form.get("client_secret") !== found.client_secret) {
        const { status, body } = invalidRequest(404, "No such payment_intent", "resource_missing");
        return HttpResponse.json(body, { status });
      }
      const number = (form.get("payment_method_data[card][number]") ?? "").replace(/\D/g, "");
      const paid = payInElement(found.id, testCardMethods[number] ?? "pm_card_visa");
      if (paid.last_payment_error) {
        return HttpResponse.json(
          { error: { ...paid.last_payment_error, payment_intent: paid } },
          { status: 402 },
        );
      }
      return HttpResponse.json(paid);
    }),
    // Stripe.js's confirmSetup, from its own frame with the publishable key, as above.
    http.post(stripe("/v1/setup_intents/:id/confirm"), async ({ request, params }) => {
      const form = new URLSearchParams(await request.text());
      if (!form.get("key")?.startsWith("pk_test_")) {
        const { status, body } = invalidRequest(401, "Invalid API Key provided");
        return HttpResponse.json(body, { status });
      }
      const found = setupIntents.find((intent) => intent.id === params.id);
      if (!found || form.get("client_secret") !== found.client_secret) {
        const { status, body } = invalidRequest(404, "No such setupintent", "resource_missing");
        return HttpResponse.json(body, { status });
      }
      const number = (form.get("payment_method_data[card][number]") ?? "").replace(/\D/g, "");
      const method = testCardMethods[number] ?? "pm_card_visa";
      const decline = testPaymentMethods[method]?.decline;
      if (decline) {
        return HttpResponse.json(
          { error: { type: "card_error", ...decline, setup_intent: found } },
          { status: 402 },
        );
      }
      return HttpResponse.json(confirmSetup(found.id, method));
    }),
    http.post(stripe("/v1/payment_intents/:id/cancel"), ({ request, params }) =>
      answer(request, () => {
        const found = paymentIntents.find((intent) => intent.id === params.id);
        if (!found) return invalidRequest(404, "No such payment_intent", "resource_missing");
        if (found.status === "succeeded" || found.status === "canceled") {
          return invalidRequest(
            400,
            `You cannot cancel this PaymentIntent because it has a status of ${found.status}.`,
            "payment_intent_unexpected_state",
          );
        }
        found.status = "canceled";
        found.next_action = null;
        return { status: 200, body: found };
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
      answer(request, (form) => ({
        status: 200,
        body: {
          id: nextId("cus"),
          object: "customer",
          created: Math.floor(Date.now() / 1000),
          description: form.get("description"),
          email: null,
          livemode: false,
          metadata: {},
        },
      })),
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
    // After the search, which this would otherwise take for a PaymentIntent's id.
    http.get(stripe("/v1/payment_intents/:id"), ({ request, params }) =>
      answer(request, () => {
        const found = paymentIntents.find((intent) => intent.id === params.id);
        return found
          ? { status: 200, body: found }
          : invalidRequest(
              404,
              `No such payment_intent: '${String(params.id)}'`,
              "resource_missing",
            );
      }),
    ),
    http.post(stripe("/v1/refunds"), ({ request }) => answer(request, createRefund)),
    http.get(stripe("/v1/refunds"), ({ request }) =>
      answer(request, (query) => {
        const charge = query.get("charge");
        const data = refunds.filter((refund) => !charge || refund.charge === charge).reverse();
        return {
          status: 200,
          body: { object: "list", url: "/v1/refunds", has_more: false, data },
        };
      }),
    ),
  ];

  return {
    handlers,
    requests,
    paymentIntents,
    sessions,
    setupIntents,
    authenticate,
    refundFromDashboard,
    payInElement,
    completeSession,
    expireSession,
    confirmSetup,
  };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
