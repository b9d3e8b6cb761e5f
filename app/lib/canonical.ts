/** How a route asks for its canonical link (spec §2), read from its `handle.canonical`. */
export type CanonicalRule = {
  /** Top location pages point at this deployment; everything else at the public site. */
  host?: "site" | "app";
  /** Query parameters that select different content, e.g. the insights page's `page`. */
  keepQuery?: string[];
};

export function canonicalUrl(
  location: { pathname: string; search: string },
  hosts: { siteUrl: string; appUrl: string },
  rule: CanonicalRule = {},
): string {
  const base = rule.host === "app" ? hosts.appUrl : hosts.siteUrl;
  const url = new URL(location.pathname, base);
  const query = new URLSearchParams(location.search);
  for (const name of rule.keepQuery ?? []) {
    const value = query.get(name);
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

export function canonicalRuleOf(handle: unknown): CanonicalRule | undefined {
  if (typeof handle !== "object" || handle === null || !("canonical" in handle)) return undefined;
  const rule = handle.canonical;
  return typeof rule === "object" && rule !== null ? rule : undefined;
}
