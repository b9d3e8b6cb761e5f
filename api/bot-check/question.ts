import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * The bot check for a browser without JavaScript: a sum in words ("What is seven plus four?")
 * whose numbers travel signed and expiring in the form, so the service keeps no state until it
 * is answered. Each question can be answered once.
 */

/** Zero to eighteen: every number a question asks with and every sum it can have. */
const words = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
];

export type Question = { text: string; token: string };

export type QuestionCheck = { ok: true; nonce: string; expiresAt: number } | { ok: false };

function sign(body: string, key: string) {
  return createHmac("sha256", key).update(`bot-question:${body}`).digest("base64url");
}

export function askQuestion(key: string, now: Date, lifetimeMs: number): Question {
  const first = randomInt(1, 10);
  const second = randomInt(1, 10);
  const body = [first, second, now.getTime() + lifetimeMs, randomUUID()].join(".");
  return {
    text: `What is ${words[first]} plus ${words[second]}?`,
    token: `${body}.${sign(body, key)}`,
  };
}

/** Whether `answer` (digits or a word) is the sum the signed, unexpired `token` asked for. */
export function checkAnswer(key: string, token: string, answer: string, now: Date): QuestionCheck {
  const parts = token.split(".");
  if (parts.length !== 5) return { ok: false };
  const [first, second, expires, nonce, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(`${first}.${second}.${expires}.${nonce}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  const expiresAt = Number(expires);
  if (!(expiresAt > now.getTime())) return { ok: false };
  const typed = answer.trim().toLowerCase();
  const value = /^\d{1,3}$/.test(typed) ? Number(typed) : words.indexOf(typed);
  return value === Number(first) + Number(second) ? { ok: true, nonce, expiresAt } : { ok: false };
}
