import { deepFreeze } from "~/lib/deep-freeze";

/**
 * Answers the marketplace service says any visitor may share (`Cache-Control: public` with a
 * `max-age` or `s-maxage`), kept by the web process for as long as it says: a shared cache in
 * front of the service, as RFC 9111 describes one, for GET requests.
 *
 * A change made through this process is seen at once: a request that may change what the service
 * answers (any method but GET and HEAD) forgets every kept answer once it succeeds, unless
 * `changesNothingShared` says it only reads, as a quote does, and tells the other processes
 * through `changes`, which forget theirs too. A request that carries
 * `Cache-Control: no-cache` is answered by the service, as a signed-in visitor's are.
 */

type KeptAnswer = {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
  /** The request headers the answer varies by, with the values it was asked with. */
  varies: Array<[name: string, value: string | null]>;
  until: number;
  /** The body as each schema read it, shared by every caller given this answer. */
  readings: Map<Schema<unknown>, unknown>;
};

/** What `readAnswer` needs of a schema (zod's own). */
export type Schema<T> = { parse(value: unknown): T };

/** The kept answer each response was made from. */
const keptAnswers = new WeakMap<Response, KeptAnswer>();

/** How the processes that keep answers tell one another that something has changed. */
export type AnswerChanges = {
  announce(): void;
  onAnnounced(forget: () => void): void;
};

export type SharedAnswerOptions = {
  /** The most bytes of answers kept; the least recently used go first. */
  maxBytes: number;
  /** A larger answer is passed on and not kept. */
  maxAnswerBytes: number;
  /** Requests by other methods than GET that change nothing a kept answer shows. */
  changesNothingShared?: (request: Request) => boolean;
  changes?: AnswerChanges;
  now?: () => number;
};

/** Statuses a cache may keep without being told how (RFC 9110 §15.1 "heuristically cacheable"). */
const KEEPABLE_STATUSES = new Set([200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]);

/**
 * How long `cacheControl` lets a shared cache keep an answer to a request that carried
 * credentials, in milliseconds, or 0 when it may not: such an answer is kept only when it is
 * `public` (RFC 9111 §3.5), and never when `no-store`, `no-cache` or `private`.
 */
