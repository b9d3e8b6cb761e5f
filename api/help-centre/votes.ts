import { createRoute, z } from "@hono/zod-openapi";
import { HELP_VOTE_THANKS, helpVoteAnswerSchema, helpVoteSchema } from "#contract/help-centre";
import type { ApiDeps } from "../context";
import { helpArticleVotes } from "../db/schema";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { limitPerAddress, tooManyAttempts } from "../request-limits";
import { buildCatalogue, findByIdOrSlug } from "./catalogue";
import { helpCategories, helpSections } from "./content";

/** A reader answers once per article; this leaves room for a household on one address. */
const voteLimit: RateLimit = { limit: 30, windowMs: 60 * 60_000 };

const vote = createRoute({
  method: "post",
  path: "/articles/{id}/votes",
  tags: ["Help centre"],
  summary: "Say whether an article helped",
  description: `Counted for the help team, who rewrite the articles readers find unhelpful. At most ${voteLimit.limit} votes an hour from one client address.`,
  request: {
    params: z.object({
      id: z.string().openapi({ description: "Numeric id or slug", example: "cancel-a-booking" }),
    }),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: helpVoteSchema,
        },
      },
    },
  },
  responses: {
    201: {
      description: "Counted",
      content: {
        "application/json": { schema: helpVoteAnswerSchema },
      },
    },
    400: invalidRequest,
    404: jsonMessage("There is no help article with that id or slug"),
    ...tooManyAttempts,
  },
});

/** The help centre's one write: readers' votes, kept in the service's database. */
export function helpCentreVoteRoutes(deps: Pick<ApiDeps, "database" | "rateLimiter">) {
  const { articles } = buildCatalogue(helpCategories, helpSections);
  return createRouter().openapi(vote, async (c) => {
    const article = findByIdOrSlug(articles, c.req.valid("param").id);
    if (!article) return c.json({ message: "There is no help article with that id or slug" }, 404);
    const refused = await limitPerAddress(c, deps, "help-vote", voteLimit);
    if (refused) return refused;
    await deps.database.db
      .insert(helpArticleVotes)
      .values({ articleId: article.id, helpful: c.req.valid("json").helpful });
    return c.json({ message: HELP_VOTE_THANKS }, 201);
  });
}
