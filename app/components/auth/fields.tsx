import { useEffect, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { FieldErrors } from "~/components/ui/fields";
import { checkboxProps, type Field } from "~/components/ui/form";
import type { FormReply } from "~/components/ui/use-form";

/** The digits of a two-factor code, said on the page and checked by the action. */
export const TWO_FACTOR_CODE_LENGTH = 6;

export function CheckboxField({ field, children }: { field: Field; children: ReactNode }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input {...checkboxProps(field)} className="mt-1 size-5 shrink-0 accent-navy" />
        <label htmlFor={field.id} className="text-slate-900">
          {children}
        </label>
      </div>
      <FieldErrors errors={field.errors} id={field.errorId} />
    </div>
  );
}

/** The form's submit button, saying so while its post is on its way. */
export function SubmitButton({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <button
      type="submit"
      disabled={sending}
      className="w-full rounded-md bg-navy px-5 py-3 text-lg font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
    >
      {sending ? pending : children}
    </button>
  );
}

/**
 * A refused sign-in keeps what was typed except passwords. Without JavaScript the new page
 * renders them empty; with it the inputs stay mounted, so they are emptied here.
 */
export function useEmptiedPasswords(
  fields: readonly { id: string }[],
  lastResult: FormReply | undefined,
) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    for (const { id } of fields) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    // Emptied once for each refusal; the fields' ids do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);
}
