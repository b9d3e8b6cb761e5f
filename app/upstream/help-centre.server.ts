import ky, { type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { refusalSchema } from "#contract/answers";
import {
  helpArticlePageSchema,
  type HelpSearchResults,
  helpSearchResultsSchema,
  helpSectionArticlesSchema,
  helpSectionsSchema,
  type HelpTopArticles,
  helpTopArticlesSchema,
  helpVoteAnswerSchema,
} from "#contract/help-centre";
import { hostContext } from "~/upstream/context";

/**
 * The help centre (spec §7 "Help centre (configured base URL)"): HELP_CENTRE_URL, or the
 * embedded one the service mounts at /api/help-centre, read with the contract's schemas.
 * `{id}` in a path may be a numeric id or a slug, so a page asks for what its URL names.
 */

export type HelpSearchOutcome =
  { kind: "found"; results: HelpSearchResults } | { kind: "invalid"; message: string };

export type HelpCentreOptions = {
  /** Base of the help centre, ending in "/". */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

/** A page not there answers null; anything else unexpected throws. */
async function found<T>(request: Promise<Response>, schema: z.ZodType<T>): Promise<T | null> {
  const response = await request;
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The help centre answered ${response.status}`);
  return schema.parse(await response.json());
}

function helpCentreCalls(http: KyInstance) {
  const get = (path: string, searchParams?: Record<string, string>) =>
    http.get(path, { searchParams, throwHttpErrors: false });
  return {
    async topArticles(): Promise<HelpTopArticles> {
      return helpTopArticlesSchema.parse(await http.get("categories/top-articles").json());
    },
    sections(categorySlug: string) {
      return found(
        get(`categories/${encodeURIComponent(categorySlug)}/sections`, { per_page: "100" }),
        helpSectionsSchema,
      );
    },
    articles(sectionSlug: string, page = 1) {
      return found(
        get(`sections/${encodeURIComponent(sectionSlug)}/articles`, { page: String(page) }),
        helpSectionArticlesSchema,
      );
    },
    article(articleSlug: string) {
      return found(get(`articles/${encodeURIComponent(articleSlug)}`), helpArticlePageSchema);
    },
    async search(query: string, page = 1, perPage = 10): Promise<HelpSearchOutcome> {
      const response = await get("search", {
        query,
        page: String(page),
        per_page: String(perPage),
      });
      if (response.status === 400) {
        const body = refusalSchema.parse(await response.json());
        const reason = Object.values(body.errors ?? {}).flat()[0] ?? body.message;
        return { kind: "invalid", message: reason ?? "Enter a word or phrase to search for" };
      }
      if (!response.ok) throw new Error(`The help centre answered search with ${response.status}`);
      return { kind: "found", results: helpSearchResultsSchema.parse(await response.json()) };
    },
    /** Records whether an article helped; the reader's address is counted against a limit. */
    async vote(articleId: number, helpful: boolean, address: string) {
      const response = await http.post(`articles/${articleId}/votes`, {
        json: { helpful },
        headers: { "X-Forwarded-For": address },
        throwHttpErrors: false,
      });
      if (response.status === 429) return { kind: "refused" as const };
      if (!response.ok) throw new Error(`The help centre answered a vote with ${response.status}`);
      helpVoteAnswerSchema.parse(await response.json());
      return { kind: "counted" as const };
    },
  };
}

export type HelpCentre = ReturnType<typeof helpCentreCalls>;

export function createHelpCentre({ baseUrl, fetch, timeoutMs = 10_000 }: HelpCentreOptions) {
  return helpCentreCalls(
    ky.create({
      prefixUrl: baseUrl,
      fetch,
      timeout: timeoutMs,
      retry: 0,
      headers: {
        "X-Client-Origin": "parkway-web",
        "X-Platform": "Web",
        Accept: "application/json",
      },
    }),
  );
}

export function helpCentreFor(context: Readonly<RouterContextProvider>): HelpCentre {
  return context.get(hostContext).helpCentre;
}
