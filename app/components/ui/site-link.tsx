import { useContext, type ComponentProps } from "react";
import { Link, matchRoutes, UNSAFE_DataRouterContext } from "react-router";
import { usePrefetchMode } from "~/lib/prefetch";

export const NOT_FOUND_ROUTE_ID = "routes/not-found";

type Routes = Parameters<typeof matchRoutes>[0];

/**
 * Whether a page other than the catch-all serves `to`, remembered per route table: matchRoutes
 * ranks and compiles every route on each call, and a page holds hundreds of links (home: 284),
 * which made turning prefetching on the longest task after hydration.
 */
const servedPaths = new WeakMap<Routes, Map<string, boolean>>();

function isServed(routes: Routes, to: string) {
  let known = servedPaths.get(routes);
  if (!known) servedPaths.set(routes, (known = new Map()));
  let served = known.get(to);
  if (served === undefined) {
    const deepest = matchRoutes(routes, to)?.at(-1);
    served = deepest !== undefined && deepest.route.id !== NOT_FOUND_ROUTE_ID;
    known.set(to, served);
  }
  return served;
}

/** Prefetching a path that only the catch-all route matches would just fetch a 404. */
function usePrefetchFor(to: string) {
  const mode = usePrefetchMode();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  if (mode === "none" || !routes) return "none";
  return isServed(routes, to) ? mode : "none";
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
