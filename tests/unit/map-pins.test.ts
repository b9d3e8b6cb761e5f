import { expect, test } from "vitest";
import { CENTRE_MARKER_SIZE, pinSize, placePins } from "~/components/search/map-pins";
import type { Box, Offset } from "~/components/search/map-view";

const centre = { x: 0, y: 0 };
const size = pinSize("£12.50");

function overlaps(a: Offset, aSize: Box, b: Offset, bSize: Box) {
  return (
    Math.abs(a.x - b.x) < (aSize.width + bSize.width) / 2 &&
    Math.abs(a.y - b.y) < (aSize.height + bSize.height) / 2
  );
}

test("a pin clear of the others and of the centre stays on its point", () => {
  const placed = placePins(
    [
      { id: 1, at: { x: 100, y: 0 }, size },
      { id: 2, at: { x: -100, y: 60 }, size },
    ],
    centre,
  );

  expect(placed.map(({ id, spot }) => ({ id, spot }))).toEqual([
    { id: 1, spot: { x: 100, y: 0 } },
    { id: 2, spot: { x: -100, y: 60 } },
  ]);
});

test("pins on one point are spread so that none covers another or the centre marker", () => {
  const pins = [1, 2, 3, 4, 5, 6].map((id) => ({ id, at: { x: 10, y: 5 }, size }));

  const placed = placePins(pins, centre);

  const spots = placed.map(({ spot }) => spot);
  expect(spots).toHaveLength(pins.length);
  for (const [index, spot] of spots.entries()) {
    expect(overlaps(spot, size, centre, CENTRE_MARKER_SIZE)).toBe(false);
    for (const other of spots.slice(index + 1)) {
      expect(overlaps(spot, size, other, size)).toBe(false);
    }
  }
});

test("the first pin keeps its point and a later one on top of it moves the least it can", () => {
  const placed = placePins(
    [
      { id: 1, at: { x: 0, y: 100 }, size },
      { id: 2, at: { x: 8, y: 104 }, size },
    ],
    centre,
  );

  const [first, second] = placed.map(({ spot }) => spot);
  expect(first).toEqual({ x: 0, y: 100 });
  const nudged = second!;
  expect(overlaps(nudged, size, { x: 0, y: 100 }, size)).toBe(false);
  // Straight up or down clears a pin with one pin-height and a little more, not a pin-width.
  expect(Math.hypot(nudged.x - 8, nudged.y - 104)).toBeLessThan(size.height + 12);
});

test("a pin on the searched place moves off the centre marker", () => {
  const [pin] = placePins([{ id: 1, at: centre, size }], centre);

  expect(overlaps(pin!.spot, size, centre, CENTRE_MARKER_SIZE)).toBe(false);
});

test("a longer label takes a wider pin", () => {
  expect(pinSize("€1,250.00").width).toBeGreaterThan(pinSize("£5").width);
  expect(pinSize("£5").height).toBe(pinSize("€1,250.00").height);
});
