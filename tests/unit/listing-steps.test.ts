import { expect, test } from "vitest";
import {
  canSaveStep,
  missingSteps,
  nextDraftStep,
  stepCompleteness,
  type ListingProgress,
} from "../../api/domain/listing-steps";

/** A draft just made from its address: the wizard resumes at the space step. */
function draft(overrides: Partial<ListingProgress> = {}): ListingProgress {
  return {
    status: "draft",
    draftStep: "space",
    addressLine: "14 Park Lane",
    city: "Leeds",
    postcode: "LS1 4DY",
    lat: 53.8,
    lng: -1.55,
    title: "",
    bayCount: 0,
    accessInstructions: "",
    photoCount: 0,
    offersHourly: true,
    offersMonthly: false,
    hourlyPriceMinor: null,
    dailyPriceMinor: null,
    monthlyPriceMinor: null,
    ...overrides,
  };
}

const answered = {
  title: "Driveway on Park Lane",
  bayCount: 1,
  accessInstructions: "The gate code is 2468.",
  hourlyPriceMinor: 300,
};

test("a new draft has its address and nothing else, and needs every step but photos", () => {
  const listing = draft();
  expect(stepCompleteness(listing)).toEqual({
    address: true,
    space: false,
    access: false,
    facilities: false,
    photos: false,
    prices: false,
    availability: false,
  });
  expect(missingSteps(listing)).toEqual([
    "space",
    "access",
    "facilities",
    "prices",
    "availability",
  ]);
});

test("facilities and availability count as answered once the owner has gone past them", () => {
  const atPrices = draft({ ...answered, draftStep: "prices" });
  expect(stepCompleteness(atPrices)).toMatchObject({ facilities: true, availability: false });
  expect(missingSteps(atPrices)).toEqual(["availability"]);
  expect(missingSteps(draft({ ...answered, draftStep: null }))).toEqual([]);
});

test("every step of a published listing has been reached", () => {
  const live = draft({ ...answered, status: "active", draftStep: null });
  expect(missingSteps(live)).toEqual([]);
  expect(canSaveStep(live, "availability")).toBe(true);
});

test("a draft moves on to the next step its data does not already answer, and never back", () => {
  expect(nextDraftStep(draft({ title: "Driveway", bayCount: 1 }), "space")).toBe("access");
  // Photos uploaded early are skipped over, facilities never are.
  expect(nextDraftStep(draft({ ...answered, draftStep: "access" }), "access")).toBe("facilities");
  expect(
    nextDraftStep(draft({ ...answered, draftStep: "photos", photoCount: 2 }), "facilities"),
  ).toBe("availability");
  expect(
    nextDraftStep(draft({ ...answered, hourlyPriceMinor: null, draftStep: "prices" }), "address"),
  ).toBe("prices");
  expect(nextDraftStep(draft({ ...answered, draftStep: "availability" }), "availability")).toBe(
    null,
  );
});

test("prices are complete when each kind offered has its price", () => {
  const prices = (overrides: Partial<ListingProgress>) =>
    stepCompleteness(draft({ ...answered, ...overrides })).prices;
  expect(prices({})).toBe(true);
  expect(prices({ hourlyPriceMinor: null, dailyPriceMinor: 1_200 })).toBe(true);
  expect(prices({ offersMonthly: true })).toBe(false);
  expect(prices({ offersMonthly: true, monthlyPriceMinor: 9_000 })).toBe(true);
  expect(prices({ offersHourly: false, offersMonthly: false })).toBe(false);
});

test("a draft's steps are saved in order, and photos may be skipped", () => {
  expect(canSaveStep(draft(), "address")).toBe(true);
  expect(canSaveStep(draft(), "space")).toBe(true);
  expect(canSaveStep(draft(), "access")).toBe(false);
  const atPhotos = draft({ ...answered, draftStep: "photos" });
  expect(canSaveStep(atPhotos, "prices")).toBe(true);
  expect(canSaveStep(atPhotos, "availability")).toBe(false);
});
