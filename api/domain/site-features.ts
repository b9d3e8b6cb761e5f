import { siteFeatureNameSchema, type SiteFeatures } from "#contract/site-config";

// Keep in step with the INSERT in migration 0001, which seeds the same values.
export const defaultSiteFeatures: SiteFeatures = {
  locations: true,
  insights: false,
  ada: false,
  "list-your-space": true,
};

/** Stored rows win; a flag missing from the table falls back to its default; unknown rows are ignored. */
export function resolveSiteFeatures(
  rows: ReadonlyArray<{ name: string; enabled: boolean }>,
): SiteFeatures {
  const features = { ...defaultSiteFeatures };
  for (const row of rows) {
    const name = siteFeatureNameSchema.safeParse(row.name);
    if (name.success) {
      features[name.data] = row.enabled;
    }
  }
  return features;
}
