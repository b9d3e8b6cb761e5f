/**
 * Query parameters that carry a secret or a signed link's proof; a payment's client secret comes
 * back from Stripe's pages (`payment_intent_client_secret`) and goes to the bank's page.
 */
const secretParameters =
  /^(token|signature|hash|code|state|access_token|password|(\w+_)?client_secret)$/i;

export function isSecretParameter(name: string) {
  return secretParameters.test(name);
}

/** Path segments after these prefixes are secrets (reset tokens) or personal data (emails). */
const secretPathPrefixes = ["/forgotten-password/", "/unsubscribe/"];

/**
 * A URL as a log or an error report may keep it: emailed links carry reset tokens, signatures,
 * booking hashes and email addresses, and logs outlive them. A path ("/a?b") or a whole URL.
 */
export function redactUrl(url: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  const [path = "", query] = url.slice(origin.length).split(/\?(.*)/s, 2);
  const prefix = secretPathPrefixes.find((candidate) => path.toLowerCase().startsWith(candidate));
  const safePath = `${origin}${prefix ? `${path.slice(0, prefix.length)}[REDACTED]` : path}`;
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const [name = ""] = pair.split("=", 1);
      return isSecretParameter(decodeURIComponentSafely(name)) ? `${name}=[REDACTED]` : pair;
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
