import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { FormErrors, primaryButton } from "~/components/ui/fields";

/**
 * What an action answers when Stripe's Payment Element is to take a card (decision 032): a
 * PaymentIntent's client secret to pay, or a SetupIntent's to save the card.
 */
export type StripeIntent = { publishableKey: string; clientSecret: string; returnUrl: string };

type Mounted = { stripe: Stripe; elements: StripeElements };

const stripeUnavailable =
  "Stripe's payment form could not be loaded, and you have not been charged. Check your connection and reload the page, or choose another way to pay.";

/**
 * Stripe.js, loaded only once the driver has chosen to give Stripe a card: the import is its own
 * chunk, and Stripe's script is added to the page only now.
 */
async function mountPaymentElement(intent: StripeIntent, container: HTMLElement) {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  const stripe = await loadStripe(intent.publishableKey);
  if (!stripe) throw new Error("Stripe.js did not load");
  const elements = stripe.elements({
    clientSecret: intent.clientSecret,
    appearance: { theme: "stripe", variables: { colorPrimary: "#14213d", fontSizeBase: "16px" } },
  });
  elements.create("payment", { layout: "tabs" }).mount(container);
  return { stripe, elements };
}

/**
 * The card (or wallet) is given to Stripe in its Payment Element, never to Parkway. Stripe
 * handles the bank's 3-D Secure in place and then sends the driver to `returnUrl`, where the
 * service, not the address, says whether it was paid or saved. `confirm` is what the client
 * secret is for: paying a PaymentIntent, or saving the card with a SetupIntent.
 */
export function StripePaymentElement({
  intent,
  confirm,
  heading,
  submitLabel,
  children,
}: {
  intent: StripeIntent;
  confirm: "payment" | "setup";
  /** The section's heading, where the page has none for it already. */
  heading?: string;
  submitLabel: string;
  /** The way out beside the form: another way to pay, or not saving a card after all. */
  children: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    mountPaymentElement(intent, element)
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
  }, [intent]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mounted) return;
    setSending(true);
    setError(null);
    const { stripe, elements } = mounted;
    const submitted = await elements.submit();
    if (submitted.error) {
      setError(submitted.error.message ?? "Check the card's details and try again.");
      setSending(false);
      return;
    }
    const confirmParams = { return_url: intent.returnUrl };
    const { error: refused } =
      confirm === "payment"
        ? await stripe.confirmPayment({ elements, confirmParams })
        : await stripe.confirmSetup({ elements, confirmParams });
    // Reached only when Stripe did not send the driver on: nothing was paid or saved.
    setError(
      refused.message ??
        (confirm === "payment"
          ? "Your payment could not be made. You have not been charged."
          : "Your card could not be saved."),
    );
    setSending(false);
  }

  return (
    <div className="space-y-4">
      {heading ? <h2 className="text-xl font-bold text-navy">{heading}</h2> : null}
      <p className="text-sm text-slate-800">
        Your card details go straight to our payment provider, Stripe: Parkway never sees your card
        number.
      </p>
      <form
        onSubmit={send}
        className="space-y-4"
        aria-label={confirm === "payment" ? "Payment details" : "Card details"}
      >
        <FormErrors errors={error ? [error] : undefined} id="stripe-payment-error" focus />
        <div ref={container} className="min-h-24" data-testid="stripe-payment-element" />
        <button
          type="submit"
          className={`${primaryButton} w-full sm:w-auto`}
          disabled={!mounted || sending}
        >
          {sending ? (confirm === "payment" ? "Paying…" : "Saving…") : submitLabel}
        </button>
      </form>
      {children}
    </div>
  );
}

/**
 * Paid on Stripe's page, and Stripe has not yet told the service: this page asks again every
 * few seconds (a meta refresh works without JavaScript) until the payment is confirmed.
 */
export function ConfirmingPayment({ what }: { what: string }) {
  return (
    <section aria-labelledby="confirming-heading" className="space-y-3" role="status">
      <meta httpEquiv="refresh" content="4" />
      <h2 id="confirming-heading" className="text-xl font-bold text-navy">
        Confirming your payment
      </h2>
      <p className="text-slate-900">
        Stripe has your payment and we are waiting for it to confirm. This page checks again every
        few seconds and shows {what} as soon as it is confirmed. You will not be charged twice.
      </p>
    </section>
  );
}
