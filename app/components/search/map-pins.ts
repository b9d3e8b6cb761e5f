import type { Box, Offset } from "./map-view";

/**
 * A pin's size on screen for its label, a little over the drawn one (12 px bold figures, 8 px of
 * padding and a 2 px border each side, 10% larger when active), so pins kept apart never touch.
 */
export function pinSize(label: string): Box {
  return { width: 24 + Math.ceil(label.length * 7.5), height: 26 };
}

/** The marker at the searched place's point, as both maps draw it. */
export const CENTRE_MARKER_SIZE: Box = { width: 19, height: 19 };

const RING_STEP = 6;
const GAP = 2;

type Placed = { at: Offset; size: Box };

/** Whether a pin of `size` at (`x`, `y`) would touch one already placed. */
function collides(x: number, y: number, size: Box, taken: Placed[]) {
  return taken.some(
    (other) =>
      Math.abs(x - other.at.x) < (size.width + other.size.width) / 2 + GAP &&
      Math.abs(y - other.at.y) < (size.height + other.size.height) / 2 + GAP,
  );
}

/**
 * The steps from a point to the spots `ring` steps of `RING_STEP` away, clockwise from straight
 * up, kept once worked out: a crowded map tries hundreds of spots for each pin on every render.
 */
const ringSteps: Offset[][] = [];

function stepsOfRing(ring: number): Offset[] {
  let steps = ringSteps[ring];
  if (!steps) {
    const radius = ring * RING_STEP;
    const count = Math.max(8, Math.round((2 * Math.PI * radius) / RING_STEP));
    steps = Array.from({ length: count }, (_, step) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * step) / count;
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    });
    ringSteps[ring] = steps;
  }
  return steps;
}

/** The clear spot nearest `wanted` for a pin of `size`: one always exists beyond the others. */
function clearSpot(wanted: Offset, size: Box, taken: Placed[]): Offset {
  if (!collides(wanted.x, wanted.y, size, taken)) return wanted;
  for (let ring = 1; ; ring += 1) {
    for (const step of stepsOfRing(ring)) {
      const x = Math.round(wanted.x + step.x);
      const y = Math.round(wanted.y + step.y);
      if (!collides(x, y, size, taken)) return { x, y };
    }
  }
}

/**
 * Where each pin is drawn, in screen pixels (`spot`): on its space's point (`at`) when that is
 * clear of the centre marker and of the pins placed before it, otherwise nudged to the nearest
 * clear spot, so no price hides another or the searched place. Pins are placed in the list's
 * order, so the first results sit exactly on their points.
 */
export function placePins<Pin extends { at: Offset; size: Box }>(
  pins: Pin[],
  centre: Offset,
): (Pin & { spot: Offset })[] {
  const taken: Placed[] = [{ at: centre, size: CENTRE_MARKER_SIZE }];
  return pins.map((pin) => {
    const spot = clearSpot(pin.at, pin.size, taken);
    taken.push({ at: spot, size: pin.size });
    return { ...pin, spot };
  });
}
