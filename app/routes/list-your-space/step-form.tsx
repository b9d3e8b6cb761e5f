import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { FormErrors } from "~/components/ui/fields";
import { SaveButton } from "~/routes/list-your-space/wizard-layout";

/**
 * A wizard step's form state: checked with the step's schema in the browser as on the server,
 * each field once it is left and again as it is corrected.
 */
export function useStepForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id: string;
    lastResult: SubmissionResult | undefined;
    defaultValue: DefaultValue<z.output<Schema>>;
  },
) {
  return useForm<z.output<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
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
