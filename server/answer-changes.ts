import { Redis } from "ioredis";
import type { AnswerChanges } from "../app/upstream/shared-answers.server";

/**
 * Every process that keeps the service's shared answers hears, through Redis, of a change made
 * through any of them, and forgets its own (decision 041). While Redis is away, a change is
 * still seen at once by the process it was made through, and by the others once their answers
 * run out, within five seconds.
 */
export function redisAnswerChanges(
  redisUrl: string,
  { channel = "parkway:shared-answers:changed" } = {},
): AnswerChanges & { ready(): Promise<void>; close(): Promise<void> } {
  const publisher = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // A subscribed connection takes no other commands. It waits for Redis to subscribe, and
  // subscribes again after reconnecting.
  const subscriber = new Redis(redisUrl, { connectTimeout: 2_000 });
  // ioredis reconnects and subscribes again by itself; without a listener it prints each error.
  publisher.on("error", () => {});
  subscriber.on("error", () => {});
  const listeners: Array<() => void> = [];
  subscriber.on("message", (heard: string) => {
    if (heard === channel) for (const forget of listeners) forget();
  });
  const subscribed = subscriber.subscribe(channel).catch(() => undefined);
  const publishing = new Promise((resolve) => publisher.once("ready", resolve));

  return {
    announce() {
      publisher.publish(channel, "changed").catch(() => undefined);
    },
    onAnnounced(forget) {
      listeners.push(forget);
    },
    /** Resolves once this process can announce and hear changes. */
    ready: async () => {
      await Promise.all([subscribed, publishing]);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
