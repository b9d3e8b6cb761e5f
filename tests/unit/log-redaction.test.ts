import { expect, test } from "vitest";
import { redactUrl } from "../../app/lib/redact-url";

test("reset tokens and emails in emailed links never reach the access log", () => {
  expect(redactUrl("/forgotten-password/Abc123_-tokenvalue")).toBe(
    "/forgotten-password/[REDACTED]",
  );
  expect(redactUrl("/unsubscribe/jo@example.com/marketing?signature=ab12")).toBe(
    "/unsubscribe/[REDACTED]?signature=[REDACTED]",
  );
});

test("secret query values are masked and the rest kept", () => {
  expect(redactUrl("/location-notifications/unsubscribe?token=xyz&from=email")).toBe(
    "/location-notifications/unsubscribe?token=[REDACTED]&from=email",
  );
  expect(redactUrl("/leave-review/42?hash=deadbeef")).toBe("/leave-review/42?hash=[REDACTED]");
  expect(redactUrl("/search?q=Leeds&rental=short")).toBe("/search?q=Leeds&rental=short");
  expect(redactUrl("/")).toBe("/");
});
