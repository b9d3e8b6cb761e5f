import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { Form } from "react-router";
import type { BookPageData } from "~/routes/book/book-page.server";
import { FieldErrors, FormErrors, primaryButton } from "~/components/ui/fields";
import { RegistrationLookup } from "~/components/booking/registration-lookup";

type VehicleData = Extract<BookPageData["data"], { step: "vehicle" }>;

/** The choice shown as selected: the one made before, else the default saved vehicle (spec §4). */
function selectedChoice(data: BookPageData, step: VehicleData) {
  const { vehicle } = data;
  if (vehicle?.kind === "saved") return `saved:${vehicle.vehicleId}`;
  if (vehicle) return vehicle.kind;
  const preferred = step.saved.find((saved) => saved.default) ?? step.saved[0];
  return preferred ? `saved:${preferred.id}` : "registration";
}

/**
 * The vehicle parked: a saved one, a registration looked up for its make, or 'not known yet'
 * (the driver adds it later from the confirmation email).
 */
export function VehicleStep({
  data,
  step,
  lastResult,
}: {
  data: BookPageData;
  step: VehicleData;
  lastResult?: FormReply;
}) {
  const typed = data.vehicle?.kind === "registration" ? data.vehicle : null;
  const [form, fields] = useForm<{ vehicle: string; registration: string }>({
    id: "vehicle",
    lastResult,
    defaultValue: { vehicle: selectedChoice(data, step), registration: typed?.registration ?? "" },
  });
  const choices = [
    ...step.saved.map((saved) => ({
      value: `saved:${saved.id}`,
      label: `${saved.registration}${saved.custom_data.make !== "unknown" ? ` (${saved.custom_data.make})` : ""}${saved.default ? " (default)" : ""}`,
    })),
    { value: "registration", label: step.saved.length > 0 ? "Another vehicle" : "This vehicle" },
    { value: "unknown", label: "I don't know the registration yet" },
  ];
  return (
    <Form method="post" {...formProps(form)} className="space-y-5">
      <h2 className="text-xl font-bold text-navy">Which vehicle are you parking?</h2>
      <FormErrors errors={form.errors} id={form.errorId} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Vehicle</legend>
        <div className="mt-2 space-y-2">
          {choices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-3">
              <input
                type="radio"
                name={fields.vehicle.name}
                value={choice.value}
                defaultChecked={fields.vehicle.initialValue === choice.value}
                className="size-5 accent-navy"
              />
              {choice.label}
            </label>
          ))}
        </div>
        <FieldErrors errors={fields.vehicle.errors} id={fields.vehicle.errorId} />
      </fieldset>
      <RegistrationLookup
        field={fields.registration}
        found={
          typed?.make
            ? {
                registration: typed.registration,
                description: typed.make,
                makeImage: typed.makeImage,
              }
            : null
        }
      />
      <button type="submit" name="intent" value="vehicle" className={primaryButton}>
        Continue
      </button>
    </Form>
  );
}
