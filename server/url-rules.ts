/**
 * Spec §2: strict trailing slashes and lower-case paths, both as permanent redirects.
 * Paths below these prefixes carry case-sensitive parameters (emails, tokens, booking ids,
 * fingerprinted asset names, vehicle registrations) and keep their case.
 */
export const caseSensitivePrefixes = [
  "/unsubscribe/",
  "/forgotten-password/",
  "/leave-review/",
  "/lt-booking-thank-you/",
  "/location-notifications/",
  "/assets/",
  "/api/",
  "/_api/",
  "/car-manufacturers/",
] as const;

function isCaseSensitive(pathname: string) {
  const lower = pathname.toLowerCase();
  return caseSensitivePrefixes.some((prefix) => lower.startsWith(prefix));
}

/**
 * The normalised location for a request path, or null when it is already canonical.
 * `search` is the raw query string including its "?" (or empty).
 */
export function canonicalLocation(pathname: string, search: string): string | null {
  // Collapse leading slashes first: "//evil.example/" must never become a
  // protocol-relative Location header.
  let path = pathname.replace(/^\/{2,}/, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  if (!isCaseSensitive(path)) path = path.toLowerCase();
  return path === pathname ? null : path + search;
}
