import { useEffect, useRef } from "react";
import { pushToDataLayer } from "~/lib/data-layer";
import { useRootData } from "~/components/layout/root-data";

/**
 * Spec §7: an analytics event (view_item, purchase, ...) pushed only once the visitor has
 * given analytical consent, and once for each distinct event (a space and period looked at).
 */
export function useAnalyticsEvent(event: object) {
  const analytical = useRootData()?.consent.analytical ?? false;
  const serialised = JSON.stringify(event);
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    if (!analytical || pushed.current === serialised) return;
    pushed.current = serialised;
    // GA4's advice: clear the previous ecommerce object before pushing the next.
    pushToDataLayer({ ecommerce: null });
    pushToDataLayer(JSON.parse(serialised));
  }, [analytical, serialised]);
}
