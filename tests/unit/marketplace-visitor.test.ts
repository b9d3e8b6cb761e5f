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
