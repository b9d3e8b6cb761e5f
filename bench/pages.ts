import { detailsStep, signedIn } from "./visitors";

/** A static HTML string served by the bench host, with the same bytes as the bare page. */
export const STATIC_PATH = "/bench-static";
/** The app's smallest page: the blank layout, still behind the root's start-up middleware. */
export const BARE_PATH = "/offline";

/** A page the browser benches visit, as a visitor would arrive at it. */
export type BenchPage = {
  key:
    | "home"
    | "search"
    | "space"
    | "about"
    | "city"
    | "help"
    | "login"
    | "register"
    | "contact"
    | "details"
    | "bookings"
    | "manage";
  label: string;
  path: string;
  /** The visitor's cookies, for a page only a booking in progress or an account reaches. */
  cookie?: string;
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

/** The demo driver of every new embedded database (api/db/seed/demo-data.ts). */
const DEMO_DRIVER = { email: "demo.driver@parkway.example", password: "park-and-ride-2026" };

/**
 * Pages with forms: signing in and up, the contact form, the booking's details step (for a
 * booking the space page's Book has just started), the demo driver's bookings and asking for a
 * booking's link.
 */
export async function formPages(origin: string): Promise<BenchPage[]> {
  const details = await detailsStep(origin, await firstSpacePath(origin), "127.0.0.1", "");
  const driver = await signedIn(origin, DEMO_DRIVER.email, DEMO_DRIVER.password);
  return [
    { key: "login", label: "Log in", path: "/login" },
    { key: "register", label: "Register", path: "/register" },
    { key: "contact", label: "Contact us", path: "/contact-us" },
    { key: "details", label: "Booking, details step", path: details.path, cookie: details.cookie },
    { key: "bookings", label: "Account bookings", path: "/account", cookie: driver },
    { key: "manage", label: "Manage booking", path: "/manage-booking" },
  ];
}
