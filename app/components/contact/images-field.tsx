import { useState, type ChangeEvent } from "react";
import { FieldErrors } from "~/components/ui/fields";
import { inputProps, type Field } from "~/components/ui/form";
import { imagesProblems } from "./images-problems";

/**
 * The photos to send with a message. The browser checks each file's type and size as it is
 * chosen and says what is wrong before anything is uploaded; the server checks again.
 */
export function ImagesField({
  field,
  accept,
  hint,
}: {
  field: Field;
  accept: string;
  hint: string;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const hintId = `${field.id}-hint`;

  function check(event: ChangeEvent<HTMLInputElement>) {
    const found = imagesProblems([...(event.currentTarget.files ?? [])]);
    event.currentTarget.setCustomValidity(found.join(". "));
    setProblems(found);
  }

  const errors = problems.length > 0 ? problems : field.errors;
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-900">
        Photos (optional)
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
      <input
        {...inputProps(field, { type: "file", hintId })}
        multiple
        accept={accept}
        onChange={check}
        aria-invalid={errors?.length ? true : undefined}
        className="mt-1 block w-full text-slate-900 file:mr-3 file:rounded-md file:border file:border-navy file:bg-white file:px-3 file:py-2 file:font-semibold file:text-navy"
      />
      <FieldErrors errors={errors} id={field.errorId} />
    </div>
  );
}
