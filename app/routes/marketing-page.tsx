import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { LegalDocument } from "~/components/content/marketing-legal-document";
import { MarketingTemplate } from "~/components/content/marketing-template";
import { company } from "~/content/company";
import { marketingPage, relatedPages } from "~/content/marketing";
import { hostContext } from "~/upstream/context";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import type { Route } from "./+types/marketing-page";

/**
 * Spec §2: the company, how-it-works and business pages. Three routes share this module; the
 * page is looked up by its path in app/content/marketing, so any other path under them is a 404.
 */

export const handle = contentOnly;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { market, marketplace } = context.get(hostContext);
  const page = marketingPage(url.pathname, market);
  if (!page) throw data(null, { status: 404 });
  const showFacts = page.kind === "marketing" && page.showFacts === true;
  // The platform's live figures when it answers; the published ones when it does not.
  const reviews = showFacts
    ? ((await marketplace.reviewStats()) ?? {
        rating: company.reviewScore,
        count: company.reviewCount,
      })
    : null;
  return {
    page,
    related: relatedPages(page, market),
    reviews: reviews && { rating: reviews.rating, count: reviews.count },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.page.title,
    description: loaderData.page.description,
    url: publicUrl(matches, location.pathname),
  });
};

export default function MarketingPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, related, reviews } = loaderData;
  return page.kind === "legal" ? (
    <LegalDocument page={page} related={related} />
  ) : (
    <MarketingTemplate
      page={page}
      related={related}
      reviews={reviews}
      spaces={company.spacesClaim}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
