import { z } from "zod";

/**
 * The review platform's score and review count (spec §7 review-platform-stats), which the site
 * shows beside its stars. Spec §7 reads them under data.data.
 */
export const reviewPlatformStatsSchema = z
  .object({
    data: z.object({
      data: z.object({
        rating: z.number().meta({ example: 4.6 }),
        reviews_count: z.number().int().meta({ example: 92000 }),
        platform: z.string(),
        url: z.string(),
      }),
    }),
  })
  .meta({ id: "ReviewPlatformStats" });
export type ReviewPlatformStats = z.infer<typeof reviewPlatformStatsSchema>["data"]["data"];
