import { expect, test } from "vitest";
import { z } from "zod";
import { keepSharedAnswers, readAnswer, sharedLifetimeMs } from "~/upstream/shared-answers.server";

const SEARCH = "http://service.test/api/v2/location-search?q=Leeds&rental=short";

/** A service that answers each GET with the number of times it has been asked. */
function countingService(headers: Record<string, string>, status = 200) {
  const asked: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    asked.push(request);
    return Response.json({ answer: asked.length }, { status, headers });
  };
  return { fetch, asked };
}

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

const options = { maxBytes: 1024, maxAnswerBytes: 512 };

async function answerTo(fetch: typeof globalThis.fetch, url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as { answer: number } };
}

test("an answer the service makes public is shared by every visitor until its max-age passes", async () => {
  const service = countingService({ "Cache-Control": "public, max-age=5" });
  const time = clock();
  const fetch = keepSharedAnswers(service.fetch, { ...options, now: time.now });

  const first = await answerTo(fetch, SEARCH, { headers: { Authorization: "Bearer visitor-A" } });
  time.pass(4_999);
  const second = await answerTo(fetch, SEARCH, { headers: { Authorization: "Bearer visitor-B" } });
  time.pass(1);
  const third = await answerTo(fetch, SEARCH, { headers: { Authorization: "Bearer visitor-C" } });

  expect([first, second, third].map((each) => each.body.answer)).toEqual([1, 1, 2]);
  expect(service.asked).toHaveLength(2);
});

test("a kept answer keeps its status and headers, and each caller may read its own body", async () => {
  const service = countingService({ "Cache-Control": "public, max-age=5" }, 404);
  const fetch = keepSharedAnswers(service.fetch, options);

  await fetch(SEARCH);
  const [one, two] = await Promise.all([fetch(SEARCH), fetch(SEARCH)]);

  expect([one.status, two.status]).toEqual([404, 404]);
  expect(one.headers.get("Content-Type")).toMatch(/application\/json/);
  expect([await one.json(), await two.json()]).toEqual([{ answer: 1 }, { answer: 1 }]);
});

test.each([
  ["private, max-age=60"],
  ["no-store"],
  ["max-age=60"],
  ["public, no-cache, max-age=60"],
  ["public"],
])("an answer marked %j is asked for every time", async (cacheControl) => {
  const service = countingService({ "Cache-Control": cacheControl });
  const fetch = keepSharedAnswers(service.fetch, options);

  await fetch(SEARCH);
  await fetch(SEARCH);

  expect(service.asked).toHaveLength(2);
});

test("only GET answers are kept; a POST goes to the service every time", async () => {
  const service = countingService({ "Cache-Control": "public, max-age=5" });
  const fetch = keepSharedAnswers(service.fetch, options);
  const quote = "http://service.test/api/v2/spaces/12/quote";

  await fetch(quote, { method: "POST", body: "{}" });
  await fetch(quote, { method: "POST", body: "{}" });
  await fetch(quote);
  await fetch(quote);

  expect(service.asked.map((request) => request.method)).toEqual(["POST", "POST", "GET"]);
});

test("an answer that varies by a request header is shared only with requests that send the same", async () => {
  const service = countingService({ "Cache-Control": "public, max-age=5", Vary: "X-Market" });
  const fetch = keepSharedAnswers(service.fetch, options);
  const inMarket = (market: string) => ({ headers: { "X-Market": market } });

  const gb = await answerTo(fetch, SEARCH, inMarket("GB"));
  const gbAgain = await answerTo(fetch, SEARCH, inMarket("GB"));
  const ie = await answerTo(fetch, SEARCH, inMarket("IE"));

  expect([gb, gbAgain, ie].map((each) => each.body.answer)).toEqual([1, 1, 2]);
});

test("Vary: * and statuses a cache may not keep unasked are never kept", async () => {
  const varyingByAll = countingService({ "Cache-Control": "public, max-age=5", Vary: "*" });
  const refused = countingService({ "Cache-Control": "public, max-age=5" }, 429);
  for (const service of [varyingByAll, refused]) {
    const fetch = keepSharedAnswers(service.fetch, options);
    await fetch(SEARCH);
    await fetch(SEARCH);
    expect(service.asked).toHaveLength(2);
  }
});

test("past maxBytes the least recently used answers go first, and a large answer is not kept", async () => {
  const bodies: Record<string, string> = { a: "a".repeat(300), b: "b".repeat(300) };
  const asked: string[] = [];
  const fetch = keepSharedAnswers(
    async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const name = url.searchParams.get("q")!;
      asked.push(name);
      return new Response(bodies[name] ?? "c".repeat(600), {
        headers: { "Cache-Control": "public, max-age=60" },
      });
    },
    { maxBytes: 700, maxAnswerBytes: 512 },
  );
  const ask = (q: string) =>
    fetch(`http://service.test/api/v2/places?q=${q}`).then((r) => r.text());

  await ask("a");
  await ask("b");
  await ask("a"); // a is now the more recently used
  await ask("d"); // 600 bytes: passed on, not kept
  await ask("d");
  bodies.e = "e".repeat(300);
  await ask("e"); // 900 bytes would be kept: b, the least recently used, goes
  await ask("a");
  await ask("b");

  expect(asked).toEqual(["a", "b", "d", "d", "e", "b"]);
});

