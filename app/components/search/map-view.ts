/**
 * The search map's view in Web Mercator (the projection of every slippy-map tile server and of
 * Leaflet's default CRS), so the server can draw the results map that Leaflet later takes over
 * at exactly the same centre and zoom.
 */
export const TILE_SIZE = 256;
export const MIN_ZOOM = 5;
export const MAX_ZOOM = 18;

export type LatLng = { lat: number; lng: number };
export type MapView = LatLng & { zoom: number };
export type Offset = { x: number; y: number };
export type Box = { width: number; height: number };

const MAX_LATITUDE = 85.0511287798;
// Leaflet's default `{s}` subdomains.
const SUBDOMAINS = "abc";

function worldSize(zoom: number) {
  return TILE_SIZE * 2 ** zoom;
}

/** The point's position in pixels on the whole world's map at `zoom`. */
export function project({ lat, lng }: LatLng, zoom: number): Offset {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const size = worldSize(zoom);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: Offset, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

/**
 * The view that shows every point inside `box` with `padding` pixels to spare: the centre of
 * their bounds and the closest whole zoom at which they fit, as Leaflet's fitBounds picks it.
 */
export function fitView(
  points: LatLng[],
  box: Box,
  { padding, maxZoom }: { padding: number; maxZoom: number },
): MapView {
  const [first, ...rest] = points;
  if (!first) throw new Error("A map view needs at least one point");
  const corners = rest.reduce(
    (bounds, point) => ({
      north: Math.max(bounds.north, point.lat),
      south: Math.min(bounds.south, point.lat),
      east: Math.max(bounds.east, point.lng),
      west: Math.min(bounds.west, point.lng),
    }),
    { north: first.lat, south: first.lat, east: first.lng, west: first.lng },
  );
  const northWest = project({ lat: corners.north, lng: corners.west }, 0);
  const southEast = project({ lat: corners.south, lng: corners.east }, 0);
  const span = { x: southEast.x - northWest.x, y: southEast.y - northWest.y };
  const room = { x: box.width - 2 * padding, y: box.height - 2 * padding };
  const scale = Math.min(
    span.x > 0 ? room.x / span.x : Infinity,
    span.y > 0 ? room.y / span.y : Infinity,
  );
  const zoom = Math.max(MIN_ZOOM, Math.min(maxZoom, Math.floor(Math.log2(scale))));
  const centre = unproject(
    { x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 },
    0,
  );
  return { ...centre, zoom };
}

/** Where `point` sits relative to the map's centre, in whole pixels. */
export function offsetFromCentre(view: MapView, point: LatLng): Offset {
  const centre = project(view, view.zoom);
  const at = project(point, view.zoom);
  return { x: Math.round(at.x - centre.x), y: Math.round(at.y - centre.y) };
}

export type Tile = { key: string; url: string; offset: Offset };

/**
 * The tiles covering `reach` pixels either side of the map's centre (`world`: the view's centre
 * in pixels on the whole world's map at `zoom`), each placed by its top-left corner relative to
 * the centre. Arithmetic alone, so the browser draws the server's layout without projecting.
 * `{s}` picks a subdomain the way Leaflet does, so the tiles Leaflet requests later are the ones
 * the browser already holds.
 */
export function tilesAround(
  { world, zoom }: { world: Offset; zoom: number },
  template: string,
  reach: Offset,
): Tile[] {
  const count = 2 ** zoom;
  const first = {
    x: Math.floor((world.x - reach.x) / TILE_SIZE),
    y: Math.floor((world.y - reach.y) / TILE_SIZE),
  };
  const last = {
    x: Math.floor((world.x + reach.x) / TILE_SIZE),
    y: Math.floor((world.y + reach.y) / TILE_SIZE),
  };
  const tiles: Tile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(count - 1, last.y); y += 1) {
    for (let x = first.x; x <= last.x; x += 1) {
      const wrappedX = ((x % count) + count) % count;
      const url = template
        .replace("{s}", SUBDOMAINS[Math.abs(wrappedX + y) % SUBDOMAINS.length] ?? "a")
        .replace("{z}", String(zoom))
        .replace("{x}", String(wrappedX))
        .replace("{y}", String(y))
        .replace("{r}", "");
      tiles.push({
        key: `${zoom}/${x}/${y}`,
        url,
        offset: {
          x: Math.round(x * TILE_SIZE - world.x),
          y: Math.round(y * TILE_SIZE - world.y),
        },
      });
    }
  }
  return tiles;
}
