import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { hostContext, visitorContext } from "./upstream/context";
import { codingFor } from "./lib/document-encoding.server";
import { withLowPriorityModulePreloads } from "./lib/module-preloads.server";
import { MarkupCacheContext } from "./lib/markup-cache";
import { NonceProvider } from "./lib/nonce";
import {
  renderKey,
  sentByHash,
  sentWithNonce,
  type SentDocument,
} from "./lib/rendered-documents.server";
import { isShareableRoute, matchesEtag, SHARED_CACHE_CONTROL } from "./lib/shared-cache.server";

export const streamTimeout = 5_000;

function hasDeferredData(context: EntryContext) {
  const loaderData = context.staticHandlerContext.loaderData;
  return Object.values(loaderData).some(
    (routeData) =>
      routeData !== null &&
      typeof routeData === "object" &&
      Object.values(routeData).some((value) => value instanceof Promise),
  );
}

/**
 * Whether shared caches may keep this document (decision 027): a listed page, answered 200 to a
 * visitor without cookies, that sets no cookie and says nothing of caching itself.
 */
function isShareableDocument(
  context: EntryContext,
  loadContext: RouterContextProvider,
  status: number,
  headers: Headers,
) {
  const leaf = context.staticHandlerContext.matches.at(-1)?.route.id;
  return (
    status === 200 &&
    isShareableRoute(leaf) &&
    !headers.has("Set-Cookie") &&
    !headers.has("Cache-Control") &&
    loadContext.get(visitorContext).shareable === true
  );
}

/**
 * Pages without deferred data, and every page for bots, are sent as one document: streaming
 * them only made the compression middleware flush (and compress) each chunk on its own, which
 * cost three quarters of the throughput (bench/RESULTS.md). A whole document also has its
 * module preloads lowered in priority (decision 014). Deferred data still streams.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const host = loadContext.get(hostContext);
  const { cspNonce: nonce, markupCache = null } = host;
  const wholeDocument =
    isbot(request.headers.get("user-agent") ?? "") || !hasDeferredData(routerContext);
  // Pages many visitors share are those of visitors without an account (decision 039).
  const renderedDocuments =
    wholeDocument && responseStatusCode === 200 && loadContext.get(visitorContext).user === null
      ? host.renderedDocuments
      : undefined;
  const key = renderedDocuments ? renderKey(request.url, routerContext.staticHandlerContext) : null;

  /** The document as it is sent: its policy, shared caches' validators, then its coding. */
  function answer(document: SentDocument, status: number) {
    if (document.scriptHashes) host.allowScriptsByHash?.(document.scriptHashes);
    if (document.etag && isShareableDocument(routerContext, loadContext, status, responseHeaders)) {
      responseHeaders.set("Cache-Control", SHARED_CACHE_CONTROL);
      responseHeaders.set("ETag", document.etag);
      // Visitors with cookies get their own page: a cache must not answer them with this.
      responseHeaders.append("Vary", "Cookie");
      if (matchesEtag(request.headers.get("If-None-Match"), document.etag)) {
        responseHeaders.append("Vary", "Accept-Encoding");
        return new Response(null, { headers: responseHeaders, status: 304 });
      }
    }
    const coding = codingFor(document.html, request.headers.get("Accept-Encoding"));
    const body = document.encoded(coding);
    responseHeaders.append("Vary", "Accept-Encoding");
    if (coding) responseHeaders.set("Content-Encoding", coding);
    responseHeaders.set("Content-Length", String(body.byteLength));
    return new Response(body, { headers: responseHeaders, status });
  }

  const kept = key ? renderedDocuments?.find(key, nonce) : undefined;
  if (kept) {
    // The data React Router would have written into the document is already in it.
    void routerContext.serverHandoffStream?.cancel();
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return Promise.resolve(answer(kept, responseStatusCode));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <MarkupCacheContext value={markupCache}>
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </MarkupCacheContext>,
      {
        nonce,
        // A finished boundary is always sent in place, however large: sent apart, it would need
        // a script to be shown, and without JavaScript it would stay hidden (decision 028).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [wholeDocument ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const status = responseStatusCode;
          if (wholeDocument) {
            const chunks: Buffer[] = [];
            const collector = new PassThrough();
            collector.on("data", (chunk: Buffer) => chunks.push(chunk));
            collector.on("end", () => {
              const document = withLowPriorityModulePreloads(Buffer.concat(chunks));
              if (key && !failed) renderedDocuments?.keep(key, document, nonce);
              const shared =
                host.allowScriptsByHash &&
                isShareableDocument(routerContext, loadContext, status, responseHeaders);
              resolve(
                answer(shared ? sentByHash(document, nonce) : sentWithNonce(document), status),
              );
            });
            pipe(collector);
            return;
          }
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? error.stack : error);
  context.get(hostContext).reportError?.(error, { url: request.url });
};
