import { createHash } from "node:crypto";
import { expect, test, vi } from "vitest";
import { embeddedBreachedPasswords, pwnedPasswords } from "../../api/passwords/breached";
import { newPasswordProblem } from "../../api/passwords/new-password";
import { judgePassword } from "../../api/passwords/strength";

const jo = { email: "jo.bloggs@example.com", firstName: "Jo", lastName: "Bloggs" };

test("guessable passwords are refused with the estimator's reason and advice", () => {
  expect(judgePassword("password12", jo)).toEqual({
    strong: false,
    message:
      "This password would be easy to guess. This is a commonly used password. Add more words that are less common.",
  });
  expect(judgePassword("aaaaaaaaaa", jo)).toMatchObject({
    strong: false,
    message: expect.stringContaining('Repeated characters like "aaa" are easy to guess.'),
  });
  expect(judgePassword("park-and-ride-2026", jo)).toEqual({ strong: true });
  expect(judgePassword("correct horse battery staple", jo)).toEqual({ strong: true });
});

test("a password made of the account's email or names is refused", () => {
  expect(judgePassword("jo.bloggs@example.com", jo)).toEqual({
    strong: false,
    message: "Choose a password that does not contain your email address",
  });
  expect(judgePassword("JO.BLOGGS2026!", jo).strong).toBe(false);
  expect(judgePassword("BloggsJo2026", jo).strong).toBe(false);
  expect(judgePassword("BloggsJo2026", { email: "sam@example.com" }).strong).toBe(true);
});

test("the embedded list knows passwords from breaches, whatever their case", async () => {
  expect(await embeddedBreachedPasswords.isBreached("Tinkerbell")).toBe(true);
  expect(await embeddedBreachedPasswords.isBreached("park-and-ride-2026")).toBe(false);
});

test("Pwned Passwords is asked with five characters of the hash and answers by suffix", async () => {
  const digest = createHash("sha1").update("Summer in Skye 1987").digest("hex").toUpperCase();
  const asked: { url: string; padding: string | null }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({
      url: String(input),
      padding: new Headers(init?.headers).get("Add-Padding"),
    });
    return new Response(
      `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${digest.slice(5)}:42\r\nFFFF0000000000000000000000000000000:0`,
    );
  });
  const check = pwnedPasswords({ baseUrl: "https://api.pwnedpasswords.example/", fetch });

  expect(await check.isBreached("Summer in Skye 1987")).toBe(true);
  expect(await check.isBreached("Winter in Skye 1987")).toBe(false);
  expect(asked[0]).toEqual({
    url: `https://api.pwnedpasswords.example/range/${digest.slice(0, 5)}`,
    padding: "true",
  });
  for (const { url } of asked) expect(url).not.toContain(digest.slice(5, 10));
});

test("when Pwned Passwords cannot be asked, the embedded list judges and one warning says so", async () => {
  const warnings: string[] = [];
  const check = pwnedPasswords({
    baseUrl: "https://api.pwnedpasswords.example/",
    fetch: async () => {
      throw new Error("getaddrinfo ENOTFOUND api.pwnedpasswords.example");
    },
    warn: (message) => warnings.push(message),
  });

  expect(await check.isBreached("tinkerbell")).toBe(true);
  expect(await check.isBreached("Summer in Skye 1987")).toBe(false);
  expect(warnings).toEqual([
    "Pwned Passwords could not be asked (getaddrinfo ENOTFOUND api.pwnedpasswords.example); the embedded list judges until it answers",
  ]);
});

test("a strong password that a breach knows is refused as breached", async () => {
  const knownFromBreach = { name: "test", isBreached: async () => true };

  expect(await newPasswordProblem("Summer in Skye 1987", jo, knownFromBreach)).toBe(
    "This password has appeared in a data breach, so it is among the first that attackers try. Choose another",
  );
  expect(await newPasswordProblem("Summer in Skye 1987", jo, embeddedBreachedPasswords)).toBeNull();
});
