import { AsyncLocalStorage } from "node:async_hooks";
import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { paymentDeclinedSchema } from "#contract/checkout";
import { locationSearchQuerySchema, locationSearchSchema } from "#contract/spaces";
import { contractJson } from "./contract-json";
import { invalidRequest, quietville } from "./search";

/**
 * Named states of the upstreams, for a tester to see a page as it would be on a bad day
 * (`npm run dev:mocks`, README). Each request runs under at most one scenario; its handlers go
 * before the others and answer only while their scenario is the one running.
 */
export const mockScenarios = ["empty-search", "payment-declined", "service-down"] as const;
export type MockScenario = (typeof mockScenarios)[number];

export function isMockScenario(value: unknown): value is MockScenario {
  return mockScenarios.some((scenario) => scenario === value);
}

/** The scenario of the request being answered, carried through everything it calls. */
export const activeScenario = new AsyncLocalStorage<MockScenario>();

function running(scenario: MockScenario) {
  return activeScenario.getStore() === scenario;
}

const UNAVAILABLE = "The service is unavailable. Try again in a moment.";

export function scenarioHandlers(
  api: (path: string) => string,
  upstreamBases: { marketplace: string; helpCentre: string },
) {
  const unavailable = () => {
    if (!running("service-down")) return undefined;
    return contractJson(
      messageSchema,
      { message: UNAVAILABLE },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  };
  const declined = () => {
    if (!running("payment-declined")) return undefined;
    return contractJson(
      paymentDeclinedSchema,
      { message: "Your card was declined.", code: "card_declined" },
      { status: 402 },
    );
  };
  return [
    http.all(`${upstreamBases.marketplace}*`, unavailable),
    http.all(`${upstreamBases.helpCentre}*`, unavailable),

    // Whatever the place, it is found and nothing is near it.
    http.get(api("v2/location-search"), ({ request }) => {
      if (!running("empty-search")) return undefined;
      const parsed = locationSearchQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return invalidRequest(parsed.error);
      const query = parsed.data;
      const start = query.start ?? new Date();
      return contractJson(locationSearchSchema, {
        data: [],
        meta: {
          page: query.page,
          per_page: query.per_page,
          has_more: false,
          radius_m: query.radius ?? 2000,
          origin:
            query.lat !== undefined && query.lng !== undefined
              ? { lat: query.lat, lng: query.lng, name: null, kind: null, corrected: false }
              : { ...quietville, name: query.q ?? quietville.name },
          rental: query.rental,
          start: start.toISOString(),
          end: query.rental === "long" ? null : (query.end?.toISOString() ?? null),
        },
      });
    }),

    http.post(api("v2/spaces/:id/purchase"), declined),
    http.post(api("v2/spaces/:id/book"), declined),
  ];
}
