import type { getZodConstraint } from "@conform-to/zod/v4";

/**
 * A form's field constraints (required, lengths, pattern, bounds) as its loader computes them
 * from the action's schema: the browser gets the attributes, never zod (decision 036).
 */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

/** A form's control: its names, the errors of the action's reply and its constraints. */
export type Field = FormConstraint[string] & {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
};

function describedBy(field: Field, hintId?: string) {
  return field.errors?.length ? [field.errorId, hintId].filter(Boolean).join(" ") : hintId;
}

function controlProps(field: Field, hintId?: string) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy(field, hintId),
  };
}

export function inputProps(field: Field, { type, hintId }: { type: string; hintId?: string }) {
  return {
    ...controlProps(field, hintId),
    type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
    accept: field.accept,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

/** A checkbox sends "on" when ticked, so it starts ticked when that is what was sent. */
export function checkboxProps(field: Field) {
  return {
    ...controlProps(field),
    type: "checkbox",
    value: "on",
    defaultChecked: field.initialValue === "on",
  };
}

/** One radio of a group, with an id of its own, ticked when its value is what was sent. */
export function radioProps(field: Field, value: string) {
  return {
    ...controlProps(field),
    id: `${field.id}-${value}`,
    type: "radio",
    value,
    defaultChecked: field.initialValue === value,
  };
}

export function selectProps(field: Field) {
  return {
    ...controlProps(field),
    multiple: field.multiple,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

export function textareaProps(field: Field, { hintId }: { hintId?: string } = {}) {
  return {
    ...controlProps(field, hintId),
    minLength: field.minLength,
    maxLength: field.maxLength,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}
