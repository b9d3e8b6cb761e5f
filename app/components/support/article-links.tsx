import { Link } from "react-router";

export type ArticleLink = { title: string; to: string; excerpt?: string };

/** Articles as a list of links, with their first lines when there is room. */
export function ArticleLinks({ articles }: { articles: ArticleLink[] }) {
  return (
    <ul className="space-y-3">
      {articles.map((article) => (
        <li key={article.to}>
          <Link
            to={article.to}
            className="font-semibold text-blue-800 underline hover:no-underline"
          >
            {article.title}
          </Link>
          {article.excerpt ? (
            <p className="mt-1 text-sm text-slate-700">{article.excerpt}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
