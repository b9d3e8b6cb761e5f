import { useContext, type ComponentProps } from "react";
import { Link, matchRoutes, UNSAFE_DataRouterContext } from "react-router";
import { usePrefetchMode } from "~/lib/prefetch";

export const NOT_FOUND_ROUTE_ID = "routes/not-found";

/** Prefetching a path that only the catch-all route matches would just fetch a 404. */
function usePrefetchFor(to: string) {
  const mode = usePrefetchMode();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  if (mode === "none" || !routes) return "none";
  const deepest = matchRoutes(routes, to)?.at(-1);
  return deepest && deepest.route.id !== NOT_FOUND_ROUTE_ID ? mode : "none";
}

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** An internal path, or an absolute URL for another site. */
  to: string;
};

export function isInternalPath(to: string) {
  return to.startsWith("/") && !to.startsWith("//");
}

/** Internal paths route client-side and prefetch when visible; other sites open normally. */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  const prefetch = usePrefetchFor(to);
  if (isInternalPath(to)) return <Link to={to} prefetch={prefetch} {...props} />;
  return <a href={to} rel="noopener" {...props} />;
}

export function targetOf(entry: { to?: string; href?: string }): string {
  return entry.to ?? entry.href ?? "/";
}
