import { data, redirect } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { PageLinks } from "~/components/content/page-links";
import { ErrorPage } from "~/components/error-page";
import { ArticleLinks } from "~/components/support/article-links";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { helpCentreFor } from "~/upstream/help-centre.server";
import type { Route } from "./+types/section";
import { areSlugs, articlePath, categoryPath, helpCentreCrumb, sectionPath } from "./paths";

export const handle = { ...contentOnly, canonical: { keepQuery: ["page"] } };

const pageNumber = z.coerce.number().int().min(1).max(1000).catch(0);

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!areSlugs(params.category, params.section)) notFound();
  const page = url.searchParams.has("page") ? pageNumber.parse(url.searchParams.get("page")) : 1;
  if (page === 0) notFound();
  const listed = await helpCentreFor(context).articles(params.section, page);
  if (!listed || (page > 1 && listed.articles.length === 0)) notFound();
  const { category, section } = listed;
  const canonical = sectionPath(category, section);
  if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);
  return {
    category: { name: category.name, to: categoryPath(category) },
    section: { name: section.name, description: section.description, to: canonical },
    articles: listed.articles.map((article) => ({
      title: article.title,
      excerpt: article.excerpt,
      to: articlePath(category, section, article),
    })),
    page: listed.page,
    pageCount: listed.page_count,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.section.name} – Help & Support`,
        description: loaderData.section.description,
        url: publicUrl(matches, location.pathname),
      })
    : [];

export default function HelpSection({ loaderData }: Route.ComponentProps) {
  const { category, section, articles, page, pageCount } = loaderData;
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <Breadcrumbs
        crumbs={[
          helpCentreCrumb,
          { title: category.name, to: category.to },
          { title: section.name, to: section.to },
        ]}
      />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-navy">{section.name}</h1>
        <p className="text-lg text-slate-700">{section.description}</p>
      </header>
      <ArticleLinks articles={articles} />
      <PageLinks
        page={page}
        pageCount={pageCount}
        hrefOf={(other) => (other === 1 ? section.to : `${section.to}?page=${other}`)}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
