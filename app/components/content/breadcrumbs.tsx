import { Link } from "react-router";
import { useRootData } from "~/components/layout/root-data";
import { breadcrumbList, type Crumb } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";

/** Where the page sits, as a trail of links ending in the page itself, with its BreadcrumbList. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const root = useRootData();
  const trail = [{ title: "Home", to: "/" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {last ? (
                <span aria-current="page">{crumb.title}</span>
              ) : (
                <Link to={crumb.to} className="text-blue-800 underline hover:no-underline">
                  {crumb.title}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      {root ? <JsonLd data={breadcrumbList(trail, root.hosts.siteUrl)} /> : null}
    </nav>
  );
}
