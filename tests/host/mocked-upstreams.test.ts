import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { redirect, type ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { scenarioOf, startMockedUpstreams } from "../../server/mocks";

let upstreams: ReturnType<typeof startMockedUpstreams>;

// The classes as they were before the mocks started, and a Set-Cookie made with them, as
// Node's own fetch makes its answers' headers.
const before = { Headers, Request, Response };
const madeBefore = new Headers({ "Set-Cookie": "parkway_checkout=made-before; Path=/" });

beforeAll(() => {
  upstreams = startMockedUpstreams({ appUrl: "http://localhost:3000" });
});

afterAll(() => {
  upstreams.stop();
});

function askApi(path: string, init?: RequestInit) {
  return upstreams.api.fetch(new Request(`http://localhost:3000${path}`, init));
}

test("a scenario named in the query is remembered in a cookie, and `none` forgets it", () => {
  const asked = scenarioOf(
    new URL("http://localhost/search?mock-scenario=empty-search"),
    undefined,
  );
  const remembered = scenarioOf(
    new URL("http://localhost/search"),
    "parkway-mock-scenario=empty-search",
  );
  const forgotten = scenarioOf(
    new URL("http://localhost/search?mock-scenario=none"),
    "parkway-mock-scenario=empty-search",
  );

  expect(asked.scenario).toBe("empty-search");
  expect(asked.cookie).toMatch(
    /^parkway-mock-scenario=empty-search; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  expect(remembered).toEqual({ scenario: "empty-search", cookie: null });
  expect(forgotten.scenario).toBeNull();
  expect(forgotten.cookie).toMatch(/^parkway-mock-scenario=; Max-Age=0; Path=\//);
});

test("the mocked service answers a search as the real one would, with no service behind", async () => {
  const response = await askApi("/api/v2/location-search?q=Leeds&rental=short");

  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.meta.origin.name).toBe("Leeds");
  expect(body.data.length).toBeGreaterThan(0);
});

test("each scenario changes what the mocked upstreams answer", async () => {
  const empty = await askApi("/api/v2/location-search?q=Leeds&mock-scenario=empty-search");
  const down = await askApi("/api/v2/site-config?mock-scenario=service-down");
  const helpDown = await askApi("/api/help-centre/categories?mock-scenario=service-down");

  expect((await empty.json()).data).toEqual([]);
  expect(down.status).toBe(503);
  expect(down.headers.get("Retry-After")).toBe("30");
  expect(helpDown.status).toBe(503);
});

test("the mocked upstreams answer the web's calls with the global Headers, Request and Response left alone", async () => {
  expect({ Headers, Request, Response }).toEqual(before);
  const answer = await fetch(new URL("v2/site-config", upstreams.marketplaceUrl));
  expect(answer.status).toBe(200);
});

/**
 * The web's request handler around one route whose loader asks the mocked service, then
 * redirects with a Set-Cookie, as "Book this space" does.
 */
async function startWeb() {
  const build = {
    entry: { module: { default: () => new Response(null, { status: 204 }) } },
    routes: {
      root: {
        id: "root",
        path: "",
        module: {
          async loader({ request }: { request: Request }) {
            await (await fetch(new URL("v2/site-config", upstreams.marketplaceUrl))).json();
            const asked = new URL(request.url).searchParams.get("cookie");
            const cookie = "parkway_checkout=made-now; Path=/";
            throw redirect("/next", {
              headers: asked === "before" ? madeBefore : { "Set-Cookie": cookie },
            });
          },
        },
      },
    },
    assets: {
      routes: { root: { id: "root", path: "", module: "/root.js", hasLoader: true } },
      entry: { module: "/entry.js", imports: [] },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const app = express();
  app.all("/{*splat}", upstreams.inScenario(createRequestHandler({ build })));
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test("under the mocked upstreams a redirect keeps its Set-Cookie, as a document and as a data request, whatever made its headers", async () => {
  const web = await startWeb();
  try {
    for (const path of ["/", "/_root.data"]) {
      for (const [cookie, expected] of [
        ["now", "parkway_checkout=made-now; Path=/"],
        ["before", "parkway_checkout=made-before; Path=/"],
      ]) {
        const response = await fetch(`${web.origin}${path}?cookie=${cookie}`, {
          redirect: "manual",
        });
        expect(response.status).toBe(path === "/" ? 302 : 202);
        expect(response.headers.getSetCookie()).toEqual([expected]);
      }
    }
  } finally {
    web.close();
  }
});

test("a call no mock answers is named in the log and fails as an unreachable host would", async () => {
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  const unanswered = new URL("v2/no-such-call", upstreams.marketplaceUrl).toString();

  await expect(fetch(unanswered)).rejects.toThrow("fetch failed");
  expect(warned).toHaveBeenCalledWith(`No mock answers GET ${unanswered}`);
});

test("the sandbox's own card page is served as the embedded service serves it, for the tester to pay on", async () => {
  const query = new URLSearchParams({
    mode: "hosted",
    return_to: "/book?step=checkout",
    amount: "12.40",
    currency: "GBP",
  });
  const page = await askApi(`/api/v2/sandbox/pages/card?${query}`);

  expect(page.status).toBe(200);
  expect(page.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  const text = await page.text();
  expect(text).toContain("Pay by card");
  expect(text).toContain("£12.40 to Parkway");
});
