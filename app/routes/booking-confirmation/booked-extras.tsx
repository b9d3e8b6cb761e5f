import type { ConfirmationView } from "~/routes/booking-confirmation/booking-confirmation.server";
import { Details } from "~/components/confirmation/details";

/** The airport extras booked with the parking, each with what its plan booked. */
export function BookedExtras({ extras }: { extras: ConfirmationView["extras"] }) {
  return (
    <section aria-labelledby="extras-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="extras-heading" className="text-xl font-bold text-navy">
        Your extras
      </h2>
      <ul className="mt-3 space-y-5">
        {extras.map((extra) => (
          <li key={extra.id}>
            <article aria-labelledby={`extra-${extra.id}`}>
              <h3 id={`extra-${extra.id}`} className="text-lg font-semibold text-slate-900">
                {extra.name}
              </h3>
              <p className="mb-2 text-sm text-slate-700">
                {extra.airport} · {extra.booked} · {extra.price}
              </p>
              {extra.details.length > 0 ? <Details items={extra.details} /> : null}
              {extra.steps.length > 0 ? (
                <>
                  <h4 className="mt-3 font-semibold text-slate-900">Your pickup, step by step</h4>
                  <ol className="mt-1 list-decimal space-y-1 pl-6 text-slate-900">
                    {extra.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
