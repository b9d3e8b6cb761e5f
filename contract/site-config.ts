import { z } from "zod";

/**
 * The site's feature flags (spec §2, §8): which of the locations pages, insights, the
 * accessibility widget and the listing wizard the web shows. Admins switch them.
 */

export const siteFeaturesSchema = z.object({
  locations: z.boolean(),
  insights: z.boolean(),
  ada: z.boolean(),
  "list-your-space": z.boolean(),
});
export type SiteFeatures = z.infer<typeof siteFeaturesSchema>;

export const siteFeatureNameSchema = siteFeaturesSchema.keyof();
export type SiteFeatureName = z.infer<typeof siteFeatureNameSchema>;

export const siteConfigSchema = z
  .object({ data: z.object({ features: siteFeaturesSchema }) })
  .meta({ id: "SiteConfig" });

export const switchFeatureRequestSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
