/**
 * The listing wizard's steps (issue 6): which are complete, which still block publishing, and
 * where a draft resumes. A draft is answered in order; `draftStep` is the first step not yet
 * reached, so the steps that have no "unanswered" value of their own (facilities, where every
 * box may rightly be unticked, and availability, which starts open all hours) count as done
 * once the owner has gone past them.
 */
import { MIN_ACCESS_INSTRUCTIONS } from "#contract/listings";
import { listingSteps, optionalSteps, type ListingStep } from "#contract/vocabulary";

/** What the completeness rules read of a listing. */
export type ListingProgress = {
  status: "draft" | "active" | "disabled" | "removed";
  draftStep: ListingStep | null;
  addressLine: string;
  city: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
  title: string;
  bayCount: number;
  accessInstructions: string;
  photoCount: number;
  offersHourly: boolean;
  offersMonthly: boolean;
  hourlyPriceMinor: number | null;
  dailyPriceMinor: number | null;
  monthlyPriceMinor: number | null;
};

export function isListingStep(value: string | null): value is ListingStep {
  return value !== null && (listingSteps as readonly string[]).includes(value);
}

function stepIndex(step: ListingStep | null) {
  return step === null ? listingSteps.length : listingSteps.indexOf(step);
}

/**
 * Whether the listing's own data answers a step, or null for the steps whose data cannot tell
 * (facilities and availability): those are answered by having been passed.
 */
function answeredByData(step: ListingStep, listing: ListingProgress): boolean | null {
  switch (step) {
    case "address":
      return (
        listing.addressLine !== "" &&
        listing.city !== "" &&
        listing.postcode !== "" &&
        listing.lat !== null &&
        listing.lng !== null
      );
    case "space":
      return listing.title !== "" && listing.bayCount > 0;
    case "access":
      return listing.accessInstructions.trim().length >= MIN_ACCESS_INSTRUCTIONS;
    case "photos":
      return listing.photoCount > 0;
    case "prices":
      return (
        (listing.offersHourly || listing.offersMonthly) &&
        (!listing.offersHourly ||
          listing.hourlyPriceMinor !== null ||
          listing.dailyPriceMinor !== null) &&
        (!listing.offersMonthly || listing.monthlyPriceMinor !== null)
      );
    case "facilities":
    case "availability":
      return null;
  }
}

/** Whether the owner has gone past `step`: every step of a published listing has been. */
export function hasReached(
  listing: Pick<ListingProgress, "status" | "draftStep">,
  step: ListingStep,
) {
  return listing.status !== "draft" || stepIndex(step) < stepIndex(listing.draftStep);
}

export function stepCompleteness(listing: ListingProgress): Record<ListingStep, boolean> {
  const complete = (step: ListingStep) =>
    answeredByData(step, listing) ?? hasReached(listing, step);
  return {
    address: complete("address"),
    space: complete("space"),
    access: complete("access"),
    facilities: complete("facilities"),
    photos: complete("photos"),
    prices: complete("prices"),
    availability: complete("availability"),
  };
}

/** The steps still to do before the listing can be published, in wizard order. */
export function missingSteps(listing: ListingProgress): ListingStep[] {
  const steps = stepCompleteness(listing);
  return listingSteps.filter((step) => !optionalSteps.includes(step) && !steps[step]);
}

/**
 * Whether a draft's step may be saved now: any step up to the one it resumes at, or past it to
 * the next step that must be answered when it resumes at an optional one (photos may be
 * skipped). A published listing's steps can all be changed.
 */
export function canSaveStep(
  listing: Pick<ListingProgress, "status" | "draftStep">,
  step: ListingStep,
) {
  if (listing.status !== "draft") return true;
  let furthest = stepIndex(listing.draftStep);
  while (furthest < listingSteps.length && optionalSteps.includes(listingSteps[furthest]!)) {
    furthest += 1;
  }
  return stepIndex(step) <= furthest;
}

/**
 * Where a draft resumes once `saved` has been saved (`listing` is the draft after saving): the
 * first step after both `saved` and the furthest point reached whose data does not already
 * answer it; null when every step has been reached. It never moves back, so a step once passed
 * stays answered.
 */
export function nextDraftStep(listing: ListingProgress, saved: ListingStep): ListingStep | null {
  const from = Math.max(stepIndex(saved) + 1, stepIndex(listing.draftStep));
  for (const step of listingSteps.slice(from)) {
    if (answeredByData(step, listing) !== true) return step;
  }
  return null;
}
