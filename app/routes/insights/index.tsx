import { data, Link } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { PageLinks } from "~/components/content/page-links";
import { ErrorPage } from "~/components/error-page";
import { insightCategoryTitles, insightPath, insights, readingMinutes } from "~/content/insights";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { dayFormat } from "~/lib/moment-formats";
import type { Route } from "./+types/index";
import { requireInsights } from "./insights-gate.server";

/** Spec §2: the canonical link keeps the page query. */
export const handle = { ...contentOnly, canonical: { keepQuery: ["page"] } };

export const INSIGHTS_PER_PAGE = 9;

const pageNumber = z.string().regex(/^[1-9]\d{0,3}$/);

export function loader({ url, context }: Route.LoaderArgs) {
  requireInsights(context);
  const asked = url.searchParams.get("page");
  if (asked !== null && !pageNumber.safeParse(asked).success) throw data(null, { status: 404 });
  const page = Number(asked ?? "1");
  const pageCount = Math.ceil(insights.length / INSIGHTS_PER_PAGE);
  if (page > pageCount) throw data(null, { status: 404 });
  return {
    page,
    pageCount,
    articles: insights
      .slice((page - 1) * INSIGHTS_PER_PAGE, page * INSIGHTS_PER_PAGE)
      .map((insight) => ({
        title: insight.title,
        description: insight.description,
        to: insightPath(insight),
        category: insightCategoryTitles[insight.category],
        published: insight.published,
        minutes: readingMinutes(insight),
      })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const page = loaderData?.page ?? 1;
  return [
    ...pageMeta({
      title: page > 1 ? `News and insights, page ${page}` : "News and insights",
      description:
        "Guides for drivers and space owners: airport and commuter parking, fines and appeals, clean air zones, and earning from your driveway.",
      url: publicUrl(matches, `${location.pathname}${page > 1 ? `?page=${page}` : ""}`),
    }),
    ...(loaderData && page > 1
      ? [
          {
            tagName: "link",
            rel: "prev",
            href: page === 2 ? "/insights" : `/insights?page=${page - 1}`,
          },
        ]
      : []),
    ...(loaderData && page < loaderData.pageCount
      ? [{ tagName: "link", rel: "next", href: `/insights?page=${page + 1}` }]
      : []),
  ];
};

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, articles } = loaderData;
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <Breadcrumbs crumbs={[{ title: "News & insights", to: "/insights" }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">News and insights</h1>
        <p className="max-w-3xl text-lg text-slate-700">
          Practical guides for drivers and space owners, written by the Parkway team.
        </p>
      </header>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li
            key={article.to}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-5"
          >
            <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
              {article.category}
            </p>
            <h2 className="mt-2 text-xl font-bold text-navy">
              <Link to={article.to} className="hover:underline">
                {article.title}
              </Link>
            </h2>
            <p className="mt-2 flex-1 text-slate-700">{article.description}</p>
            <p className="mt-3 text-sm text-slate-700">
              <time dateTime={article.published}>
                {dayFormat.format(new Date(article.published))}
              </time>{" "}
              · {article.minutes} min read
            </p>
          </li>
        ))}
      </ul>
      <PageLinks
        page={page}
        pageCount={pageCount}
        hrefOf={(other) => (other === 1 ? "/insights" : `/insights?page=${other}`)}
        previousLabel="Newer articles"
        nextLabel="Older articles"
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
