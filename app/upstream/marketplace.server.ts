import ky, { HTTPError, type KyInstance } from "ky";
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
 * The service's calls over the client `http` gives; the cached ones are shared by every request.
 * The client is asked for only when a call is made: many pages make none, and extending ky's
 * options took ~0.05 ms of every request.
 */
function marketplaceCalls(http: () => KyInstance, shared: SharedCalls) {
  // A request's loaders ask for the visitor's client several times: it is made once.
  let last: { token: string | undefined; client: KyInstance } | undefined;

  function authorised(token: string | undefined): KyInstance {
    if (!last || last.token !== token) last = { token, client: clientFor(token) };
    return last.client;
  }

  function clientFor(token: string | undefined): KyInstance {
    const claims = token ? readAccessToken(token) : null;
    // A signed-in visitor may see more of what they own than anyone else (decision 041).
    const signedIn = claims !== null && !isGuestToken(claims);
    return http().extend({
      hooks: {
        beforeRequest: [
          (request) => {
            if (token && !request.headers.has("Authorization")) {
              request.headers.set("Authorization", `Bearer ${token}`);
            }
            if (signedIn) request.headers.set("Cache-Control", "no-cache");
          },
        ],
      },
    });
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
      const body = await http().post("v2/auth/anonymous-token").json();
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
      const body = await http().get("v2/attributions").json();
      return attributionsSchema.parse(body).data;
    },
    async ready(): Promise<boolean> {
      const response = await http().get("readyz", { throwHttpErrors: false });
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
    ...marketplaceCalls(() => base, shared),
    forVisitor(visitor: VisitorRequest): Marketplace {
      const headers = { "X-Forwarded-For": visitor.address, "X-Request-Id": visitor.requestId };
      let visitorHttp: KyInstance | undefined;
      return marketplaceCalls(() => (visitorHttp ??= base.extend({ headers })), shared);
    },
  };
}
