import { expect, test } from "vitest";
import { nestIndexedFields } from "#contract/listings";
import { normalisePostcode } from "#contract/fields";
import {
  currencyForCountry,
  pageSegments,
  pagePath,
  slugCandidates,
} from "../../api/domain/listing-pages";
import { photoAlt, photoKey, photoKeyMatches, photoUrl } from "../../api/domain/listing-photos";

test("postcodes and Eircodes are written the standard way, and anything else is refused", () => {
  expect(normalisePostcode("ls14dy", "GBR")).toBe("LS1 4DY");
  expect(normalisePostcode(" sw1a  1aa ", "GBR")).toBe("SW1A 1AA");
  expect(normalisePostcode("d02x285", "IRL")).toBe("D02 X285");
  expect(normalisePostcode("D6W 1234", "IRL")).toBe("D6W 1234");
  expect(normalisePostcode("D02 X285", "GBR")).toBeNull();
  expect(normalisePostcode("LS1", "GBR")).toBeNull();
});

test("form fields named as conform names a list's become that list", () => {
  expect(
    nestIndexedFields({
      step: "availability",
      "hours[1].weekday": "4",
      "hours[0].weekday": "0",
      "hours[0].opens_at": "07:00",
    }),
  ).toEqual({
    step: "availability",
    hours: [{ weekday: "0", opens_at: "07:00" }, { weekday: "4" }],
  });
  expect(nestIndexedFields("not a form")).toBe("not a form");
});

test("a space's page hangs under a nearby landing page, else its town", () => {
  expect(
    pageSegments({ name: "Leeds", landingPath: "/leeds/leeds-station-parking" }, "Leeds"),
  ).toEqual({ citySlug: "leeds", districtSlug: "leeds-station-parking" });
  expect(pageSegments({ name: "Bishop's Stortford", landingPath: null }, "Herts")).toEqual({
    citySlug: "bishop-s-stortford",
    districtSlug: "bishop-s-stortford-parking",
  });
  expect(pageSegments(null, "Dún Laoghaire")).toEqual({
    citySlug: "dun-laoghaire",
    districtSlug: "dun-laoghaire-parking",
  });
  expect(slugCandidates("Garage & EV charger!", 42, 3)).toEqual([
    "garage-and-ev-charger-42",
    "garage-and-ev-charger-42-2",
    "garage-and-ev-charger-42-3",
  ]);
  expect(pagePath({ citySlug: "leeds", districtSlug: "leeds-parking", slug: "bay-1" })).toBe(
    "/leeds/leeds-parking/bay-1",
  );
  expect(pagePath({ citySlug: null, districtSlug: null, slug: null })).toBeNull();
  expect(currencyForCountry("IRL")).toBe("EUR");
  expect(currencyForCountry("GBR")).toBe("GBP");
});

test("a draft's photo key opens that listing's photos only", () => {
  const secret = "a-test-secret-that-is-at-least-32-characters-long";
  const key = photoKey(secret, 7);
  expect(photoKeyMatches(secret, 7, key)).toBe(true);
  expect(photoKeyMatches(secret, 8, key)).toBe(false);
  expect(photoKeyMatches(secret, 7, undefined)).toBe(false);
  expect(photoUrl({ listingId: 7, position: 2, id: 91 }, key)).toBe(
    `/api/v2/spaces/7/photos/2?v=91&key=${key}`,
  );
  expect(photoUrl({ listingId: 7, position: 0, id: 90 })).toBe("/api/v2/spaces/7/photos/0?v=90");
});

test("photos are described by the space's title", () => {
  expect(photoAlt("Garage on Mill Road", 1, 3)).toBe("Garage on Mill Road, photo 2 of 3");
  expect(photoAlt("Garage on Mill Road", 0, 1)).toBe("Garage on Mill Road");
  expect(photoAlt("", 0, 1)).toBe("The parking space");
});
