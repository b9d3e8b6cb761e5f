/** A static HTML string served by the bench host, with the same bytes as the bare page. */
export const STATIC_PATH = "/bench-static";
/** The app's smallest page: the blank layout, still behind the root's start-up middleware. */
export const BARE_PATH = "/offline";

/** A page the browser benches visit, as a visitor would arrive at it. */
export type BenchPage = {
  key: "home" | "search" | "space";
  label: string;
  path: string;
  /** An action that fetches more code: what is hovered, and what shows once it has arrived. */
  onRequest?: { action: string; hover: string; shown: string };
};

/** Central London, hourly: a full page of results, and the map beside them on wide screens. */
const SEARCH_QUERY = "q=London&rental=short";

/** The first result of that search, as the service lists it: its path is the space page. */
async function firstSpacePath(origin: string) {
  const response = await fetch(`${origin}/api/v2/location-search?${SEARCH_QUERY}`);
  const { data } = (await response.json()) as { data: Array<{ path: string }> };
  if (!data[0]) throw new Error(`The search found no spaces (${response.status})`);
  return data[0].path;
}

/** Home, search results and a space page of the bench host. */
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
  ];
}
