import { BoundedMap } from "#contract/bounded-map";
import { pinSize, placePins } from "./map-pins";
import { fitView, offsetFromCentre, project, type Box, type LatLng } from "./map-view";
import { pinLabel } from "./static-map";
import type { MapLayout, MapSpace } from "./types";

/**
 * Layouts lately worked out, by what they are made of: a search that visitors share (decision
 * 041) is laid out once, where nudging a crowded map's pins apart took a twentieth of its CPU.
 */
const LAYOUTS_KEPT = 256;
const laidOut = new BoundedMap<string, MapLayout>(LAYOUTS_KEPT);

function layoutKey(place: LatLng, spaces: (MapSpace & LatLng)[], box: Box) {
  const pins = spaces.map((space) => `${space.lat},${space.lng},${pinLabel(space)}`);
  return `${box.width}x${box.height};${place.lat},${place.lng};${pins.join(";")}`;
}

/**
 * The results map for a box of about `box` pixels, laid out by the server: the view that fits
 * the place and its spaces, and where the place's marker and each pin go, nudged clear of each
 * other. The browser draws it as it is (decision 033); Leaflet takes over at the same view.
 */
export function layOutMap(place: LatLng, spaces: (MapSpace & LatLng)[], box: Box): MapLayout {
  const key = layoutKey(place, spaces, box);
  const kept = laidOut.get(key);
  if (kept) return kept;
  const view = fitView([place, ...spaces], box, { padding: 40, maxZoom: 16 });
  const centre = offsetFromCentre(view, place);
  const pins = spaces.map((space) => ({
    at: offsetFromCentre(view, space),
    size: pinSize(pinLabel(space)),
  }));
  const layout = {
    view,
    world: project(view, view.zoom),
    centre,
    spots: placePins(pins, centre).map((pin) => pin.spot),
  };
  laidOut.set(key, layout);
  return layout;
}
