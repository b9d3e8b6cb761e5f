import { getZodConstraint } from "@conform-to/zod/v4";
import { getSelectProps } from "@conform-to/react";
import { FieldErrors, inputClass, TextField } from "~/components/ui/fields";
import { TextAreaField } from "~/components/owner/fields";
import { spaceForm } from "~/components/owner/forms";
import type { SpaceForm } from "~/components/owner/forms";
import { StepForm, useStepForm } from "~/routes/list-your-space/step-form";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import { spaceTypeLabels } from "~/lib/search-options";
import { spaceTypes } from "#contract/vocabulary";
import type { Route } from "./+types/space";
import { listingForStep, saveStep, wizardFrame } from "./wizard.server";

/** The wizard's space step: what drivers see first in search and on the space's page. */

export async function loader(args: Route.LoaderArgs) {
  const { listing } = await listingForStep(args, "space");
  const started = listing.steps.space;
  return {
    frame: wizardFrame(listing, "space"),
    constraint: getZodConstraint(spaceForm),
    defaults: {
      title: listing.title,
      space_type: started ? listing.space_type : undefined,
      bays: started ? listing.bays : 1,
      description: listing.description,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return saveStep(args, "space", spaceForm, (space) => space);
}

export const meta: Route.MetaFunction = () => wizardMeta("Your space");

export default function SpaceStep({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useStepForm<SpaceForm>({
    id: "space",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
  });
  return (
    <WizardLayout
      frame={loaderData.frame}
      heading="Tell drivers about your space"
      intro="The title and description appear in search results and on your space's page."
    >
      <StepForm form={form} className="space-y-5">
        <TextField
          field={fields.title}
          label="Title"
          hint="Where it is and what it is, for example Driveway 5 minutes from Leeds station"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label
              htmlFor={fields.space_type.id}
              className="block text-sm font-semibold text-slate-900"
            >
              Type of space
            </label>
            <select
              {...getSelectProps(fields.space_type)}
              key={fields.space_type.key}
              className={inputClass}
            >
              <option value="">Choose a type</option>
              {spaceTypes.map((type) => (
                <option key={type} value={type}>
                  {spaceTypeLabels[type]}
                </option>
              ))}
            </select>
            <FieldErrors errors={fields.space_type.errors} id={fields.space_type.errorId} />
          </div>
          <TextField
            field={fields.bays}
            type="number"
            label="Number of spaces"
            hint="How many cars can park at once"
            inputMode="numeric"
          />
        </div>
        <TextAreaField
          field={fields.description}
          label="Description (optional)"
          hint="What makes it handy: what is nearby, how big it is, anything a driver should know before booking."
        />
      </StepForm>
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}
