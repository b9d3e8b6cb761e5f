import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { InsightBody } from "~/components/content/insight-body";
import { JsonLd } from "~/components/content/json-ld";
import { ErrorPage } from "~/components/error-page";
import { hostContext } from "~/upstream/context";
import {
  insightBySlug,
  insightCategoryTitles,
  insightPath,
  readingMinutes,
  relatedInsights,
} from "~/content/insights";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { article as articleData } from "~/lib/structured-data";
import { dayFormat } from "~/lib/moment-formats";
import type { Route } from "./+types/article";
import { requireInsights } from "./insights-gate.server";

export const handle = contentOnly;

export function loader({ params, context }: Route.LoaderArgs) {
  requireInsights(context);
  const insight = insightBySlug(params.slug);
  if (!insight) throw data(null, { status: 404 });
  return {
    insight,
    to: insightPath(insight),
    category: insightCategoryTitles[insight.category],
    minutes: readingMinutes(insight),
    related: relatedInsights(insight).map((other) => ({
      title: other.title,
      to: insightPath(other),
    })),
    siteUrl: context.get(hostContext).config.siteUrl,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.insight.title,
        description: loaderData.insight.description,
        url: publicUrl(matches, location.pathname),
        type: "article",
      })
    : [];

export default function InsightArticle({ loaderData }: Route.ComponentProps) {
  const { insight, to, category, minutes, related, siteUrl } = loaderData;
  const forOwners = insight.category === "owners";
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <Breadcrumbs
        crumbs={[
          { title: "News & insights", to: "/insights" },
          { title: insight.title, to },
        ]}
      />
      <article className="space-y-6">
        <header className="space-y-3">
          <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
            {category}
          </p>
          <h1 className="text-3xl font-bold text-navy sm:text-4xl">{insight.title}</h1>
          <p className="text-slate-700">
            By the Parkway team ·{" "}
            <time dateTime={insight.published}>
              {dayFormat.format(new Date(insight.published))}
            </time>{" "}
            · {minutes} min read
          </p>
        </header>
        <InsightBody blocks={insight.body} />
      </article>
      <aside className="rounded-lg bg-navy p-6 text-white">
        <h2 className="text-xl font-bold">
          {forOwners ? "Earn from your empty space" : "Find a space for your next trip"}
        </h2>
        <p className="mt-2 text-slate-100">
          {forOwners
            ? "Listing is free, and you choose when your space is available and what it costs."
            : "Compare prices near where you are going and book in a couple of minutes."}
        </p>
        <Link
          to={forOwners ? "/list-your-space" : "/search"}
          className="mt-4 inline-block rounded-md bg-mint px-5 py-3 font-semibold text-navy hover:bg-mint-600 hover:text-white"
        >
          {forOwners ? "List your space for free" : "Search for parking"}
        </Link>
      </aside>
      <nav aria-labelledby="read-next" className="space-y-3">
        <h2 id="read-next" className="text-xl font-bold text-navy">
          Read next
        </h2>
        <ul className="space-y-2">
          {related.map((other) => (
            <li key={other.to}>
              <Link to={other.to} className="text-blue-800 underline hover:no-underline">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <JsonLd
        data={articleData({
          headline: insight.title,
          description: insight.description,
          url: new URL(to, siteUrl).toString(),
          published: insight.published,
          author: "Parkway editorial team",
          siteUrl,
        })}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
