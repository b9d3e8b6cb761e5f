import { createHash } from "node:crypto";
import type { StaticHandlerContext } from "react-router";
import { encodedAs, type ContentCoding } from "./document-encoding.server";
import { withScriptsByHash } from "./shared-cache.server";

/** A document as a response sends it, in the coding the request accepts. */
export type SentDocument = {
  html: Buffer<ArrayBuffer>;
  /** Its inline scripts' hashes, when its policy allows them by hash instead of a nonce. */
  scriptHashes?: string[];
  /** A validator over its bytes, when every response sends the same. */
  etag?: string;
  encoded(coding: ContentCoding | null): Buffer<ArrayBuffer>;
};

/** A document rendered for this response alone, its scripts allowed by this response's nonce. */
export function sentWithNonce(html: Buffer<ArrayBuffer>): SentDocument {
  return { html, encoded: (coding) => encodedAs(html, coding) };
}

/** A document any number of responses may send: no nonce, its scripts allowed by hash. */
export function sentByHash(rendered: Buffer<ArrayBuffer>, nonce: string): SentDocument {
  const { html, scriptHashes, etag } = withScriptsByHash(rendered.toString(), nonce);
  const bytes = Buffer.from(html);
  return { html: bytes, scriptHashes, etag, encoded: (coding) => encodedAs(bytes, coding) };
}

/**
 * Documents React rendered for visitors without an account, kept by what the render read
 * (decision 039): a page's URL and its routes' data. Two requests with the same key would render
 * the same bytes but for the CSP nonce. Where pages load no third-party script, a kept document
 * drops its nonce and names its scripts' hashes, so its bytes, and each coding of them, are
 * made once (decision 040); elsewhere it is cut at its nonce, to be joined with each request's.
 */
export type RenderedDocuments = ReturnType<typeof createRenderedDocuments>;

/** The bytes kept of all documents together; the least recently used go first. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** Keys seen once, remembered so that a second request for the same document keeps it. */
const SEEN_KEYS = 10_000;

type Kept = { key: string; bytes: number } & ({ pieces: Buffer[] } | { sent: SentDocument });

export function createRenderedDocuments({
  maxBytes = DEFAULT_MAX_BYTES,
  scriptsBy = "nonce",
}: { maxBytes?: number; scriptsBy?: "nonce" | "hash" } = {}) {
  const documents = new Map<string, Kept>();
  let bytes = 0;
  // A document whose data is the request's own (a booking's analytics event id, a form's visit)
  // is never asked for again: kept at once, such documents would push out the ones that are.
  let seenOnce = new Set<string>();

  function grow(kept: Kept, added: number) {
    kept.bytes += added;
    bytes += added;
    for (const [oldest, document] of documents) {
      if (bytes <= maxBytes) break;
      documents.delete(oldest);
      bytes -= document.bytes;
    }
  }

  /** The document sent by hash, each of its codings made when first asked for and kept. */
  function keptByHash(key: string, rendered: Buffer<ArrayBuffer>, nonce: string): Kept {
    const { html, scriptHashes, etag } = sentByHash(rendered, nonce);
    const codings = new Map<ContentCoding | null, Buffer<ArrayBuffer>>([[null, html]]);
    const kept: Kept = { key, bytes: 0, sent: { html, scriptHashes, etag, encoded } };
    function encoded(coding: ContentCoding | null) {
      let body = codings.get(coding);
      if (!body) {
        body = encodedAs(html, coding);
        codings.set(coding, body);
        if (documents.get(key) === kept) grow(kept, body.byteLength);
      }
      return body;
    }
    return kept;
  }

  return {
    /** The document kept for `key`, as this response (with `nonce`) sends it. */
    find(key: string, nonce: string): SentDocument | undefined {
      const kept = documents.get(key);
      if (!kept) return undefined;
      documents.delete(key);
      documents.set(key, kept);
      return "sent" in kept ? kept.sent : sentWithNonce(joinedWith(kept.pieces, nonce));
    },
    keep(key: string, document: Buffer<ArrayBuffer>, nonce: string) {
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
      const kept =
        scriptsBy === "hash"
          ? keptByHash(key, document, nonce)
          : { key, bytes: 0, pieces: cutAt(document, nonce) };
      documents.set(key, kept);
      grow(kept, "sent" in kept ? kept.sent.html.byteLength : document.byteLength);
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
  const data = keyJson(context.loaderData, 0);
  if (data === null) return null;
  return createHash("sha256").update(url).update("\n").update(data).digest("base64url");
}

/** Deeper data than any page's is not keyed: nor is data that refers back to itself. */
const MOST_LEVELS = 64;

/**
 * How deep the data is looked through for frozen values: the routes, each route's data, its
 * fields. A shared answer's reading is frozen, and so is what a page makes of it (decision 041).
 */
const LEVELS_LOOKED_THROUGH = 2;

/** The JSON of frozen values, written once for every request that renders from them. */
const frozenJson = new WeakMap<object, string | null>();

/**
 * `value` as JSON writes it, or null when JSON would write it as it writes another value (a Map,
 * a class, NaN, an array's undefined) or it is deeper than MOST_LEVELS.
 */
function keyJson(value: unknown, level: number): string | null {
  if (typeof value === "object" && value !== null) {
    if (Object.isFrozen(value)) {
      let json = frozenJson.get(value);
      if (json === undefined) {
        json = plainJson(value, level);
        frozenJson.set(value, json);
      }
      return json;
    }
    if (level < LEVELS_LOOKED_THROUGH && isRecord(value)) return recordJson(value, level);
  }
  return plainJson(value, level);
}

function plainJson(value: unknown, level: number) {
  return isPlainValue(value, level) ? (JSON.stringify(value) ?? null) : null;
}

function isRecord(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function recordJson(record: Record<string, unknown>, level: number): string | null {
  const fields: string[] = [];
  for (const name in record) {
    const value = record[name];
    if (value === undefined) continue; // as JSON leaves it out
    const json = keyJson(value, level + 1);
    if (json === null) return null;
    fields.push(`${JSON.stringify(name)}:${json}`);
  }
  return `{${fields.join(",")}}`;
}

/** Whether JSON writes `value` as no other value: walked once, apart from JSON's own walk. */
function isPlainValue(value: unknown, level: number): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
    case "undefined":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object": {
      if (value === null || value instanceof Date) return true;
      if (level === MOST_LEVELS) return false;
      if (Array.isArray(value)) {
        // JSON writes an array's undefined, or a hole in it, as null.
        for (const item of value as unknown[]) {
          if (item === undefined || !isPlainValue(item, level + 1)) return false;
        }
        return true;
      }
      if (!isRecord(value)) return false;
      for (const key in value) {
        if (!isPlainValue((value as Record<string, unknown>)[key], level + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
