import type { RouterContextProvider } from "react-router";
import { visitorContext } from "~/upstream/context";
import { allLocationPages, locationCategories } from "~/content/locations";
import { locationCampaigns } from "~/content/location-campaigns";
import { insightPath, insights } from "~/content/insights";
import { marketingPaths } from "~/content/marketing";
import { searchFor } from "~/upstream/search.server";

/** Pages every deployment has, whatever its features. */
const corePages = ["/", "/list-your-space", "/contact-us", "/attributions"];

function locationPaths(): string[] {
  return [
    "/all-locations",
    "/all",
    ...locationCategories.map((category) => category.buttonLink),
    ...locationCategories.flatMap((category) =>
      locationCampaigns.map((campaign) => `${category.buttonLink}/${campaign.slug}`),
    ),
    ...locationCampaigns.map((campaign) => `/all-locations/${campaign.slug}`),
    ...allLocationPages().map((page) => page.to),
  ];
}

/** Every page worth indexing, apart from the spaces: content, help and, when on, locations. */
export async function indexablePages(context: Readonly<RouterContextProvider>): Promise<string[]> {
  const { features } = context.get(visitorContext);
  return [
    ...corePages,
    ...marketingPaths,
    ...(features.locations ? locationPaths() : []),
    ...(features.insights ? ["/insights", ...insights.map(insightPath)] : []),
  ];
}

/** The live spaces' pages, a sitemap file at a time. */
export function spacePages(context: Readonly<RouterContextProvider>, page: number) {
  return searchFor(context).spacePages(page);
}
