import { isSecretParameter, redactUrl } from "./redact-url";

const SECRET_KEY =
  /pass(word)?|secret|token|authorization|card(_?number)?|cvc|cvv|account_?number|iban|sort_?code/i;
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

type QueryString = string | Record<string, string> | [string, string][];

/** The parts of an error report (Sentry's event) that can carry a secret. */
type Report = {
  request?: {
    url?: string;
    query_string?: QueryString;
    data?: unknown;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
  };
  breadcrumbs?: { data?: Record<string, unknown> }[];
};

function redactQuery(query: QueryString): QueryString {
  if (typeof query === "string") return redactUrl(`?${query}`).slice(1);
  if (Array.isArray(query)) {
    return query.map(([name, value]): [string, string] => [
      name,
      isSecretParameter(name) ? REDACTED : value,
    ]);
  }
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      isSecretParameter(name) ? REDACTED : value,
    ]),
  );
}

function redactByKey(values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, isSecretKey(key) ? REDACTED : value]),
  );
}

/**
 * An error report as it may leave for the error-reporting service, from the server or the
 * browser: the request's URL and query without reset tokens or signed links' proofs, its data,
 * cookies and headers without secrets, and the same for the URLs breadcrumbs recorded.
 */
export function scrubReport<T extends Report>(report: T): T {
  const { request } = report;
  if (request) {
    if (request.url !== undefined) request.url = redactUrl(request.url);
    if (request.query_string !== undefined)
      request.query_string = redactQuery(request.query_string);
    if (request.data !== undefined) request.data = redactSecrets(request.data);
    if (request.cookies) request.cookies = redactByKey(request.cookies);
    if (request.headers) request.headers = redactByKey(request.headers);
  }
  for (const breadcrumb of report.breadcrumbs ?? []) {
    for (const field of ["url", "from", "to"]) {
      const value = breadcrumb.data?.[field];
      if (typeof value === "string" && breadcrumb.data) breadcrumb.data[field] = redactUrl(value);
    }
  }
  return report;
}
