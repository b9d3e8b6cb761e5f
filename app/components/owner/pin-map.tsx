import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { MapTiles } from "~/components/search/types";

export type Pin = { lat: number; lng: number };

export type PinMapProps = {
  pin: Pin | null;
  tiles: MapTiles | null;
  onPlace: (pin: Pin) => void;
};

// Great Britain and Ireland, for an owner who has not found their area yet.
const WHOLE_MAP: L.LatLngBoundsExpression = [
  [49.8, -10.7],
  [58.8, 1.9],
];
const STREET_ZOOM = 17;

const pinIcon = L.divIcon({
  className: "",
  html: '<span class="block size-6 -translate-x-1/2 -translate-y-full rounded-full rounded-br-none rotate-45 border-2 border-white bg-navy shadow-md"></span>',
  iconSize: undefined,
});

/**
 * The owner's pin on a Leaflet map, dragged or placed with a click. Loaded lazily and only in
 * the browser, as the search page's map is, with the same tiles.
 */
export default function PinMap({ pin, tiles, onPlace }: PinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPlaceRef = useRef(onPlace);

  useEffect(() => {
    onPlaceRef.current = onPlace;
  }, [onPlace]);

  const tileUrl = tiles?.url;
  const attribution = tiles?.attribution;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { scrollWheelZoom: false });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    map.fitBounds(WHOLE_MAP);
    map.on("click", (event: L.LeafletMouseEvent) => {
      onPlaceRef.current({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tileUrl, attribution]);

  const lat = pin?.lat;
  const lng = pin?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || lat === undefined || lng === undefined) return;
    const marker = markerRef.current;
    if (marker) {
      marker.setLatLng([lat, lng]);
    } else {
      const placed = L.marker([lat, lng], {
        icon: pinIcon,
        draggable: true,
        keyboard: false,
        title: "Your space",
      }).addTo(map);
      placed.on("dragend", () => {
        const point = placed.getLatLng();
        onPlaceRef.current({ lat: point.lat, lng: point.lng });
      });
      markerRef.current = placed;
    }
    if (!map.getBounds().contains([lat, lng]) || map.getZoom() < 14) {
      map.setView([lat, lng], Math.max(map.getZoom(), STREET_ZOOM - 2));
    }
  }, [lat, lng]);

  return <div ref={containerRef} className="size-full bg-slate-100" />;
}
