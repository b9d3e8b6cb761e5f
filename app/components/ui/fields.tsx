import { useEffect, useRef, type ReactNode } from "react";
import { inputProps, type Field } from "./form";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

export const primaryButton =
  "rounded-md bg-mint px-5 py-3 text-lg font-semibold text-navy hover:bg-mint-600 hover:text-white disabled:opacity-70";

export const secondaryButton =
  "rounded-md border border-navy bg-white px-4 py-2 font-semibold text-navy hover:bg-navy-50 disabled:opacity-70";

export function FieldErrors({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {errors.join(" ")}
    </p>
  );
}

/**
 * A control's label, optional hint and errors around it. `children` draws the control, given
 * the hint's id to name in its `aria-describedby`.
 */
export function LabelledField({
  field,
  label,
  hint,
  children,
}: {
  field: { id: string; errorId: string; errors?: string[] };
  label: ReactNode;
  hint?: ReactNode;
  children: (hintId: string | undefined) => ReactNode;
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
      {children(hintId)}
      <FieldErrors errors={field.errors} id={field.errorId} />
    </div>
  );
}

/** A labelled text input: its errors are announced with the field. */
export function TextField({
  field,
  label,
  hint,
  type = "text",
  ...input
}: {
  field: Field;
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "email" | "password" | "tel" | "datetime-local" | "number";
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id">) {
  return (
    <LabelledField field={field} label={label} hint={hint}>
      {(hintId) => (
        <input {...inputProps(field, { type, hintId })} {...input} className={inputClass} />
      )}
    </LabelledField>
  );
}

/**
 * A form's own errors (the service's refusal), announced when they appear; with `focus`, they
 * also take the focus, so a keyboard or screen-reader user starts again from the message.
 */
export function FormErrors({
  errors,
  id,
  focus = false,
}: {
  errors?: string[];
  id: string;
  focus?: boolean;
}) {
  const alert = useRef<HTMLDivElement>(null);
  const shown = errors?.join("\n") ?? "";
  useEffect(() => {
    if (focus && shown) alert.current?.focus();
  }, [focus, shown]);
  if (!errors?.length) return null;
  return (
    <div
      ref={alert}
      id={id}
      tabIndex={focus ? -1 : undefined}
      role="alert"
      className="rounded-md border border-danger bg-danger-50 p-3 text-danger"
    >
      {errors.map((error) => (
        <p key={error} className="font-medium">
          {error}
        </p>
      ))}
    </div>
  );
}
