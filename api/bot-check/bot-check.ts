import { createChallenge, verifySolution } from "altcha-lib";
import { z } from "zod";
import type { BotChallenge, BotSolution } from "#contract/bot-check";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { askQuestion, checkAnswer } from "./question";
import { verifyRecaptcha } from "./recaptcha";

/**
 * Is the sender a person? ALTCHA's proof of work by default (the browser spends about half a
 * second of hashing; nothing leaves for a third party), a sum in words for a browser without
 * JavaScript, or Google reCAPTCHA when its secret is configured. A solution counts once.
 */

const LIFETIME_MS = 10 * 60_000;
/** About half a second of SHA-256 on a mid-range phone. */
const MAX_NUMBER = 100_000;

export const BOT_CHECK_MISSING = "Complete the check that you are not a robot";
export const BOT_CHECK_FAILED =
  "The check that you are not a robot did not pass or has expired. Please try it again.";

export type BotCheck = {
  challenge(): Promise<BotChallenge>;
  /** Null when the solution is a person's, else the message for the sender. */
  verify(solution: BotSolution, address: string): Promise<string | null>;
};

export function createBotCheck(deps: {
  signingSecret: () => Promise<string>;
  rateLimiter: RateLimiter;
  now: () => Date;
  recaptcha?: { secretKey: string; verifyUrl?: string; fetch?: typeof globalThis.fetch };
}): BotCheck {
  const key = async () => `bot-check:${await deps.signingSecret()}`;

  /** True the first time a solution is presented within its lifetime, false after. */
  async function firstUse(id: string) {
    const attempt = await deps.rateLimiter.attempt(`bot-check:${id}`, {
      limit: 1,
      windowMs: LIFETIME_MS,
    });
    return attempt.allowed;
  }

  async function verifyAltcha(payload: string) {
    const hmacKey = await key();
    if (!(await verifySolution(payload, hmacKey, true).catch(() => false))) return false;
    const signature = z
      .object({ signature: z.string() })
      .safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    return signature.success && firstUse(`altcha:${signature.data.signature}`);
  }

  return {
    async challenge() {
      if (deps.recaptcha) return { kind: "recaptcha" };
      const hmacKey = await key();
      const now = deps.now();
      return {
        kind: "altcha",
        altcha: await createChallenge({
          hmacKey,
          maxNumber: MAX_NUMBER,
          expires: new Date(now.getTime() + LIFETIME_MS),
        }),
        question: askQuestion(hmacKey, now, LIFETIME_MS),
      };
    },

    async verify(solution, address) {
      if (deps.recaptcha) {
        const token = solution["g-recaptcha-response"];
        if (!token) return BOT_CHECK_MISSING;
        const person = await verifyRecaptcha({
          ...deps.recaptcha,
          secret: deps.recaptcha.secretKey,
          token,
          address,
        });
        return person ? null : BOT_CHECK_FAILED;
      }
      if (solution.altcha) return (await verifyAltcha(solution.altcha)) ? null : BOT_CHECK_FAILED;
      if (solution.bot_question_token && solution.bot_answer) {
        const answer = checkAnswer(
          await key(),
          solution.bot_question_token,
          solution.bot_answer,
          deps.now(),
        );
        return answer.ok && (await firstUse(`question:${answer.nonce}`)) ? null : BOT_CHECK_FAILED;
      }
      return BOT_CHECK_MISSING;
    },
  };
}
