import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { ErrorPage } from "~/components/error-page";
import { HelpSearchForm } from "~/components/support/help-search-form";
import { hostContext } from "~/upstream/context";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { article as articleData } from "~/lib/structured-data";
import { dayFormat } from "~/lib/moment-formats";
import { helpCentreFor } from "~/upstream/help-centre.server";
import type { Route } from "./+types/article";
import { areSlugs, articlePath, categoryPath, helpCentreCrumb, sectionPath } from "./paths";

export const handle = contentOnly;

const Vote = z.object({ helpful: z.enum(["yes", "no"]) });
const voted = z.enum(["yes", "no", "later"]).optional().catch(undefined);

function notFound(): never {
  throw data(null, { status: 404 });
}

async function articleAt(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  if (!areSlugs(params.category, params.section, params.article)) notFound();
  const found = await helpCentreFor(context).article(params.article);
  if (!found) notFound();
  return found;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { article, section, category } = await articleAt(params, context);
  const canonical = articlePath(category, section, article);
  if (canonical !== url.pathname) throw redirect(canonical, 301);
  return {
    category: { title: category.name, to: categoryPath(category) },
    section: { title: section.name, to: sectionPath(category, section) },
    article: {
      title: article.title,
      excerpt: article.excerpt,
      // Sanitised by the help centre: its Markdown renderer escapes every text and allows only
      // its own elements and internal or https links (api/help-centre/markdown.ts).
      body: article.body,
      updatedAt: article.updated_at,
      to: canonical,
    },
    voted: voted.parse(url.searchParams.get("voted") ?? undefined),
    siteUrl: context.get(hostContext).config.siteUrl,
  };
}

/** "Was this helpful?": counted, then the same article again with thanks (post, redirect, get). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { article, section, category } = await articleAt(params, context);
  const vote = Vote.safeParse(Object.fromEntries(await request.formData()));
  if (!vote.success) throw data({ message: "Choose Yes or No" }, { status: 400 });
  const counted = await helpCentreFor(context).vote(
    article.id,
    vote.data.helpful === "yes",
    context.get(hostContext).clientAddress,
  );
  const answer = counted.kind === "counted" ? vote.data.helpful : "later";
  return redirect(`${articlePath(category, section, article)}?voted=${answer}#feedback`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.article.title,
          description: loaderData.article.excerpt.slice(0, 160),
          url: publicUrl(matches, location.pathname),
          type: "article",
        }),
        ...(loaderData.voted ? [{ name: "robots", content: "noindex" }] : []),
      ]
    : [];

function Feedback({ voted }: { voted: "yes" | "no" | "later" | undefined }) {
  if (voted === "yes") {
    return <p className="font-semibold text-slate-900">Thanks for telling us.</p>;
  }
  if (voted === "no" || voted === "later") {
    return (
      <div className="space-y-3">
        <p className="font-semibold text-slate-900">
          {voted === "no"
            ? "Thanks for telling us. We read every answer and rewrite articles that don't help."
            : "We have had a lot of answers from your connection, so we could not count this one."}
        </p>
        <p className="text-slate-800">
          Still stuck?{" "}
          <Link to="/contact-us" className="font-semibold text-blue-800 underline">
            Contact our team
          </Link>{" "}
          or search for something else.
        </p>
        <HelpSearchForm label="Search the help centre" />
      </div>
    );
  }
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <p id="helpful-question" className="font-semibold text-slate-900">
        Was this article helpful?
      </p>
      <button
        type="submit"
        name="helpful"
        value="yes"
        aria-describedby="helpful-question"
        className="rounded-md border border-navy px-4 py-2 font-semibold text-navy hover:bg-navy-50"
      >
        Yes
      </button>
      <button
        type="submit"
        name="helpful"
        value="no"
        aria-describedby="helpful-question"
        className="rounded-md border border-navy px-4 py-2 font-semibold text-navy hover:bg-navy-50"
      >
        No
      </button>
    </Form>
  );
}

export default function HelpArticle({ loaderData }: Route.ComponentProps) {
  const { category, section, article, voted, siteUrl } = loaderData;
  const url = new URL(article.to, siteUrl).toString();
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <Breadcrumbs
        crumbs={[helpCentreCrumb, category, section, { title: article.title, to: article.to }]}
      />
      <article className="space-y-4">
        <h1 className="text-3xl font-bold text-navy">{article.title}</h1>
        <p className="text-sm text-slate-700">
          Updated {dayFormat.format(new Date(article.updatedAt))}
        </p>
        <div
          className="help-article space-y-4 text-lg leading-relaxed text-slate-800"
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
      </article>
      <section
        id="feedback"
        aria-label="Feedback"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <Feedback voted={voted} />
      </section>
      <p>
        <Link to={section.to} className="text-blue-800 underline">
          More in {section.title}
        </Link>
      </p>
      <JsonLd
        data={articleData({
          headline: article.title,
          description: article.excerpt,
          url,
          published: article.updatedAt,
          author: "Parkway support team",
          siteUrl,
        })}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
