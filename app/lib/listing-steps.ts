/**
 * The listing wizard's steps in the order an owner walks them (issue 6 point 4), as the
 * marketplace service names them in a listing's `steps` and `draft_step`.
 */
import { listingSteps, optionalSteps, type ListingStep } from "#contract/vocabulary";

export const stepTitles: Record<ListingStep, string> = {
  address: "Address",
  space: "Your space",
  access: "Access",
  facilities: "Facilities",
  photos: "Photos",
  prices: "Prices",
  availability: "Availability",
};

export function isListingStep(value: string): value is ListingStep {
  return (listingSteps as readonly string[]).includes(value);
}

export function stepHref(listingId: number, step: ListingStep | "progress"): string {
  return `/list-your-space/${listingId}/${step}`;
}

/**
 * Where an owner goes after saving `step`: a draft walks on to the following step, and from the
 * last one to its progress page; a published listing goes back to its progress page at once.
 */
export function afterSaving(
  listing: { id: number; status: "draft" | "active" | "disabled" },
  step: ListingStep,
): string {
  if (listing.status !== "draft") return stepHref(listing.id, "progress");
  const next = listingSteps[listingSteps.indexOf(step) + 1];
  return stepHref(listing.id, next ?? "progress");
}

/**
 * Whether the owner can open `step` yet: a draft's steps go in order (the service refuses a
 * later one), up to the first still to do and past an optional one; a published listing's
 * steps are all open.
 */
export function isReachable(
  listing: { status: "draft" | "active" | "disabled"; draft_step: ListingStep | null },
  step: ListingStep,
): boolean {
  if (listing.status !== "draft" || listing.draft_step === null) return true;
  const reached = listingSteps.indexOf(listing.draft_step);
  const skippable = optionalSteps.includes(listing.draft_step) ? 1 : 0;
  return listingSteps.indexOf(step) <= reached + skippable;
}
