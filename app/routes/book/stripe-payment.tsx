import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { FormErrors, primaryButton, secondaryButton } from "~/components/ui/fields";

/** What the pay step's action answers when Stripe's Payment Element is to take the payment. */
export type StripePayment = { publishableKey: string; clientSecret: string; returnUrl: string };

type Mounted = { stripe: Stripe; elements: StripeElements };

const stripeUnavailable =
  "Stripe's payment form could not be loaded, and you have not been charged. Check your connection and reload the page, or choose another way to pay.";

/**
 * Stripe.js, loaded on the pay step alone and only once the driver has chosen to pay with it:
 * the import is its own chunk, and Stripe's script is added to the page only now.
 */
async function mountPaymentElement(payment: StripePayment, container: HTMLElement) {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  const stripe = await loadStripe(payment.publishableKey);
  if (!stripe) throw new Error("Stripe.js did not load");
  const elements = stripe.elements({
    clientSecret: payment.clientSecret,
    appearance: { theme: "stripe", variables: { colorPrimary: "#14213d", fontSizeBase: "16px" } },
  });
  elements.create("payment", { layout: "tabs" }).mount(container);
  return { stripe, elements };
}

/**
 * Decision 030: the card (or wallet) is given to Stripe in its Payment Element, never to
 * Parkway. Stripe handles the bank's 3-D Secure in place and then sends the driver to
 * `returnUrl`, where the service, not the address, says whether the booking is paid.
 */
export function StripePaymentElement({
  payment,
  payLabel,
}: {
  payment: StripePayment;
  payLabel: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    mountPaymentElement(payment, element)
      .then((made) => {
        if (current) setMounted(made);
      })
      .catch(() => {
        if (current) setError(stripeUnavailable);
      });
    return () => {
      current = false;
      element.replaceChildren();
    };
  }, [payment]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mounted) return;
    setPaying(true);
    setError(null);
    const { stripe, elements } = mounted;
    const submitted = await elements.submit();
    if (submitted.error) {
      setError(submitted.error.message ?? "Check the payment details and try again.");
      setPaying(false);
      return;
    }
    const { error: refused } = await stripe.confirmPayment({
      elements,
      clientSecret: payment.clientSecret,
      confirmParams: { return_url: payment.returnUrl },
    });
    // Reached only when Stripe did not send the driver on: the payment was not made.
    setError(refused.message ?? "Your payment could not be made. You have not been charged.");
    setPaying(false);
  }

  return (
    <section aria-labelledby="stripe-payment-heading" className="space-y-4">
      <h2 id="stripe-payment-heading" className="text-xl font-bold text-navy">
        Pay with a card or wallet
      </h2>
      <p className="text-sm text-slate-800">
        Your payment details go straight to our payment provider, Stripe: Parkway never sees your
        card number.
      </p>
      <form onSubmit={pay} className="space-y-4" aria-label="Payment details">
        <FormErrors errors={error ? [error] : undefined} id="stripe-payment-error" focus />
        <div ref={container} className="min-h-24" data-testid="stripe-payment-element" />
        <button
          type="submit"
          className={`${primaryButton} w-full sm:w-auto`}
          disabled={!mounted || paying}
        >
          {paying ? "Paying…" : payLabel}
        </button>
      </form>
      <Form method="post">
        <input type="hidden" name="intent" value="leave-payment-page" />
        <button type="submit" className={secondaryButton}>
          Choose another way to pay
        </button>
      </Form>
    </section>
  );
}

/**
 * Paid on Stripe's page, and Stripe has not yet told the service: this page asks again every
 * few seconds (a meta refresh works without JavaScript) until the booking is confirmed.
 */
export function ConfirmingPayment() {
  return (
    <section aria-labelledby="confirming-heading" className="space-y-3" role="status">
      <meta httpEquiv="refresh" content="4" />
      <h2 id="confirming-heading" className="text-xl font-bold text-navy">
        Confirming your payment
      </h2>
      <p className="text-slate-900">
        Stripe has your payment and we are waiting for it to confirm. This page checks again every
        few seconds and shows your booking as soon as it is confirmed. You will not be charged
        twice.
      </p>
    </section>
  );
}
