import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiEnv } from "./context";

/** Every call's body fits in this but those with a larger limit of their own. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = `The request is too large: send at most ${MAX_BODY_BYTES / 1024 / 1024} MB`;

/** A call that takes files, and so a larger body, with the answer to one that is too large. */
export type OwnBodyLimit = { method: string; path: RegExp; maxSize: number; message: string };

/**
 * Refuses a body over its call's limit with 413 before anything reads it: by its
 * Content-Length, or while it streams in. Every call keeps to `MAX_BODY_BYTES` but those listed
 * in `own`. Kept in one place, so no other check reads a body before its limit is known.
 */
export function limitBodySize(own: readonly OwnBodyLimit[]): MiddlewareHandler<ApiEnv> {
  const limits = own.map((call) => ({
    ...call,
    limit: bodyLimit({
      maxSize: call.maxSize,
      onError: (c) => c.json({ message: call.message }, 413),
    }),
  }));
  const everyOther = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: tooLarge }, 413),
  });
  return function limitBody(c, next) {
    const call = limits.find(
      ({ method, path }) => method === c.req.method && path.test(c.req.path),
    );
    return (call?.limit ?? everyOther)(c, next);
  };
}

// C0 and C1 control characters and DEL, but for the tab, line feed and carriage return that
// text typed into a box may hold. PostgreSQL refuses NUL in text outright.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const refusal = "Remove the control character from this field";

/** Where in a parsed body a string holds a control character: field paths, "a.0.b". */
export function fieldsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return controlCharacter.test(value) ? [path.join(".")] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      fieldsWithControlCharacters(item, [...path, String(index)]),
    );
  }
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([name, item]) => [
      ...(controlCharacter.test(name) ? [[...path, name].join(".")] : []),
      ...fieldsWithControlCharacters(item, [...path, name]),
    ]);
  }
  return [];
}

function isJson(contentType: string) {
  return /^application\/(.+\+)?json\b/i.test(contentType);
}

function isForm(contentType: string) {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);
}

/**
 * Refuses with 400 a path, query or body (JSON or form) that carries a control character: no
 * name, code or address has one, and NUL would fail in the database as a 500. The body is read
 * through Hono's cache, so the route's own validation reads the same parse.
 */
export const refuseControlCharacters: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const contentType = c.req.header("Content-Type") ?? "";
  const fields = [
    ...(controlCharacter.test(c.req.path) ? ["path"] : []),
    ...fieldsWithControlCharacters(
      Object.fromEntries(
        Object.entries(c.req.queries()).map(([name, values]) => [name, values.join()]),
      ),
    ),
  ];
  if (c.req.raw.body && isJson(contentType)) {
    const body: unknown = await c.req.json().catch(() => undefined);
    fields.push(...fieldsWithControlCharacters(body));
  } else if (c.req.raw.body && isForm(contentType)) {
    const body = await c.req.parseBody({ all: true }).catch(() => undefined);
    fields.push(...fieldsWithControlCharacters(body));
  }
  if (fields.length === 0) return next();
  return c.json(
    {
      message: "Please correct the invalid fields",
      errors: Object.fromEntries(fields.map((field) => [field, [refusal]])),
    },
    400,
  );
};
