import { z } from "zod";

/**
 * The help centre (spec §7 "Help centre (configured base URL)"), in the shapes of Zendesk Guide
 * in snake_case: categories with sections, sections with articles, an article's body, search,
 * and readers' votes. Lists that can grow come a page at a time.
 */

export const helpCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    slug: z.string(),
  })
  .meta({ id: "HelpCategory" });

export const helpSectionSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    slug: z.string(),
    article_count: z.number().int(),
  })
  .meta({ id: "HelpSection" });

export const helpArticleSummarySchema = z
  .object({
    id: z.number().int(),
    section_id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().meta({ description: "Plain text, at most 200 characters" }),
    label_names: z.array(z.string()),
    position: z.number().int(),
    promoted: z.boolean(),
    updated_at: z.string().meta({ example: "2026-11-16T09:00:00Z" }),
  })
  .meta({ id: "HelpArticleSummary" });

export const helpArticleSchema = helpArticleSummarySchema
  .extend({ body: z.string().meta({ description: "Sanitised HTML" }) })
  .meta({ id: "HelpArticle" });

/** Where a search result sits: enough for its breadcrumbs and links. */
const helpPlaceSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const helpSearchResultSchema = helpArticleSummarySchema
  .extend({
    result_type: z.literal("article"),
    snippet: z.string().meta({
      description: "Escaped HTML from the body with the matched words wrapped in <em>",
      example: "…you can <em>cancel</em> and get a full <em>refund</em>…",
    }),
    section: helpPlaceSchema,
    category: helpPlaceSchema,
  })
  .meta({ id: "HelpSearchResult" });

/** A page of a list: page numbers rather than URLs, as the help centre's base is configured. */
const pagination = {
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
  count: z.number().int(),
  next_page: z.number().int().nullable(),
  previous_page: z.number().int().nullable(),
};

export const helpTopArticlesSchema = z
  .object({
    categories: z.array(
      helpCategorySchema.extend({
        sections: z.array(helpSectionSchema),
        top_articles: z.array(helpArticleSummarySchema),
      }),
    ),
  })
  .meta({ id: "HelpTopArticles" });
export type HelpTopArticles = z.infer<typeof helpTopArticlesSchema>;

export const helpSectionsSchema = z
  .object({ category: helpCategorySchema, sections: z.array(helpSectionSchema), ...pagination })
  .meta({ id: "HelpSections" });
export type HelpSections = z.infer<typeof helpSectionsSchema>;

export const helpSectionArticlesSchema = z
  .object({
    section: helpSectionSchema,
    category: helpCategorySchema,
    articles: z.array(helpArticleSummarySchema),
    ...pagination,
  })
  .meta({ id: "HelpSectionArticles" });
export type HelpArticles = z.infer<typeof helpSectionArticlesSchema>;

export const helpArticlePageSchema = z
  .object({ article: helpArticleSchema, section: helpSectionSchema, category: helpCategorySchema })
  .meta({ id: "HelpArticlePage" });
export type HelpArticlePage = z.infer<typeof helpArticlePageSchema>;

export const helpSearchResultsSchema = z
  .object({ results: z.array(helpSearchResultSchema), ...pagination })
  .meta({ id: "HelpSearchResults" });
export type HelpSearchResults = z.infer<typeof helpSearchResultsSchema>;

function wholeNumber(field: string, max?: number) {
  const message = max
    ? `${field} must be a whole number from 1 to ${max}`
    : `${field} must be a whole number of 1 or more`;
  const number = z.coerce.number({ error: message }).int(message).min(1, message);
  return max ? number.max(max, message) : number;
}

export const helpPageQuerySchema = z.object({
  page: wholeNumber("page").default(1).meta({ example: 1 }),
  per_page: wholeNumber("per_page", 100).default(30).meta({ example: 30 }),
});

export const HELP_SEARCH_MAX_LENGTH = 200;

export const helpSearchQuerySchema = helpPageQuerySchema.extend({
  query: z
    .string({ error: "Enter a word or phrase to search for" })
    .trim()
    .min(1, "Enter a word or phrase to search for")
    .max(HELP_SEARCH_MAX_LENGTH, `Search for ${HELP_SEARCH_MAX_LENGTH} characters or fewer`)
    .meta({ example: "cancel refund" }),
});

/** A reader's word on whether an article helped. */
export const helpVoteSchema = z.object({
  helpful: z.boolean({ error: "Say whether the article helped: true or false" }),
});
export const HELP_VOTE_THANKS = "Thanks for telling us";
export const helpVoteAnswerSchema = z.object({
  message: z.string().meta({ example: HELP_VOTE_THANKS }),
});
