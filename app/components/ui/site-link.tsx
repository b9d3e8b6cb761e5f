import type { ComponentProps } from "react";

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** An internal path, or an absolute URL for another site. */
  to: string;
};

export function isInternalPath(to: string) {
  return to.startsWith("/") && !to.startsWith("//");
}

/**
 * A link of the header or footer: a plain anchor, so the 160-odd links on every page hydrate
 * without a router hook each. `SiteLinkNavigation` routes and prefetches internal ones
 * (decision 028); other sites open normally.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  if (isInternalPath(to)) return <a href={to} data-site-link="" {...props} />;
  return <a href={to} rel="noopener" {...props} />;
}

export function targetOf(entry: { to?: string; href?: string }): string {
  return entry.to ?? entry.href ?? "/";
}
