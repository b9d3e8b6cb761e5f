import { FieldErrors, inputClass, secondaryButton } from "~/components/ui/fields";
import { inputProps, type Field } from "~/components/ui/form";
import { useRegion } from "~/components/layout/root-data";

/**
 * A registration with the 'Find vehicle' button beside it, which posts the form without
 * checking its other fields so the register can name the vehicle (`found`).
 */
export function RegistrationLookup({
  field,
  defaultValue,
  disabled,
  found,
}: {
  field: Field;
  defaultValue?: string;
  disabled?: boolean;
  found: { registration: string; description: string; makeImage: string | null } | null;
}) {
  const registration = inputProps(field, { type: "text" });
  const hintId = `${field.id}-hint`;
  const region = useRegion();
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-900">
        Registration
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        For example {region.registrationExample}.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <input
          {...registration}
          defaultValue={defaultValue ?? registration.defaultValue}
          aria-describedby={[hintId, registration["aria-describedby"]].filter(Boolean).join(" ")}
          autoComplete="off"
          autoCapitalize="characters"
          className={`${inputClass} max-w-xs uppercase`}
        />
        <button
          type="submit"
          name="intent"
          value="look-up-vehicle"
          formNoValidate
          disabled={disabled}
          className={`${secondaryButton} mb-[2px]`}
        >
          Find vehicle
        </button>
      </div>
      <FieldErrors errors={field.errors} id={field.errorId} />
      {found ? (
        <p role="status" className="mt-2 flex items-center gap-3 font-medium text-mint-700">
          {found.makeImage ? (
            <img src={found.makeImage} alt="" width={40} height={40} className="size-10" />
          ) : null}
          Found: {found.description}, {found.registration}
        </p>
      ) : null}
    </div>
  );
}
