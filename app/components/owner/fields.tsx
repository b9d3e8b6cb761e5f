import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors, inputClass } from "~/components/booking/fields";

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
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hintId })}
        key={field.key}
        rows={rows}
        className={inputClass}
      />
      <FieldErrors errors={field.errors} id={field.errorId} />
    </div>
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
