import {
  createRequestHandler,
  RouterContextProvider,
  Scripts,
  useLoaderData,
  type ServerBuild,
} from "react-router";
import { brotliDecompressSync } from "node:zlib";
import { expect, test, vi } from "vitest";
import * as entry from "~/entry.server";
import { createRenderedDocuments } from "~/lib/rendered-documents.server";
import { withScriptsByHash } from "~/lib/shared-cache.server";
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

/** Who read the data below: a stack for each read. */
let readers: string[] = [];
const watchedData = {
  get place() {
    readers.push(new Error().stack ?? "");
    return "Hull";
  },
};
/** A read by React Router's own code: its encoder of the data the browser is sent. */
const byEncoder = (stack: string) => /react-router\/dist\//.test(stack.split("\n")[2] ?? "");

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
          if (place === "Hull") return watchedData;
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
const keptWithNonces = createRenderedDocuments();
const keptByHash = createRenderedDocuments({ scriptsBy: "hash" });
let requests = 0;

async function visit(
  query: string,
  { signedIn = false, renderedDocuments = keptWithNonces, acceptEncoding = "" } = {},
) {
  requests += 1;
  const nonce = `n0nce${requests}`;
  let scriptHashes = null as string[] | null;
  const context = new RouterContextProvider();
  const host = {
    cspNonce: nonce,
    renderedDocuments,
    allowScriptsByHash: (hashes: string[]) => (scriptHashes = hashes),
  };
  context.set(hostContext, host as unknown as HostServices);
  context.set(visitorContext, { user: signedIn ? { id: 7 } : null } as unknown as Visitor);
  const request = new Request(`http://localhost/?${query}`, {
    headers: { "Accept-Encoding": acceptEncoding },
  });
  const response = await handle(request, context);
  const body = Buffer.from(await response.arrayBuffer());
  const html =
    response.headers.get("Content-Encoding") === "br" ? brotliDecompressSync(body) : body;
  return { nonce, status: response.status, html: html.toString(), body, scriptHashes };
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

test("where scripts go by hash, a kept page drops its nonce and is sent as the same bytes", async () => {
  const before = renders();
  const visits = [];
  for (let count = 0; count < 4; count += 1) {
    visits.push(
      await visit("q=Derby", { renderedDocuments: keptByHash, acceptEncoding: "gzip, br" }),
    );
  }
  const [first, , third, fourth] = visits;

  expect(renders() - before).toBe(2);
  expect(first!.html).toContain(`nonce="${first!.nonce}"`);
  expect(first!.scriptHashes).toBeNull();
  expect(third!.html).toBe(first!.html.replaceAll(` nonce="${first!.nonce}"`, ""));
  expect(third!.html).toContain("<h1>Parking in <!-- -->Derby</h1>");
  // The policy names the scripts of the document sent, React Router's context among them.
  expect(third!.scriptHashes).toEqual(withScriptsByHash(third!.html, "").scriptHashes);
  expect(third!.scriptHashes!.length).toBeGreaterThan(0);
  expect(fourth!.body.equals(third!.body)).toBe(true);
  expect(fourth!.scriptHashes).toEqual(third!.scriptHashes);
});

test("a kept page's data is not encoded again for the browser, whose copy is in the document", async () => {
  readers = [];
  await visit("q=Hull");
  expect(readers.some(byEncoder)).toBe(true);
  await visit("q=Hull");

  readers = [];
  const kept = await visit("q=Hull");
  expect(kept.html).toContain("<h1>Parking in <!-- -->Hull</h1>");
  expect(readers.length).toBeGreaterThan(0);
  expect(readers.some(byEncoder)).toBe(false);
});
