import {
  createRequestHandler,
  RouterContextProvider,
  Scripts,
  useLoaderData,
  type ServerBuild,
} from "react-router";
import { expect, test, vi } from "vitest";
import * as entry from "~/entry.server";
import { createRenderedDocuments } from "~/lib/rendered-documents.server";
import { hostContext, visitorContext, type HostServices, type Visitor } from "~/upstream/context";

const rendering = vi.fn();
const renders = () => rendering.mock.calls.length;

function Root() {
  rendering();
  const { place } = useLoaderData<{ place: string }>();
  return (
    <html lang="en-GB">
      <head>
        <title>{`Parking in ${place}`}</title>
      </head>
      <body>
        <h1>Parking in {place}</h1>
        <Scripts />
      </body>
    </html>
  );
}

/** A one-route app rendered by the site's own entry, as `react-router build` would make it. */
const build = {
  entry: { module: entry },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: Root,
        loader: ({ request }: { request: Request }) => {
          const place = new URL(request.url).searchParams.get("q") ?? "Leeds";
          return place === "Bath" ? { place, kept: new Map() } : { place };
        },
      },
    },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root.js",
        hasLoader: true,
        hasAction: false,
        hasClientLoader: false,
        hasClientAction: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    },
    url: "/assets/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");
const renderedDocuments = createRenderedDocuments();
let requests = 0;

async function visit(query: string, { signedIn = false } = {}) {
  requests += 1;
  const nonce = `n0nce${requests}`;
  const context = new RouterContextProvider();
  context.set(hostContext, { cspNonce: nonce, renderedDocuments } as unknown as HostServices);
  context.set(visitorContext, { user: signedIn ? { id: 7 } : null } as unknown as Visitor);
  const response = await handle(new Request(`http://localhost/?${query}`), context);
  return { nonce, status: response.status, html: await response.text() };
}

test("a page rendered twice alike is sent a third time without rendering, with its own nonce", async () => {
  const before = renders();
  const first = await visit("q=Leeds");
  const second = await visit("q=Leeds");
  const third = await visit("q=Leeds");

  expect(renders() - before).toBe(2);
  expect(third.status).toBe(200);
  expect(third.html).toContain("<h1>Parking in <!-- -->Leeds</h1>");
  expect(third.html).toContain(`nonce="${third.nonce}"`);
  expect(third.html).not.toContain(second.nonce);
  expect(third.html).toBe(second.html.replaceAll(second.nonce, third.nonce));
  expect(first.html.replaceAll(first.nonce, third.nonce)).toBe(third.html);
});

test("other data renders again: another place, data JSON cannot tell apart, a signed-in visitor", async () => {
  const before = renders();
  for (let count = 0; count < 3; count += 1) await visit("q=York");
  expect(renders() - before).toBe(2);

  const places = renders();
  for (let count = 0; count < 3; count += 1) await visit("q=Bath");
  for (let count = 0; count < 3; count += 1) await visit("q=Leeds", { signedIn: true });
  expect(renders() - places).toBe(6);
});
