import { expect, test, vi } from "vitest";
import {
  experimentAttributes,
  pushExposure,
  thirdPartyScripts,
  type ExperimentExposure,
} from "../../app/components/layout/third-parties";

const exposure: ExperimentExposure = {
  event: "experiment_viewed",
  experiment_id: "checkout-button",
  variation_id: "1",
  device_id: "anon-123",
};

function manualScheduler() {
  const queue: { retry: () => void; delayMs: number }[] = [];
  return {
    schedule: (retry: () => void, delayMs: number) => {
      queue.push({ retry, delayMs });
    },
    runNext: () => queue.shift()?.retry(),
    get pending() {
      return queue.length;
    },
    get delays() {
      return queue.map((entry) => entry.delayMs);
    },
  };
}

test("an exposure reaches the data layer at once when it can", () => {
  const pushed: ExperimentExposure[] = [];
  const scheduler = manualScheduler();
  pushExposure(exposure, {
    push: (entry) => pushed.push(entry) > 0,
    schedule: scheduler.schedule,
  });
  expect(pushed).toEqual([exposure]);
  expect(scheduler.pending).toBe(0);
});

test("an exposure is retried until the data layer takes it", () => {
  const scheduler = manualScheduler();
  const push = vi
    .fn()
    .mockReturnValueOnce(false)
    .mockImplementationOnce(() => {
      throw new Error("dataLayer not ready");
    })
    .mockReturnValue(true);

  pushExposure(exposure, { push, schedule: scheduler.schedule, delayMs: 250 });
  expect(scheduler.delays).toEqual([250]);
  scheduler.runNext();
  scheduler.runNext();

  expect(push).toHaveBeenCalledTimes(3);
  expect(push).toHaveBeenLastCalledWith(exposure);
  expect(scheduler.pending).toBe(0);
});

test("an exposure is given up after 5 retries", () => {
  const scheduler = manualScheduler();
  const push = vi.fn(() => false);
  pushExposure(exposure, { push, schedule: scheduler.schedule });
  while (scheduler.pending > 0) scheduler.runNext();
  expect(push).toHaveBeenCalledTimes(6);
});

test("experiment attributes carry the user id only while signed in", () => {
  expect(experimentAttributes("user-7", "anon-123")).toEqual({
    user_id: "user-7",
    anonymous_id: "anon-123",
  });
  expect(experimentAttributes(undefined, "anon-123")).toEqual({ anonymous_id: "anon-123" });
});

const allConfigured = {
  tagManagerId: "GTM-ABC123",
  sessionReplayId: "1234567",
  chatWidgetId: "chat-key",
};
const consentUnknown = { analytical: false, marketing: false, preferencesSet: false };
const analyticsAccepted = { analytical: true, marketing: false, preferencesSet: true };
const analyticsRefused = { analytical: false, marketing: true, preferencesSet: true };

function names(...args: Parameters<typeof thirdPartyScripts>) {
  return thirdPartyScripts(...args).map((script) => script.name);
}

test("no external script loads unless it is configured", () => {
  expect(names({}, analyticsAccepted, "GBR")).toEqual([]);
});

test("the tag manager waits until the visitor has made a consent choice", () => {
  expect(names(allConfigured, consentUnknown, "GBR")).not.toContain("tag-manager");
  expect(names(allConfigured, analyticsRefused, "GBR")).toContain("tag-manager");
  const [tagManager] = thirdPartyScripts({ tagManagerId: "GTM-ABC123" }, analyticsRefused, "IRL");
  expect(tagManager?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
});

test("session replay runs only in GBR and only with analytical consent", () => {
  expect(names(allConfigured, analyticsAccepted, "GBR")).toContain("session-replay");
  expect(names(allConfigured, analyticsAccepted, "IRL")).not.toContain("session-replay");
  expect(names(allConfigured, analyticsRefused, "GBR")).not.toContain("session-replay");
  expect(names(allConfigured, consentUnknown, "GBR")).not.toContain("session-replay");
});

test("the chat widget loads whenever it is configured", () => {
  expect(names({ chatWidgetId: "chat-key" }, consentUnknown, "IRL")).toEqual(["chat-widget"]);
});
