import type { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv } from "./context";
import { jsonMessage } from "./openapi";

const jsonType = /^application\/([\w.-]+\+)?json\b/i;
const formType = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A request body sent as JSON or as form data (spec §7: "body is the form data"): the web posts
 * its forms, the apps send JSON. Each is validated against the same schema; the handler reads
 * `c.req.valid(sentAsJson(c) ? "json" : "form")`. Route middleware must include `requireFormBody`.
 */
export function formBody<T extends z.ZodType>(schema: T, description: string) {
  return {
    description,
    content: {
      "application/json": { schema },
      "application/x-www-form-urlencoded": { schema },
      "multipart/form-data": { schema },
    },
  };
}

export const unsupportedBody = {
  415: jsonMessage("The body is neither JSON nor form data"),
};

/**
 * The body validators skip a request with no Content-Type, so such a request is refused here
 * rather than reaching a handler unvalidated.
 */
export const requireFormBody: MiddlewareHandler<ApiEnv> = async function requireFormBody(c, next) {
  const contentType = c.req.header("Content-Type") ?? "";
  if (!jsonType.test(contentType) && !formType.test(contentType)) {
    return c.json(
      { message: "Send the form as application/json, multipart/form-data or urlencoded" },
      415,
    );
  }
  await next();
};

/** Whether the validated body is under "json" (else it is under "form"). */
export function sentAsJson(c: Context): boolean {
  return jsonType.test(c.req.header("Content-Type") ?? "");
}
