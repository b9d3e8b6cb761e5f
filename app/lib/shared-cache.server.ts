import { createHash } from "node:crypto";

/** The configured third parties that load scripts, as the browser's configuration names them. */
type ScriptVendors = {
  growthbook?: unknown;
  tagManagerId?: string;
  sessionReplayId?: string;
  chatWidgetId?: string;
  recaptcha?: unknown;
};

/**
 * Pages a shared cache (a CDN) may keep for visitors without cookies (decision 027): the same for
 * every such visitor, asking for nothing per visitor. Others (the contact form's bot check, the
 * booking steps, accounts, sign-in) stay private.
 */
const SHAREABLE_ROUTES = new Set([
  "routes/home",
  "routes/search",
  "routes/space",
  "routes/space-by-id",
  "routes/space-under-locations",
  "routes/locations/landing",
  "routes/locations/district",
  "routes/locations/all",
  "routes/locations/all-locations",
  "routes/locations/category",
  "routes/locations/campaign",
  "routes/company-page",
  "routes/how-it-works-page",
  "routes/business-page",
  "routes/insights/index",
  "routes/insights/article",
  "routes/support/index",
  "routes/support/category",
  "routes/support/section",
  "routes/support/article",
  "routes/attributions",
]);

/** A minute at the edge; a stale copy is served for five more while one request refreshes it. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * Whether this request's page could be one a shared cache keeps: a read by a visitor who sends no
 * cookie at all (a first visit, a crawler, a link preview), on a deployment without third-party
 * scripts, whose loaders need a per-response nonce and, for experiments, a per-visitor id.
 * Such a visitor is sent no cookie either: their token and id come with their first private page.
 */
export function isShareableRequest(request: Request, browser: ScriptVendors): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.has("Cookie")) return false;
  return !loadsThirdPartyScripts(browser);
}

/** Whether pages start configured third parties' scripts, which only a nonce can allow. */
export function loadsThirdPartyScripts(browser: ScriptVendors): boolean {
  const { growthbook, tagManagerId, sessionReplayId, chatWidgetId, recaptcha } = browser;
  return Boolean(growthbook || tagManagerId || sessionReplayId || chatWidgetId || recaptcha);
}

export function isShareableRoute(routeId: string | undefined): boolean {
  return routeId !== undefined && SHAREABLE_ROUTES.has(routeId);
}

const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The document as any number of visitors may get it: without this response's nonce, its inline
 * scripts allowed by their hashes instead, and a validator over its bytes.
 */
export function withScriptsByHash(html: string, nonce: string) {
  const shared = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  const scriptHashes = [
    ...new Set(
      [...shared.matchAll(inlineScript)]
        .map((match) => match[1] ?? "")
        .filter((script) => script.length > 0)
        .map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`),
    ),
  ];
  const etag = `W/"${createHash("sha256").update(shared).digest("base64url").slice(0, 27)}"`;
  return { html: shared, scriptHashes, etag };
}

/** Whether the client's If-None-Match names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
