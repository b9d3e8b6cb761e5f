import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

const saneId = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Gives every request an id, the one a proxy in front sent (X-Request-Id) when it looks like
 * one, else a new one: it is answered in the response's X-Request-Id, passed to the service with
 * every call the web makes for the request, and written with any error, so one id finds a
 * visitor's report in every log.
 */
export function requestIds(req: Request, res: Response, next: NextFunction) {
  const sent = req.get("X-Request-Id");
  const id = sent && saneId.test(sent) ? sent : randomUUID();
  req.headers["x-request-id"] = id;
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
}
