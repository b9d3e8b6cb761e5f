import { expect, test } from "vitest";
import {
  buildSearchText,
  codeCandidates,
  normalizePlaceText,
  placeLabel,
} from "../../api/domain/place-search";

test("place names are compared without case, accents, apostrophes or punctuation", () => {
  expect(normalizePlaceText("King's Cross")).toBe("kings cross");
  expect(normalizePlaceText("  Dún Laoghaire ")).toBe("dun laoghaire");
  expect(normalizePlaceText("Stoke-on-Trent")).toBe("stoke on trent");
  expect(normalizePlaceText("Heathrow Terminals 2 & 3")).toBe("heathrow terminals 2 and 3");
  expect(normalizePlaceText("?!")).toBe("");
});

test("the search text holds every distinct name of a place between bars", () => {
  expect(buildSearchText("Galway", ["Gaillimh", "galway", "Galway city"])).toBe(
    "|galway|gaillimh|galway city|",
  );
  expect(buildSearchText("Leeds", [])).toBe("|leeds|");
});

test("a code query is read as written, upper case and without spaces", () => {
  expect(codeCandidates("lhr")).toEqual(["LHR"]);
  expect(codeCandidates(" sw1a ")).toEqual(["SW1A"]);
});

test("a full postcode also counts as its outward code", () => {
  expect(codeCandidates("SW1A 1AA")).toEqual(["SW1A1AA", "SW1A"]);
  expect(codeCandidates("sw1a1aa")).toEqual(["SW1A1AA", "SW1A"]);
  expect(codeCandidates("E1 6AN")).toEqual(["E16AN", "E1"]);
  expect(codeCandidates("W1A 0AX")).toEqual(["W1A0AX", "W1A"]);
});

test("a postcode whose inward part is half typed still counts as its outward code", () => {
  expect(codeCandidates("SW1A 1A")).toEqual(["SW1A1A", "SW1A"]);
});

test("a full Eircode also counts as its routing key", () => {
  expect(codeCandidates("D02 X285")).toEqual(["D02X285", "D02"]);
  expect(codeCandidates("h91e2k3")).toEqual(["H91E2K3", "H91"]);
  expect(codeCandidates("D6W 1234")).toEqual(["D6W1234", "D6W"]);
});

test("words that cannot be codes give no code", () => {
  expect(codeCandidates("Manchester Piccadilly")).toEqual([]);
  expect(codeCandidates("a")).toEqual([]);
  expect(codeCandidates("")).toEqual([]);
});

test("each kind of place has the label the search box shows", () => {
  const base = { code: null, country: "GBR", region: "England" } as const;
  expect(placeLabel({ ...base, kind: "station", name: "Manchester Piccadilly", code: "MAN" })).toBe(
    "Manchester Piccadilly station",
  );
  expect(
    placeLabel({
      ...base,
      kind: "postcode-district",
      name: "SW1A",
      code: "SW1A",
      region: "London",
    }),
  ).toBe("SW1A, London");
  expect(
    placeLabel({ ...base, kind: "airport", name: "London Heathrow Airport", code: "LHR" }),
  ).toBe("London Heathrow Airport (LHR)");
  expect(
    placeLabel({ ...base, kind: "city", name: "Galway", country: "IRL", region: "Connacht" }),
  ).toBe("Galway, Ireland");
  expect(placeLabel({ ...base, kind: "town", name: "Reading" })).toBe("Reading, England");
  expect(placeLabel({ ...base, kind: "london-area", name: "Camden", region: "London" })).toBe(
    "Camden, London",
  );
  expect(placeLabel({ ...base, kind: "borough", name: "London Borough of Camden" })).toBe(
    "London Borough of Camden",
  );
  expect(
    placeLabel({
      ...base,
      kind: "eircode-area",
      name: "H91",
      code: "H91",
      country: "IRL",
      region: "Galway",
    }),
  ).toBe("H91, Galway");
});
