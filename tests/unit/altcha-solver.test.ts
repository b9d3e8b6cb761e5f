import { createChallenge, verifySolution } from "altcha-lib";
import { expect, test } from "vitest";
import { solveAltcha } from "../../app/lib/altcha-solver";

test("the browser's solver finds the number and its payload passes the service's check", async () => {
  const challenge = await createChallenge({ hmacKey: "test-key", maxNumber: 5_000 });
  const payload = await solveAltcha(challenge);
  expect(payload).not.toBeNull();
  expect(await verifySolution(payload!, "test-key")).toBe(true);
});

test("a stopped solver gives up without a payload", async () => {
  const challenge = await createChallenge({ hmacKey: "test-key", maxNumber: 5_000 });
  const stop = new AbortController();
  stop.abort();
  expect(await solveAltcha(challenge, stop.signal)).toBeNull();
});
