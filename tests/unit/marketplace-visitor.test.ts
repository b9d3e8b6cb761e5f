import { expect, test } from "vitest";
import { createMarketplace } from "../../app/upstream/marketplace.server";

/** A service that answers every call with a token and keeps the headers each call carried. */
function recordingService() {
  const calls: Headers[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push(new Request(input, init).headers);
    return Response.json({
      data: { access_token: "a.b.c", token_type: "Bearer", expires_in: 3600 },
    });
  };
  return { calls, fetch };
}

test("each visitor's calls name their own address and request id, never another's", async () => {
  const service = recordingService();
  const marketplace = createMarketplace({
    baseUrl: "http://service.test/api/",
    fetch: service.fetch,
  });
  const ann = marketplace.forVisitor({ address: "203.0.113.7", requestId: "req-ann" });
  const bob = marketplace.forVisitor({ address: "198.51.100.9", requestId: "req-bob" });

  await ann.anonymousToken();
  await bob.anonymousToken();
  await ann.client("tok-ann").get("v2/me");

  expect(service.calls.map((headers) => headers.get("X-Forwarded-For"))).toEqual([
    "203.0.113.7",
    "198.51.100.9",
    "203.0.113.7",
  ]);
  expect(service.calls.map((headers) => headers.get("X-Request-Id"))).toEqual([
    "req-ann",
    "req-bob",
    "req-ann",
  ]);
  expect(service.calls[2]!.get("Authorization")).toBe("Bearer tok-ann");
  expect(service.calls[0]!.get("X-Client-Origin")).toBe("parkway-web");
});

test("a request's loaders share the visitor's client, and another token has its own", async () => {
  const service = recordingService();
  const visitor = createMarketplace({
    baseUrl: "http://service.test/api/",
    fetch: service.fetch,
  }).forVisitor({ address: "203.0.113.7", requestId: "req-ann" });

  const client = visitor.client("tok-ann");
  expect(visitor.client("tok-ann")).toBe(client);
  await visitor.client("tok-bob").get("v2/me");
  await visitor.client("tok-ann").get("v2/me");

  expect(service.calls.map((headers) => headers.get("Authorization"))).toEqual([
    "Bearer tok-bob",
    "Bearer tok-ann",
  ]);
});

/** A token's three parts, as the service signs them; the web reads only the claims. */
function tokenWith(scope: string[]) {
  const claims = Buffer.from(JSON.stringify({ sub: "someone", scope })).toString("base64url");
  return `e30.${claims}.signature`;
}

test("sharing answers, a search the service makes public is asked for once for every guest, and afresh for a signed-in visitor", async () => {
  const asked: Request[] = [];
  const marketplace = createMarketplace({
    baseUrl: "http://service.test/api/",
    sharesAnswers: true,
    fetch: async (input, init) => {
      asked.push(new Request(input, init));
      const shared = new URL(asked.at(-1)!.url).pathname.endsWith("location-search");
      return Response.json(
        { data: [] },
        { headers: { "Cache-Control": shared ? "public, max-age=5" : "private, no-store" } },
      );
    },
  });
  const visitors = [["anonymous"], ["anonymous"], ["driver"]].map((scope, index) =>
    marketplace
      .forVisitor({ address: `203.0.113.${index}`, requestId: `req-${index}` })
      .client(tokenWith(scope)),
  );

  for (const visitor of visitors) {
    await visitor.get("v2/location-search", { searchParams: { q: "Leeds" } }).json();
    await visitor.get("v2/me").json();
  }

  expect(asked.map((request) => new URL(request.url).pathname)).toEqual([
    "/api/v2/location-search",
    "/api/v2/me",
    "/api/v2/me",
    "/api/v2/location-search",
    "/api/v2/me",
  ]);
});

test("sharing answers, a quote leaves the kept search in place and a review forgets it", async () => {
  const searches: string[] = [];
  const marketplace = createMarketplace({
    baseUrl: "http://service.test/api/",
    sharesAnswers: true,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method === "GET") searches.push(request.url);
      return Response.json({}, { headers: { "Cache-Control": "public, max-age=60" } });
    },
  });
  const guest = marketplace.client(tokenWith(["anonymous"]));
  const search = () => guest.get("v2/location-search", { searchParams: { q: "Leeds" } }).json();

  await search();
  await guest.post("v2/spaces/12/quote", { json: {} }).json();
  await guest.post("v2/auth/anonymous-token").json();
  await search();
  await guest.post("v2/tenant/bookings/7/reviews", { json: {} }).json();
  await search();

  expect(searches).toHaveLength(2);
});
