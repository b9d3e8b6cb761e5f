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

test("a payment's client secret in a provider's return address or the bank's page is masked", () => {
  expect(
    redactUrl(
      "/manage-booking/t/add-time?paid_with=stripe&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded",
    ),
  ).toBe(
    "/manage-booking/t/add-time?paid_with=stripe&payment_intent=pi_1&payment_intent_client_secret=[REDACTED]&redirect_status=succeeded",
  );
  expect(
    redactUrl("/account/cards?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_2"),
  ).toBe("/account/cards?setup_intent=seti_1&setup_intent_client_secret=[REDACTED]");
  expect(redactUrl("/api/v2/sandbox/authentications/pay_1?client_secret=pay_1_secret_2")).toBe(
    "/api/v2/sandbox/authentications/pay_1?client_secret=[REDACTED]",
  );
});
