import type { HelpAnswer } from "~/components/layout/chat-launcher";
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { ContactTeam } from "~/components/content/contact-team";
import { ErrorPage } from "~/components/error-page";
import { HelpSearchForm } from "~/components/support/help-search-form";
import { visitorContext } from "~/upstream/context";
import { contentOnly } from "~/lib/page-handle";
import { questionKeywords } from "~/lib/help-question";
import {
  helpCentreFor,
  type HelpCentre,
  type HelpSearchOutcome,
} from "~/upstream/help-centre.server";
import type { Route } from "./+types/search";
import { articlePath, helpCentreCrumb } from "./paths";

export const handle = contentOnly;

const RESULTS_SHOWN = 10;
const ANSWERS_SHOWN = 3;

/**
 * The articles that best answer a typed question: all its keywords at once, or failing that
 * the best article for each keyword in turn.
 */
async function answerQuestion(
  helpCentre: HelpCentre,
  question: string,
): Promise<HelpSearchOutcome> {
  const keywords = questionKeywords(question);
  const all = await helpCentre.search(keywords.join(" ") || question, 1, ANSWERS_SHOWN);
  if (all.kind === "invalid" || all.results.count > 0 || keywords.length < 2) return all;
  const each = await Promise.all(
    keywords.map((keyword) => helpCentre.search(keyword, 1, ANSWERS_SHOWN)),
  );
  const seen = new Set<number>();
  const results = each
    .flatMap((outcome) => (outcome.kind === "found" ? outcome.results.results : []))
    .filter((result) => !seen.has(result.id) && seen.add(result.id))
    .slice(0, ANSWERS_SHOWN);
  return { kind: "found", results: { ...all.results, results, count: results.length } };
}

/**
 * Help centre search (spec §2 /support/search). With `ask=1` it is the help assistant's answer
 * to a typed question (the `ada` feature): the best few articles with their first lines and the
 * way to the team, as a plain page so it works without JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim();
  const asked = url.searchParams.get("ask") === "1" && context.get(visitorContext).features.ada;
  if (!query && asked) {
    return { query, asked, message: null, results: [], count: 0 } satisfies HelpAnswer;
  }
  if (!query) {
    return data(
      {
        query,
        asked,
        message: "Enter a word or phrase to search for",
        results: [],
        count: 0,
      } satisfies HelpAnswer,
      { status: 400 },
    );
  }
  const outcome = asked
    ? await answerQuestion(helpCentreFor(context), query)
    : await helpCentreFor(context).search(query, 1, RESULTS_SHOWN);
  if (outcome.kind === "invalid") {
    return data(
      { query, asked, message: outcome.message, results: [], count: 0 } satisfies HelpAnswer,
      { status: 400 },
    );
  }
  return {
    query,
    asked,
    message: null,
    count: outcome.results.count,
    results: outcome.results.results.map((result) => ({
      title: result.title,
      to: articlePath(result.category, result.section, result),
      snippet: result.snippet,
      excerpt: result.excerpt,
      where: `${result.category.name} › ${result.section.name}`,
    })),
  } satisfies HelpAnswer;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.query
      ? `“${loaderData.query}” – Help & Support | Parkway`
      : "Search – Help & Support | Parkway",
  },
  { name: "robots", content: "noindex, follow" },
];

export default function HelpSearch({ loaderData }: Route.ComponentProps) {
  const { query, asked, message, results, count } = loaderData;
  const heading = asked
    ? "Here is what I found"
    : query
      ? `Results for “${query}”`
      : "Search the help centre";
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <Breadcrumbs crumbs={[helpCentreCrumb, { title: "Search", to: "/support/search" }]} />
      <h1 className="text-3xl font-bold text-navy">{heading}</h1>
      {asked && query ? <p className="text-lg text-slate-700">You asked: “{query}”</p> : null}
      <HelpSearchForm
        defaultValue={query}
        error={message ?? undefined}
        label={
          asked ? (query ? "Ask another question" : "Your question") : "Search the help centre"
        }
        asking={asked}
      />
      {message || !query ? null : results.length > 0 ? (
        <section aria-labelledby="results-title" className="space-y-4">
          <h2 id="results-title" className="text-xl font-bold text-navy">
            {asked
              ? `The ${results.length === 1 ? "article" : `${results.length} articles`} most likely to help`
              : `${count} ${count === 1 ? "article" : "articles"} found`}
          </h2>
          <ol className="space-y-5">
            {results.map((result) => (
              <li key={result.to} className="space-y-1">
                <Link
                  to={result.to}
                  className="text-lg font-semibold text-blue-800 underline hover:no-underline"
                >
                  {result.title}
                </Link>
                <p className="text-sm text-slate-700">{result.where}</p>
                {result.snippet ? (
                  <p
                    className="text-slate-800 [&_em]:bg-amber-100 [&_em]:not-italic"
                    // The help centre escapes the article text and adds only <em> around matches.
                    dangerouslySetInnerHTML={{ __html: result.snippet }}
                  />
                ) : (
                  <p className="text-slate-800">{result.excerpt}</p>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="text-slate-800">
          No article matches “{query}”. Try fewer or different words, or browse the{" "}
          <Link to="/support" className="text-blue-800 underline">
            help topics
          </Link>
          .
        </p>
      )}
      <ContactTeam lead={asked ? "Not what you needed?" : "Still need help?"} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
