import type { HelpSectionContent } from "./types";

export const afterYourStay: HelpSectionContent = {
  id: 16,
  categoryId: 1,
  slug: "after-your-stay",
  name: "After your stay",
  description: "Reviewing the space and handing back anything you were lent.",
  articles: [
    {
      id: 151,
      slug: "leaving-a-review",
      title: "Leaving a review",
      labels: ["reviews"],
      updatedAt: "2026-11-08T12:00:00Z",
      body: `
Reviews help other drivers choose a space and help owners improve theirs. You can review any space you've booked once your booking has ended.

## How to leave a review

- **From your email.** After your booking ends we email you a link to review the space. It takes you straight to the review form, no sign-in needed.
- **From your account.** [Sign in](/login) and go to [your account](/account), where past bookings you haven't reviewed yet are listed.

Give the space a rating and, if you like, a few words about it. Each booking can be reviewed once.

## What makes a helpful review

- Say what it was like to find the space and get in.
- Mention anything other drivers would want to know: how easy the space was to manoeuvre into, whether it was well lit, how far it was to where you were going.
- Keep it about the space and your experience of it.

## What we don't publish

We remove reviews that include personal details (such as names, phone numbers or registrations), offensive language, or content that isn't about the space. Owners can't edit or remove reviews.

## Had a problem?

A review isn't seen by our support team. If something went wrong with your booking, [contact us](/contact-us) as well, so we can put it right.
`,
    },
    {
      id: 152,
      slug: "returning-keys-fobs-and-remotes",
      title: "Returning keys, fobs and remotes",
      labels: ["monthly", "access", "keys", "fob"],
      updatedAt: "2026-11-08T12:00:00Z",
      body: `
Some monthly spaces need a key, fob, remote or parking permit to get in. It belongs to the space owner, and you return it when your subscription ends.

## How to return it

Your booking confirmation and access instructions say how the owner wants it back, for example:

- handed back to the owner in person
- left in an agreed place, such as a letterbox
- posted to an address the owner gives you (use a tracked service and keep the receipt)

Return it by the last day of your subscription. You can check that date in [your account](/account).

## Confirming you've returned it

When your subscription ends, we email you a link to confirm you've returned the equipment. Confirming lets the owner know to expect it and closes the booking on our side.

## Lost or damaged?

Tell us straight away through the [contact form](/contact-us), so the owner can deactivate a lost fob or remote. The owner may ask you to cover the cost of a replacement.

## Ending your subscription

See [Cancelling a monthly subscription](/support/drivers/booking-parking/cancelling-a-monthly-subscription).
`,
    },
  ],
};
