import { Form, useNavigation } from "react-router";
import { secondaryButton } from "~/components/ui/fields";

/**
 * A saved vehicle's or card's buttons, each a form of its own that posts its intent and id:
 * make it the default (unless it is), and remove it.
 */
export function SavedItemActions({
  idName,
  id,
  name,
  isDefault,
  defaultIntent,
  removeIntent,
}: {
  idName: string;
  id: number;
  /** What the driver calls it, for the buttons' accessible names. */
  name: string;
  isDefault: boolean;
  defaultIntent: string;
  removeIntent: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(idName) === String(id);
  return (
    <div className="flex flex-wrap gap-2">
      {isDefault ? null : (
        <Form method="post">
          <input type="hidden" name={idName} value={id} />
          <button
            type="submit"
            name="intent"
            value={defaultIntent}
            disabled={busy}
            className={secondaryButton}
          >
            Make default<span className="sr-only"> ({name})</span>
          </button>
        </Form>
      )}
      <Form method="post">
        <input type="hidden" name={idName} value={id} />
        <button
          type="submit"
          name="intent"
          value={removeIntent}
          disabled={busy}
          className="rounded-md border border-danger bg-white px-4 py-2 font-semibold text-danger hover:bg-danger-50 disabled:opacity-70"
        >
          Remove<span className="sr-only"> {name}</span>
        </button>
      </Form>
    </div>
  );
}
