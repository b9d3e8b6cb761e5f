import { formatMoney } from "~/lib/format";
import { spaceTypeLabels } from "~/lib/search-options";
import type { OwnerListing } from "#contract/listings";
import { WEEKDAY_NAMES } from "#contract/wall-clock";
import type { ListingStep } from "#contract/vocabulary";

/** "47 Mill Lane, Leeds, LS1 2XP": the parts of the address the owner has given. */
export function addressSummary({ address }: OwnerListing): string {
  return [address.line, address.city, address.postcode].filter(Boolean).join(", ");
}

function facilitiesSummary({ facilities }: OwnerListing): string {
  const features = [
    facilities.covered && "covered",
    facilities.cctv && "CCTV",
    facilities.gated && "gated",
    facilities.lit && "lit",
    facilities.step_free && "step-free",
    facilities.height_limit_cm !== null && `height limit ${facilities.height_limit_cm} cm`,
    facilities.length_limit_cm !== null && `length limit ${facilities.length_limit_cm} cm`,
    facilities.ev_connectors.length &&
      `EV charging (${facilities.ev_connectors.join(", ")}${
        facilities.ev_charger_kw !== null ? `, ${facilities.ev_charger_kw} kW` : ""
      })`,
  ].filter((feature): feature is string => typeof feature === "string");
  const listed = features.join(", ");
  return listed ? listed[0]!.toUpperCase() + listed.slice(1) : "No extra facilities";
}

function pricesSummary({ prices, currency }: OwnerListing): string {
  const parts: string[] = [];
  if (prices.offers_hourly && prices.hourly !== null) {
    parts.push(`${formatMoney(prices.hourly, currency)} an hour`);
    if (prices.daily !== null) parts.push(`at most ${formatMoney(prices.daily, currency)} a day`);
  }
  if (prices.offers_monthly && prices.monthly !== null) {
    parts.push(`${formatMoney(prices.monthly, currency)} a month`);
  }
  return parts.join(" · ");
}

function availabilitySummary({ availability }: OwnerListing): string {
  if (availability.open_all_hours) return "Open all hours, every day";
  return availability.hours
    .map((day) => `${WEEKDAY_NAMES[day.weekday]?.slice(0, 3)} ${day.opens_at}–${day.closes_at}`)
    .join(", ");
}

/** One line an owner reads to check a step they have done. */
export function stepSummary(listing: OwnerListing, step: ListingStep): string {
  switch (step) {
    case "address":
      return addressSummary(listing);
    case "space":
      return `${listing.title} · ${spaceTypeLabels[listing.space_type]} · ${listing.bays} ${
        listing.bays === 1 ? "space" : "spaces"
      }`;
    case "access":
      return listing.access_instructions.length > 90
        ? `${listing.access_instructions.slice(0, 90)}…`
        : listing.access_instructions;
    case "facilities":
      return facilitiesSummary(listing);
    case "photos":
      return listing.photos.length
        ? `${listing.photos.length} ${listing.photos.length === 1 ? "photo" : "photos"}`
        : "No photos (optional)";
    case "prices":
      return pricesSummary(listing);
    case "availability":
      return availabilitySummary(listing);
  }
}

export const statusLabels: Record<OwnerListing["status"], string> = {
  draft: "Draft",
  active: "Live",
  disabled: "Hidden from search",
};
