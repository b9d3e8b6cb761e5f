import { expect, test } from "vitest";
import { hashPassword, passwordMatches, passwordMatchesNothing } from "../../api/domain/passwords";

test("passwords are hashed with Argon2id at OWASP's parameters, salted afresh each time", async () => {
  const first = await hashPassword("correct horse battery");
  const second = await hashPassword("correct horse battery");

  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(first).not.toBe(second);
  expect(await passwordMatches(first, "correct horse battery")).toBe(true);
  expect(await passwordMatches(first, "Correct horse battery")).toBe(false);
});

test("a hash that cannot be read matches nothing rather than failing", async () => {
  expect(await passwordMatches("not-a-hash", "anything")).toBe(false);
});

test("the decoy comparison for missing accounts always fails", async () => {
  expect(await passwordMatchesNothing("correct horse battery")).toBe(false);
});
