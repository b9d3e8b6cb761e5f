import { z } from "zod";
import { contactMessageFields } from "#contract/contact";
import { imagesProblems } from "./images-problems";

export const BOT_CHECK_MESSAGE = "Answer the question so we know you are not a robot";

/**
 * The contact form (spec §7 contact-us), checked by the action (decision 036): the
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
