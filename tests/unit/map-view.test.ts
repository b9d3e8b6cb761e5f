// @vitest-environment jsdom
import L from "leaflet";
import { expect, test } from "vitest";
import {
  fitView,
  offsetFromCentre,
  project,
  tilesAround,
  unproject,
  type MapView,
} from "~/components/search/map-view";

const trafalgarSquare = { lat: 51.508, lng: -0.1281 };

test("projects as Leaflet's Web Mercator does, and back", () => {
  for (const zoom of [0, 5, 12, 16]) {
    const ours = project(trafalgarSquare, zoom);
    const leaflets = L.CRS.EPSG3857.latLngToPoint(L.latLng(trafalgarSquare), zoom);
    expect(ours.x).toBeCloseTo(leaflets.x, 6);
    expect(ours.y).toBeCloseTo(leaflets.y, 6);
    const back = unproject(ours, zoom);
    expect(back.lat).toBeCloseTo(trafalgarSquare.lat, 9);
    expect(back.lng).toBeCloseTo(trafalgarSquare.lng, 9);
  }
});

test("fits the points with their padding at the zoom Leaflet's fitBounds picks", () => {
  const points = [trafalgarSquare, { lat: 51.5155, lng: -0.1419 }, { lat: 51.5007, lng: -0.1246 }];
  const box = { width: 480, height: 560 };
  const view = fitView(points, box, { padding: 40, maxZoom: 16 });

  const container = document.createElement("div");
  Object.defineProperty(container, "clientWidth", { value: box.width });
  Object.defineProperty(container, "clientHeight", { value: box.height });
  const map = L.map(container).fitBounds(L.latLngBounds(points.map((point) => L.latLng(point))), {
    padding: [40, 40],
    maxZoom: 16,
  });
  expect(view.zoom).toBe(map.getZoom());
  expect(view.lat).toBeCloseTo(map.getCenter().lat, 6);
  expect(view.lng).toBeCloseTo(map.getCenter().lng, 6);

  for (const point of points) {
    const { x, y } = offsetFromCentre(view, point);
    expect(Math.abs(x)).toBeLessThanOrEqual(box.width / 2 - 40);
    expect(Math.abs(y)).toBeLessThanOrEqual(box.height / 2 - 40);
  }
});

test("one point, or points on one spot, are shown at the closest zoom allowed", () => {
  const box = { width: 300, height: 300 };
  for (const points of [[trafalgarSquare], [trafalgarSquare, { ...trafalgarSquare }]]) {
    const view = fitView(points, box, { padding: 40, maxZoom: 16 });
    expect(view.zoom).toBe(16);
    expect(view.lat).toBeCloseTo(trafalgarSquare.lat, 9);
    expect(view.lng).toBeCloseTo(trafalgarSquare.lng, 9);
  }
  expect(() => fitView([], { width: 300, height: 300 }, { padding: 40, maxZoom: 16 })).toThrow();
});

/** A view as the server sends it: its centre in pixels on the world's map at its zoom. */
function centred(view: MapView) {
  return { world: project(view, view.zoom), zoom: view.zoom };
}

test("lays the tiles that cover the reach around the centre, named as the tile server names them", () => {
  const view = { lat: 51.5074, lng: -0.1278, zoom: 12 };
  const tiles = tilesAround(centred(view), "https://{s}.tiles.example/{z}/{x}/{y}{r}.png", {
    x: 300,
    y: 200,
  });
  // Central London is tile 12/2046/1362 on every slippy map.
  const centre = tiles.find((tile) => tile.key === "12/2046/1362");
  expect(centre?.url).toBe(`https://${"abc"[(2046 + 1362) % 3]}.tiles.example/12/2046/1362.png`);
  expect(centre!.offset.x).toBeLessThanOrEqual(0);
  expect(centre!.offset.x).toBeGreaterThan(-256);
  // Every pixel within the reach lies on exactly one tile.
  for (const [x, y] of [
    [-300, -200],
    [0, 0],
    [299, 199],
    [-1, 150],
  ] as const) {
    const covering = tiles.filter(
      ({ offset }) => x >= offset.x && x < offset.x + 256 && y >= offset.y && y < offset.y + 256,
    );
    expect(covering).toHaveLength(1);
  }
});

test("wraps across the antimeridian and stops at the poles", () => {
  const tiles = tilesAround(
    centred({ lat: 84, lng: 179.9, zoom: 2 }),
    "https://t/{z}/{x}/{y}.png",
    {
      x: 300,
      y: 300,
    },
  );
  expect(tiles.every((tile) => /\/2\/[0-3]\/[0-3]\.png$/.test(tile.url))).toBe(true);
  expect(tiles.some((tile) => tile.url.endsWith("/2/0/0.png"))).toBe(true);
});
