import { afterEach, expect, test, vi } from "vitest";
import { action, loader } from "../../app/routes/logger";
import { webContext } from "./web-context";

let clients = 0;
function nextClientIp() {
  clients += 1;
  return `198.51.100.${clients}`;
}

function report(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/__logger", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** The action as React Router calls it, from the address the host worked out for the visitor. */
function post(request: Request, clientAddress = nextClientIp()) {
  return action({ request, context: webContext({}, clientAddress) });
}

function silenceConsole() {
  return {
    info: vi.spyOn(console, "info").mockImplementation(() => {}),
    warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
    error: vi.spyOn(console, "error").mockImplementation(() => {}),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

test("a browser error is logged as one redacted line and answered with 204", async () => {
  const logs = silenceConsole();
  const response = await post(
    report(
      JSON.stringify({
        severity: "error",
        body: {
          message: "Login failed",
          request: {
            url: "https://www.parkway.example/forgotten-password/r3s3tT0k3n?token=abc123",
            method: "POST",
            data: { email: "jo@example.com", password: "hunter2", nested: { cvc: "123" } },
          },
          exception: { name: "TypeError", message: "x is undefined", stack: "at login\nat form" },
          context: { route: "/login", accessToken: "eyJhbGciOi" },
        },
      }),
    ),
  );

  expect(response.status).toBe(204);
  expect(logs.error).toHaveBeenCalledOnce();
  const line = String(logs.error.mock.calls[0]?.[0]);
  expect(line.startsWith("browser: ")).toBe(true);
  expect(line).not.toContain("\n");
  expect(line).toContain("[REDACTED]");
  expect(line).toContain("jo@example.com");
  expect(line).toContain("x is undefined");
  for (const secret of ["hunter2", "abc123", "r3s3tT0k3n", "eyJhbGciOi", '"123"']) {
    expect(line).not.toContain(secret);
  }
  const logged = JSON.parse(line.slice("browser: ".length));
  expect(logged).toMatchObject({
    severity: "error",
    message: "Login failed",
    request: { data: { password: "[REDACTED]", nested: { cvc: "[REDACTED]" } } },
    exception: { name: "TypeError", stack: "at login\nat form" },
    context: { route: "/login", accessToken: "[REDACTED]" },
  });
});

test("the severity chooses the console method", async () => {
  const logs = silenceConsole();
  for (const severity of ["debug", "info", "warning", "error", "critical"]) {
    const response = await post(report(JSON.stringify({ severity, body: { message: severity } })));
    expect(response.status).toBe(204);
  }
  expect(logs.info).toHaveBeenCalledTimes(2);
  expect(logs.warn).toHaveBeenCalledTimes(1);
  expect(logs.error).toHaveBeenCalledTimes(2);
});

test("very long fields are cut, not refused", async () => {
  const logs = silenceConsole();
  const response = await post(
    report(JSON.stringify({ severity: "error", body: { message: "m".repeat(5000) } })),
  );
  expect(response.status).toBe(204);
  const logged = JSON.parse(String(logs.error.mock.calls[0]?.[0]).slice("browser: ".length));
  expect(logged.message).toHaveLength(2000);
});

test("a report that is not JSON is refused with 400", async () => {
  const logs = silenceConsole();
  const response = await post(report("severity=error"));
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: "The report must be JSON" });
  expect(logs.error).not.toHaveBeenCalled();
});

test("a report with an unknown severity or mistyped body is refused with 400", async () => {
  const logs = silenceConsole();
  for (const body of [
    { severity: "fatal", body: { message: "x" } },
    { body: { message: "x" } },
    { severity: "error", body: { message: 42 } },
    { severity: "error", body: { context: "not an object" } },
  ]) {
    const response = await post(report(JSON.stringify(body)));
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  }
  expect(logs.error).not.toHaveBeenCalled();
});

test("a report over 16 KB is refused with 413, with or without a length header", async () => {
  const logs = silenceConsole();
  const huge = JSON.stringify({ severity: "error", body: { message: "x".repeat(17 * 1024) } });

  const declared = await post(report(huge));
  expect(declared.status).toBe(413);

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(huge));
      controller.close();
    },
  });
  // Node needs `duplex` for a streamed body; the DOM RequestInit type does not know it.
  const streamed: RequestInit & { duplex: "half" } = {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "X-Forwarded-For": nextClientIp() },
  };
  const chunked = await post(new Request("http://localhost/__logger", streamed));
  expect(chunked.status).toBe(413);
  expect(logs.error).not.toHaveBeenCalled();
});

/** The allowance refills a report a second; the clock stands still so a slow run counts alike. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
}

test("a client sending more than 60 reports a minute gets 429, however it labels itself", async () => {
  freezeClock();
  const logs = silenceConsole();
  const ip = nextClientIp();
  const body = JSON.stringify({ severity: "info", body: { message: "loop" } });
  const send = () => post(report(body), ip);

  for (let i = 0; i < 60; i += 1) expect((await send()).status).toBe(204);
  expect((await send()).status).toBe(429);
  expect(logs.info).toHaveBeenCalledTimes(60);

  const otherClient = await post(report(body));
  expect(otherClient.status).toBe(204);
});

test("reading the logger with GET answers 405", async () => {
  const response = loader();
  expect(response.status).toBe(405);
  expect(response.headers.get("Allow")).toBe("POST");
});

test("a made-up X-Forwarded-For does not give a client a fresh allowance", async () => {
  freezeClock();
  silenceConsole();
  const body = JSON.stringify({ severity: "info", body: { message: "flood" } });
  const address = nextClientIp();
  for (let i = 0; i < 60; i += 1) {
    await post(report(body, { "X-Forwarded-For": `203.0.113.${i}` }), address);
  }
  const next = await post(report(body, { "X-Forwarded-For": "203.0.113.250" }), address);
  expect(next.status).toBe(429);
});
