import { Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { ContactTeam } from "~/components/content/contact-team";
import { ErrorPage } from "~/components/error-page";
import { ArticleLinks } from "~/components/support/article-links";
import { HelpSearchForm } from "~/components/support/help-search-form";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { helpCentreFor } from "~/upstream/help-centre.server";
import type { Route } from "./+types/index";
import { articlePath, categoryPath, helpCentreCrumb, sectionPath } from "./paths";

export const handle = contentOnly;

export async function loader({ context }: Route.LoaderArgs) {
  const { categories } = await helpCentreFor(context).topArticles();
  return {
    categories: categories.map((category) => ({
      name: category.name,
      description: category.description,
      to: categoryPath(category),
      sections: category.sections.map((section) => ({
        name: section.name,
        to: sectionPath(category, section),
      })),
      topArticles: category.top_articles.flatMap((article) => {
        const section = category.sections.find((each) => each.id === article.section_id);
        return section
          ? [{ title: article.title, to: articlePath(category, section, article) }]
          : [];
      }),
    })),
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Help & Support",
    description:
      "Answers about booking, access, cancellations and refunds, monthly parking and listing your space, with a search and a way to reach our team.",
    url: publicUrl(matches, location.pathname),
  });

export default function HelpCentre({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <Breadcrumbs crumbs={[helpCentreCrumb]} />
      <header className="space-y-4">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">How can we help?</h1>
        <HelpSearchForm />
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        {loaderData.categories.map((category) => (
          <section
            key={category.to}
            aria-labelledby={`${category.to}-title`}
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
          >
            <h2 id={`${category.to}-title`} className="text-xl font-bold text-navy">
              <Link to={category.to} className="hover:underline">
                {category.name}
              </Link>
            </h2>
            <p className="text-slate-700">{category.description}</p>
            {category.topArticles.length > 0 ? (
              <ArticleLinks articles={category.topArticles} />
            ) : null}
            <p className="text-sm text-slate-700">
              Topics:{" "}
              {category.sections.map((section, index) => (
                <span key={section.to}>
                  {index > 0 ? ", " : null}
                  <Link to={section.to} className="text-blue-800 underline hover:no-underline">
                    {section.name}
                  </Link>
                </span>
              ))}
            </p>
          </section>
        ))}
      </div>
      <ContactTeam lead="Can't find what you need?" />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
