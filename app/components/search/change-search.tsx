import type { ReactNode } from "react";

/**
 * The search above the results. On a phone it folds into one line, the place and the stay, with
 * "Change search" to open the form (a `<details>`, so without JavaScript too), so the first
 * result is on the first screen; from `md` up the form shows as it is (`.fold-on-phone`).
 */
export function ChangeSearch({
  place,
  stay,
  open,
  children,
}: {
  place: string;
  stay: string;
  /** Nothing found yet: the form is what the driver needs. */
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group fold-on-phone border-b border-slate-300 bg-navy-50">
      <summary className="flex items-center justify-between gap-3 px-4 py-2">
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{place}</span>
          {stay ? <span className="block text-sm text-slate-700">{stay}</span> : null}
        </span>
        <span className="change-search">
          <span className="group-open:hidden">Change search</span>
          <span className="hidden group-open:inline">Hide search</span>
        </span>
      </summary>
      {children}
    </details>
  );
}
