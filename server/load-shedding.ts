import type { NextFunction, Request, Response } from "express";

export type LoadSheddingOptions = {
  /** Requests this process works on at once; one more is turned away. */
  limit: number;
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

/**
 * Past `limit` requests in flight, answer at once with 503 and Retry-After rather than queue:
 * a request that waits behind a full process only makes every other one slower, and a client
 * or load balancer told to retry can try another instance. Mount it after health probes and
 * static files, which stay answered however busy the pages are.
 */
export function shedLoad({ limit, retryAfterSeconds = 2 }: LoadSheddingOptions) {
  let inFlight = 0;
  function shed(req: Request, res: Response, next: NextFunction) {
    if (inFlight >= limit) {
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
