import type { ComponentProps } from "react";
import { Link } from "react-router";
import { usePrefetchMode } from "~/lib/prefetch";

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** An internal path, or an absolute URL for another site. */
  to: string;
};

export function isInternalPath(to: string) {
  return to.startsWith("/") && !to.startsWith("//");
}

/** Internal paths route client-side and prefetch when visible; other sites open normally. */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  const prefetch = usePrefetchMode();
  if (isInternalPath(to)) return <Link to={to} prefetch={prefetch} {...props} />;
  return <a href={to} rel="noopener" {...props} />;
}

export function targetOf(entry: { to?: string; href?: string }): string {
  return entry.to ?? entry.href ?? "/";
}
