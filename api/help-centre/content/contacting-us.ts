import type { HelpSectionContent } from "./types";

export const contactingUs: HelpSectionContent = {
  id: 43,
  categoryId: 4,
  slug: "contacting-us",
  name: "Contacting us",
  description: "How to reach the Parkway team and what to tell us.",
  articles: [
    {
      id: 421,
      slug: "contacting-parkway-support",
      title: "Contacting Parkway support",
      labels: ["support", "contact", "help"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
Our support team helps drivers and space owners with anything to do with bookings, listings, payments and accounts. The quickest way to reach us is the contact form.

## Find an answer first

Many questions are answered here in the help centre: [search the help centre](/support/search) or browse [all help topics](/support). The **Help** button at the bottom of every page also has quick answers to the most common questions.

## Send us a message

Use the [contact form](/contact-us). To help us sort things out first time, include:

- your **booking reference**, if your question is about a booking
- the **email address** you booked or signed up with
- what happened and what you'd like us to do
- **photos**, if they help: for example a blocked space, a broken barrier or a parking charge notice. You can attach them to the form.

We reply by email. Please send one message per problem: several messages about the same thing can slow down our reply.

## If you're at the space now

If you're at the space and can't park, say so at the start of your message so we can deal with it first. See [The space is taken or I can't get in](/support/drivers/arriving-and-parking/space-taken-or-cannot-get-in) for what to do while you wait.

If anyone is in danger, call 999 (UK) or 112 (Ireland) first.

## Not happy with our answer?

Reply to our email and ask for your case to be reviewed. Someone who hasn't dealt with it before will look at it again.
`,
    },
  ],
};
