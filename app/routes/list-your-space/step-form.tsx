import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/ui/fields";
import type { FormConstraint } from "~/components/ui/form";
import { SaveButton } from "~/routes/list-your-space/wizard-layout";

/**
 * A wizard step's form state: checked with the step's schema by its action, whose answer shows
 * each field's errors; the loader gives the schema's constraints (decision 036).
 */
export function useStepForm<Output extends Record<string, unknown>>(options: {
  id: string;
  lastResult: SubmissionResult | undefined;
  defaultValue: DefaultValue<Output>;
  constraint: FormConstraint;
}) {
  return useForm<Output>(options);
}

/** A wizard step's form: a plain POST, the reasons it was refused above its fields, then Save. */
export function StepForm<Schema extends Record<string, unknown>>({
  form,
  className,
  children,
}: {
  form: FormMetadata<Schema>;
  className: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <FormErrors errors={form.errors} id={form.errorId} />
      {children}
      <SaveButton pending={navigation.state === "submitting" && navigation.formMethod === "POST"} />
    </Form>
  );
}
