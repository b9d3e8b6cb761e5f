import type { CSSProperties } from "react";
import { pinClassFor, pinLabel, pinSize, placePins } from "./map-pins";
import { offsetFromCentre, tilesAround, TILE_SIZE, type MapView, type Offset } from "./map-view";
import type { MapTiles, SearchPlace, SpaceCard } from "./types";

function placedAt({ x, y }: Offset): CSSProperties {
  return { left: `calc(50% + ${x}px)`, top: `calc(50% + ${y}px)` };
}

/**
 * The results map as plain HTML, drawn with the page: tiles and pins placed around the
 * container's centre, so it is right at any size and needs no script. Leaflet takes over at the
 * same view when the driver reaches for the map. Pins are links for a click without JavaScript;
 * screen readers have the same spaces in the list.
 */
export function StaticMap({
  view,
  reach,
  place,
  spaces,
  tiles,
  activeId,
}: {
  view: MapView;
  /** How far from the centre, in pixels, the tiles must cover. */
  reach: Offset;
  place: SearchPlace;
  spaces: SpaceCard[];
  tiles: MapTiles | null;
  activeId: number | null;
}) {
  const centre = offsetFromCentre(view, place);
  const pins = placePins(
    spaces.map((space) => ({
      space,
      at: offsetFromCentre(view, space),
      size: pinSize(pinLabel(space)),
    })),
    centre,
  );
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden bg-slate-100">
      {tiles
        ? tilesAround(view, tiles.url, reach).map((tile) => (
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
          ))
        : null}
      <span
        className="absolute size-[19px] -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-navy bg-white"
        style={placedAt(centre)}
        data-testid="map-centre"
      />
      {pins.map(({ space, spot }) => {
        const active = space.id === activeId;
        return (
          <a
            key={space.id}
            href={space.href}
            tabIndex={-1}
            className={`absolute ${active ? "z-10" : ""}`}
            style={placedAt(spot)}
          >
            <span className={pinClassFor(space, active)}>{pinLabel(space)}</span>
          </a>
        );
      })}
    </div>
  );
}
