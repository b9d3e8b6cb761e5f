/** Query parameters that carry a secret or a signed link's proof. */
const secretParameters = /^(token|signature|hash|code|state|access_token|password)$/i;

/** Path segments after these prefixes are secrets (reset tokens) or personal data (emails). */
const secretPathPrefixes = ["/forgotten-password/", "/unsubscribe/"];

/**
 * The request URL as the access log may keep it: emailed links carry reset tokens, signatures,
 * booking hashes and email addresses, and logs outlive them.
 */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  const prefix = secretPathPrefixes.find((candidate) => path.toLowerCase().startsWith(candidate));
  const safePath = prefix ? `${path.slice(0, prefix.length)}[REDACTED]` : path;
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const [name = ""] = pair.split("=", 1);
      return secretParameters.test(decodeURIComponentSafely(name)) ? `${name}=[REDACTED]` : pair;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
}

function decodeURIComponentSafely(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
