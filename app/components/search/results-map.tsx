import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { formatMoney } from "./format";
import type { MapTiles, SearchPlace, SpaceCard } from "./types";

/**
 * The results on a Leaflet map. Loaded only in the browser and only by the search page (a lazy
 * import), so neither the server nor any other page carries Leaflet.
 */
export type ResultsMapProps = {
  place: SearchPlace;
  spaces: SpaceCard[];
  tiles: MapTiles | null;
  activeId: number | null;
  onSelect: (id: number) => void;
};

// Leaflet puts the icon's corner on the point; the pill centres itself over it.
const pinClass =
  "block -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full border-2 px-2 py-0.5 text-xs font-bold shadow-md";
const idlePin = `${pinClass} border-white bg-navy text-white`;
const activePin = `${pinClass} border-navy bg-mint text-navy scale-110`;
const bookedPin = `${pinClass} border-white bg-slate-600 text-white`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ??
      character,
  );
}

function priceLabel(space: SpaceCard): string {
  return space.price ? formatMoney(space.price.value, space.price.currency) : "View";
}

function pinClassFor(space: SpaceCard, active: boolean) {
  if (active) return activePin;
  return space.available ? idlePin : bookedPin;
}

function pinHtml(space: SpaceCard, active: boolean): string {
  const label = priceLabel(space);
  const spoken = `${space.title}, ${space.price ? label : "price on the space's page"}${
    space.available ? "" : ", fully booked"
  }`;
  return `<span class="${pinClassFor(space, active)}"><span aria-hidden="true">${escapeHtml(label)}</span><span class="sr-only">${escapeHtml(spoken)}</span></span>`;
}

function popupHtml(space: SpaceCard): string {
  return `<p class="m-0 font-semibold text-slate-900">${escapeHtml(space.title)}</p><p class="m-0 text-slate-700">${escapeHtml(
    priceLabel(space),
  )}${space.available ? "" : " · fully booked"}</p><a class="text-blue-800 underline" href="${escapeHtml(space.href)}">View this space</a>`;
}

export default function ResultsMap({ place, spaces, tiles, activeId, onSelect }: ResultsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<number, { marker: L.Marker; space: SpaceCard }>());
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const tileUrl = tiles?.url;
  const attribution = tiles?.attribution;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { scrollWheelZoom: true });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl, attribution]);

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
    const markers = new Map<number, { marker: L.Marker; space: SpaceCard }>();
    for (const space of spaces) {
      const marker = L.marker([space.lat, space.lng], {
        icon: L.divIcon({ className: "", html: pinHtml(space, false), iconSize: undefined }),
        keyboard: true,
        riseOnHover: true,
      })
        .bindPopup(popupHtml(space), { closeButton: true })
        .on("click", () => onSelectRef.current(space.id))
        .addTo(layer);
      markers.set(space.id, { marker, space });
    }
    markersRef.current = markers;
    const bounds = L.latLngBounds([
      [place.lat, place.lng],
      ...spaces.map((space): [number, number] => [space.lat, space.lng]),
    ]);
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: 16 });
    return () => {
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

  return <div ref={containerRef} className="size-full bg-slate-100" />;
}
