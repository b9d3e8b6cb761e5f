import { HttpResponse, type JsonBodyType } from "msw";
import type { z } from "zod";

/**
 * A mocked answer of the service, written in the contract's terms: the body is typed by the
 * schema the service answers with, and checked against it when sent, so a mock cannot drift
 * from what the service really says.
 */
export function contractJson<S extends z.ZodType<unknown, JsonBodyType>>(
  schema: S,
  body: z.input<S>,
  init?: ResponseInit,
) {
  schema.parse(body);
  return HttpResponse.json(body, init);
}
