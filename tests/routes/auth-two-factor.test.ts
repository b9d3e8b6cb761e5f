import { expect, test } from "vitest";
import { action, TWO_FACTOR_DELAY_MS } from "../../app/routes/auth/two-factor";
import { server } from "../mocks/server";
import { actionArgs } from "./account-visitor";

function codeSubmitted(code: string) {
  return actionArgs("/login/two-factor", { code }, {}, false);
}

test("a two-factor code is a placeholder: it waits 2 seconds and calls nothing (spec §4)", async () => {
  const calls: string[] = [];
  server.events.on("request:start", ({ request }) => calls.push(request.url));
  const started = performance.now();

  const answer = await action(codeSubmitted("123456"));

  expect(performance.now() - started).toBeGreaterThanOrEqual(TWO_FACTOR_DELAY_MS - 5);
  expect(TWO_FACTOR_DELAY_MS).toBe(2000);
  expect(calls).toEqual([]);
  expect(answer).toMatchObject({ init: { status: 200 } });
  server.events.removeAllListeners();
});

test("a code that is not six digits is refused at once", async () => {
  const answer = await action(codeSubmitted("12ab"));
  expect(answer).toMatchObject({
    data: { result: { error: { code: ["Enter the 6-digit code"] } } },
    init: { status: 400 },
  });
});
