import type { CSSProperties } from "react";
import { tilesAround, TILE_SIZE, type Offset } from "./map-view";
import type { MapLayout, MapSpace, MapTiles } from "./types";

/** What a pin shows: the price for the stay. */
export function pinLabel(space: Pick<MapSpace, "price">): string {
  return space.price?.shown ?? "View";
}

/** A results-map pin's look: the hovered or chosen result stands out, a full one is greyed. */
export function pinClassFor(space: Pick<MapSpace, "available">, active: boolean) {
  if (active) return "map-pin map-pin-active";
  return space.available ? "map-pin" : "map-pin map-pin-booked";
}

function placedAt({ x, y }: Offset): CSSProperties {
  return { left: `calc(50% + ${x}px)`, top: `calc(50% + ${y}px)` };
}

/**
 * The results map as plain HTML, drawn as the server laid it out: tiles and pins placed around
 * the container's centre, so it is right at any size and needs no script. Leaflet takes over at
 * the same view when the driver reaches for the map. Pins are links for a click without
 * JavaScript; screen readers have the same spaces in the list.
 */
export function StaticMap({
  layout,
  reach,
  spaces,
  tiles,
  activeId,
}: {
  layout: MapLayout;
  /** How far from the centre, in pixels, the tiles must cover. */
  reach: Offset;
  /** In the order of the layout's spots. */
  spaces: MapSpace[];
  tiles: MapTiles | null;
  activeId: number | null;
}) {
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden bg-slate-100">
      {tiles
        ? tilesAround({ world: layout.world, zoom: layout.view.zoom }, tiles.url, reach).map(
            (tile) => (
              <img
                key={tile.key}
                src={tile.url}
                alt=""
                width={TILE_SIZE}
                height={TILE_SIZE}
                loading="lazy"
                decoding="async"
                draggable={false}
                className="absolute max-w-none select-none"
                style={placedAt(tile.offset)}
              />
            ),
          )
        : null}
      <span className="map-centre" style={placedAt(layout.centre)} data-testid="map-centre" />
      {spaces.map((space, index) => {
        const active = space.id === activeId;
        return (
          <a
            key={space.id}
            href={space.href}
            tabIndex={-1}
            className={active ? "absolute z-10" : "absolute"}
            style={placedAt(layout.spots[index] ?? layout.centre)}
          >
            <span className={pinClassFor(space, active)}>{pinLabel(space)}</span>
          </a>
        );
      })}
    </div>
  );
}
