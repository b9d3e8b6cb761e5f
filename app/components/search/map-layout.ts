import { pinSize, placePins } from "./map-pins";
import { fitView, offsetFromCentre, project, type Box, type LatLng } from "./map-view";
import { pinLabel } from "./static-map";
import type { MapLayout, MapSpace } from "./types";

/**
 * The results map for a box of about `box` pixels, laid out by the server: the view that fits
 * the place and its spaces, and where the place's marker and each pin go, nudged clear of each
 * other. The browser draws it as it is (decision 033); Leaflet takes over at the same view.
 */
export function layOutMap(place: LatLng, spaces: (MapSpace & LatLng)[], box: Box): MapLayout {
  const view = fitView([place, ...spaces], box, { padding: 40, maxZoom: 16 });
  const centre = offsetFromCentre(view, place);
  const pins = spaces.map((space) => ({
    at: offsetFromCentre(view, space),
    size: pinSize(pinLabel(space)),
  }));
  return {
    view,
    world: project(view, view.zoom),
    centre,
    spots: placePins(pins, centre).map((pin) => pin.spot),
  };
}
