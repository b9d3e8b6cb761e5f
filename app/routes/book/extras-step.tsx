import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { Form } from "react-router";
import type { BookPageData } from "~/routes/book/book-page.server";
import type { ProductKey } from "#contract/vocabulary";
import { formatMoney } from "~/lib/format";
import { useAnalyticsEvent } from "~/components/layout/analytics-event";
import { momentFormat } from "~/lib/moment-formats";
import { FormErrors, primaryButton, secondaryButton, TextField } from "~/components/ui/fields";

type ExtrasData = Extract<BookPageData["data"], { step: "ancillaries" }>;
type OfferedExtra = ExtrasData["extras"][number];

function at(moment: string) {
  return momentFormat.format(new Date(moment));
}

/** A wall-clock time `hours` after `start` ("2026-12-03T09:30"), for a sensible default. */
function hoursAfter(start: string, hours: number) {
  const [date = "", time = "00:00"] = start.split("T");
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const total = hour + hours;
  if (total > 23) return start;
  return `${date}T${String(total).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** What the chosen extra gives, as its quote planned it. */
function ChosenPlan({ extra }: { extra: OfferedExtra }) {
  const plan = extra.quoted?.plan;
  if (!plan) return null;
  switch (plan.key) {
    case "park-and-go":
      return (
        <div className="mt-2 text-sm text-slate-800">
          <p>
            Pickup for {plan.passengers} at {at(plan.pickup_at)} from {plan.pickup_location.address}
            , to {plan.destination.name} ({plan.destination.point}).
          </p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {plan.checkout_instructions.map((instruction) => (
              <li key={instruction.step}>{instruction.text}</li>
            ))}
          </ol>
        </div>
      );
    case "fast-track-security":
      return (
        <p className="mt-2 text-sm text-slate-800">
          {plan.passengers} {plan.passengers === 1 ? "pass" : "passes"}: use the fast-track lane
          between {at(plan.entry_window.opens_at)} and {at(plan.entry_window.closes_at)}.
        </p>
      );
    case "airport-lounge":
      return (
        <p className="mt-2 text-sm text-slate-800">
          {plan.adults} {plan.adults === 1 ? "adult" : "adults"}
          {plan.children > 0 ? ` and ${plan.children} children` : ""}, arriving{" "}
          {at(plan.arrival_at)}. Open {plan.products_meta.opening_hours.opens} to{" "}
          {plan.products_meta.opening_hours.closes}, stay up to{" "}
          {plan.products_meta.max_stay_minutes / 60} hours.
        </p>
      );
  }
}

function AddExtra({
  extra,
  startsAt,
  lastResult,
}: {
  extra: OfferedExtra;
  startsAt: string;
  lastResult?: FormReply;
}) {
  const [form, fields] = useForm<Record<string, string>>({
    id: `extra-${extra.key}`,
    lastResult,
    defaultValue: {
      passengers: "1",
      adults: "1",
      children: "0",
      pickup_at: startsAt,
      flight_at: hoursAfter(startsAt, 3),
      arrival_at: hoursAfter(startsAt, 1),
    },
  });
  const count = { type: "number" as const, min: 1, max: 8, inputMode: "numeric" as const };
  return (
    <Form method="post" {...formProps(form)} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="add-extra" />
      <input type="hidden" name="key" value={extra.key} />
      <input type="hidden" name="id" value={extra.id} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <div className="grid gap-4 sm:grid-cols-2">
        {extra.key === "airport-lounge" ? (
          <>
            <TextField field={fields.adults!} label="Adults" {...count} />
            <TextField
              field={fields.children!}
              label="Children (2 to 11)"
              hint="Under-2s go free."
              {...count}
              min={0}
              max={7}
            />
            <TextField
              field={fields.arrival_at!}
              type="datetime-local"
              label="Arriving at the lounge"
              step={1800}
            />
          </>
        ) : (
          <>
            <TextField field={fields.passengers!} label="Passengers" {...count} />
            {extra.key === "park-and-go" ? (
              <TextField
                field={fields.pickup_at!}
                type="datetime-local"
                label="Pickup from the space"
                step={1800}
              />
            ) : (
              <TextField
                field={fields.flight_at!}
                type="datetime-local"
                label="Flight departs"
                step={1800}
              />
            )}
          </>
        )}
      </div>
      <button type="submit" className={secondaryButton}>
        Add {extra.name}
      </button>
    </Form>
  );
}

function timerOf(data: BookPageData, key: ProductKey) {
  return data.productTimers.find((timer) => timer.productKey === key)?.expiresAt ?? null;
}

function PromptEvent({ event }: { event: object }) {
  useAnalyticsEvent(event);
  return null;
}

/**
 * Airport extras (spec §1): the ride to the terminal, fast-track security and a lounge, each
 * priced for the party and times given, held for a while and quoted again after that.
 */
export function ExtrasStep({
  data,
  step,
  lastResult,
}: {
  data: BookPageData;
  step: ExtrasData;
  lastResult?: FormReply;
}) {
  const failedKey = lastResult?.initialValue?.key;
  const currency = data.quote.kind === "quote" ? data.quote.currency : "GBP";
  const chosenCount = step.extras.filter((extra) => extra.chosen).length;
  return (
    <div className="space-y-6">
      {step.prompts.map((prompt) => (
        <PromptEvent key={prompt.extra} event={prompt} />
      ))}
      <h2 className="text-xl font-bold text-navy">Make the trip easier</h2>
      {step.failed ? (
        <p role="alert" className="text-danger">
          Airport extras cannot be shown just now. You can book your parking without them.
        </p>
      ) : step.extras.length === 0 ? (
        <p className="text-slate-800">No extras are offered at this airport for your dates.</p>
      ) : null}
      <ul className="space-y-5">
        {step.extras.map((extra) => {
          const from = Math.min(...extra.variants.map((variant) => variant.price.value)) / 100;
          const expiresAt = timerOf(data, extra.key);
          return (
            <li key={extra.key} className="rounded-xl border border-slate-300 p-5">
              <div className="flex items-start gap-4">
                <img src={extra.images.icon} alt="" width={48} height={48} className="size-12" />
                <div className="min-w-0 flex-1">
                  <h3 className="text-lg font-semibold text-slate-900">{extra.name}</h3>
                  <p className="text-slate-800">{extra.description}</p>
                  {extra.chosen && extra.quoted ? (
                    <p className="mt-1 font-semibold text-mint-700">
                      Added: {formatMoney(extra.quoted.price, currency)}
                      {expiresAt ? (
                        <span className="block text-sm font-normal text-slate-700">
                          Price held until {at(expiresAt)}; it is checked again after that.
                        </span>
                      ) : null}
                    </p>
                  ) : (
                    <p className="mt-1 text-slate-900">
                      From {formatMoney(from, currency)} at {extra.airport.name}
                    </p>
                  )}
                </div>
              </div>
              {extra.chosen ? (
                <div className="sm:pl-16">
                  <ChosenPlan extra={extra} />
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="intent" value="remove-extra" />
                    <input type="hidden" name="key" value={extra.key} />
                    <button type="submit" className={secondaryButton}>
                      Remove {extra.name}
                    </button>
                  </Form>
                </div>
              ) : (
                <AddExtra
                  extra={extra}
                  startsAt={data.startsAt}
                  lastResult={failedKey === extra.key ? lastResult : undefined}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="extras" />
        <button type="submit" className={primaryButton}>
          {chosenCount > 0 ? "Continue to payment" : "Continue without extras"}
        </button>
      </Form>
    </div>
  );
}
