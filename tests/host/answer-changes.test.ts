import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import { keepSharedAnswers } from "../../app/upstream/shared-answers.server";
import { redisAnswerChanges } from "../../server/answer-changes";

const redisUrl = "redis://127.0.0.1:6379";
let reachable = false;

beforeAll(async () => {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  reachable = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
});

const opened: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(opened.map((changes) => changes.close()));
});

const SEARCH = "http://service.test/api/v2/location-search?q=York&rental=short";

/** One process's store in front of a service that counts the searches it answers. */
async function process(channel: string) {
  let searches = 0;
  const changes = redisAnswerChanges(redisUrl, { channel });
  opened.push(changes);
  await changes.ready();
  const fetch = keepSharedAnswers(
    async (input, init) => {
      if (new Request(input, init).method === "GET") searches += 1;
      return Response.json({}, { headers: { "Cache-Control": "public, max-age=60" } });
    },
    { maxBytes: 1024 * 1024, maxAnswerBytes: 64 * 1024, changes },
  );
  return { fetch, searches: () => searches };
}

test("a change made through one process makes every process forget its shared answers", async (context) => {
  if (!reachable) return context.skip(`Redis is not reachable at ${redisUrl}`);
  const channel = `parkway-test:${randomUUID()}`;
  const [one, another] = [await process(channel), await process(channel)];

  await one.fetch(SEARCH);
  await another.fetch(SEARCH);
  await another.fetch(SEARCH);
  expect([one.searches(), another.searches()]).toEqual([1, 1]);

  await one.fetch("http://service.test/api/v2/spaces/landlord/7/enable", { method: "POST" });
  await one.fetch(SEARCH);
  expect(one.searches()).toBe(2);
  await expect
    .poll(async () => {
      await another.fetch(SEARCH);
      return another.searches();
    })
    .toBe(2);
});