export function sharedLifetimeMs(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = new Map<string, string>();
  for (const part of cacheControl.split(",")) {
    const [name = "", value = ""] = part.trim().split("=", 2);
    directives.set(name.toLowerCase(), value.replace(/^"|"$/g, ""));
  }
  if (!directives.has("public")) return 0;
  if (["no-store", "no-cache", "private"].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

function variesBy(headers: Headers): string[] | null {
  const vary = headers.get("Vary");
  if (!vary) return [];
  const names = vary.split(",").map((name) => name.trim().toLowerCase());
  return names.includes("*") ? null : names;
}

/** Whether `answer` was asked with the values `request` has for the headers it varies by. */
function suits(answer: KeptAnswer, request: Request) {
  return answer.varies.every(([name, value]) => request.headers.get(name) === value);
}

function answerFrom(kept: KeptAnswer): Response {
  const response = new Response(kept.body.byteLength > 0 ? kept.body : null, {
    status: kept.status,
    statusText: kept.statusText,
    headers: kept.headers,
  });
  keptAnswers.set(response, kept);
  return response;
}

const decoder = new TextDecoder();

/**
 * The JSON body of `response`, checked by `schema`. An answer kept for every visitor is decoded
 * and checked once per schema, and each caller is given that same reading, frozen: in a
 * search or a space page, parsing and checking the service's answer cost more than all the
 * rest of the call.
 */
export async function readAnswer<T>(response: Response, schema: Schema<T>): Promise<T> {
  const kept = keptAnswers.get(response);
  if (!kept) return schema.parse(await response.json());
  let reading = kept.readings.get(schema) as T | undefined;
  if (reading === undefined) {
    reading = deepFreeze(schema.parse(JSON.parse(decoder.decode(kept.body))));
    kept.readings.set(schema, reading);
  }
  return reading;
}

export function keepSharedAnswers(
  fetch: typeof globalThis.fetch,
  {
    maxBytes,
    maxAnswerBytes,
    changesNothingShared = () => false,
    changes,
    now = Date.now,
  }: SharedAnswerOptions,
): typeof globalThis.fetch {
  const kept = new Map<string, KeptAnswer>();
  /** The asks under way by URL, each settling to the answer others may be given. */
  const asking = new Map<string, Promise<KeptAnswer | null>>();
  let keptBytes = 0;
  changes?.onAnnounced(forgetAll);

  function forget(url: string) {
    const answer = kept.get(url);
    if (!answer) return;
    kept.delete(url);
    keptBytes -= answer.body.byteLength;
  }

  /** Counts the changes heard of: an answer asked for before one is not kept after it. */
  let changesHeard = 0;

  function forgetAll() {
    kept.clear();
    keptBytes = 0;
    changesHeard += 1;
  }

  function keep(url: string, answer: KeptAnswer) {
    forget(url);
    kept.set(url, answer);
    keptBytes += answer.body.byteLength;
    for (const [oldest] of kept) {
      if (keptBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function fresh(url: string, request: Request): KeptAnswer | null {
    const answer = kept.get(url);
    if (!answer) return null;
    if (answer.until <= now()) {
      forget(url);
      return null;
    }
    if (!suits(answer, request)) return null;
    // The most recently used go to the back of the line.
    kept.delete(url);
    kept.set(url, answer);
    return answer;
  }

  /**
   * Asks the service, keeping the answer when it may be shared. The response is the caller's;
   * `shared` is the answer others may be given, or null when it is the caller's alone.
   */
  async function ask(url: string, request: Request) {
    const askedAfter = changesHeard;
    const response = await fetch(request);
    const lifetime = KEEPABLE_STATUSES.has(response.status)
      ? sharedLifetimeMs(response.headers.get("Cache-Control"))
      : 0;
    const varies = lifetime > 0 ? variesBy(response.headers) : null;
    const length = Number(response.headers.get("Content-Length") ?? 0);
    if (!varies || length > maxAnswerBytes) return { response, shared: null };
    const body = await response.arrayBuffer();
    const answer: KeptAnswer = {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
      body,
      varies: varies.map((name) => [name, request.headers.get(name)]),
      until: now() + lifetime,
      readings: new Map(),
    };
    const stale = changesHeard !== askedAfter;
    if (body.byteLength > maxAnswerBytes || stale)
      return { response: answerFrom(answer), shared: null };
    keep(url, answer);
    return { response: answerFrom(answer), shared: answer };
  }

  /**
   * Asks the service once for a URL many ask for at the same moment, as when a popular
   * search's answer has just expired: the others wait for that answer and are given it if it
   * may be shared with them, and otherwise ask for themselves.
   */
  async function askOnce(url: string, request: Request): Promise<Response> {
    const underWay = asking.get(url);
    if (underWay) {
      const answer = await underWay;
      if (answer && suits(answer, request)) return answerFrom(answer);
      return (await ask(url, request)).response;
    }
    const asked = ask(url, request);
    const shared = asked.then(
      (answer) => answer.shared,
      () => null,
    );
    asking.set(url, shared);
    void shared.then(() => asking.delete(url));
    return (await asked).response;
  }

  return async function sharedAnswers(input, init) {
    const request =
      input instanceof Request && (init === undefined || Object.keys(init).length === 0)
        ? input
        : new Request(input, init);
    if (request.method !== "GET" && request.method !== "HEAD") {
      const changing = !changesNothingShared(request);
      const response = await fetch(request);
      if (changing && response.status < 400) {
        forgetAll();
        changes?.announce();
      }
      return response;
    }
    if (request.method !== "GET" || request.headers.has("Range")) return fetch(request);
    const asksTheService = /\bno-cache\b/i.test(request.headers.get("Cache-Control") ?? "");
    const answer = asksTheService ? null : fresh(request.url, request);
    if (answer) return answerFrom(answer);
    return asksTheService
      ? (await ask(request.url, request)).response
      : askOnce(request.url, request);
  };
}
