import { businessPages } from "./business";
import { companyPages } from "./company";
import type { Country } from "#contract/vocabulary";
import { regionFor } from "../regions";
import { howItWorksPages } from "./how-it-works";
import { legalPages } from "./legal";
import type { ContentPage, PageLink } from "./types";

export type * from "./types";

function pagesFor(market: Country): Map<string, ContentPage> {
  const region = regionFor(market);
  const pages = [
    ...companyPages(region),
    ...legalPages(region),
    ...howItWorksPages(region),
    ...businessPages(region),
  ];
  return new Map(pages.map((page) => [page.path, page]));
}

const byMarket: Record<Country, Map<string, ContentPage>> = {
  GBR: pagesFor("GBR"),
  IRL: pagesFor("IRL"),
};

/** Every company, how-it-works and business path, in menu order. */
export const marketingPaths: string[] = [...byMarket.GBR.keys()];

/** The page at `pathname` with its copy for `market`, or undefined when there is none. */
export function marketingPage(pathname: string, market: Country): ContentPage | undefined {
  return byMarket[market].get(pathname);
}

const relatedHeadings: Record<string, string> = {
  company: "More about Parkway",
  "how-it-works": "More on how Parkway works",
  solutions: "More parking solutions",
  challenges: "More parking challenges we solve",
  products: "More Parkway products",
  sectors: "More sectors we work with",
};

/** The other pages in `page`'s group, for its "more" links. */
export function relatedPages(page: ContentPage, market: Country) {
  const links: PageLink[] = [...byMarket[market].values()]
    .filter((each) => each.group === page.group && each.path !== page.path)
    .map((each) => ({ label: each.title, to: each.path }));
  return { title: relatedHeadings[page.group] ?? "More from Parkway", links };
}
