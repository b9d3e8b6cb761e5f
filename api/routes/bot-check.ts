import { createRoute } from "@hono/zod-openapi";
import { botChallengeSchema } from "#contract/bot-check";
import type { ApiDeps } from "../context";
import { createRouter } from "../openapi";

const botChallenge = createRoute({
  method: "get",
  path: "/bot-check/challenge",
  tags: ["Notifications"],
  summary: "A challenge that shows the contact form's sender is a person",
  description:
    "ALTCHA's proof of work (solve it and send the base64 payload as `altcha`) with a sum in words for browsers without JavaScript (send `bot_question_token` and `bot_answer`); `recaptcha` when Google reCAPTCHA is configured (send `g-recaptcha-response`). Valid for 10 minutes, once.",
  responses: {
    200: {
      description: "The challenge",
      content: { "application/json": { schema: botChallengeSchema } },
    },
  },
});

/** Spec §8: the contact form's check that its sender is a person, handed out fresh each time. */
export function botCheckRoutes(deps: Pick<ApiDeps, "botCheck">) {
  return createRouter().openapi(botChallenge, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await deps.botCheck.challenge() }, 200);
  });
}
