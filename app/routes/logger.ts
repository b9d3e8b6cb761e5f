import { z } from "zod";
import { hostContext } from "~/upstream/context";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { redactSecrets } from "~/lib/redact";
import { redactUrl } from "~/lib/redact-url";
import type { Route } from "./+types/logger";

const MAX_BODY_BYTES = 16 * 1024;

// Long values are cut rather than refused: a report with a huge stack is still worth having.
function capped(maxLength: number) {
  return z.string().transform((value) => value.slice(0, maxLength));
}

const browserReport = z.object({
  severity: z.enum(["debug", "info", "warning", "error", "critical"]),
  body: z
    .object({
      message: capped(2000).optional(),
      request: z
        .object({
          // Reset links carry their token in the path, where only the URL rule finds it.
          url: capped(2048).transform(redactUrl).optional(),
          method: capped(16).optional(),
          data: z.unknown().optional(),
        })
        .optional(),
      exception: z
        .object({
          name: capped(200).optional(),
          message: capped(2000).optional(),
          stack: capped(8000).optional(),
        })
        .optional(),
      context: z.record(z.string(), z.unknown()).optional(),
    })
    .default({}),
});

type Severity = z.infer<typeof browserReport>["severity"];

const logBySeverity: Record<Severity, (line: string) => void> = {
  debug: (line) => console.info(line),
  info: (line) => console.info(line),
  warning: (line) => console.warn(line),
  error: (line) => console.error(line),
  critical: (line) => console.error(line),
};

// Spec §7 caps nothing, but one page stuck in a render loop must not flood the logs.
const reportsPerClient = createRateLimiter({ limit: 60, windowMs: 60_000 });

/** The body as text, or undefined once it passes `maxBytes` (a chunked body has no length). */
async function readAtMost(request: Request, maxBytes: number) {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}

function problem(message: string, status: number, headers?: HeadersInit) {
  return Response.json({ message }, { status, headers });
}

/** Spec §7 `POST {app}/__logger`: the browser's error and log reports, written to the server log. */
export async function action({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  if (request.method !== "POST") return problem("Use POST", 405, { Allow: "POST" });
  if (!reportsPerClient.take(context.get(hostContext).clientAddress)) {
    return problem("Too many reports", 429);
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return problem("Report too large", 413);
  }
  const text = await readAtMost(request, MAX_BODY_BYTES);
  if (text === undefined) {
    return problem("Report too large", 413);
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem("The report must be JSON", 400);
  }
  const parsed = browserReport.safeParse(json);
  if (!parsed.success) {
    return problem(z.prettifyError(parsed.error), 400);
  }

  const { severity, body } = parsed.data;
  // Redact the whole report: URLs and messages can carry `?token=…` as well as request data.
  const line = JSON.stringify(
    redactSecrets({
      severity,
      ...body,
      userAgent: request.headers.get("user-agent")?.slice(0, 300),
    }),
  );
  logBySeverity[severity](`browser: ${line}`);
  return new Response(null, { status: 204 });
}

export function loader() {
  return problem("Use POST", 405, { Allow: "POST" });
}