test("sharedLifetimeMs reads public lifetimes, preferring s-maxage", () => {
  expect(sharedLifetimeMs("public, max-age=5")).toBe(5_000);
  expect(sharedLifetimeMs("Public, Max-Age=5, s-maxage=30")).toBe(30_000);
  expect(sharedLifetimeMs('public, max-age="7"')).toBe(7_000);
  expect(sharedLifetimeMs("public, max-age=0")).toBe(0);
  expect(sharedLifetimeMs("public, max-age=soon")).toBe(0);
  expect(sharedLifetimeMs(null)).toBe(0);
});

test("a change made through the store forgets what it keeps; a read by POST does not", async () => {
  const service = countingService({ "Cache-Control": "public, max-age=60" });
  const fetch = keepSharedAnswers(service.fetch, {
    ...options,
    changesNothingShared: (request) => request.url.endsWith("/quote"),
  });
  const space = "http://service.test/api/v2/spaces/12";

  await fetch(space);
  await fetch(`${space}/quote`, { method: "POST", body: "{}" });
  const afterQuote = await answerTo(fetch, space);
  await fetch(`${space}/reviews`, { method: "POST", body: "{}" });
  const afterReview = await answerTo(fetch, space);

  expect([afterQuote.body.answer, afterReview.body.answer]).toEqual([1, 4]);
});

test("a change the service refuses forgets nothing", async () => {
  let asked = 0;
  const fetch = keepSharedAnswers(async (input, init) => {
    asked += 1;
    const method = new Request(input, init).method;
    return Response.json(
      { answer: asked },
      method === "GET" ? { headers: { "Cache-Control": "public, max-age=60" } } : { status: 400 },
    );
  }, options);

  await fetch(SEARCH);
  await fetch("http://service.test/api/v2/tenant/bookings/7/reviews", { method: "POST" });
  const after = await answerTo(fetch, SEARCH);

  expect(after.body.answer).toBe(1);
});

test("a request with Cache-Control: no-cache is answered by the service, and its answer kept for others", async () => {
  const service = countingService({ "Cache-Control": "public, max-age=60" });
  const fetch = keepSharedAnswers(service.fetch, options);

  await fetch(SEARCH);
  const own = await answerTo(fetch, SEARCH, { headers: { "Cache-Control": "no-cache" } });
  const another = await answerTo(fetch, SEARCH);

  expect([own.body.answer, another.body.answer]).toEqual([2, 2]);
});

test("a change made through the store is announced, and an announced change forgets what it keeps", async () => {
  const service = countingService({ "Cache-Control": "public, max-age=60" });
  const heard: Array<() => void> = [];
  let announced = 0;
  const fetch = keepSharedAnswers(service.fetch, {
    ...options,
    changes: { announce: () => (announced += 1), onAnnounced: (forget) => heard.push(forget) },
  });

  await fetch(SEARCH);
  for (const forget of heard) forget();
  const afterAnnouncement = await answerTo(fetch, SEARCH);
  await fetch("http://service.test/api/v2/spaces/landlord/7/disable", { method: "POST" });

  expect(afterAnnouncement.body.answer).toBe(2);
  expect(announced).toBe(1);
});

/** A schema that counts the bodies it has read. */
function countingSchema() {
  const schema = z.object({ answer: z.number(), spaces: z.array(z.object({ id: z.number() })) });
  let reads = 0;
  return {
    parse(value: unknown) {
      reads += 1;
      return schema.parse(value);
    },
    reads: () => reads,
  };
}

function spacesService(headers: Record<string, string>) {
  let asked = 0;
  const fetch: typeof globalThis.fetch = async () =>
    Response.json({ answer: ++asked, spaces: [{ id: 7 }], extra: "dropped" }, { headers });
  return fetch;
}

test("a kept answer is read once per schema, and every caller is given that reading, frozen", async () => {
  const fetch = keepSharedAnswers(spacesService({ "Cache-Control": "public, max-age=5" }), options);
  const schema = countingSchema();

  const readings: Array<ReturnType<typeof schema.parse>> = [];
  for (let visitor = 0; visitor < 3; visitor += 1) {
    readings.push(await readAnswer(await fetch(SEARCH), schema));
  }

  expect(schema.reads()).toBe(1);
  expect(readings[0]).toEqual({ answer: 1, spaces: [{ id: 7 }] });
  expect(readings[1]).toBe(readings[0]);
  expect(Object.isFrozen(readings[0]!.spaces[0])).toBe(true);
  expect(() => readings[0]!.spaces.push({ id: 8 })).toThrow(TypeError);
});

