import type { NextFunction, Request, Response } from "express";

export type LoadSheddingOptions = {
  /** Requests this process works on at once; one more is turned away. */
  limit: number;
  /**
   * How late, in ms, the event loop may run before new requests are turned away; 0 never.
   * Requests the process has no time to read wait in the socket, uncounted by `limit`.
   */
  maxEventLoopDelayMs?: number;
  /** The event loop's current delay in ms (`sampleEventLoopDelay`). */
  eventLoopDelay?: () => number;
  /** What the 503 asks the client to wait, in seconds. */
  retryAfterSeconds?: number;
};

const BUSY_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parkway is busy - please try again</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0b1f3a;line-height:1.5}a{color:#0b1f3a}</style>
</head>
<body>
<main>
<h1>Parkway is very busy right now</h1>
<p>We could not load this page because too many people are using Parkway at the moment.</p>
<p>Please wait a few seconds, then <a href="">try again</a>. Nothing you sent has been lost or charged.</p>
</main>
</body>
</html>
`;

/** The next smoothed delay, from the last one and how late the latest timer ran. */
export function smoothedDelay(previousMs: number, latenessMs: number) {
  return (2 * previousMs + Math.max(0, latenessMs)) / 3;
}

/**
 * How late the event loop runs a timer, in ms, smoothed over the last few samples (as
 * toobusy-js measures it): a process behind on its work runs every timer late. The sampler
 * never keeps the process alive.
 */
export function sampleEventLoopDelay(intervalMs = 100) {
  let delayMs = 0;
  let due = performance.now() + intervalMs;
  setInterval(() => {
    const now = performance.now();
    delayMs = smoothedDelay(delayMs, now - due);
    due = now + intervalMs;
  }, intervalMs).unref();
  return () => delayMs;
}

/**
 * Past `limit` requests in flight, or while the event loop runs late, answer at once with 503
 * and Retry-After rather than queue: a request that waits behind a full process only makes
 * every other one slower, and a client or load balancer told to retry can try another
 * instance. Mount it after health probes and static files, which stay answered however busy
 * the pages are.
 */
export function shedLoad({
  limit,
  maxEventLoopDelayMs = 0,
  eventLoopDelay = maxEventLoopDelayMs > 0 ? sampleEventLoopDelay() : () => 0,
  retryAfterSeconds = 2,
}: LoadSheddingOptions) {
  let inFlight = 0;
  const overloaded = () =>
    inFlight >= limit || (maxEventLoopDelayMs > 0 && eventLoopDelay() > maxEventLoopDelayMs);
  function shed(req: Request, res: Response, next: NextFunction) {
    if (overloaded()) {
      res.status(503);
      res.setHeader("Retry-After", String(retryAfterSeconds));
      res.setHeader("Cache-Control", "no-store");
      if (req.originalUrl.startsWith("/api/")) {
        res.json({ message: "The service is busy. Please try again shortly." });
      } else {
        res.type("html").send(BUSY_PAGE);
      }
      return;
    }
    inFlight += 1;
    // "close" fires once for every response, finished or abandoned by the client.
    res.once("close", () => {
      inFlight -= 1;
    });
    next();
  }
  return Object.assign(shed, { inFlight: () => inFlight });
}
