import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type ContentCoding = "br" | "gzip";

// Below this a compressed body is barely smaller and costs more than it saves.
const MIN_BYTES = 1024;

/** The best coding the client accepts (brotli first), honouring q-values and "*". */
export function preferredCoding(acceptEncoding: string | null): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const).filter((coding) => weightOf(coding) > 0);
  return best.sort((a, b) => weightOf(b) - weightOf(a))[0] ?? null;
}

/** The coding a document is sent in: none for one too small to gain from it. */
export function codingFor(html: Buffer, acceptEncoding: string | null): ContentCoding | null {
  return html.byteLength < MIN_BYTES ? null : preferredCoding(acceptEncoding);
}

/**
 * Compresses a whole rendered document in one synchronous call. A streamed response would go
 * through the compression middleware chunk by chunk, which measured slower than rendering the
 * page (bench/RESULTS.md). Brotli at quality 3 takes half the CPU of quality 4 for 5 % more
 * bytes: at 4 it was the largest cost of a page over the bare page's (decision 002).
 */
export function encodedAs(html: Buffer<ArrayBuffer>, coding: ContentCoding | null) {
  if (coding === "br") {
    return brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 3,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    });
  }
  if (coding === "gzip") return gzipSync(html);
  return html;
}
