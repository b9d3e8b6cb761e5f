import type { HelpSectionContent } from "./types";

export const cancellationsAndRefunds: HelpSectionContent = {
  id: 32,
  categoryId: 3,
  slug: "cancellations-and-refunds",
  name: "Cancellations and refunds",
  description: "How to cancel, what's refunded, and where your money goes.",
  articles: [
    {
      id: 311,
      slug: "cancelling-a-booking",
      title: "Cancelling a booking",
      labels: ["cancel", "refund", "booking"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
You can cancel any booking from your account. Cancel more than 24 hours before your booking starts and we refund everything you paid, in full.

## The rule

- **More than 24 hours before the booking starts:** full refund of everything you paid: the parking, the service fee, any arrangement fee and any extras.
- **24 hours or less before it starts, or once it has started:** no refund.

Times are the local time at the space. **Example:** your booking starts at 09:00 on Saturday. Cancel before 09:00 on Friday for a full refund.

The 24-hour cut-off is there because owners hold the space for you and can rarely let it to someone else at short notice.

## How to cancel

1. Sign in and open the booking in [your account](/account).
2. Choose to cancel the booking and confirm.

We email you to confirm the cancellation and any refund.

Booked without an account? [Contact us](/contact-us) with your booking reference and the email address you booked with, and we'll cancel it for you. The same cut-off applies: it's the time you contact us that counts.

## Monthly subscriptions

Cancelling a subscription stops it renewing; you keep the space until the end of the month you've paid for. See [Cancelling a monthly subscription](/support/drivers/booking-parking/cancelling-a-monthly-subscription).

## When you're refunded whatever the time

- **A problem with the space:** if you couldn't park because the space was occupied, you couldn't get in, or it wasn't as described, we refund your booking in full. See [The space is taken or I can't get in](/support/drivers/arriving-and-parking/space-taken-or-cannot-get-in).
- **The owner cancels:** if the owner can't honour your booking, we cancel it and refund you in full.

## Changing rather than cancelling

To change your times, see [Changing the dates or times of a booking](/support/drivers/booking-parking/changing-the-dates-or-times-of-a-booking). To change your vehicle, see [Changing the vehicle on a booking](/support/drivers/booking-parking/changing-the-vehicle-on-a-booking): there's no need to cancel.
`,
    },
    {
      id: 312,
      slug: "how-refunds-work",
      title: "How refunds work",
      labels: ["refund", "payments"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
Refunds always go back to the payment method you paid with: your card, PayPal account, Apple Pay or Google Pay. We never refund as site credit or vouchers.

## When you get a refund

- You cancel more than 24 hours before your booking starts: a full refund. See [Cancelling a booking](/support/payments-and-refunds/cancellations-and-refunds/cancelling-a-booking).
- You couldn't use the space because of a problem with it: a full refund. See [The space is taken or I can't get in](/support/drivers/arriving-and-parking/space-taken-or-cannot-get-in).
- The owner cancels your booking: a full refund.
- An extra you paid for isn't provided: that extra is refunded in full.

## How much

We refund what you actually paid, in the currency you paid in. If you used a discount code, that's the amount after the discount.

## How long it takes

We send the refund as soon as your cancellation is confirmed, and email you when we do. Your bank or card provider then takes a few working days to show it on your account, depending on how they process refunds. Apple Pay and Google Pay refunds go to the card you paid with.

## If your card has expired or been replaced

We send the refund anyway: your bank normally passes it to your new card or to your account. If you can't see it after a few working days, check with your bank first, then [contact us](/contact-us) with your booking reference and we'll help trace it.
`,
    },
  ],
};
