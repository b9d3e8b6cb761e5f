import type { HelpSectionContent } from "./types";

export const privacyAndCookies: HelpSectionContent = {
  id: 42,
  categoryId: 4,
  slug: "privacy-and-cookies",
  name: "Privacy and cookies",
  description: "What we do with your personal data, and your cookie choices.",
  articles: [
    {
      id: 411,
      slug: "how-we-use-your-personal-data",
      title: "How we use your personal data",
      labels: ["privacy", "data", "gdpr"],
      updatedAt: "2026-11-06T10:00:00Z",
      body: `
We use your personal data to arrange your parking and to run Parkway. Our [privacy policy](/company/privacy-policy), last updated on 27 February 2024, explains everything in full; this is a summary.

## What we collect

- your name, email address and mobile number
- your vehicle registrations
- your bookings, listings and reviews
- payment details, which are handled by our payment provider (we keep only the card type and last four digits)
- messages you send us, including any photos

## Who we share it with

Only those who need it for your booking:

- **Space owners** see your name, vehicle registration and booking times, so they can let you in and register your vehicle with a car park if needed.
- **Partners for extras** you buy, such as our ride partner for park and go, receive the details they need to provide them.
- **Service providers** who help us run Parkway, such as our payment provider, under contracts that protect your data.

## Emails and texts

We send messages about your bookings, such as confirmations and access instructions. Marketing emails are only sent if you've agreed to them, and each one has a link to unsubscribe.

## Your rights

You can ask for a copy of your data, ask us to correct it or delete it, or object to how we use it. Send your request through the [contact form](/contact-us).

If you're not happy with our answer, you can complain to the Information Commissioner's Office in the UK or the Data Protection Commission in Ireland.

Cookies are covered in [Cookies and your choices](/support/account-and-support/privacy-and-cookies/cookies-and-your-choices).
`,
    },
    {
      id: 412,
      slug: "cookies-and-your-choices",
      title: "Cookies and your choices",
      labels: ["privacy", "cookies"],
      updatedAt: "2026-11-06T10:00:00Z",
      body: `
Cookies are small files a website stores in your browser. When you first visit Parkway, a banner asks which cookies you're happy for us to use.

## The kinds of cookies we use

- **Necessary** (always on): these make the site work, for example keeping you signed in, remembering your cookie choices and keeping your account secure.
- **Analytical**: these tell us how people use the site, such as which pages are visited, so we can improve it.
- **Marketing**: these help us show you relevant offers and measure how well our advertising works.

Until you choose, we use only necessary cookies.

## Making your choice

In the cookie banner, choose **Accept all**, or tick the kinds you're happy with and choose **Accept selected**. Necessary cookies are always on.

## Changing your mind

Clear the cookies for our site in your browser's settings. The next time you visit, the banner appears again and you can make a new choice.

More detail is in our [privacy policy](/company/privacy-policy).
`,
    },
  ],
};
