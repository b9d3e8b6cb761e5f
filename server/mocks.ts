import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { getResponse } from "msw";
import { setupServer } from "msw/node";
import { accountHandlers } from "../tests/mocks/account";
import { authHandlers } from "../tests/mocks/auth";
import { checkoutHandlers } from "../tests/mocks/checkout";
import { createFakeStripe } from "../tests/mocks/stripe";
import { stripeApiUrl } from "../api/payments/stripe";
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
 * Only `fetch` is wrapped, for Stripe's host: MSW's `setupServer` would patch the global
 * Headers, Request and Response too, and a Headers copied twice under that patch is empty, which
 * lost the Set-Cookie of the web's redirects (the booking in progress never reached its steps).
 */
export function startMockedStripe() {
  const { handlers } = createFakeStripe();
  const passThrough = globalThis.fetch;
  const stripeOrigin = new URL(stripeApiUrl).origin;
  async function answer(request: Request) {
    const answered = await getResponse(handlers, request);
    return answered ?? Response.json({ error: { message: "Not faked" } }, { status: 404 });
  }
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    return url.origin === stripeOrigin
      ? answer(new Request(input, init))
      : passThrough(input, init);
  };
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
    stop: () => {
      globalThis.fetch = passThrough;
    },
  };
}

export function startMockedUpstreams() {
  const api = (path: string) => new URL(path, marketplaceUrl).toString();
  const server = setupServer(
    ...scenarioHandlers(api, { marketplace: marketplaceUrl, helpCentre: helpCentreUrl }),
    ...authHandlers(),
    ...accountHandlers(),
    ...listingHandlers(api),
    ...checkoutHandlers(api),
    ...marketplaceHandlers,
    ...helpCentreHandlers,
  );
  // A call no handler answers is named in the log, and fails as an unreachable host would.
  server.listen({ onUnhandledRequest: "warn" });

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
    stop: () => server.close(),
  };
}
