import type { ConfirmationView } from "~/routes/booking-confirmation/booking-confirmation.server";

/** What was charged, line by line, in the booking's currency. */
export function PaymentSummary({
  payment,
  paid,
}: {
  payment: ConfirmationView["payment"];
  paid: boolean;
}) {
  return (
    <section aria-labelledby="payment-heading" className="rounded-xl border border-slate-300 p-5">
      <h2 id="payment-heading" className="text-xl font-bold text-navy">
        Payment
      </h2>
      <dl className="mt-3 text-slate-900">
        {payment.lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4 py-1">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{line.amount}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-300 pt-3 text-lg font-bold">
          <dt>{paid ? "Total paid" : "Total"}</dt>
          <dd className="tabular-nums">{payment.total}</dd>
        </div>
        {payment.refund ? (
          <div className="flex justify-between gap-4 py-1 text-mint-700">
            <dt>Refunded</dt>
            <dd className="tabular-nums">{payment.refund}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