test("an answer kept afresh is read afresh, and one not kept is read for each caller", async () => {
  const time = clock();
  const kept = keepSharedAnswers(spacesService({ "Cache-Control": "public, max-age=5" }), {
    ...options,
    now: time.now,
  });
  const schema = countingSchema();
  const first = await readAnswer(await kept(SEARCH), schema);
  time.pass(5_000);
  const second = await readAnswer(await kept(SEARCH), schema);
  expect([first.answer, second.answer]).toEqual([1, 2]);

  const unkept = keepSharedAnswers(
    spacesService({ "Cache-Control": "private, max-age=5" }),
    options,
  );
  const mine = countingSchema();
  const [one, two] = [
    await readAnswer(await unkept(SEARCH), mine),
    await readAnswer(await unkept(SEARCH), mine),
  ];
  expect(mine.reads()).toBe(2);
  expect([one.answer, two.answer]).toEqual([1, 2]);
  expect(Object.isFrozen(one)).toBe(false);
});

/** A service whose answers to GETs wait until `answerAll` is called, counting what it was asked. */
function heldService(headers: Record<string, string>) {
  const asked: Request[] = [];
  const held: Array<() => void> = [];
  let failNext = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    asked.push(request);
    const number = asked.length;
    if (request.method !== "GET") return Response.json({ answer: number }, { headers });
    const failing = failNext;
    failNext = false;
    await new Promise<void>((resolve) => held.push(resolve));
    if (failing) throw new TypeError("fetch failed");
    return Response.json({ answer: number }, { headers });
  };
  async function answerAll() {
    // Let callers that were waiting on the first answer ask, then answer them too.
    for (let turn = 0; turn < 5; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      held.splice(0).forEach((answer) => answer());
    }
  }
  return { fetch, asked, answerAll, failTheNextAsk: () => (failNext = true) };
}

test("visitors asking for an answer while it is being asked for wait for it rather than ask again", async () => {
  const service = heldService({ "Cache-Control": "public, max-age=5" });
  const fetch = keepSharedAnswers(service.fetch, options);

  const answers = Array.from({ length: 8 }, (_, visitor) =>
    answerTo(fetch, SEARCH, { headers: { Authorization: `Bearer visitor-${visitor}` } }),
  );
  await service.answerAll();

  expect((await Promise.all(answers)).map((each) => each.body.answer)).toEqual(Array(8).fill(1));
  expect(service.asked).toHaveLength(1);
});

test("while it is asked for, an answer that may not be shared, or a failed ask, sends each waiting visitor to the service", async () => {
  const personal = heldService({ "Cache-Control": "private, max-age=5" });
  const privately = keepSharedAnswers(personal.fetch, options);
  const mine = [
    answerTo(privately, SEARCH),
    answerTo(privately, SEARCH),
    answerTo(privately, SEARCH),
  ];
  await personal.answerAll();
  expect((await Promise.all(mine)).map((each) => each.body.answer).sort()).toEqual([1, 2, 3]);

  const failing = heldService({ "Cache-Control": "public, max-age=5" });
  failing.failTheNextAsk();
  const shared = keepSharedAnswers(failing.fetch, options);
  const first = answerTo(shared, SEARCH).catch((error: Error) => error.message);
  const others = [answerTo(shared, SEARCH), answerTo(shared, SEARCH)];
  await failing.answerAll();
  expect(await first).toBe("fetch failed");
  expect((await Promise.all(others)).map((each) => each.status)).toEqual([200, 200]);
  expect(failing.asked).toHaveLength(3);
});

test("a signed-in visitor's request is never made to wait for another's", async () => {
  const service = heldService({ "Cache-Control": "public, max-age=5" });
  const fetch = keepSharedAnswers(service.fetch, options);

  const guest = answerTo(fetch, SEARCH);
  const signedIn = answerTo(fetch, SEARCH, { headers: { "Cache-Control": "no-cache" } });
  await service.answerAll();

  expect([(await guest).body.answer, (await signedIn).body.answer]).toEqual([1, 2]);
});

test("an answer asked for before a change is not kept after it", async () => {
  const service = heldService({ "Cache-Control": "public, max-age=5" });
  const fetch = keepSharedAnswers(service.fetch, options);

  const before = answerTo(fetch, SEARCH);
  await fetch("http://service.test/api/v2/reviews", { method: "POST", body: "{}" });
  await service.answerAll();
  const after = answerTo(fetch, SEARCH);
  await service.answerAll();

  expect([(await before).body.answer, (await after).body.answer]).toEqual([1, 3]);
});
