import { expect, test } from "vitest";
import {
  NATIONAL_PRICE_GUIDES,
  nearbyCountry,
  percentile,
  priceGuide,
  priceSpread,
  roundToStep,
  type NearbyListingPrices,
} from "../../api/domain/price-guide";

function listing(overrides: Partial<NearbyListingPrices> = {}): NearbyListingPrices {
  return {
    country: "GBR",
    currency: "GBP",
    spaceType: "driveway",
    hourlyMinor: 200,
    dailyMinor: 1_200,
    monthlyMinor: 10_000,
    distanceMetres: 500,
    ...overrides,
  };
}

test("percentiles interpolate between the closest ranks", () => {
  expect(percentile([100, 150, 200, 250, 300, 400], 0.5)).toBe(225);
  expect(percentile([100, 150, 200, 250, 300, 400], 0.25)).toBe(162.5);
  expect(percentile([100, 150, 200, 250, 300, 400], 0.75)).toBe(287.5);
  expect(percentile([70], 0.25)).toBe(70);
  expect(() => percentile([], 0.5)).toThrow(RangeError);
});

test("a price spread is rounded to prices an owner would choose", () => {
  expect(priceSpread([400, 100, 300, 150, 250, 200], 10)).toEqual({
    median: 230,
    low: 160,
    high: 290,
  });
  expect(priceSpread([], 10)).toBeNull();
  expect(roundToStep(12, 50)).toBe(50);
  expect(roundToStep(1_274, 50)).toBe(1_250);
});

test("five nearby listings are enough for local figures", () => {
  const nearby = [100, 150, 200, 250, 300, 400].map((hourlyMinor, index) =>
    listing({ hourlyMinor, distanceMetres: 300 + index * 410 }),
  );

  const guide = priceGuide({ nearby, country: "GBR" });

  expect(guide).toMatchObject({
    country: "GBR",
    currency: "GBP",
    source: "nearby",
    basedOn: 6,
    radiusMetres: 2_400,
    spaceType: null,
  });
  expect(guide.prices.hourly).toEqual({ median: 230, low: 160, high: 290, basedOn: 6 });
});

test("fewer than five listings within 10 km give the national figures", () => {
  const nearby = [
    ...Array.from({ length: 4 }, () => listing({ distanceMetres: 800 })),
    listing({ distanceMetres: 10_500 }),
  ];

  const guide = priceGuide({ nearby, country: "GBR" });

  expect(guide).toMatchObject({ source: "national", basedOn: 0, radiusMetres: 10_000 });
  expect(guide.prices.monthly).toEqual({ ...NATIONAL_PRICE_GUIDES.GBR.monthly, basedOn: 0 });
});

test("Irish national figures are in euros", () => {
  const guide = priceGuide({ nearby: [], country: "IRL" });

  expect(guide.currency).toBe("EUR");
  expect(guide.prices.hourly).toEqual({ ...NATIONAL_PRICE_GUIDES.IRL.hourly, basedOn: 0 });
});

test("listings priced in another currency are left out, as across the Irish border", () => {
  const nearby = [
    ...Array.from({ length: 3 }, () => listing({ country: "IRL", currency: "EUR" })),
    ...Array.from({ length: 4 }, () => listing()),
  ];

  expect(priceGuide({ nearby, country: "GBR" }).source).toBe("national");
  expect(priceGuide({ nearby: [...nearby, listing()], country: "GBR" }).basedOn).toBe(5);
});

test("the owner's space type is compared like for like when five of that type are near", () => {
  const garages = Array.from({ length: 5 }, () =>
    listing({ spaceType: "garage", hourlyMinor: 400 }),
  );
  const driveways = Array.from({ length: 5 }, () => listing({ hourlyMinor: 150 }));

  const ofType = priceGuide({
    nearby: [...driveways, ...garages],
    country: "GBR",
    spaceType: "garage",
  });
  const tooFew = priceGuide({
    nearby: [...driveways, ...garages.slice(1)],
    country: "GBR",
    spaceType: "garage",
  });

  expect(ofType).toMatchObject({ spaceType: "garage", basedOn: 5 });
  expect(ofType.prices.hourly.median).toBe(400);
  expect(tooFew).toMatchObject({ spaceType: null, basedOn: 9 });
});

test("a price too few nearby listings offer falls back to its national figure alone", () => {
  const nearby = Array.from({ length: 6 }, (_, index) =>
    listing({ monthlyMinor: index < 2 ? 20_000 : null, dailyMinor: 900 }),
  );

  const guide = priceGuide({ nearby, country: "GBR" });

  expect(guide.source).toBe("nearby");
  expect(guide.prices.daily).toEqual({ median: 900, low: 900, high: 900, basedOn: 6 });
  expect(guide.prices.monthly).toEqual({ ...NATIONAL_PRICE_GUIDES.GBR.monthly, basedOn: 0 });
});

test("the point's country is the nearest listing's within 10 km", () => {
  expect(nearbyCountry([listing({ country: "IRL", currency: "EUR" }), listing()])).toBe("IRL");
  expect(nearbyCountry([listing({ distanceMetres: 12_000 })])).toBeNull();
  expect(nearbyCountry([])).toBeNull();
});
