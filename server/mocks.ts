import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { getResponse, type RequestHandler as MockHandler } from "msw";
import { accountHandlers } from "../tests/mocks/account";
import { authHandlers } from "../tests/mocks/auth";
import { checkoutHandlers } from "../tests/mocks/checkout";
import { createFakeStripe } from "../tests/mocks/stripe";
import { stripeApiUrl } from "../api/payments/stripe";
import { createSandboxPaymentProvider } from "../api/payments/sandbox";
import { createRouter } from "../api/openapi";
import { sandboxPageRoutes } from "../api/routes/sandbox-pages";
import { helpCentreHandlers, helpCentreUrl } from "../tests/mocks/help-centre";
import { listingHandlers } from "../tests/mocks/listings";
import { marketplaceHandlers, marketplaceUrl } from "../tests/mocks/marketplace";
import {
  activeScenario,
  isMockScenario,
  mockScenarios,
  scenarioHandlers,
} from "../tests/mocks/scenarios";

/**
 * Mocked upstreams (MOCKS=true): every call the web makes to the marketplace service and the
 * help centre is answered in this process by MSW, from the same handlers the route tests use.
 * Built apart from the host (build/mocks.js), so a production image without MSW never loads it.
 *
 * Only `fetch` is wrapped, for the mocked hosts, and answered with MSW's `getResponse`: MSW's
 * `setupServer` would patch the global Headers, Request and Response too, and a Headers copied
 * twice under that patch is empty, which loses the Set-Cookie (and Location) of a redirect
 * whose Response was made by a class taken before the patch, as Node's own fetch makes them.
 */

export const SCENARIO_COOKIE = "parkway-mock-scenario";
export const SCENARIO_PARAMETER = "mock-scenario";

/**
 * The scenario a request runs under: the one `?mock-scenario=` names, which is remembered in a
 * cookie (`none` forgets it), else the remembered one.
 */
export function scenarioOf(url: URL, cookieHeader: string | undefined) {
  const asked = url.searchParams.get(SCENARIO_PARAMETER);
  if (asked === null) {
    const remembered = parseCookies(cookieHeader ?? "")[SCENARIO_COOKIE];
    return { scenario: isMockScenario(remembered) ? remembered : null, cookie: null };
  }
  if (!isMockScenario(asked)) {
    if (asked !== "none") {
      console.warn(`Unknown mock scenario "${asked}": try ${mockScenarios.join(", ")} or none`);
    }
    return {
      scenario: null,
      cookie: serializeCookie(SCENARIO_COOKIE, "", { path: "/", maxAge: 0 }),
    };
  }
  return {
    scenario: asked,
    cookie: serializeCookie(SCENARIO_COOKIE, asked, { path: "/", sameSite: "lax", httpOnly: true }),
  };
}

/**
 * Calls to `origins` answered by `answer` in this process; every other call, and the global
 * Headers, Request and Response, left as they are. Returns what puts `fetch` back.
 */
function answerFetchTo(origins: string[], answer: (request: Request) => Promise<Response>) {
  const passThrough = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    return origins.includes(url.origin)
      ? answer(new Request(input, init))
      : passThrough(input, init);
  };
  return () => {
    globalThis.fetch = passThrough;
  };
}

function requestUrl(req: ExpressRequest) {
  return new URL(req.originalUrl, "http://localhost");
}

/** Where a call to this host's /api would go: the mocked service, or its help centre. */
function upstreamUrl(url: URL) {
  const path = `${url.pathname.replace(/^\/api\//, "")}${url.search}`;
  return path.startsWith("help-centre/")
    ? new URL(path.slice("help-centre/".length), helpCentreUrl)
    : new URL(path, marketplaceUrl);
}

/**
 * Stripe's API answered in this process (MOCK_STRIPE=true, for the browser journeys): the
 * service's SDK calls reach the fake of tests/mocks/stripe.ts, and a fake Stripe.js in the
 * browser reaches the same fake at /mock-stripe, as the real one reaches api.stripe.com.
 * Only `fetch` is wrapped, for Stripe's host, as for the mocked upstreams (above).
 */
export function startMockedStripe() {
  const { handlers } = createFakeStripe();
  async function answer(request: Request) {
    const answered = await getResponse(handlers, request);
    return answered ?? Response.json({ error: { message: "Not faked" } }, { status: 404 });
  }
  const stop = answerFetchTo([new URL(stripeApiUrl).origin], answer);
  return {
    fetch(request: Request) {
      const url = new URL(request.url);
      const path = `${url.pathname.replace(/^\/mock-stripe/, "")}${url.search}`;
      return answer(
        new Request(new URL(path, stripeApiUrl), {
          method: request.method,
          headers: request.headers,
          body: ["GET", "HEAD"].includes(request.method) ? undefined : request.body,
          duplex: "half",
        } as RequestInit),
      );
    },
    stop,
  };
}

/**
 * The sandbox's card and wallet pages (decision 025) are the payment provider's, not answers
 * of the service: served here as the embedded service serves them, so a tester pays on them as
 * a driver would, and the mocked purchase takes the token they hand back.
 */
function sandboxPages(appUrl: string | undefined) {
  const payments = createSandboxPaymentProvider({ now: () => new Date() });
  return createRouter().route("/api/v2", sandboxPageRoutes({ payments, config: { appUrl } }));
}

export function startMockedUpstreams({ appUrl }: { appUrl?: string } = {}) {
  const api = (path: string) => new URL(path, marketplaceUrl).toString();
  const providerPages = sandboxPages(appUrl);
  const handlers: MockHandler[] = [
    ...scenarioHandlers(api, { marketplace: marketplaceUrl, helpCentre: helpCentreUrl }),
    ...authHandlers(),
    ...accountHandlers(),
    ...listingHandlers(api),
    ...checkoutHandlers(api),
    ...marketplaceHandlers,
    ...helpCentreHandlers,
  ];
  async function answer(request: Request) {
    const answered = await getResponse(handlers, request);
    if (answered) return answered;
    // A call no handler answers is named in the log, and fails as an unreachable host would.
    console.warn(`No mock answers ${request.method} ${request.url}`);
    throw new TypeError("fetch failed");
  }
  const stop = answerFetchTo(
    [new URL(marketplaceUrl).origin, new URL(helpCentreUrl).origin],
    answer,
  );

  /** Runs the web for a request under the scenario it asks for. */
  function inScenario(handler: RequestHandler): RequestHandler {
    return (req, res, next) => {
      const { scenario, cookie } = scenarioOf(requestUrl(req), req.headers.cookie);
      if (cookie) res.append("Set-Cookie", cookie);
      if (!scenario) return handler(req, res, next);
      return activeScenario.run(scenario, () => handler(req, res, next));
    };
  }

  /** This host's /api, answered by the mocks as the service would answer it. */
  async function answerApi(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/api/v2/sandbox/")) return providerPages.fetch(request);
    const { scenario } = scenarioOf(url, request.headers.get("Cookie") ?? undefined);
    const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
    const call = () =>
      fetch(upstreamUrl(url), { method: request.method, headers: request.headers, body });
    return scenario ? activeScenario.run(scenario, call) : call();
  }

  return {
    marketplaceUrl,
    helpCentreUrl,
    inScenario,
    api: { fetch: answerApi },
    stop,
  };
}
