import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useLayoutEffect, useRef } from "react";
import { pinSize, placePins } from "./map-pins";
import { MAX_ZOOM, MIN_ZOOM, type MapView } from "./map-view";
import { pinClassFor, pinLabel } from "./static-map";
import type { MapTiles, SearchPlace, SearchResult } from "./types";

/**
 * The results on a Leaflet map, to move and zoom. Loaded only in the browser and only when the
 * driver reaches for the search page's map (a lazy import): until then the static map stands in
 * at the same view.
 */
export type ResultsMapProps = {
  place: SearchPlace;
  spaces: SearchResult[];
  tiles: MapTiles | null;
  activeId: number | null;
  onSelect: (id: number) => void;
  view: MapView;
  onViewChange: (view: MapView) => void;
  /** Called once the map shows its tiles (at once without a tile server). */
  onReady: () => void;
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ??
      character,
  );
}

/** What a pin says to a screen reader. */
function spokenPin(space: SearchResult): string {
  const price = space.price ? pinLabel(space) : "price on the space's page";
  return `${space.title}, ${price}${space.available ? "" : ", fully booked"}`;
}

function pinHtml(space: SearchResult, active: boolean): string {
  return `<span class="${pinClassFor(space, active)}"><span aria-hidden="true">${escapeHtml(pinLabel(space))}</span><span class="sr-only">${escapeHtml(spokenPin(space))}</span></span>`;
}

function popupHtml(space: SearchResult): string {
  return `<p class="m-0 font-semibold text-slate-900">${escapeHtml(space.title)}</p><p class="m-0 text-slate-700">${escapeHtml(
    pinLabel(space),
  )}${space.available ? "" : " · fully booked"}</p><a class="text-blue-800 underline" href="${escapeHtml(space.href)}">View this space</a>`;
}

type Marked = { marker: L.Marker; space: SearchResult };

/** Nudges overlapping pins apart at the map's zoom, as the static map does at its own. */
function spreadPins(map: L.Map, centre: L.LatLngTuple, markers: Iterable<Marked>) {
  const zoom = map.getZoom();
  const pins = placePins(
    [...markers].map(({ marker, space }) => ({
      marker,
      at: map.project([space.lat, space.lng], zoom),
      size: pinSize(pinLabel(space)),
    })),
    map.project(centre, zoom),
  );
  for (const { marker, spot } of pins) marker.setLatLng(map.unproject([spot.x, spot.y], zoom));
}

function viewOf(map: L.Map): MapView {
  const { lat, lng } = map.getCenter();
  return { lat, lng, zoom: map.getZoom() };
}

export default function ResultsMap({
  place,
  spaces,
  tiles,
  activeId,
  onSelect,
  view,
  onViewChange,
  onReady,
}: ResultsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<number, Marked>());
  const latest = useRef({ onSelect, onViewChange, onReady, view });

  useEffect(() => {
    latest.current = { onSelect, onViewChange, onReady, view };
  });

  const tileUrl = tiles?.url;
  // Before paint, so the map appears over the static one in the same frame.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { view } = latest.current;
    const map = L.map(container, {
      center: [view.lat, view.lng],
      zoom: view.zoom,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      attributionControl: false,
    });
    map.on("moveend", () => latest.current.onViewChange(viewOf(map)));
    if (tileUrl) {
      L.tileLayer(tileUrl, { maxZoom: MAX_ZOOM })
        .once("load", () => latest.current.onReady())
        .addTo(map);
    } else {
      latest.current.onReady();
    }
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (map.getZoom() !== view.zoom || !map.getCenter().equals([view.lat, view.lng])) {
      map.setView([view.lat, view.lng], view.zoom);
    }
  }, [view]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    L.circleMarker([place.lat, place.lng], {
      radius: 8,
      color: "#0b1f3a",
      weight: 3,
      fillColor: "#ffffff",
      fillOpacity: 1,
      interactive: false,
    }).addTo(layer);
    const markers = new Map<number, Marked>();
    for (const space of spaces) {
      const marker = L.marker([space.lat, space.lng], {
        icon: L.divIcon({ className: "", html: pinHtml(space, false), iconSize: undefined }),
        keyboard: true,
        riseOnHover: true,
      })
        .bindPopup(popupHtml(space), { closeButton: true })
        .on("click", () => latest.current.onSelect(space.id))
        .addTo(layer);
      markers.set(space.id, { marker, space });
    }
    markersRef.current = markers;
    const spread = () => spreadPins(map, [place.lat, place.lng], markers.values());
    spread();
    map.on("zoomend", spread);
    return () => {
      map.off("zoomend", spread);
      layer.remove();
    };
  }, [place.lat, place.lng, spaces]);

  useEffect(() => {
    for (const [id, { marker, space }] of markersRef.current) {
      const active = id === activeId;
      const pin = marker.getElement()?.firstElementChild;
      if (pin) pin.className = pinClassFor(space, active);
      marker.setZIndexOffset(active ? 1000 : 0);
    }
  }, [activeId, spaces]);

  // Transparent until its tiles arrive, so the static map beneath shows through meanwhile; in
  // the page's font rather than Leaflet's, so the pins look the same as they did.
  return (
    <div
      ref={containerRef}
      className="absolute inset-0"
      style={{ background: "none", font: "inherit" }}
    />
  );
}
