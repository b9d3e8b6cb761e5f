import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { Form, Link } from "react-router";
import type { BookPageData } from "~/routes/book/book-page.server";
import { formatMoney, months } from "~/lib/format";
import {
  FieldErrors,
  FormErrors,
  primaryButton,
  secondaryButton,
  TextField,
} from "~/components/ui/fields";

type PeriodData = Extract<BookPageData["data"], { step: "bookings" }>;

/** Spec §4: a code applies when the quote takes it, and clears back to the full price. */
function DiscountCode({ data, lastResult }: { data: BookPageData; lastResult?: FormReply }) {
  const [form, fields] = useForm<{ discount_code: string }>({ id: "discount", lastResult });
  const applied = data.quote.kind === "quote" ? data.quote.discount : null;
  if (data.discountCode && applied) {
    return (
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="clear-discount" />
        <p className="font-semibold text-mint-700">Discount applied: {applied.label}</p>
        <button type="submit" className={secondaryButton}>
          Remove code
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" {...formProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="apply-discount" />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField field={fields.discount_code} label="Discount code" autoComplete="off" />
        </div>
        <button type="submit" className={`${secondaryButton} mb-[2px]`}>
          Apply
        </button>
      </div>
    </Form>
  );
}

/** The first step: the period and, for monthly parking, the plan and how often it is paid. */
export function PeriodStep({
  data,
  step,
  lastResult,
}: {
  data: BookPageData;
  step: PeriodData;
  lastResult?: FormReply;
}) {
  const intent = lastResult?.initialValue?.intent;
  const [form, fields] = useForm<{ season_plan: string; season_interval: string }>({
    id: "period",
    lastResult: intent === "period" ? lastResult : undefined,
  });
  const currency = data.quote.kind === "quote" ? data.quote.currency : "GBP";
  return (
    <div className="space-y-8">
      <section aria-labelledby="period-heading">
        <h2 id="period-heading" className="text-xl font-bold text-navy">
          When you park
        </h2>
        <p className="mt-2 text-slate-900">{data.period}</p>
        <Link
          to={data.space.pagePath}
          className="mt-1 inline-flex min-h-11 items-center text-blue-800 underline hover:text-blue-900"
        >
          Change {data.rental === "long" ? "the start date" : "times"}
        </Link>
      </section>

      <Form method="post" {...formProps(form)} className="space-y-6">
        <input type="hidden" name="intent" value="period" />
        <FormErrors errors={form.errors} id={form.errorId} />
        {data.rental === "long" ? (
          <>
            <fieldset>
              <legend className="text-lg font-semibold text-slate-900">Days you park</legend>
              <div className="mt-2 space-y-2">
                {step.plans.map(({ plan, name }) => (
                  <label key={plan} className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="season_plan"
                      value={plan}
                      defaultChecked={plan === data.seasonPlan}
                      className="size-5 accent-navy"
                    />
                    {name}
                  </label>
                ))}
              </div>
              <FieldErrors errors={fields.season_plan.errors} id={fields.season_plan.errorId} />
            </fieldset>
            {step.seasons.length > 1 ? (
              <fieldset>
                <legend className="text-lg font-semibold text-slate-900">How you pay</legend>
                <div className="mt-2 space-y-2">
                  {step.seasons.map((season) => (
                    <label key={season.months} className="flex items-center gap-3">
                      <input
                        type="radio"
                        name="season_interval"
                        value={season.months}
                        defaultChecked={season.months === data.seasonInterval}
                        className="size-5 accent-navy"
                      />
                      {season.months === 1
                        ? `Monthly, rolling: ${formatMoney(season.total, currency)} a month`
                        : `${months(season.months)} at a time: ${formatMoney(season.total, currency)} (${formatMoney(season.perMonth, currency)} a month)`}
                    </label>
                  ))}
                </div>
                <FieldErrors
                  errors={fields.season_interval.errors}
                  id={fields.season_interval.errorId}
                />
              </fieldset>
            ) : null}
          </>
        ) : null}
        <p className="text-sm text-slate-800">
          {data.rental === "long"
            ? "Changing the days or how you pay prices your booking again before you carry on."
            : "Next, tell us who is parking."}
        </p>
        <button type="submit" className={primaryButton} disabled={data.quote.kind === "refused"}>
          Continue
        </button>
      </Form>

      <section aria-labelledby="discount-heading">
        <h2 id="discount-heading" className="text-lg font-semibold text-slate-900">
          Have a discount code?
        </h2>
        <div className="mt-2">
          <DiscountCode
            data={data}
            lastResult={intent === "apply-discount" ? lastResult : undefined}
          />
        </div>
      </section>
    </div>
  );
}
