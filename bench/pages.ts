/** A static HTML string served by the bench host, with the same bytes as the bare page. */
export const STATIC_PATH = "/bench-static";
/** The app's smallest page: the blank layout, still behind the root's start-up middleware. */
export const BARE_PATH = "/offline";

/** A page the browser benches visit, as a visitor would arrive at it. */
export type BenchPage = {
  key: "home" | "search" | "space" | "about" | "city" | "help";
  label: string;
  path: string;
  /** An action that fetches more code: what is hovered, and what shows once it has arrived. */
  onRequest?: { action: string; hover: string; shown: string };
};

/** Central London, hourly: a full page of results, and the map beside them on wide screens. */
export const SEARCH_QUERY = "q=London&rental=short";

/** The first result of that search, as the service lists it: its path is the space page. */
export async function firstSpacePath(origin: string) {
  const response = await fetch(`${origin}/api/v2/location-search?${SEARCH_QUERY}`);
  const { data } = (await response.json()) as { data: Array<{ path: string }> };
  if (!data[0]) throw new Error(`The search found no spaces (${response.status})`);
  return data[0].path;
}

/** The first promoted help article, at the address the help centre's pages give it. */
async function helpArticlePath(origin: string) {
  const response = await fetch(`${origin}/api/help-centre/categories/top-articles`);
  const { categories } = (await response.json()) as {
    categories: Array<{
      slug: string;
      sections: Array<{ id: number; slug: string }>;
      top_articles: Array<{ slug: string; section_id: number }>;
    }>;
  };
  for (const category of categories) {
    for (const article of category.top_articles) {
      const section = category.sections.find((each) => each.id === article.section_id);
      if (section) return `/support/${category.slug}/${section.slug}/${article.slug}`;
    }
  }
  throw new Error(`The help centre has no articles (${response.status})`);
}

/** Pages that are only content: they load no framework JavaScript (ARCHITECTURE "Budgets"). */
export const CONTENT_PAGES: ReadonlyArray<BenchPage["key"]> = ["about", "city", "help"];

/** Home, search results, a space page and three content pages of the bench host. */
export async function browserPages(origin: string): Promise<BenchPage[]> {
  return [
    { key: "home", label: "Home", path: "/" },
    {
      key: "search",
      label: "Search results",
      path: `/search?${SEARCH_QUERY}`,
      onRequest: {
        action: "pointing at the map",
        hover: '[role=region][aria-label^="Map of parking"]:visible',
        shown: ".leaflet-container",
      },
    },
    { key: "space", label: "Space", path: await firstSpacePath(origin) },
    { key: "about", label: "About us", path: "/company/about-us" },
    { key: "city", label: "City landing page", path: "/manchester" },
    { key: "help", label: "Help article", path: await helpArticlePath(origin) },
  ];
}
