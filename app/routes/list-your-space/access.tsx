import { getZodConstraint } from "@conform-to/zod/v4";
import { TextAreaField } from "~/components/owner/fields";
import { accessForm } from "~/components/owner/forms";
import type { AccessForm } from "~/components/owner/forms";
import { StepForm, useStepForm } from "~/routes/list-your-space/step-form";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import type { Route } from "./+types/access";
import { listingForStep, saveStep, wizardFrame } from "./wizard.server";

/** The wizard's access step: how a driver who has booked finds the space and gets in. */

export async function loader(args: Route.LoaderArgs) {
  const { listing } = await listingForStep(args, "access");
  return {
    frame: wizardFrame(listing, "access"),
    constraint: getZodConstraint(accessForm),
    defaults: { access_instructions: listing.access_instructions },
  };
}

export async function action(args: Route.ActionArgs) {
  return saveStep(args, "access", accessForm, (access) => access);
}

export const meta: Route.MetaFunction = () => wizardMeta("Access");

export default function AccessStep({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useStepForm<AccessForm>({
    id: "access",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
  });
  return (
    <WizardLayout
      frame={loaderData.frame}
      heading="How do drivers get in?"
      intro="Only drivers who have booked see these instructions, in their confirmation."
    >
      <StepForm form={form} className="space-y-5">
        <TextAreaField
          field={fields.access_instructions}
          label="Access instructions"
          rows={7}
          hint="Which entrance to use, where exactly to park, any gate code or key, and who to call if something goes wrong."
        />
      </StepForm>
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}
