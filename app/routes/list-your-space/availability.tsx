import { getZodConstraint } from "@conform-to/zod/v4";
import { getInputProps } from "@conform-to/react";
import { FieldErrors, inputClass } from "~/components/ui/fields";
import { WEEKDAY_NAMES } from "#contract/wall-clock";
import { availabilityForm, openingHours } from "~/components/owner/forms";
import type { AvailabilityForm } from "~/components/owner/forms";
import { StepForm, useStepForm } from "~/routes/list-your-space/step-form";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import type { Route } from "./+types/availability";
import { listingForStep, saveStep, wizardFrame } from "./wizard.server";

/** The wizard's availability step: open all hours, or opening times for each day of the week. */

export async function loader(args: Route.LoaderArgs) {
  const { listing } = await listingForStep(args, "availability");
  const { open_all_hours, hours } = listing.availability;
  const started = listing.steps.availability;
  return {
    frame: wizardFrame(listing, "availability"),
    constraint: getZodConstraint(availabilityForm),
    defaults: {
      open_all_hours: !started || open_all_hours ? "yes" : "no",
      days: WEEKDAY_NAMES.map((_, weekday) => {
        const day = hours.find((each) => each.weekday === weekday);
        return day
          ? { open: true, opens_at: day.opens_at, closes_at: day.closes_at }
          : { open: false, opens_at: "08:00", closes_at: "18:00" };
      }),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return saveStep(
    args,
    "availability",
    availabilityForm,
    (availability) => ({
      open_all_hours: availability.open_all_hours === "yes",
      hours: openingHours(availability),
    }),
    { hours: "days" },
  );
}

export const meta: Route.MetaFunction = () => wizardMeta("Availability");

export default function AvailabilityStep({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useStepForm<AvailabilityForm>({
    id: "availability",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
  });
  const days = fields.days.getFieldList();
  return (
    <WizardLayout
      frame={loaderData.frame}
      heading="When can drivers park?"
      intro="Drivers can only book times when your space is open. Monthly subscribers park during these hours too."
    >
      <StepForm form={form} className="space-y-6">
        <fieldset aria-describedby={fields.open_all_hours.errorId}>
          <legend className="text-sm font-semibold text-slate-900">Opening hours</legend>
          <div className="mt-2 space-y-2">
            {(
              [
                ["yes", "Open all hours, every day"],
                ["no", "Open at the times below"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={fields.open_all_hours.name}
                  value={value}
                  defaultChecked={fields.open_all_hours.initialValue === value}
                  className="size-4"
                />
                {label}
              </label>
            ))}
          </div>
          <FieldErrors errors={fields.open_all_hours.errors} id={fields.open_all_hours.errorId} />
        </fieldset>

        <fieldset aria-describedby={fields.days.errorId}>
          <legend className="text-sm font-semibold text-slate-900">Opening times</legend>
          <p className="text-sm text-slate-700">
            Only used when the space is not open all hours. Tick the days it opens.
          </p>
          <FieldErrors errors={fields.days.errors} id={fields.days.errorId} />
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {days.map((day, weekday) => {
              const { open, opens_at, closes_at } = day.getFieldset();
              const name = WEEKDAY_NAMES[weekday];
              return (
                <li
                  key={day.key}
                  className="grid items-start gap-3 p-3 sm:grid-cols-[10rem_1fr_1fr]"
                >
                  <label className="flex items-center gap-2 pt-2 font-medium">
                    <input
                      {...getInputProps(open, { type: "checkbox" })}
                      key={open.key}
                      className="size-4"
                    />
                    {name}
                  </label>
                  <div>
                    <label htmlFor={opens_at.id} className="block text-sm text-slate-700">
                      Opens ({name})
                    </label>
                    <input
                      {...getInputProps(opens_at, { type: "time" })}
                      key={opens_at.key}
                      className={inputClass}
                    />
                    <FieldErrors errors={opens_at.errors} id={opens_at.errorId} />
                  </div>
                  <div>
                    <label htmlFor={closes_at.id} className="block text-sm text-slate-700">
                      Closes ({name})
                    </label>
                    <input
                      {...getInputProps(closes_at, { type: "time" })}
                      key={closes_at.key}
                      className={inputClass}
                    />
                    <FieldErrors errors={closes_at.errors} id={closes_at.errorId} />
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </StepForm>
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}
