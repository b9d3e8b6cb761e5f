import { z } from "zod";

/** Google's verification endpoint; configurable so tests can answer for it. */
export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person); Google suggests 0.5 to start with. */
export const RECAPTCHA_MIN_SCORE = 0.5;

const verification = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  "error-codes": z.array(z.string()).optional(),
});

/** Asks Google whether the widget's token is a person's; a failed call counts as no. */
export async function verifyRecaptcha(options: {
  secret: string;
  token: string;
  address: string;
  verifyUrl?: string;
  fetch?: typeof globalThis.fetch;
}): Promise<boolean> {
  const send = options.fetch ?? globalThis.fetch;
  try {
    const response = await send(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({
        secret: options.secret,
        response: options.token,
        remoteip: options.address,
      }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return false;
    const answer = verification.parse(await response.json());
    return answer.success && (answer.score === undefined || answer.score >= RECAPTCHA_MIN_SCORE);
  } catch {
    return false;
  }
}
