/**
 * The help centre (spec §7 "Help centre (configured base URL)"): a separate upstream that the web
 * reads from HELP_CENTRE_URL and that is mounted at /api/help-centre when that is unset. Its
 * content is typed data in ./content, rendered and indexed in memory once per router, so it
 * needs no database.
 *
 * The spec names the paths but not the shapes; they follow Zendesk Guide, the help desk most
 * parking sites use, in snake_case:
 * - category: id, name, description, position, slug. Section: id, category_id, name,
 *   description, position, slug, article_count. Article: id, section_id, title, slug, excerpt
 *   (plain text, at most 200 characters), label_names, position, promoted, updated_at, and on
 *   GET /articles/{id} only, body (sanitised HTML). Lists leave the body out to stay small.
 * - `{id}` is the numeric id or the slug, so a /support/{category}/{section}/{article} page
 *   can ask for what its URL names without first listing the level above.
 * - GET /categories/top-articles: every category with its sections (spec §3: categories have
 *   sections) and its top_articles (the promoted ones, at most five, in reading order).
 * - Lists that can grow (sections, articles, search results) are paginated with `page`
 *   (default 1) and `per_page` (default 30, at most 100) and answer page, per_page, page_count,
 *   count, next_page and previous_page. The next and previous pages are page numbers, not
 *   URLs: behind a configurable base the help centre cannot know the address it is read at.
 *   A page past the end is empty, as in Zendesk.
 * - A list or article answer also carries the section and category it sits in, and a search
 *   result carries both as {id, name, slug}: enough for breadcrumbs and links in one call.
 * - GET /search?query=: ranked results (see ./search.ts) with a `snippet` of HTML in which the
 *   matched words are wrapped in <em>, result_type "article". A query that is empty after
 *   trimming, or longer than 200 characters, is a 400 naming `query`.
 * - Unknown ids answer 404 with a JSON message. Answers may be cached for five minutes: the
 *   content changes only with a release.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  helpArticlePageSchema,
  helpPageQuerySchema,
  helpSearchQuerySchema,
  helpSearchResultsSchema,
  helpSectionArticlesSchema,
  helpSectionsSchema,
  helpTopArticlesSchema,
} from "#contract/help-centre";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  buildCatalogue,
  findByIdOrSlug,
  type HelpArticle,
  type HelpCategory,
  type HelpSection,
} from "./catalogue";
import { helpCategories, helpSections } from "./content";
import { searchArticles } from "./search";

const topArticlesPerCategory = 5;
const cacheControl = "public, max-age=300";

const IdParam = z.object({
  id: z.string().openapi({ description: "Numeric id or slug", example: "booking-parking" }),
});

function json<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { "application/json": { schema } } };
}

const topArticles = createRoute({
  method: "get",
  path: "/categories/top-articles",
  tags: ["Help centre"],
  summary: "Every category with its sections and its most useful articles",
  responses: {
    200: json("The categories in order", helpTopArticlesSchema),
  },
});

const categorySections = createRoute({
  method: "get",
  path: "/categories/{id}/sections",
  tags: ["Help centre"],
  summary: "The sections of a category",
  request: { params: IdParam, query: helpPageQuerySchema },
  responses: {
    200: json("A page of the category's sections", helpSectionsSchema),
    400: invalidRequest,
    404: jsonMessage("There is no help category with that id or slug"),
  },
});

const sectionArticles = createRoute({
  method: "get",
  path: "/sections/{id}/articles",
  tags: ["Help centre"],
  summary: "The articles of a section",
  request: { params: IdParam, query: helpPageQuerySchema },
  responses: {
    200: json("A page of the section's articles", helpSectionArticlesSchema),
    400: invalidRequest,
    404: jsonMessage("There is no help section with that id or slug"),
  },
});

const showArticle = createRoute({
  method: "get",
  path: "/articles/{id}",
  tags: ["Help centre"],
  summary: "An article with its body",
  request: { params: IdParam },
  responses: {
    200: json("The article and where it sits", helpArticlePageSchema),
    404: jsonMessage("There is no help article with that id or slug"),
  },
});

const search = createRoute({
  method: "get",
  path: "/search",
  tags: ["Help centre"],
  summary: "Search the articles",
  description:
    "Every word must appear in the title or body (as the start of a word, case ignored). Title matches rank first, then body matches.",
  request: { query: helpSearchQuerySchema },
  responses: {
    200: json("A page of results, best first", helpSearchResultsSchema),
    400: invalidRequest,
  },
});

function paginate<T>(items: T[], page: number, perPage: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    pagination: {
      page,
      per_page: perPage,
      page_count: pageCount,
      count: items.length,
      next_page: page < pageCount ? page + 1 : null,
      previous_page: page > 1 ? Math.min(page - 1, pageCount) : null,
    },
  };
}

function categoryJson(category: HelpCategory) {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    position: category.position,
    slug: category.slug,
  };
}

function sectionJson(section: HelpSection) {
  return {
    id: section.id,
    category_id: section.category.id,
    name: section.name,
    description: section.description,
    position: section.position,
    slug: section.slug,
    article_count: section.articleCount,
  };
}

function articleSummaryJson(article: HelpArticle) {
  return {
    id: article.id,
    section_id: article.section.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    label_names: article.labelNames,
    position: article.position,
    promoted: article.promoted,
    updated_at: article.updatedAt,
  };
}

function place(item: { id: number; name: string; slug: string }) {
  return { id: item.id, name: item.name, slug: item.slug };
}

export function helpCentreRoutes() {
  const { categories, sections, articles } = buildCatalogue(helpCategories, helpSections);
  return createRouter()
    .openapi(topArticles, (c) => {
      c.header("Cache-Control", cacheControl);
      return c.json(
        {
          categories: categories.map((category) => ({
            ...categoryJson(category),
            sections: sections
              .filter((section) => section.category.id === category.id)
              .map(sectionJson),
            top_articles: articles
              .filter((article) => article.category.id === category.id && article.promoted)
              .slice(0, topArticlesPerCategory)
              .map(articleSummaryJson),
          })),
        },
        200,
      );
    })
    .openapi(categorySections, (c) => {
      const category = findByIdOrSlug(categories, c.req.valid("param").id);
      if (!category)
        return c.json({ message: "There is no help category with that id or slug" }, 404);
      const { page, per_page } = c.req.valid("query");
      const { items, pagination } = paginate(
        sections.filter((section) => section.category.id === category.id),
        page,
        per_page,
      );
      c.header("Cache-Control", cacheControl);
      return c.json(
        { category: categoryJson(category), sections: items.map(sectionJson), ...pagination },
        200,
      );
    })
    .openapi(sectionArticles, (c) => {
      const section = findByIdOrSlug(sections, c.req.valid("param").id);
      if (!section)
        return c.json({ message: "There is no help section with that id or slug" }, 404);
      const { page, per_page } = c.req.valid("query");
      const { items, pagination } = paginate(
        articles.filter((article) => article.section.id === section.id),
        page,
        per_page,
      );
      c.header("Cache-Control", cacheControl);
      return c.json(
        {
          section: sectionJson(section),
          category: categoryJson(section.category),
          articles: items.map(articleSummaryJson),
          ...pagination,
        },
        200,
      );
    })
    .openapi(showArticle, (c) => {
      const article = findByIdOrSlug(articles, c.req.valid("param").id);
      if (!article)
        return c.json({ message: "There is no help article with that id or slug" }, 404);
      c.header("Cache-Control", cacheControl);
      return c.json(
        {
          article: { ...articleSummaryJson(article), body: article.body },
          section: sectionJson(article.section),
          category: categoryJson(article.category),
        },
        200,
      );
    })
    .openapi(search, (c) => {
      const { query, page, per_page } = c.req.valid("query");
      const { items, pagination } = paginate(searchArticles(articles, query), page, per_page);
      c.header("Cache-Control", cacheControl);
      return c.json(
        {
          results: items.map(({ article, snippet }) => ({
            ...articleSummaryJson(article),
            result_type: "article" as const,
            snippet,
            section: place(article.section),
            category: place(article.category),
          })),
          ...pagination,
        },
        200,
      );
    });
}
