/** A name as a page path segment: "Dún Laoghaire" → "dun-laoghaire", "&" → "and". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A landing place this close to a new space gives its page path, as demo spaces get theirs. */
export const LANDING_PLACE_RADIUS_METRES = 3_000;

/** The place a published space's page hangs under: a landing page's, or its town's. */
export type PagePlace = { name: string; landingPath: string | null };

/**
 * The first two segments of a space's page path /{city}/{district}/{slug}: those of the nearby
 * landing page (e.g. /leeds/leeds-station-parking), else the town's name with "-parking", else
 * the address's city.
 */
export function pageSegments(place: PagePlace | null, city: string) {
  const [citySegment, districtSegment] = (place?.landingPath ?? "").split("/").filter(Boolean);
  if (citySegment && districtSegment) {
    return { citySlug: citySegment, districtSlug: districtSegment };
  }
  const town = slugify(place?.name ?? city) || "uk";
  return { citySlug: town, districtSlug: `${town}-parking` };
}

/**
 * Slugs to try, in order, for a space's page: its title and id (unique among spaces, so the
 * first is almost always free), then the same with a counter for the rare clash with a demo
 * space's slug.
 */
export function slugCandidates(title: string, listingId: number, count = 5): string[] {
  const base = `${slugify(title) || "parking-space"}-${listingId}`;
  return Array.from({ length: count }, (_, index) => (index === 0 ? base : `${base}-${index + 1}`));
}

export function pagePath(page: {
  citySlug: string | null;
  districtSlug: string | null;
  slug: string | null;
}): string | null {
  return page.citySlug && page.districtSlug && page.slug
    ? `/${page.citySlug}/${page.districtSlug}/${page.slug}`
    : null;
}

/** Spec §3/architecture: spaces in Great Britain and Northern Ireland in GBP, in Ireland in EUR. */
export function currencyForCountry(country: "GBR" | "IRL"): "GBP" | "EUR" {
  return country === "IRL" ? "EUR" : "GBP";
}
