import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors, inputClass, LabelledField } from "~/components/ui/fields";

/** A labelled textarea wired to conform, its hint and errors announced with it. */
export function TextAreaField({
  field,
  label,
  hint,
  rows = 5,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: ReactNode;
  rows?: number;
}) {
  return (
    <LabelledField field={field} label={label} hint={hint}>
      {(hintId) => (
        <textarea
          {...getTextareaProps(field, { ariaDescribedBy: hintId })}
          key={field.key}
          rows={rows}
          className={inputClass}
        />
      )}
    </LabelledField>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  field,
  label,
}: {
  field: FieldMetadata<boolean | undefined>;
  label: ReactNode;
}) {
  return (
    <div>
      <label className="flex items-center gap-2">
        <input {...getInputProps(field, { type: "checkbox" })} key={field.key} className="size-4" />
        {label}
      </label>
      <FieldErrors errors={field.errors} id={field.errorId} />
    </div>
  );
}
