import { createHash } from "node:crypto";
import type { StaticHandlerContext } from "react-router";

/**
 * Documents React rendered for visitors without an account, kept by what the render read
 * (decision 039): a page's URL and its routes' data. Two requests with the same key would render
 * the same bytes but for the CSP nonce, so the second is given the first's document with its
 * own nonce, and React does not render it again.
 */
export type RenderedDocuments = ReturnType<typeof createRenderedDocuments>;

/** The bytes kept of all documents together; the least recently used go first. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** Keys seen once, remembered so that a second request for the same document keeps it. */
const SEEN_KEYS = 10_000;

export function createRenderedDocuments(maxBytes = DEFAULT_MAX_BYTES) {
  // A document is kept cut at each of its nonces, to be joined with the next request's own.
  const documents = new Map<string, { pieces: Buffer[]; bytes: number }>();
  let bytes = 0;
  // A document whose data is the request's own (a booking's analytics event id, a form's visit)
  // is never asked for again: kept at once, such documents would push out the ones that are.
  let seenOnce = new Set<string>();

  return {
    /** The document kept for `key`, with `nonce` where its own was; undefined if none is. */
    find(key: string, nonce: string) {
      const kept = documents.get(key);
      if (!kept) return undefined;
      documents.delete(key);
      documents.set(key, kept);
      return joinedWith(kept.pieces, nonce);
    },
    keep(key: string, document: Buffer, nonce: string) {
      if (document.byteLength > maxBytes || nonce === "") return;
      if (!seenOnce.has(key)) {
        if (seenOnce.size >= SEEN_KEYS) seenOnce = new Set();
        seenOnce.add(key);
        return;
      }
      seenOnce.delete(key);
      const previous = documents.get(key);
      if (previous) bytes -= previous.bytes;
      documents.delete(key);
      documents.set(key, { pieces: cutAt(document, nonce), bytes: document.byteLength });
      bytes += document.byteLength;
      for (const [oldest, kept] of documents) {
        if (bytes <= maxBytes) break;
        documents.delete(oldest);
        bytes -= kept.bytes;
      }
    },
  };
}

function cutAt(document: Buffer, nonce: string) {
  const separator = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = document.indexOf(separator); at !== -1; at = document.indexOf(separator, start)) {
    pieces.push(document.subarray(start, at));
    start = at + separator.byteLength;
  }
  pieces.push(document.subarray(start));
  return pieces;
}

function joinedWith(pieces: Buffer[], nonce: string) {
  const separator = Buffer.from(nonce);
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(separator);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/**
 * What a document's render reads, as a key: its URL and every route's data. Null when the render
 * may read more than that (an action's answer, an error, a status other than 200), or when the
 * data holds a value JSON would not tell apart from another (a Map, a class, NaN): such a
 * document is rendered every time.
 */
export function renderKey(url: string, context: StaticHandlerContext): string | null {
  if (context.statusCode !== 200 || context.errors !== null || context.actionData !== null) {
    return null;
  }
  let plain = true;
  const text = JSON.stringify(context.loaderData, function (this: unknown, name, value: unknown) {
    const original = (this as Record<string, unknown>)[name];
    // JSON writes an array's undefined as null, and a value it cannot write not at all.
    if (!isPlainValue(original) || (Array.isArray(this) && original === undefined)) {
      plain = false;
      return undefined;
    }
    return value;
  });
  if (!plain) return null;
  return createHash("sha256").update(url).update("\n").update(text).digest("base64url");
}

function isPlainValue(value: unknown) {
  switch (typeof value) {
    case "string":
    case "boolean":
    case "undefined":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object": {
      if (value === null || Array.isArray(value) || value instanceof Date) return true;
      const prototype: unknown = Object.getPrototypeOf(value);
      return prototype === Object.prototype || prototype === null;
    }
    default:
      return false;
  }
}
