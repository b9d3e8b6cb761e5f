import { OpenAPIHono } from "@hono/zod-openapi";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import type { ApiEnv } from "./context";
import { fieldErrors } from "./errors";

/**
 * A router whose routes are described by zod schemas: requests are validated against them and
 * the OpenAPI document is generated from them. Invalid input answers 400 with a message per field.
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook(result, c) {
      if (!result.success) {
        return c.json(
          {
            message: "Please correct the invalid fields",
            errors: fieldErrors(result.error.issues),
          },
          400,
        );
      }
    },
  });
}

/** Response entries shared by many routes. */
export function jsonMessage(description: string) {
  return { description, content: { "application/json": { schema: messageSchema } } };
}

export const invalidRequest = {
  description: "The input is invalid; `errors` names each field",
  content: { "application/json": { schema: invalidRequestSchema } },
};

export const needsSignIn = {
  401: jsonMessage("No valid access token"),
  403: jsonMessage("The token's scopes do not allow this"),
};

export const bearerAuth = [{ bearerAuth: [] }];

const unavailable = {
  description:
    "The database cannot be reached for a moment; nothing was changed. Retry-After says when to try again",
  headers: { "Retry-After": { schema: { type: "integer" } } },
  content: { "application/json": { schema: { $ref: "#/components/schemas/Message" } } },
};
const bodyTooLarge = {
  description: "The body is larger than the call allows (1 MB; a photo, 10 MB)",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Message" } } },
};
const unsupportedMediaType = {
  description: "The body is not in a content type the call accepts",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Message" } } },
};

type Operation = { requestBody?: unknown; responses: Record<string, unknown> };

function isOperation(value: unknown): value is Operation {
  return (
    typeof value === "object" &&
    value !== null &&
    "responses" in value &&
    typeof value.responses === "object" &&
    value.responses !== null
  );
}

/**
 * Adds the answers any call may give to the document, where a route does not describe them
 * itself: 503 while the database is away, and for a call with a body, 413 and 415.
 */
export function withServiceWideAnswers<T extends { paths?: Record<string, object> }>(document: T) {
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path)) {
      if (!isOperation(operation)) continue;
      const { responses, requestBody } = operation;
      responses["503"] ??= unavailable;
      if (requestBody) {
        responses["413"] ??= bodyTooLarge;
        responses["415"] ??= unsupportedMediaType;
      }
    }
  }
  return document;
}
