import { expect, test } from "vitest";
import {
  acceptedTermsField,
  formBooleanField,
  mobileField,
  newPasswordField,
} from "#contract/account-fields";
import { normaliseMobile } from "#contract/fields";

test("UK and Irish mobile numbers are accepted however they are written, and stored as E.164", () => {
  expect(normaliseMobile("07700 900123")).toBe("+447700900123");
  expect(normaliseMobile("+44 7700 900123")).toBe("+447700900123");
  expect(normaliseMobile("+44 (0)7700 900123")).toBe("+447700900123");
  expect(normaliseMobile("0044-7700-900123")).toBe("+447700900123");
  expect(normaliseMobile("07624 123456")).toBe("+447624123456");
  expect(normaliseMobile("087 123 4567")).toBe("+353871234567");
  expect(normaliseMobile("+353 (0)85 123 4567")).toBe("+353851234567");
  expect(normaliseMobile("00353 89 123 4567")).toBe("+353891234567");
});

test("landlines, pagers, short numbers and other countries are not mobiles here", () => {
  for (const number of [
    "020 7946 0000",
    "07600 123456",
    "07000 123456",
    "0770090012",
    "077009001234",
    "01 234 5678",
    "084 123 4567",
    "+33 6 12 34 56 78",
    "+353 7700 900123",
    "not a number",
  ]) {
    expect(normaliseMobile(number), number).toBeNull();
  }
});

test("an empty mobile means none, and a wrong one explains what is expected", () => {
  expect(mobileField.parse("  ")).toBeNull();
  expect(mobileField.parse(null)).toBeNull();
  expect(mobileField.safeParse("12345").error?.issues[0]?.message).toBe(
    "Enter a UK or Irish mobile number, like 07700 900123 or 087 123 4567",
  );
});

test("a new password has 10 to 256 characters", () => {
  expect(newPasswordField.safeParse("ten chars!").success).toBe(true);
  expect(newPasswordField.safeParse("nine char").error?.issues[0]?.message).toBe(
    "Your password must be at least 10 characters",
  );
  expect(newPasswordField.safeParse("x".repeat(257)).success).toBe(false);
});

test("yes/no fields take JSON booleans and what browsers send for checkboxes", () => {
  const field = formBooleanField("must be yes or no");

  expect(field.parse(true)).toBe(true);
  expect(field.parse("on")).toBe(true);
  expect(field.parse("true")).toBe(true);
  expect(field.parse("1")).toBe(true);
  expect(field.parse(false)).toBe(false);
  expect(field.parse("0")).toBe(false);
  expect(field.safeParse("maybe").error?.issues[0]?.message).toBe("must be yes or no");
});

test("the terms must be accepted", () => {
  expect(acceptedTermsField.safeParse("on").success).toBe(true);
  for (const refused of [false, "false", undefined]) {
    expect(acceptedTermsField.safeParse(refused).error?.issues[0]?.message).toBe(
      "Accept the terms and conditions to create an account",
    );
  }
});
