import { OpenAPIHono, z } from "@hono/zod-openapi";
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

export const MessageSchema = z
  .object({ message: z.string().openapi({ example: "Not found" }) })
  .openapi("Message");

export const InvalidRequestSchema = z
  .object({
    message: z.string().openapi({ example: "Please correct the invalid fields" }),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .openapi("InvalidRequest");

/** Response entries shared by many routes. */
export function jsonMessage(description: string) {
  return { description, content: { "application/json": { schema: MessageSchema } } };
}

export const invalidRequest = {
  description: "The input is invalid; `errors` names each field",
  content: { "application/json": { schema: InvalidRequestSchema } },
};

export const needsSignIn = {
  401: jsonMessage("No valid access token"),
  403: jsonMessage("The token's scopes do not allow this"),
};

export const bearerAuth = [{ bearerAuth: [] }];
