import { expect, test } from "vitest";
import { REDACTED, redactSecrets, scrubReport } from "../../app/lib/redact";

test("secret keys are redacted at any depth, other values are kept", () => {
  const report = {
    email: "jo@example.com",
    password: "hunter2",
    nested: {
      newPassword: "hunter3",
      Authorization: "Bearer abc.def.ghi",
      cards: [{ card_number: "4111111111111111", cvc: "123", expiry: "12/30" }],
    },
    access_token: "abc",
    client_secret: "s3",
    cvv: 999,
    vehicle_reg: "AB12CDE",
  };

  expect(redactSecrets(report)).toEqual({
    email: "jo@example.com",
    password: REDACTED,
    nested: {
      newPassword: REDACTED,
      Authorization: REDACTED,
      cards: REDACTED,
    },
    access_token: REDACTED,
    client_secret: REDACTED,
    cvv: REDACTED,
    vehicle_reg: "AB12CDE",
  });
});

test("a card list under an innocent key still has its numbers redacted", () => {
  expect(redactSecrets({ payment: [{ cardNumber: "4111", cvv: "1", name: "Jo" }] })).toEqual({
    payment: [{ cardNumber: REDACTED, cvv: REDACTED, name: "Jo" }],
  });
});

test("the input is not changed", () => {
  const input = { password: "hunter2", profile: { token: "t" } };
  redactSecrets(input);
  expect(input).toEqual({ password: "hunter2", profile: { token: "t" } });
});

test("secrets inside serialised form and JSON strings are redacted", () => {
  expect(redactSecrets("email=jo%40example.com&password=hunter2&remember=1")).toBe(
    `email=jo%40example.com&password=${REDACTED}&remember=1`,
  );
  expect(redactSecrets("https://app.example/reset?token=abc123&step=2")).toBe(
    `https://app.example/reset?token=${REDACTED}&step=2`,
  );
  expect(redactSecrets('{"email":"jo@example.com","password":"hun\\"ter2","age":3}')).toBe(
    `{"email":"jo@example.com","password":"${REDACTED}","age":3}`,
  );
  expect(redactSecrets("Could not reach the server")).toBe("Could not reach the server");
});

test("primitives pass through and cycles do not loop forever", () => {
  expect(redactSecrets(42)).toBe(42);
  expect(redactSecrets(null)).toBe(null);
  expect(redactSecrets(undefined)).toBe(undefined);

  const cyclic: Record<string, unknown> = { name: "loop", password: "x" };
  cyclic.self = cyclic;
  expect(redactSecrets(cyclic)).toEqual({ name: "loop", password: REDACTED, self: "[Circular]" });
});

test("an object shared by two branches is redacted in both, not marked circular", () => {
  const shared = { pass: "x", id: 1 };
  expect(redactSecrets({ a: shared, b: shared })).toEqual({
    a: { pass: REDACTED, id: 1 },
    b: { pass: REDACTED, id: 1 },
  });
});

test("an error report leaves without reset tokens, signed links' proofs or secrets", () => {
  const report = scrubReport({
    request: {
      url: "https://www.parkway.example/forgotten-password/Abc123_-tokenvalue",
      query_string: "from=email&token=t0k3n",
      data: { email: "jo@example.com", password: "hunter2" },
      cookies: { parkway_token: "abc.def.ghi", parkway_consent: "all" },
      headers: { Authorization: "Bearer abc.def.ghi", Accept: "text/html" },
    },
    breadcrumbs: [
      { data: { url: "/leave-review/42?hash=deadbeef", method: "GET" } },
      {
        data: { from: "/search?q=Leeds", to: "/unsubscribe/jo@example.com/marketing?signature=s" },
      },
    ],
  });

  expect(report).toEqual({
    request: {
      url: "https://www.parkway.example/forgotten-password/[REDACTED]",
      query_string: `from=email&token=${REDACTED}`,
      data: { email: "jo@example.com", password: REDACTED },
      cookies: { parkway_token: REDACTED, parkway_consent: "all" },
      headers: { Authorization: REDACTED, Accept: "text/html" },
    },
    breadcrumbs: [
      { data: { url: `/leave-review/42?hash=${REDACTED}`, method: "GET" } },
      {
        data: {
          from: "/search?q=Leeds",
          to: `/unsubscribe/[REDACTED]?signature=${REDACTED}`,
        },
      },
    ],
  });
  expect(
    scrubReport({
      request: {
        query_string: [
          ["code", "123456"],
          ["q", "Leeds"],
        ],
      },
    }),
  ).toEqual({
    request: {
      query_string: [
        ["code", REDACTED],
        ["q", "Leeds"],
      ],
    },
  });
});

test("an owner's bank details never reach an error report, as a body or as form data", () => {
  expect(
    redactSecrets({
      holder_name: "Ada Owner",
      sort_code: "089999",
      account_number: "66374958",
      iban: "IE29AIBK93115212345678",
    }),
  ).toEqual({
    holder_name: "Ada Owner",
    sort_code: REDACTED,
    account_number: REDACTED,
    iban: REDACTED,
  });
  expect(
    redactSecrets("intent=uk-account&sort_code=089999&account_number=66374958&holder_name=Ada"),
  ).toBe(`intent=uk-account&sort_code=${REDACTED}&account_number=${REDACTED}&holder_name=Ada`);
});
