import type { StaticHandlerContext } from "react-router";
import { expect, test } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { deepFreeze } from "~/lib/deep-freeze";
import { createRenderedDocuments, renderKey } from "~/lib/rendered-documents.server";

const page = (nonce: string, body = "<h1>Parking in Leeds</h1>") =>
  Buffer.from(`<script nonce="${nonce}">1</script>${body}<script nonce="${nonce}">2</script>`);

function rendered(loaderData: Record<string, unknown>, more: Partial<StaticHandlerContext> = {}) {
  return {
    statusCode: 200,
    errors: null,
    actionData: null,
    loaderData,
    ...more,
  } as StaticHandlerContext;
}

test("a document is kept the second time it is rendered, and given back with each request's nonce", () => {
  const documents = createRenderedDocuments();
  documents.keep("leeds", page("n0nce-A"), "n0nce-A");
  expect(documents.find("leeds", "n0nce-B")).toBeUndefined();

  documents.keep("leeds", page("n0nce-B"), "n0nce-B");
  expect(documents.find("leeds", "n0nce-C")?.html.toString()).toBe(page("n0nce-C").toString());
  expect(documents.find("leeds", "n0nce-D")?.html.toString()).toBe(page("n0nce-D").toString());
  expect(documents.find("york", "n0nce-D")).toBeUndefined();
});

test("where scripts go by hash, a kept document drops its nonce and makes each coding once", () => {
  const documents = createRenderedDocuments({ scriptsBy: "hash" });
  documents.keep("leeds", page("n0nce-A"), "n0nce-A");
  documents.keep("leeds", page("n0nce-B"), "n0nce-B");

  const sent = documents.find("leeds", "n0nce-C")!;
  expect(sent.html.toString()).toBe(
    "<script>1</script><h1>Parking in Leeds</h1><script>2</script>",
  );
  expect(sent.scriptHashes).toEqual([
    "'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='",
    "'sha256-1HNeOiZeFu7gP1lxi5tdAwGcB9i2xR+Q2jpmbuwTqzU='",
  ]);
  expect(sent.etag).toMatch(/^W\/"[\w-]{27}"$/);
  const brotli = sent.encoded("br");
  expect(brotliDecompressSync(brotli).toString()).toBe(sent.html.toString());
  expect(documents.find("leeds", "n0nce-D")!.encoded("br")).toBe(brotli);
  expect(sent.encoded(null)).toBe(sent.html);
});

test("a kept document's codings count towards the size allowed", () => {
  const size = Buffer.byteLength("<script>1</script><h1>Parking in Leeds</h1><script>2</script>");
  // Room for the document as rendered (with its nonces) and as kept, not for its gzip too.
  const documents = createRenderedDocuments({ maxBytes: size + 40, scriptsBy: "hash" });
  documents.keep("leeds", page("n0nce-A"), "n0nce-A");
  documents.keep("leeds", page("n0nce-B"), "n0nce-B");
  documents.find("leeds", "n0nce-C")!.encoded("gzip");
  expect(documents.find("leeds", "n0nce-D")).toBeUndefined();
});

test("a nonce at either end of the document is replaced too", () => {
  const documents = createRenderedDocuments();
  const edges = (nonce: string) => Buffer.from(`${nonce}<p>a</p>${nonce}`);
  documents.keep("edges", edges("n0nce-A"), "n0nce-A");
  documents.keep("edges", edges("n0nce-B"), "n0nce-B");
  expect(documents.find("edges", "n0nce-C")?.html.toString()).toBe("n0nce-C<p>a</p>n0nce-C");
});

test("past the size allowed, the least recently asked-for documents are forgotten first", () => {
  const size = page("n0nce-A").byteLength;
  const documents = createRenderedDocuments({ maxBytes: 2 * size });
  for (const key of ["leeds", "york", "leeds", "york"])
    documents.keep(key, page("n0nce-A"), "n0nce-A");
  documents.find("leeds", "n0nce-B");
  documents.keep("bath", page("n0nce-A"), "n0nce-A");
  documents.keep("bath", page("n0nce-A"), "n0nce-A");

  expect(documents.find("york", "n0nce-B")).toBeUndefined();
  expect(documents.find("leeds", "n0nce-B")).toBeDefined();
  expect(documents.find("bath", "n0nce-B")).toBeDefined();
});

