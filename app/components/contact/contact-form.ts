import { z } from "zod";
import {
  CONTACT_MAX_IMAGES,
  contactImageProblem,
  contactMessageFields,
  TOO_MANY_IMAGES_MESSAGE,
} from "#contract/contact";

/** Every problem with a set of chosen images, one message each: checked in the browser too. */
export function imagesProblems(files: Array<{ name: string; size: number; type: string }>) {
  const problems = files.map(contactImageProblem).filter((problem) => problem !== null);
  if (files.length > CONTACT_MAX_IMAGES) problems.unshift(TOO_MANY_IMAGES_MESSAGE);
  return problems;
}

export const BOT_CHECK_MESSAGE = "Answer the question so we know you are not a robot";

/**
 * The contact form (spec §7 contact-us), shared by conform in the browser and the action: the
 * contract's fields, the chosen images, and one answer to the bot check before it is sent.
 */
export const contactForm = z
  .object({
    ...contactMessageFields,
    supporting_image: z
      .array(z.instanceof(File))
      .optional()
      .superRefine((files, context) => {
        for (const message of imagesProblems(files ?? [])) {
          context.addIssue({ code: "custom", message });
        }
      }),
  })
  .refine(
    (form) =>
      Boolean(
        form.altcha || form["g-recaptcha-response"] || (form.bot_question_token && form.bot_answer),
      ),
    { path: ["bot_answer"], message: BOT_CHECK_MESSAGE },
  );

export type ContactForm = z.infer<typeof contactForm>;
