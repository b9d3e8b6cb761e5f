import type { PriceWithFee } from "./domain/pricing";
import { majorUnits } from "./domain/money";

/** A price with its service fee, as the answers write it (contract/quotes.ts `priceWithFeeSchema`). */
export function priceWithFeePayload(price: PriceWithFee) {
  return {
    value: majorUnits(price.valueMinor),
    service_fee: majorUnits(price.serviceFeeMinor),
    total: majorUnits(price.totalMinor),
  };
}

/** The price a search or a space shows, or null when it has none for the stay. */
export function shownPricePayload(price: (PriceWithFee & { per: "stay" | "month" }) | null) {
  return price && { ...priceWithFeePayload(price), per: price.per };
}
