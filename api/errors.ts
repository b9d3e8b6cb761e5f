import { DrizzleQueryError } from "drizzle-orm/errors";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { ReportError } from "./context";
import { isDatabaseUnavailable } from "./db/errors";

/** How long a client is asked to wait while the database is away: reconnecting takes seconds. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

// Field paths are joined with dots ("address.postcode"); errors about the whole input are
// listed under "", the key conform uses for form-level errors.
export function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function handleError(error: Error, c: Context, reportError?: ReportError): Response {
  if (error instanceof HTTPException) {
    if (error.res) {
      return error.getResponse();
    }
    return c.json({ message: error.message || "Request failed" }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    console.warn(`${c.req.method} ${c.req.path}: the database is unavailable`);
    c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
    return c.json(
      { message: "Parkway is briefly unavailable. Nothing was lost; try again in a few seconds." },
      503,
    );
  }
  const requestId = c.req.header("X-Request-Id");
  const request = `${c.req.method} ${c.req.path}${requestId ? ` (request ${requestId})` : ""}`;
  console.error(`${request} failed:`, describeErrorForLog(error));
  reportError?.(error, { method: c.req.method, path: c.req.path, requestId });
  return c.json({ message: "Sorry, something went wrong" }, 500);
}

export function handleNotFound(c: Context): Response {
  return c.json({ message: "Not found" }, 404);
}

/**
 * What is safe to log about an unexpected error. Never the request (headers and bodies carry
 * tokens and passwords), and never a failed query's parameters: Drizzle puts them in the
 * message and stack of its DrizzleQueryError, and they can hold secrets.
 */
export function describeErrorForLog(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause ? describeErrorForLog(error.cause) : "no cause";
    return `Query failed: ${error.query}\nCaused by: ${cause}`;
  }
  if (error instanceof Error) {
    const code = "code" in error && typeof error.code === "string" ? ` [${error.code}]` : "";
    return `${error.stack ?? `${error.name}: ${error.message}`}${code}`;
  }
  return String(error);
}
