import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import type { BookPageData } from "~/routes/book/book-page.server";
import { formatMoney } from "~/lib/format";
import { pushToDataLayer } from "~/lib/data-layer";
import { useRootData } from "~/components/layout/root-data";
import { FieldErrors, FormErrors, primaryButton, TextField } from "~/components/ui/fields";

type PaymentData = Extract<BookPageData["data"], { step: "checkout" }>;

const wallets = [
  { value: "paypal", label: "PayPal" },
  { value: "apple-pay", label: "Apple Pay" },
  { value: "google-pay", label: "Google Pay" },
] as const;

/** Spec §4: the default card is chosen for the driver; without saved cards, a new one. */
function defaultPayment(step: PaymentData) {
  const card = step.cards.find((saved) => saved.default) ?? step.cards[0];
  return card ? `card:${card.id}` : "new-card";
}

const radioClass = "size-5 accent-navy";

/**
 * Payment (spec §4): saved cards, a new card, PayPal, Apple Pay or Google Pay. The pay button
 * names the amount, every fee is shown above it, and a refusal shows here with nothing lost.
 */
export function PaymentStep({
  data,
  step,
  lastResult,
}: {
  data: BookPageData;
  step: PaymentData;
  lastResult?: SubmissionResult;
}) {
  const [form, fields] = useForm<Record<string, string>>({
    id: "payment",
    lastResult,
    defaultValue: { payment: defaultPayment(step) },
  });
  const navigation = useNavigation();
  const paying = navigation.state === "submitting" && navigation.formMethod === "POST";
  const analytical = useRootData()?.consent.analytical ?? false;
  const { quote } = data;
  const payment = fields.payment!;
  const choose = (value: string, label: string) => (
    <label className="flex items-center gap-3">
      <input
        type="radio"
        name={payment.name}
        value={value}
        defaultChecked={payment.initialValue === value}
        className={radioClass}
      />
      {label}
    </label>
  );

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-6"
      onSubmit={(event) => {
        const chosen = new FormData(event.currentTarget).get("payment");
        if (!analytical || quote.kind !== "quote") return;
        pushToDataLayer({
          event: "add_payment_info",
          payment_type:
            String(chosen).startsWith("card") || chosen === "new-card" ? "card" : chosen,
          ecommerce: { currency: quote.currency, value: quote.total },
        });
      }}
    >
      <input type="hidden" name="intent" value="pay" />
      <h2 className="text-xl font-bold text-navy">How would you like to pay?</h2>
      <FormErrors errors={form.errors} id={form.errorId} />
      {data.notices.map((notice) => (
        <p key={notice} role="status" className="rounded-md bg-amber-50 p-3 text-slate-900">
          {notice}
        </p>
      ))}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Payment method</legend>
        {step.cards.map((card) => (
          <div key={card.id}>{choose(`card:${card.id}`, card.label)}</div>
        ))}
        <div className="rounded-lg border border-slate-300 p-4">
          {choose("new-card", step.cards.length > 0 ? "A new card" : "Card")}
          <div className="mt-3 grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <TextField
              field={fields.card_number!}
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
            />
            <TextField
              field={fields.card_expiry!}
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
            />
            <TextField
              field={fields.card_cvc!}
              label="Security code"
              inputMode="numeric"
              autoComplete="cc-csc"
            />
          </div>
          {data.signedIn ? (
            <label className="mt-3 flex items-center gap-3">
              <input
                type="checkbox"
                name="save_card"
                defaultChecked
                className="size-5 accent-navy"
              />
              Save this card to my account for next time
            </label>
          ) : null}
        </div>
        {wallets.map((wallet) => (
          <div key={wallet.value}>{choose(wallet.value, wallet.label)}</div>
        ))}
        <FieldErrors errors={payment.errors} id={payment.errorId} />
      </fieldset>

      {quote.kind === "quote" ? (
        <div className="rounded-lg bg-navy-50 p-4 text-slate-900">
          <p>
            Includes the service fee of {formatMoney(quote.serviceFee, quote.currency)}. No
            surcharge for paying by card, PayPal, Apple Pay or Google Pay.
          </p>
          <p className="mt-1 text-sm text-slate-800">
            By paying you agree to the{" "}
            <Link to="/company/parking-contract" className="text-blue-800 underline">
              parking contract
            </Link>{" "}
            and{" "}
            <Link to="/company/terms-conditions" className="text-blue-800 underline">
              terms and conditions
            </Link>
            . Cancel more than 24 hours before the start for a full refund.
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        className={`${primaryButton} w-full sm:w-auto`}
        disabled={paying || quote.kind !== "quote"}
      >
        {paying
          ? "Paying…"
          : quote.kind === "quote"
            ? `Pay ${formatMoney(quote.total, quote.currency)} and book`
            : "Pay and book"}
      </button>
    </Form>
  );
}
