import { createRoute } from "@hono/zod-openapi";
import { reviewPlatformStatsSchema } from "#contract/review-stats";
import type { ApiDeps } from "../context";
import { createRouter } from "../openapi";

const reviewPlatformStats = createRoute({
  method: "get",
  path: "/review-platform-stats",
  tags: ["Site"],
  summary: "The review platform's score and review count",
  description:
    "Spec §7 reads data.data. The platform is a third party, so its figures are configured (REVIEW_PLATFORM_*), not computed; defaults 4.6 from 92000 reviews (spec §9).",
  responses: {
    200: {
      description: "The review stats",
      content: { "application/json": { schema: reviewPlatformStatsSchema } },
    },
  },
});

/** Spec §7 review-platform-stats: the third-party review platform's figures, as configured. */
export function reviewPlatformStatsRoutes(deps: Pick<ApiDeps, "config">) {
  const { config } = deps;

  return createRouter().openapi(reviewPlatformStats, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(
      {
        data: {
          data: {
            rating: config.reviewPlatformRating,
            reviews_count: config.reviewPlatformCount,
            platform: config.reviewPlatformName,
            url: config.reviewPlatformUrl,
          },
        },
      },
      200,
    );
  });
}
