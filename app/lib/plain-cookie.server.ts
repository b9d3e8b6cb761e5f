import { parse, serialize, type SerializeOptions } from "cookie";

/**
 * A cookie holding one opaque string (a token, an id) as it is: no JSON, no base64, so the
 * start-up work every page does stays small. Structured cookies use React Router's createCookie.
 */
export function plainCookie(name: string, options: SerializeOptions) {
  return {
    name,
    read(request: Request): string | null {
      return parse(request.headers.get("Cookie") ?? "")[name] || null;
    },
    serialize(value: string, overrides: SerializeOptions = {}) {
      return serialize(name, value, { ...options, ...overrides });
    },
  };
}
