import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { BrowserConfig } from "../app/upstream/context";

export type SecurityOptions = {
  production: boolean;
  /** Origins that configured third parties (tag manager, chat, replay, Sentry) need. */
  extraConnectSources?: string[];
  /** Image origins beyond https: ones, such as a tile server on plain http. */
  extraImageSources?: string[];
  /** Stripe takes payments: the pages that mount Stripe.js may allow it (decision 032). */
  stripe?: boolean;
};

/** What Stripe needs: Stripe.js, its frames (and the bank's), its API, its pages (decision 032). */
const stripeSources: Record<string, string[]> = {
  "script-src": ["https://js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
  // The pay form's answer may send the driver on to Checkout's page or their bank's.
  "form-action": ["https://checkout.stripe.com", "https://hooks.stripe.com"],
};

const NONCE = "{nonce}";

function policyTemplate(
  { production, extraConnectSources = [], extraImageSources = [] }: SecurityOptions,
  added: Record<string, string[]> = {},
) {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets the nonce'd loader add the configured third-party scripts.
    "script-src": ["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...extraImageSources],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...extraConnectSources, ...(production ? [] : ["ws:"])],
    "frame-src": ["'self'", "https:"],
    "media-src": ["'self'", "https:"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...values, ...(added[name] ?? [])].join(" ")}`)
    .join("; ");
}

/** Where the configured third parties send their data; each is off, and absent, by default. */
export function thirdPartyConnectSources(browser: BrowserConfig): string[] {
  const sources: string[] = [];
  if (browser.sentryDsn) sources.push(new URL(browser.sentryDsn).origin);
  if (browser.growthbook) sources.push(new URL(browser.growthbook.apiHost).origin);
  if (browser.tagManagerId) {
    sources.push(
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    );
  }
  if (browser.sessionReplayId) {
    sources.push("https://*.hotjar.com", "https://*.hotjar.io", "wss://*.hotjar.com");
  }
  if (browser.recaptcha) sources.push("https://www.google.com", "https://www.gstatic.com");
  if (browser.chatWidgetId) {
    sources.push("https://*.zendesk.com", "https://*.zdassets.com", "wss://*.zopim.com");
  }
  return sources;
}

/**
 * The search map's tile server, when it is on plain http (any https: source is allowed already).
 * A `{s}` subdomain becomes a wildcard.
 */
export function tileImageSources(tileUrl: string | undefined): string[] {
  const origin = /^http:\/\/[^/]+/.exec(tileUrl ?? "")?.[0];
  return origin ? [origin.replace("{s}", "*")] : [];
}

/**
 * Security headers with a fresh CSP nonce per request, kept in res.locals for the renderer, with
 * the way to replace it for a document shared caches keep (decision 027): that document's inline
 * scripts by their hashes, and the site's own script files. It names no nonce, since one copy is
 * every visitor's; 'strict-dynamic' goes too, since it would refuse the module preloads that
 * carry no nonce. Such documents are only made where no third-party script is configured.
 */
export function securityHeaders(options: SecurityOptions) {
  const template = policyTemplate(options);
  const [beforeNonce, afterNonce] = template.split(NONCE);
  const withStripe = options.stripe ? policyTemplate(options, stripeSources) : null;
  const nonceSources = `'nonce-${NONCE}' 'strict-dynamic'`;
  // Vite's dev client injects inline modules without a nonce; development only reports.
  const cspHeader = options.production
    ? "Content-Security-Policy"
    : "Content-Security-Policy-Report-Only";
  return function applySecurityHeaders(_req: Request, res: Response, next: NextFunction) {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(cspHeader, `${beforeNonce}${nonce}${afterNonce}`);
    // The policy as it stands: a page that mounts Stripe.js keeps Stripe's sources.
    res.locals.allowScriptsByHash = (scriptHashes: string[]) => {
      const hashes = scriptHashes.map((hash) => ` ${hash}`).join("");
      const policy = String(res.getHeader(cspHeader));
      res.setHeader(cspHeader, policy.replace(` ${nonceSources.replace(NONCE, nonce)}`, hashes));
    };
    // Only the pages that mount Stripe.js ask for it: every other page keeps Stripe out.
    if (withStripe) {
      res.locals.allowStripe = () => res.setHeader(cspHeader, withStripe.replace(NONCE, nonce));
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), payment=(self), geolocation=(self)",
    );
    if (options.production) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

/** Where Apple's form_post answer arrives (app/routes/auth/social-callback.ts). */
export const APPLE_CALLBACK_PATH = "/login/apple/callback";

/**
 * CSRF: every cookie is SameSite=Lax, and a state-changing request whose Origin (or, failing
 * that, Sec-Fetch-Site) says it came from another site is refused before it reaches an action.
 * `Origin: null` names no site (a page with Referrer-Policy: no-referrer sends it for its own
 * forms), so Sec-Fetch-Site decides then too.
 */
export function refuseCrossSiteForms(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  // Sign in with Apple posts its answer from appleid.apple.com; the sign-in's state protects it.
  if (req.path === APPLE_CALLBACK_PATH) return next();
  const origin = req.get("Origin");
  const host = req.get("Host");
  const crossSite =
    origin && origin !== "null"
      ? originHost(origin) !== host
      : req.get("Sec-Fetch-Site") === "cross-site";
  if (crossSite) {
    res
      .status(403)
      .type("text/plain")
      .send("This form was sent from another site and was refused.");
    return;
  }
  next();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
