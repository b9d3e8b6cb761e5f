import { expect, test } from "vitest";
import { layOutMap } from "~/components/search/map-layout";

const place = { lat: 51.5074, lng: -0.1278 };
const box = { width: 480, height: 560 };

function results(shown: string) {
  return [0, 1, 2, 3].map((index) => ({
    id: index + 1,
    href: `/london/soho-parking/space-${index + 1}`,
    available: true,
    price: { value: 12.5, currency: "GBP" as const, per: "stay" as const, shown },
    lat: place.lat + 0.0001 * index,
    lng: place.lng,
  }));
}

test("the same results in the same box are laid out once, for every visitor shown them", () => {
  expect(layOutMap(place, results("£12.50"), box)).toBe(layOutMap(place, results("£12.50"), box));
});

test("other results, labels or boxes are laid out afresh", () => {
  const first = layOutMap(place, results("£12.50"), box);
  const wider = layOutMap(place, results("£112.50"), box);

  expect(wider).not.toBe(first);
  expect(wider.spots).not.toEqual(first.spots);
  expect(layOutMap(place, results("£12.50"), { width: 360, height: 240 })).not.toBe(first);
  expect(layOutMap({ ...place, lat: 51.5 }, results("£12.50"), box)).not.toBe(first);
});
