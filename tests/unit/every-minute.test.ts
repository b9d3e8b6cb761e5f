import { afterEach, expect, test, vi } from "vitest";
import { everyMinute } from "../../api/background";

afterEach(() => {
  vi.useRealTimers();
});

test("work runs at once and then every minute; a failed round is reported and the next still runs", async () => {
  vi.useFakeTimers();
  const reportError = vi.fn();
  const work = vi
    .fn<() => Promise<void>>()
    .mockRejectedValueOnce(new Error("database away"))
    .mockResolvedValue(undefined);

  const rounds = everyMinute(work, "booking upkeep", reportError);
  await vi.advanceTimersByTimeAsync(0);
  expect(work).toHaveBeenCalledTimes(1);
  expect(reportError).toHaveBeenCalledWith(new Error("database away"), { task: "booking upkeep" });

  await vi.advanceTimersByTimeAsync(60_000);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(work).toHaveBeenCalledTimes(3);
  expect(reportError).toHaveBeenCalledTimes(1);

  await rounds.stop();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(work).toHaveBeenCalledTimes(3);
});

test("a round that outlasts the minute is not overlapped, and stopping waits for it", async () => {
  vi.useFakeTimers();
  let running = 0;
  let most = 0;
  const work = vi.fn(async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 90_000));
    running -= 1;
  });

  const rounds = everyMinute(work, "payout upkeep", vi.fn());
  await vi.advanceTimersByTimeAsync(240_000);
  expect(most).toBe(1);

  const stopped = rounds.stop();
  await vi.advanceTimersByTimeAsync(600_000);
  await stopped;
  expect(running).toBe(0);
});
