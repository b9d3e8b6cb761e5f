const SECRET_KEY = /pass(word)?|secret|token|authorization|card(_?number)?|cvc|cvv/i;
const MAX_DEPTH = 20;

export const REDACTED = "[REDACTED]";

export function isSecretKey(key: string) {
  return SECRET_KEY.test(key);
}

const secretKeyPattern = SECRET_KEY.source;
// Request data sometimes arrives already serialised: `a=1&password=x` or `{"password":"x"}`.
const secretFormPair = new RegExp(
  `((?:^|[?&;])[^=&;]*(?:${secretKeyPattern})[^=&;]*=)[^&;]*`,
  "gi",
);
const secretJsonPair = new RegExp(
  `("[^"]*(?:${secretKeyPattern})[^"]*"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s]+)`,
  "gi",
);

function redactString(value: string) {
  return value.replace(secretJsonPair, `$1"${REDACTED}"`).replace(secretFormPair, `$1${REDACTED}`);
}

/**
 * Spec §7: secrets in reported request data are redacted before anything is logged. Every value
 * under a key that names a secret becomes '[REDACTED]', at any depth; the input is not changed.
 */
export function redactSecrets(value: unknown): unknown {
  const seen = new WeakSet<object>();

  function walk(current: unknown, depth: number): unknown {
    if (typeof current === "string") return redactString(current);
    if (current === null || typeof current !== "object") return current;
    if (seen.has(current)) return "[Circular]";
    if (depth >= MAX_DEPTH) return "[Truncated]";
    seen.add(current);
    try {
      if (Array.isArray(current)) return current.map((item) => walk(item, depth + 1));
      return Object.fromEntries(
        Object.entries(current).map(([key, item]) => [
          key,
          isSecretKey(key) ? REDACTED : walk(item, depth + 1),
        ]),
      );
    } finally {
      seen.delete(current);
    }
  }

  return walk(value, 0);
}
