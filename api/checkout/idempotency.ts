import { createHash, randomUUID } from "node:crypto";
import type { ApiDeps } from "../context";
import type { IdempotentOperation } from "../db/schema/bookings";
import { findPurchaseByKey } from "../repositories/purchases";
import {
  claimIdempotencyKey,
  forgetIdempotencyKey,
  recordIdempotentAnswer,
  takeOverIdempotencyKey,
  unlockIdempotencyKey,
} from "../repositories/idempotency-keys";
import { releaseCheckout } from "../repositories/reservations";
import { storedAnswer, type PurchaseAnswer } from "./purchase";

export const KEY_REUSED =
  "This Idempotency-Key was used for a different request. Send a new key for a new booking.";
const STILL_RUNNING =
  "A request with this Idempotency-Key is still being processed. Try again in a moment: you will not be charged twice.";

/** Longer than any booking takes; a retry after a crash waits at most this long to take over. */
const LOCK_MS = 60_000;
/** How long a retry waits for the attempt holding its key before answering 409. */
const WAIT_MS = 20_000;
const POLL_MS = 50;
const RETRY_AFTER_S = 2;

export type IdempotentRequest = {
  principal: string;
  key: string;
  operation: IdempotentOperation;
  /** What the request asks for, whatever order its fields came in: see `fingerprintOf`. */
  fingerprint: string;
};

/** One run of a request under its key; a book call's reservations carry `id` as checkout id. */
export type Attempt = { keyId: string; id: string };

export type KeyRefusal =
  | { status: 422; body: { message: string } }
  | { status: 409; body: { message: string }; retryAfterSeconds: number };

type Outcome = { status: number; body: unknown };

/** A request's stable hash: the same fields and values give the same text in any order. */
export function fingerprintOf(request: unknown): string {
  return createHash("sha256").update(stableJson(request)).digest("hex");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === "object") {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, field]) => `${JSON.stringify(name)}:${stableJson(field)}`);
    return `{${fields.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Stripe's rules for an Idempotency-Key, kept under concurrency. The first request with a key
 * claims it and runs; the same key and request again replays its answer, waiting while it is
 * still running; another request under a used key is refused with 422. Only a payment's outcome
 * (paid, or declined) is kept for replay. A refusal leaves nothing behind, reservations
 * included, and frees the key; an attempt that ended with a payment under way, or died, leaves
 * the key to the next retry, which takes over and finishes it.
 */
export async function idempotently<O extends Outcome>(
  deps: Pick<ApiDeps, "database" | "now">,
  request: IdempotentRequest,
  run: (attempt: Attempt) => Promise<O>,
): Promise<O | PurchaseAnswer | KeyRefusal> {
  const { db } = deps.database;
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const now = deps.now();
    const times = { now, lockedUntil: new Date(now.getTime() + LOCK_MS) };
    const attempt = randomUUID();
    const { claimed, row } = await claimIdempotencyKey(db, { ...request, attempt }, times);
    if (claimed && row) return runAttempt({ keyId: row.id, id: attempt });
    if (!row) continue;
    if (row.operation !== request.operation || row.fingerprint !== request.fingerprint) {
      return { status: 422, body: { message: KEY_REUSED } };
    }
    const answered = storedAnswer.safeParse(row.response);
    if (answered.success) return answered.data;
    const running = row.lockedUntil !== null && row.lockedUntil > now;
    if (!running && (await takeOverIdempotencyKey(db, row, attempt, times))) {
      return runAttempt({ keyId: row.id, id: attempt });
    }
    if (Date.now() >= giveUpAt) {
      return { status: 409, body: { message: STILL_RUNNING }, retryAfterSeconds: RETRY_AFTER_S };
    }
    await pause(POLL_MS);
  }

  async function runAttempt(attempt: Attempt): Promise<O> {
    let outcome: O;
    try {
      outcome = await run(attempt);
    } catch (error) {
      await unlockIdempotencyKey(db, attempt.keyId, attempt.id, deps.now()).catch(() => {});
      throw error;
    }
    const now = deps.now();
    if (
      storedAnswer.safeParse(outcome).success &&
      (outcome.status === 201 || outcome.status === 402)
    ) {
      await recordIdempotentAnswer(db, attempt.keyId, attempt.id, outcome, now);
    } else if (await findPurchaseByKey(db, request.principal, request.key)) {
      await unlockIdempotencyKey(db, attempt.keyId, attempt.id, now);
    } else {
      await releaseCheckout(db, attempt.id, now);
      await forgetIdempotencyKey(db, attempt.keyId, attempt.id);
    }
    return outcome;
  }
}
