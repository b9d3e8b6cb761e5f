import ky, { HTTPError, type Hooks, type Input, type KyInstance, type Options } from "ky";
import { accessTokenSchema, type Account, meSchema } from "#contract/accounts";
import { attributionsSchema, type ReferenceSource } from "#contract/places";
import { reviewPlatformStatsSchema } from "#contract/review-stats";
import { siteConfigSchema, type SiteFeatures } from "#contract/site-config";
import { reuseFor } from "./reuse";
import {
  keepSharedAnswers,
  type AnswerChanges,
  type SharedAnswerOptions,
} from "./shared-answers.server";
import { isGuestToken, readAccessToken } from "~/lib/access-token.server";
import { spacePageIds, type SpacePageIds } from "./spaces.server";

export type ReviewStats = { rating: number; count: number };

const HOUR_MS = 60 * 60 * 1000;

export type MarketplaceOptions = {
  /** Base of the service, ending in "/api/". */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Feature flags change rarely; every page needs them. 0 asks the service every time. */
  siteConfigCacheMs?: number;
  /**
   * Keeps the answers the service says anyone may share, such as searches and space pages, as
   * long as it says, for every visitor (decision 041).
   */
  sharesAnswers?: boolean;
  /** How other processes hear of a change made through this one, and this one of theirs. */
  answerChanges?: AnswerChanges;
};

/** Calls by POST that only read, or change only the caller's own session. */
const READS_BY_POST =
  /\/v2\/(spaces\/\d+\/quote|quote\/multi|products\/quote(\/[\w-]+)?|auth\/(anonymous-token|login|logout))$/;

const SHARED_ANSWERS: SharedAnswerOptions = {
  // Room for a few hundred pages of search results and spaces; a sitemap page is not kept.
  maxBytes: 16 * 1024 * 1024,
  maxAnswerBytes: 512 * 1024,
  changesNothingShared: (request) => READS_BY_POST.test(new URL(request.url).pathname),
};

/** Who a request is for, as the service needs to know: their address and the request's id. */
export type VisitorRequest = { address: string; requestId: string };

type SharedCalls = {
  siteConfig: () => Promise<SiteFeatures>;
  reviewStats: () => Promise<ReviewStats | null>;
  spacePageIds: SpacePageIds;
};

/**
 * Who a call is for, carried to the hooks of the process's one client in ky's `context`:
 * extending ky's options for each request took a tenth of a millisecond of a page.
 */
export type CallFor = {
  visitor?: VisitorRequest;
  token?: string;
  /** A signed-in visitor may see more of what they own than anyone else (decision 041). */
  signedIn?: boolean;
  /** Sees an error answer before it is thrown; may throw instead (the session rule). */
  onError?: (error: HTTPError) => void;
};

/** `client`, with every call it makes for `call`. */
export function callingFor(client: KyInstance, call: CallFor): KyInstance {
  const withCall = (options: Options = {}): Options => ({
    ...options,
    context: { ...call, ...options.context },
  });
  return Object.assign(
    <T>(input: Input, options?: Options) => client<T>(input, withCall(options)),
    {
      get: <T>(input: Input, options?: Options) => client.get<T>(input, withCall(options)),
      post: <T>(input: Input, options?: Options) => client.post<T>(input, withCall(options)),
      put: <T>(input: Input, options?: Options) => client.put<T>(input, withCall(options)),
      patch: <T>(input: Input, options?: Options) => client.patch<T>(input, withCall(options)),
      delete: <T>(input: Input, options?: Options) => client.delete<T>(input, withCall(options)),
      head: (input: Input, options?: Options) => client.head(input, withCall(options)),
      extend: (defaults: Parameters<KyInstance["extend"]>[0]) =>
        callingFor(client.extend(defaults), call),
      create: client.create,
      retry: client.retry,
    },
    // ky's own `stop`, kept a unique symbol.
    { stop: client.stop } as Pick<KyInstance, "stop">,
  ) satisfies KyInstance;
}

/** The hooks that send each call as its `CallFor` says. */
const callHooks: Hooks = {
  beforeRequest: [
    (request, options) => {
      const { visitor, token, signedIn } = options.context as CallFor;
      if (visitor) {
        request.headers.set("X-Forwarded-For", visitor.address);
        request.headers.set("X-Request-Id", visitor.requestId);
      }
      if (token && !request.headers.has("Authorization")) {
        request.headers.set("Authorization", `Bearer ${token}`);
      }
      if (signedIn) request.headers.set("Cache-Control", "no-cache");
    },
  ],
  beforeError: [
    (error) => {
      (error.options.context as CallFor).onError?.(error);
      return error;
    },
  ],
};

