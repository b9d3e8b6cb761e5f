import { getZodConstraint } from "@conform-to/zod/v4";
import { getCollectionProps } from "@conform-to/react";
import { FieldErrors, TextField } from "~/components/ui/fields";
import { CheckboxField } from "~/components/owner/fields";
import { facilitiesForm } from "~/components/owner/forms";
import type { FacilitiesForm } from "~/components/owner/forms";
import { StepForm, useStepForm } from "~/routes/list-your-space/step-form";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import { evConnectorTypes } from "#contract/vocabulary";
import type { Route } from "./+types/facilities";
import { listingForStep, saveStep, wizardFrame } from "./wizard.server";

/** The wizard's facilities step: what drivers filter search by (spec §3 EV connector types). */

export async function loader(args: Route.LoaderArgs) {
  const { listing } = await listingForStep(args, "facilities");
  const { facilities } = listing;
  return {
    frame: wizardFrame(listing, "facilities"),
    constraint: getZodConstraint(facilitiesForm),
    defaults: facilities,
  };
}

export async function action(args: Route.ActionArgs) {
  return saveStep(args, "facilities", facilitiesForm, (facilities) => facilities);
}

export const meta: Route.MetaFunction = () => wizardMeta("Facilities");

const features = [
  { name: "covered", label: "Covered" },
  { name: "cctv", label: "CCTV" },
  { name: "gated", label: "Gated" },
  { name: "lit", label: "Lit at night" },
  { name: "step_free", label: "Step-free access" },
] as const;

export default function FacilitiesStep({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useStepForm<FacilitiesForm>({
    id: "facilities",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
  });
  const connectors = getCollectionProps(fields.ev_connectors, {
    type: "checkbox",
    options: [...evConnectorTypes],
  });
  return (
    <WizardLayout
      frame={loaderData.frame}
      heading="What does your space offer?"
      intro="Drivers filter search by these, so tick only what is true: a driver who finds otherwise is refunded."
    >
      <StepForm form={form} className="space-y-6">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Features</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {features.map(({ name, label }) => (
              <CheckboxField key={name} field={fields[name]} label={label} />
            ))}
          </div>
        </fieldset>
        <TextField
          field={fields.height_limit_cm}
          type="number"
          label="Height limit in centimetres (optional)"
          hint="Leave empty if there is none, for example on an open driveway"
          inputMode="numeric"
        />
        <TextField
          field={fields.length_limit_cm}
          type="number"
          label="Longest vehicle that fits, in centimetres (optional)"
          hint="For vans and motorhomes; leave empty if any car fits"
          inputMode="numeric"
        />
        <fieldset aria-describedby={fields.ev_connectors.errorId}>
          <legend className="text-sm font-semibold text-slate-900">
            Electric vehicle charging (optional)
          </legend>
          <p className="text-sm text-slate-700">The connectors your charger has</p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {connectors.map((connector) => (
              <label key={connector.key} className="flex items-center gap-2">
                <input {...connector} key={connector.key} className="size-4" />
                {connector.value}
              </label>
            ))}
          </div>
          <FieldErrors errors={fields.ev_connectors.errors} id={fields.ev_connectors.errorId} />
        </fieldset>
        <TextField
          field={fields.ev_charger_kw}
          type="number"
          label="Charger power in kW (optional)"
          step="0.1"
          inputMode="decimal"
        />
      </StepForm>
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}
