import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { Form, Link, useNavigation } from "react-router";
import { useHydrated } from "~/components/search/use-hydrated";
import type { BookPageData } from "~/routes/book/book-page.server";
import { formatMoney } from "~/lib/format";
import { pushToDataLayer } from "~/lib/data-layer";
import { useRootData } from "~/components/layout/root-data";
import { voucherBalance, voucherDates } from "~/components/account/voucher-list";
import { FieldErrors, FormErrors, primaryButton, secondaryButton } from "~/components/ui/fields";
import type { Voucher } from "#contract/vouchers";
import { useCardFields } from "~/components/payments/card-fields-frame";
import {
  ConfirmingPayment,
  StripePaymentElement,
  type StripeIntent,
} from "~/components/payments/stripe-element";

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
 * Issue 18: a signed-in driver's usable vouchers, one of which comes off this booking. The
 * quote is asked again with it, so the pay button names the amount after the voucher.
 */
function VoucherChoice({
  data,
  vouchers,
  lastResult,
}: {
  data: BookPageData;
  vouchers: Voucher[];
  lastResult?: FormReply;
}) {
  const [form, fields] = useForm<{ discount_code: string }>({ id: "voucher", lastResult });
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    ["apply-voucher", "clear-voucher"].includes(String(navigation.formData?.get("intent")));
  const applied = data.quote.kind === "quote" ? data.quote.discount : null;
  const chosen = vouchers.find((voucher) => voucher.code === data.discountCode);
  const code = fields.discount_code!;
  return (
    <section aria-labelledby="voucher-heading" className="rounded-lg border border-slate-300 p-4">
      <h2 id="voucher-heading" className="text-lg font-semibold text-slate-900">
        Your vouchers
      </h2>
      {chosen && applied ? (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="clear-voucher" />
          <p className="font-semibold text-mint-700">Voucher applied: {applied.label}</p>
          <button type="submit" disabled={sending} className={secondaryButton}>
            Remove voucher
          </button>
        </Form>
      ) : (
        <Form method="post" {...formProps(form)} className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="apply-voucher" />
          <FormErrors errors={form.errors} id={form.errorId} />
          <fieldset className="space-y-2">
            <legend className="text-sm text-slate-800">
              {data.discountCode
                ? "Use a voucher instead of the code you applied:"
                : "Take a voucher off this booking:"}
            </legend>
            {vouchers.map((voucher, index) => (
              <label key={voucher.id} className="flex items-center gap-3">
                <input
                  type="radio"
                  name={code.name}
                  value={voucher.code}
                  defaultChecked={index === 0}
                  className={radioClass}
                />
                <span>
                  <span className="font-semibold">{voucher.label}</span>{" "}
                  <span className="text-sm text-slate-700">
                    {voucherBalance(voucher)} · {voucherDates(voucher)}
                  </span>
                </span>
              </label>
            ))}
            <FieldErrors errors={code.errors} id={code.errorId} />
          </fieldset>
          <button type="submit" disabled={sending} className={secondaryButton}>
            Use this voucher
          </button>
        </Form>
      )}
    </section>
  );
}

/**
 * Payment (spec §4): saved cards, a new card, PayPal, Apple Pay or Google Pay. The pay button
 * names the amount, every fee is shown above it, and a refusal shows here with nothing lost.
 */
export function PaymentStep({
  data,
  step,
  lastResult,
  stripePayment,
}: {
  data: BookPageData;
  step: PaymentData;
  lastResult?: FormReply;
  stripePayment?: StripeIntent;
}) {
  const { quote } = data;
  if (data.confirming) return <ConfirmingPayment what="your booking" />;
  if (stripePayment) {
    return (
      <StripePaymentElement
        intent={stripePayment}
        confirm="payment"
        heading="Pay with a card or wallet"
        submitLabel={
          quote.kind === "quote"
            ? `Pay ${formatMoney(quote.total, quote.currency)} and book`
            : "Pay and book"
        }
      >
        <Form method="post">
          <input type="hidden" name="intent" value="leave-payment-page" />
          <button type="submit" className={secondaryButton}>
            Choose another way to pay
          </button>
        </Form>
      </StripePaymentElement>
    );
  }
  return <ChoosePayment data={data} step={step} lastResult={lastResult} />;
}

function ChoosePayment({
  data,
  step,
  lastResult,
}: {
  data: BookPageData;
  step: PaymentData;
  lastResult?: FormReply;
}) {
  const [form, fields] = useForm<Record<string, string>>({
    id: "payment",
    lastResult,
    defaultValue: { payment: defaultPayment(step) },
  });
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const card = useCardFields(lastResult);
  const paying =
    card.tokenising ||
    (navigation.state === "submitting" && navigation.formData?.get("intent") === "pay");
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

  const voucherResult =
    lastResult?.initialValue?.intent === "apply-voucher" ? lastResult : undefined;
  return (
    <div className="space-y-8">
      {step.vouchers.length > 0 ? (
        <VoucherChoice data={data} vouchers={step.vouchers} lastResult={voucherResult} />
      ) : null}
      <Form
        method="post"
        {...formProps(form)}
        className="space-y-6"
        onSubmit={(event) => {
          const chosen = new FormData(event.currentTarget).get("payment");
          if (!data.stripe && chosen === "new-card" && card.askForToken(event)) return;
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
        {data.stripe ? (
          <input type="hidden" name="payment_page" value={hydrated ? "embedded" : "hosted"} />
        ) : (
          <input type="hidden" name="payment_token" value={card.token} />
        )}
        <h2 className="text-xl font-bold text-navy">How would you like to pay?</h2>
        <FormErrors
          errors={form.errors ?? (data.paymentRefusal ? [data.paymentRefusal] : undefined)}
          id={form.errorId}
          focus
        />
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
            {data.stripe
              ? choose(
                  "new-card",
                  step.cards.length > 0 ? "A new card or wallet" : "Card or wallet",
                )
              : choose("new-card", step.cards.length > 0 ? "A new card" : "Card")}
            {data.stripe ? (
              <p className="mt-3 text-sm text-slate-800">
                {hydrated
                  ? "You will enter your card, or choose Apple Pay or Google Pay where your device has them, in our payment provider Stripe's secure form next."
                  : "You will pay on our payment provider Stripe's secure page next."}{" "}
                Parkway never sees your card number.
              </p>
            ) : hydrated ? (
              card.renderFrame()
            ) : (
              <p className="mt-3 text-sm text-slate-800">
                You will enter your card on our payment provider&apos;s secure page next: Parkway
                never sees your card number.
              </p>
            )}
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
          {data.stripe
            ? null
            : wallets.map((wallet) => (
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
    </div>
  );
}
