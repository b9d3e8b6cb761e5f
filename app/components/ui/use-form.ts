import { useEffect, useLayoutEffect, useState } from "react";
import type { SubmissionResult } from "@conform-to/react";
import type { Field, FormConstraint } from "./form";

/** What an action answers a form it refused: `submission.reply()`, errors keyed by field. */
export type FormReply = SubmissionResult<string[]>;

const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function fieldOf(
  formId: string,
  name: string,
  reply: FormReply | undefined,
  initialValue: Record<string, unknown>,
  constraint: FormConstraint,
): Field {
  const id = `${formId}-${name}`;
  return {
    ...constraint[name],
    id,
    name,
    formId,
    errorId: `${id}-error`,
    errors: reply?.error?.[name] ?? undefined,
    initialValue: initialValue[name],
  };
}

function isFieldControl(element: Element) {
  if (element instanceof HTMLInputElement)
    return !["submit", "button", "reset"].includes(element.type);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** Focuses the first control, in the order of the page, that the reply finds in error. */
function focusFirstInError(formId: string, reply: FormReply) {
  const errors = reply.error ?? {};
  const control = [...(document.forms.namedItem(formId)?.elements ?? [])].find(
    (element) => isFieldControl(element) && errors[element.getAttribute("name") ?? ""]?.length,
  );
  if (control instanceof HTMLElement) control.focus();
}

/**
 * A form checked by its action (decision 038): it starts from `defaultValue`, or from what was
 * sent when the page is the action's answer, shows the errors of the action's last reply until
 * the form is sent again, focuses the first field in error when a reply comes, and gives each
 * field the constraints the loader read from the schema.
 */
export function useForm<Values extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue = {},
  constraint = {},
}: {
  id: string;
  lastResult?: FormReply;
  defaultValue?: Partial<Record<keyof Values, string | null>>;
  constraint?: FormConstraint;
}) {
  const [initialValue] = useState<Record<string, unknown>>(
    () => lastResult?.initialValue ?? defaultValue,
  );
  const [answer, setAnswer] = useState({ reply: lastResult, received: false });
  if (lastResult && lastResult !== answer.reply) setAnswer({ reply: lastResult, received: true });
  const { reply } = answer;

  useBrowserLayoutEffect(() => {
    if (answer.received && answer.reply?.status === "error") focusFirstInError(id, answer.reply);
  }, [id, answer]);

  const form = { id, errorId: `${id}-error`, errors: reply?.error?.[""] ?? undefined };
  const fields = new Proxy({} as Record<keyof Values & string, Field>, {
    get: (_, name) =>
      typeof name === "string" ? fieldOf(id, name, reply, initialValue, constraint) : undefined,
  });
  return [form, fields] as const;
}

/** The form element's attributes: the action checks it, so the browser does not stop it. */
export function formProps(form: { id: string; errorId: string; errors?: string[] }) {
  return {
    id: form.id,
    noValidate: true,
    "aria-describedby": form.errors?.length ? form.errorId : undefined,
  };
}