/** The service's calls over `http`, made for `visitor`; the cached ones are shared by every request. */
function marketplaceCalls(http: KyInstance, shared: SharedCalls, visitor?: VisitorRequest) {
  const anyone = visitor ? callingFor(http, { visitor }) : http;
  // A request's loaders ask for the visitor's client several times: it is made once.
  let last: { token: string | undefined; client: KyInstance } | undefined;

  function authorised(token: string | undefined): KyInstance {
    if (!last || last.token !== token) last = { token, client: clientFor(token) };
    return last.client;
  }

  function clientFor(token: string | undefined): KyInstance {
    if (!token) return anyone;
    const claims = readAccessToken(token);
    return callingFor(http, { visitor, token, signedIn: claims !== null && !isGuestToken(claims) });
  }

  return {
    /**
     * The service's client with the spec's headers and the visitor's token, for the other
     * upstream modules of this service (spaces.server.ts).
     */
    client: authorised,
    /**
     * The review platform's score and count. Spec §4 and §8: a failed fetch is ignored and the
     * last figures stay; null until one has arrived.
     */
    reviewStats: shared.reviewStats,
    siteConfig: shared.siteConfig,
    /** Space ids by page path, kept by the process (spaces.server.ts). */
    spacePageIds: shared.spacePageIds,
    async anonymousToken(): Promise<string> {
      const body = await anyone.post("v2/auth/anonymous-token").json();
      return accessTokenSchema.parse(body).data.access_token;
    },
    /** The signed-in user, or null when the token belongs to a guest or is no longer valid. */
    async me(token: string): Promise<Account | null> {
      try {
        const body = await authorised(token).get("v2/me").json();
        return meSchema.parse(body).data;
      } catch (error) {
        if (error instanceof HTTPError && [401, 403, 404].includes(error.response.status)) {
          return null;
        }
        throw error;
      }
    },
    /** The openly licensed datasets behind the place search, with the credit each asks for. */
    async attributions(): Promise<ReferenceSource[]> {
      const body = await anyone.get("v2/attributions").json();
      return attributionsSchema.parse(body).data;
    },
    async ready(): Promise<boolean> {
      const response = await anyone.get("readyz", { throwHttpErrors: false });
      return response.ok;
    },
  };
}

/** The service's calls for one request: what a loader or action uses. */
export type Marketplace = ReturnType<typeof marketplaceCalls>;

/**
 * Spec §7: every request names its origin and platform, and carries the stored token. Created
 * once per process; `forVisitor` gives each request calls that also name the visitor's address,
 * which the service's limits count by, and the request's id, which its logs carry.
 */
export function createMarketplace({
  baseUrl,
  fetch,
  timeoutMs = 10_000,
  siteConfigCacheMs = 0,
  sharesAnswers = false,
  answerChanges,
}: MarketplaceOptions) {
  const base = ky.create({
    prefixUrl: baseUrl,
    // A test's mocks replace globalThis.fetch after this is built: it is looked up per call.
    fetch: sharesAnswers
      ? keepSharedAnswers(fetch ?? ((input, init) => globalThis.fetch(input, init)), {
          ...SHARED_ANSWERS,
          changes: answerChanges,
        })
      : fetch,
    timeout: timeoutMs,
    retry: 0,
    headers: { "X-Client-Origin": "parkway-web", "X-Platform": "Web", Accept: "application/json" },
    hooks: callHooks,
  });

  const latestReviewStats = reuseFor(HOUR_MS, async (): Promise<ReviewStats> => {
    const body = reviewPlatformStatsSchema.parse(await base.get("v2/review-platform-stats").json());
    const { rating, reviews_count } = body.data.data;
    return { rating, count: reviews_count };
  });
  let lastReviewStats: ReviewStats | null = null;
  const shared: SharedCalls = {
    async reviewStats() {
      lastReviewStats = await latestReviewStats().catch(() => lastReviewStats);
      return lastReviewStats;
    },
    siteConfig: reuseFor(siteConfigCacheMs, async (): Promise<SiteFeatures> => {
      const body = await base.get("v2/site-config").json();
      return siteConfigSchema.parse(body).data.features;
    }),
    spacePageIds: spacePageIds(),
  };

  return {
    ...marketplaceCalls(base, shared),
    forVisitor(visitor: VisitorRequest): Marketplace {
      return marketplaceCalls(base, shared, visitor);
    },
  };
}
