import { formatMoney } from "~/lib/format";
import type { SpaceCard } from "./types";

// The pin's centre sits on the space's point.
const pinClass =
  "block -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full border-2 px-2 py-0.5 text-xs font-bold shadow-md";
const idlePin = `${pinClass} border-white bg-navy text-white`;
const activePin = `${pinClass} border-navy bg-mint text-navy scale-110`;
const bookedPin = `${pinClass} border-white bg-slate-600 text-white`;

/** A results-map pin's look: the hovered or chosen result stands out, a full one is greyed. */
export function pinClassFor(space: SpaceCard, active: boolean) {
  if (active) return activePin;
  return space.available ? idlePin : bookedPin;
}

/** What a pin shows: the price for the stay. */
export function pinLabel(space: SpaceCard): string {
  return space.price ? formatMoney(space.price.value, space.price.currency) : "View";
}

/** What a pin says to a screen reader. */
export function spokenPin(space: SpaceCard): string {
  const price = space.price ? pinLabel(space) : "price on the space's page";
  return `${space.title}, ${price}${space.available ? "" : ", fully booked"}`;
}
