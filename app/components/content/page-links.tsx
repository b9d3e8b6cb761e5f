import { Link } from "react-router";

/** Previous and next links of a paginated list, with where the reader is between them. */
export function PageLinks({
  page,
  pageCount,
  hrefOf,
  previousLabel = "Previous page",
  nextLabel = "Next page",
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center gap-4">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className="font-semibold text-blue-800 underline">
          {previousLabel}
        </Link>
      ) : null}
      <span className="text-slate-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next" className="font-semibold text-blue-800 underline">
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}
