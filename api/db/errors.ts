/** PostgreSQL's SQLSTATE codes that the service acts on. */
export const SqlState = {
  uniqueViolation: "23505",
  exclusionViolation: "23P01",
  serializationFailure: "40001",
  deadlockDetected: "40P01",
} as const;

/**
 * The SQLSTATE of a failed query, looked for through Drizzle's wrapping error and its causes.
 * Undefined for errors that did not come from the server.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    if ("code" in current && typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
    current = "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

/** A transaction PostgreSQL gave up to break a deadlock or keep transactions serializable. */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === SqlState.serializationFailure || state === SqlState.deadlockDetected;
}

// Socket errors of a connection that broke or could not be made.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// What node-postgres says when a connection ends under it or cannot be had in time.
const lostConnectionMessages = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
];

/**
 * The database cannot be reached, or dropped the connection a query ran on: SQLSTATE class 08
 * (connection exception), 57P01–57P03 (the server is shutting down or starting), 53300 (too
 * many connections), a socket error, or node-postgres's own words for a lost connection. The
 * request can be tried again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const code = "code" in current && typeof current.code === "string" ? current.code : "";
    if (code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code)) return true;
    if (networkCodes.has(code)) return true;
    const message =
      "message" in current && typeof current.message === "string" ? current.message : "";
    if (lostConnectionMessages.some((words) => message.includes(words))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