test("a document larger than the size allowed, or rendered without a nonce, is not kept", () => {
  const documents = createRenderedDocuments({ maxBytes: 10 });
  documents.keep("leeds", page("n0nce-A"), "n0nce-A");
  documents.keep("leeds", page("n0nce-A"), "n0nce-A");
  expect(documents.find("leeds", "n0nce-B")).toBeUndefined();

  const unlimited = createRenderedDocuments();
  unlimited.keep("plain", Buffer.from("<p>a</p>"), "");
  unlimited.keep("plain", Buffer.from("<p>a</p>"), "");
  expect(unlimited.find("plain", "")).toBeUndefined();
});

test("the key is the same for the same URL and data, and differs when either does", () => {
  const url = "http://localhost/search?q=Leeds";
  const data = { root: { user: null, when: new Date("2026-11-28T09:00:00Z") }, search: [1, 2] };
  const key = renderKey(url, rendered(data));

  expect(key).toMatch(/^[\w-]{43}$/);
  expect(renderKey(url, rendered(structuredClone(data)))).toBe(key);
  expect(renderKey(`${url}&page=2`, rendered(data))).not.toBe(key);
  expect(renderKey(url, rendered({ ...data, search: [1, 3] }))).not.toBe(key);
  expect(
    renderKey(
      url,
      rendered({ ...data, root: { user: null, when: new Date("2026-11-28T09:01:00Z") } }),
    ),
  ).not.toBe(key);
});

test("frozen data, written once and kept, keys as the same data unfrozen", () => {
  const url = "http://localhost/search?q=Leeds";
  const spaces = [{ id: 1, price: { amount: 4.5 }, note: undefined }, { id: 2 }];
  const key = renderKey(url, rendered({ search: { page: 1, spaces } }));
  const frozen = deepFreeze(structuredClone(spaces));

  expect(renderKey(url, rendered({ search: { page: 1, spaces: frozen } }))).toBe(key);
  expect(renderKey(url, rendered({ search: { page: 1, spaces: frozen } }))).toBe(key);
  expect(renderKey(url, rendered({ search: { page: 2, spaces: frozen } }))).not.toBe(key);
  expect(
    renderKey(url, rendered({ search: { page: 1, spaces: deepFreeze([{ id: 3 }]) } })),
  ).not.toBe(key);
  expect(renderKey(url, rendered({ search: deepFreeze({ value: new Map() }) }))).toBeNull();
  expect(renderKey(url, rendered({ search: deepFreeze({ value: new Map() }) }))).toBeNull();
});

test("no key when the render reads more than its URL and data, or data JSON cannot tell apart", () => {
  const url = "http://localhost/search?q=Leeds";
  expect(renderKey(url, rendered({}, { statusCode: 404 }))).toBeNull();
  expect(renderKey(url, rendered({}, { errors: { root: new Error("down") } }))).toBeNull();
  expect(renderKey(url, rendered({}, { actionData: { contact: { sent: true } } }))).toBeNull();
  for (const value of [
    new Map([["a", 1]]),
    new Set([1]),
    Number.NaN,
    [undefined],
    10n,
    Promise.resolve(1),
    new (class Price {})(),
    () => 1,
    // eslint-disable-next-line no-sparse-arrays
    [, 1],
  ]) {
    expect(renderKey(url, rendered({ search: { value } }))).toBeNull();
  }
});

test("no key for data that refers back to itself, which React Router can send but JSON cannot", () => {
  const place: Record<string, unknown> = { name: "Leeds" };
  place.self = place;
  expect(renderKey("http://localhost/", rendered({ search: { place } }))).toBeNull();
});
