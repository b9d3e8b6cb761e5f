import { http } from "msw";
import { invalidRequestSchema } from "#contract/answers";
import { botChallengeSchema } from "#contract/bot-check";
import { contactReceiptSchema } from "#contract/contact";
import { contractJson } from "./contract-json";

/** What the mocked contact-us call received, newest last; tests read and clear it. */
export const receivedContactForms: FormData[] = [];

export const botQuestion = { text: "What is two plus three?", token: "question-token" };

export function contactHandlers(api: (path: string) => string) {
  return [
    http.get(api("v2/bot-check/challenge"), () =>
      contractJson(botChallengeSchema, {
        data: {
          kind: "altcha",
          altcha: {
            algorithm: "SHA-256",
            challenge: "0".repeat(64),
            maxnumber: 10,
            salt: "salt?expires=4102444800",
            signature: "signature",
          },
          question: botQuestion,
        },
      }),
    ),
    http.post(api("v2/contact-us"), async ({ request }) => {
      const form = await request.formData();
      const person =
        form.get("altcha") ||
        (form.get("bot_question_token") === botQuestion.token && form.get("bot_answer") === "5");
      if (!person) {
        const message =
          "The check that you are not a robot did not pass or has expired. Please try it again.";
        return contractJson(
          invalidRequestSchema,
          { message, errors: { bot_check: [message] } },
          { status: 400 },
        );
      }
      receivedContactForms.push(form);
      return contractJson(
        contactReceiptSchema,
        { message: "Thank you", data: { reference: "PWC-1A2B3C4D" } },
        { status: 201 },
      );
    }),
  ];
}
