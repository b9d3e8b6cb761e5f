import { expect, test } from "vitest";
import {
  hashPasswordResetToken,
  newPasswordResetToken,
  passwordResetEmail,
  passwordResetExpiry,
  passwordResetLink,
} from "../../api/domain/password-resets";

test("a reset token is 32 random bytes, URL-safe, and only its SHA-256 is kept", () => {
  const { token, tokenHash } = newPasswordResetToken();

  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
  expect(hashPasswordResetToken(token)).toBe(tokenHash);
  expect(newPasswordResetToken().token).not.toBe(token);
});

test("a reset link expires an hour after it is made", () => {
  expect(passwordResetExpiry(new Date("2026-03-01T10:15:00Z"))).toEqual(
    new Date("2026-03-01T11:15:00Z"),
  );
});

test("the link is the web's forgotten-password page, with or without a trailing slash", () => {
  expect(passwordResetLink("https://parkway.example/", "abc")).toBe(
    "https://parkway.example/forgotten-password/abc",
  );
  expect(passwordResetLink("http://localhost:3000", "abc")).toBe(
    "http://localhost:3000/forgotten-password/abc",
  );
});

test("the email greets by name and escapes it in HTML", () => {
  const email = passwordResetEmail({
    firstName: "<b>Ada</b>",
    link: "https://parkway.example/forgotten-password/abc",
  });

  expect(email.subject).toBe("Reset your Parkway password");
  expect(email.textBody).toContain("Hello <b>Ada</b>,");
  expect(email.textBody).toContain("https://parkway.example/forgotten-password/abc");
  expect(email.htmlBody).toContain("Hello &lt;b&gt;Ada&lt;/b&gt;,");
  expect(email.htmlBody).toContain('href="https://parkway.example/forgotten-password/abc"');
  expect(passwordResetEmail({ firstName: "", link: "x" }).textBody).toMatch(/^Hello,\n/);
});
