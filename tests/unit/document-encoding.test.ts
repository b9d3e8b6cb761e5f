import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { codingFor, encodedAs, preferredCoding } from "../../app/lib/document-encoding.server";

/** A document as the entry sends it: in the coding chosen for it, and that coding. */
function encodeDocument(html: Buffer<ArrayBuffer>, acceptEncoding: string) {
  const coding = codingFor(html, acceptEncoding);
  return { body: encodedAs(html, coding), coding };
}

test("brotli is preferred when the browser accepts it, then gzip", () => {
  expect(preferredCoding("gzip, deflate, br")).toBe("br");
  expect(preferredCoding("gzip, deflate")).toBe("gzip");
  expect(preferredCoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
  expect(preferredCoding("*")).toBe("br");
});

test("a coding refused with q=0, or no header at all, means no compression", () => {
  expect(preferredCoding("br;q=0, gzip;q=0")).toBeNull();
  expect(preferredCoding("identity")).toBeNull();
  expect(preferredCoding(null)).toBeNull();
});

test("a whole document is compressed once and decodes to the same bytes", () => {
  const html = Buffer.from(`<!doctype html>${"<p>Park near the station</p>".repeat(100)}`);

  const brotli = encodeDocument(html, "gzip, br");
  expect(brotli.coding).toBe("br");
  expect(brotli.body.byteLength).toBeLessThan(html.byteLength);
  expect(brotliDecompressSync(brotli.body).equals(html)).toBe(true);

  const gzip = encodeDocument(html, "gzip");
  expect(gzip.coding).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(html)).toBe(true);
});

test("a tiny document is sent as it is", () => {
  const html = Buffer.from("<!doctype html><p>Hi</p>");
  expect(encodeDocument(html, "br")).toEqual({ body: html, coding: null });
});
