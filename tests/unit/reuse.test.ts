import { expect, test } from "vitest";
import { reuseFor } from "../../app/upstream/reuse";

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

test("an answer is reused until it is older than the time allowed", async () => {
  let now = 1_000;
  const source = counter();
  const features = reuseFor(10_000, source.load, () => now);

  expect(await features()).toBe(1);
  now += 9_999;
  expect(await features()).toBe(1);
  now += 1;
  expect(await features()).toBe(2);
  expect(source.calls()).toBe(2);
});

test("callers that arrive during a load share it", async () => {
  const source = counter();
  const features = reuseFor(10_000, source.load);
  expect(await Promise.all([features(), features(), features()])).toEqual([1, 1, 1]);
  expect(source.calls()).toBe(1);
});

test("a failed load is not kept, so the next caller tries again", async () => {
  let fail = true;
  const features = reuseFor(10_000, async () => {
    if (fail) throw new Error("service down");
    return "flags";
  });
  await expect(features()).rejects.toThrow("service down");
  fail = false;
  expect(await features()).toBe("flags");
});

test("with no time allowed every caller asks again", async () => {
  const source = counter();
  const features = reuseFor(0, source.load);
  await features();
  await features();
  expect(source.calls()).toBe(2);
});
