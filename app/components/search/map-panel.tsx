import { lazy, Suspense, useState } from "react";
import { MAX_ZOOM, MIN_ZOOM, type Box, type Offset } from "./map-view";
import type { ResultsMapProps } from "./results-map";
import { StaticMap } from "./static-map";
import type { MapLayout, MapTiles } from "./types";
import { useHydrated } from "./use-hydrated";

const ResultsMap = lazy(() => import("./results-map"));

type MapProps = Pick<ResultsMapProps, "place" | "spaces" | "tiles" | "activeId" | "onSelect">;

/**
 * Where each map sits: its view is fitted to a typical size of its spot (the server cannot
 * measure it), and its tiles reach far enough to fill the largest one.
 */
export const MAP_PLACEMENTS = {
  beside: { box: { width: 480, height: 560 }, reach: { x: 400, y: 560 } },
  above: { box: { width: 340, height: 320 }, reach: { x: 512, y: 192 } },
} satisfies Record<string, { box: Box; reach: Offset }>;

type Placement = keyof typeof MAP_PLACEMENTS;

function ZoomButton({
  label,
  sign,
  onClick,
  disabled,
}: {
  label: string;
  sign: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="map-zoom"
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}

function Attribution({ tiles }: { tiles: MapTiles }) {
  return (
    <p
      className="map-credit"
      // The tile server's credit, from the deployment's own configuration (MAP_TILE_ATTRIBUTION).
      dangerouslySetInnerHTML={{ __html: tiles.attribution }}
    />
  );
}

/**
 * The results map: drawn with the page as plain HTML, as the server laid it out, then swapped for
 * Leaflet, at the same view, once the driver points at, touches or tabs into it, so a first visit
 * carries no map code. A zoom button pressed before then zooms Leaflet as it arrives.
 */
function MapRegion({
  map,
  layout,
  placement,
  className,
}: {
  map: MapProps;
  layout: MapLayout;
  placement: Placement;
  className: string;
}) {
  const hydrated = useHydrated();
  const [view, setView] = useState(layout.view);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const want = () => setWanted(true);
  const zoomBy = (change: number) => {
    want();
    setView((current) => ({
      ...current,
      zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, current.zoom + change)),
    }));
  };

  return (
    <div
      role="region"
      aria-label={`Map of parking near ${map.place.name}`}
      className={`relative isolate overflow-hidden ${className}`}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      {ready ? null : (
        <StaticMap
          layout={layout}
          reach={MAP_PLACEMENTS[placement].reach}
          spaces={map.spaces}
          tiles={map.tiles}
          activeId={map.activeId}
        />
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <ResultsMap {...map} view={view} onViewChange={setView} onReady={() => setReady(true)} />
        </Suspense>
      ) : null}
      {hydrated ? (
        <div className="map-zooms">
          <ZoomButton
            label="Zoom in"
            sign="+"
            onClick={() => zoomBy(1)}
            disabled={view.zoom >= MAX_ZOOM}
          />
          <ZoomButton
            label="Zoom out"
            sign="−"
            onClick={() => zoomBy(-1)}
            disabled={view.zoom <= MIN_ZOOM}
          />
        </div>
      ) : null}
      {map.tiles ? <Attribution tiles={map.tiles} /> : null}
    </div>
  );
}

/**
 * The map beside the list on wide screens, and behind a 'Show map' disclosure above it on narrow
 * ones; the screen's width picks one with CSS, so both work without JavaScript.
 */
export function MapPanel({
  placement,
  layout,
  ...map
}: MapProps & { placement: Placement; layout: MapLayout }) {
  // New results start from their own fitted view.
  const results = [map.place.lat, map.place.lng, ...map.spaces.map((space) => space.id)].join();
  if (placement === "beside") {
    return (
      <MapRegion key={results} map={map} layout={layout} placement="beside" className="size-full" />
    );
  }
  return (
    <details className="group open:basis-full lg:hidden">
      <summary className="map-toggle">
        <span className="group-open:hidden">Show map</span>
        <span className="hidden group-open:inline">Hide map</span>
      </summary>
      <MapRegion
        key={results}
        map={map}
        layout={layout}
        placement="above"
        className="mt-3 h-80 rounded-lg border border-slate-300"
      />
    </details>
  );
}
