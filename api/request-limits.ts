import type { Context } from "hono";
import { z } from "zod";
import type { ApiDeps, ApiEnv } from "./context";
import { clientAddress } from "./domain/client-address";
import { messageSchema } from "#contract/answers";
import {
  retryAfterSeconds,
  tooManyAttemptsMessage,
  type RateLimit,
} from "./rate-limit/rate-limiter";

export const tooManyAttempts = {
  429: {
    description: "Too many attempts; Retry-After says how many seconds to wait",
    headers: { "Retry-After": { schema: { type: "integer" as const } } },
    content: { "application/json": { schema: messageSchema } },
  },
};

const nodeSocket = z.object({
  incoming: z.object({ socket: z.object({ remoteAddress: z.string().optional() }) }),
});

/** See `clientAddress`: the socket's peer when served by the Node host, else none. */
export function requestAddress(c: Context<ApiEnv>): string {
  const bindings = nodeSocket.safeParse(c.env);
  return clientAddress({
    peer: bindings.success ? bindings.data.incoming.socket.remoteAddress : undefined,
    forwardedFor: c.req.header("X-Forwarded-For"),
  });
}

/**
 * Counts one attempt of `action` from the request's client address. Returns the 429 answer
 * (with Retry-After) when the limit is used up, else null.
 */
export async function limitPerAddress(
  c: Context<ApiEnv>,
  deps: Pick<ApiDeps, "rateLimiter">,
  action: string,
  rule: RateLimit,
) {
  const attempt = await deps.rateLimiter.attempt(`${action}:${requestAddress(c)}`, rule);
  if (attempt.allowed) return null;
  return refuseAttempt(c, attempt.retryAfterMs);
}

/** The 429 answer for an attempt over its limit, saying when to try again. */
export function refuseAttempt(
  c: Context<ApiEnv>,
  retryAfterMs: number,
  message = tooManyAttemptsMessage(retryAfterMs),
) {
  c.header("Retry-After", String(retryAfterSeconds(retryAfterMs)));
  return c.json({ message }, 429);
}

/** A call's limits: for the caller's access token and for its address. */
export type CallLimits = { perToken: RateLimit; perAddress: RateLimit };

/**
 * Counts one call of `action` against the caller's token and its address. Null when both allow
 * it; otherwise how long to wait. A visitor cannot get round the token's limit by asking for
 * new anonymous tokens, nor an address's by sharing it out among tokens.
 */
export async function limitCalls(
  c: Context<ApiEnv>,
  deps: Pick<ApiDeps, "rateLimiter">,
  action: string,
  limits: CallLimits,
): Promise<{ retryAfterMs: number } | null> {
  const subject = c.get("principal")?.subject;
  const attempts = await Promise.all([
    subject ? deps.rateLimiter.attempt(`${action}:token:${subject}`, limits.perToken) : null,
    deps.rateLimiter.attempt(`${action}:address:${requestAddress(c)}`, limits.perAddress),
  ]);
  const refused = attempts.flatMap((attempt) =>
    attempt && !attempt.allowed ? [attempt.retryAfterMs] : [],
  );
  return refused.length > 0 ? { retryAfterMs: Math.max(...refused) } : null;
}
