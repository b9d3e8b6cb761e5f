import { z } from "zod";

/**
 * The contact form's bot check (spec §8), as the service hands it out: an altcha proof of work
 * with a sum for visitors without JavaScript, or Google reCAPTCHA when it is configured.
 */
export const botChallengeSchema = z
  .object({
    data: z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("altcha"),
        altcha: z.object({
          algorithm: z.string(),
          challenge: z.string(),
          maxnumber: z.number().int().optional(),
          salt: z.string(),
          signature: z.string(),
        }),
        question: z.object({ text: z.string(), token: z.string() }),
      }),
      z.object({ kind: z.literal("recaptcha") }),
    ]),
  })
  .meta({ id: "BotChallenge" });

export type BotChallenge = z.infer<typeof botChallengeSchema>["data"];

/** A form's answer to the challenge: one of the proof of work, the sum or reCAPTCHA's token. */
export const botSolutionFields = {
  altcha: z.string().max(2_000).optional(),
  bot_question_token: z.string().max(300).optional(),
  bot_answer: z.string().trim().max(20).optional(),
  "g-recaptcha-response": z.string().max(4_000).optional(),
};
export type BotSolution = z.infer<z.ZodObject<typeof botSolutionFields>>;
