/** `path` carrying the page to come back to after signing in (spec §4), when there is one. */
export function withRedirect(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirect: redirectTo })}` : path;
}
