import { data } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { ErrorPage } from "~/components/error-page";
import { ArticleLinks } from "~/components/support/article-links";
import { HelpSearchForm } from "~/components/support/help-search-form";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { helpCentreFor } from "~/upstream/help-centre.server";
import type { Route } from "./+types/category";
import { areSlugs, articlePath, categoryPath, helpCentreCrumb, sectionPath } from "./paths";

export const handle = contentOnly;

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!areSlugs(params.category)) notFound();
  const helpCentre = helpCentreFor(context);
  const found = await helpCentre.sections(params.category);
  if (!found) notFound();
  const { category } = found;
  const sections = await Promise.all(
    found.sections.map(async (section) => {
      const listed = await helpCentre.articles(section.slug);
      return {
        name: section.name,
        description: section.description,
        to: sectionPath(category, section),
        articles: (listed?.articles ?? []).map((article) => ({
          title: article.title,
          to: articlePath(category, section, article),
        })),
      };
    }),
  );
  return {
    category: {
      name: category.name,
      description: category.description,
      to: categoryPath(category),
    },
    sections,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.category.name} – Help & Support`,
        description: loaderData.category.description,
        url: publicUrl(matches, location.pathname),
      })
    : [];

export default function HelpCategory({ loaderData }: Route.ComponentProps) {
  const { category, sections } = loaderData;
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <Breadcrumbs crumbs={[helpCentreCrumb, { title: category.name, to: category.to }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-navy">{category.name}</h1>
        <p className="text-lg text-slate-700">{category.description}</p>
      </header>
      {sections.map((section) => (
        <section key={section.to} aria-labelledby={`${section.to}-title`} className="space-y-3">
          <h2 id={`${section.to}-title`} className="text-xl font-bold text-navy">
            {section.name}
          </h2>
          <ArticleLinks articles={section.articles} />
        </section>
      ))}
      <HelpSearchForm label="Search for something else" />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
