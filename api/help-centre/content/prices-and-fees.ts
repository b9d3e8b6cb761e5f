import type { HelpSectionContent } from "./types";

export const pricesAndFees: HelpSectionContent = {
  id: 31,
  categoryId: 3,
  slug: "prices-and-fees",
  name: "Prices and fees",
  description: "What you pay, how you can pay, and discount codes.",
  articles: [
    {
      id: 301,
      slug: "service-fee-and-arrangement-fee",
      title: "Service fee and arrangement fee explained",
      labels: ["fees", "service fee", "arrangement fee", "prices"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
As well as the price of the parking, your booking may include a service fee and, for some monthly bookings, an arrangement fee. Both are shown before you pay, and they're never added at the end.

## Service fee

The service fee is Parkway's charge for each booking. It pays for secure payments, managing your booking and our customer support. The amount depends on the booking and is shown as its own line at checkout.

## Arrangement fee

Some monthly bookings include a one-off arrangement fee for setting up the subscription with the space owner, such as arranging access. It's taken once, with your first payment, not every month. If a booking has one, checkout shows it.

## What you see is what you pay

Checkout shows every part of the price before you pay: the parking, the service fee, any arrangement fee, any extras, and any discount. The total on the payment button is the total you're charged. For monthly parking, checkout also shows what each later month will cost.

If a discount code applies to the service fee, checkout shows the fee before and after the discount. See [Discount codes and vouchers](/support/payments-and-refunds/prices-and-fees/discount-codes-and-vouchers).

## Are fees refunded?

Yes, when you cancel in time for a full refund. Cancel more than 24 hours before your booking starts and we refund everything you paid, fees included. See [Cancelling a booking](/support/payments-and-refunds/cancellations-and-refunds/cancelling-a-booking).

## Currency

Spaces in the UK are priced in pounds sterling and spaces in Ireland in euro. If you pay in a currency that isn't your card's, your card provider may charge its own foreign transaction fee: that's set by them, not by us.
`,
    },
    {
      id: 302,
      slug: "ways-to-pay",
      title: "Ways to pay",
      labels: ["payments", "cards", "paypal", "apple pay", "google pay"],
      updatedAt: "2026-11-11T13:00:00Z",
      body: `
You can pay for parking with a debit or credit card, PayPal, Apple Pay or Google Pay. Which options you see depends on your device and browser: Apple Pay, for example, appears on Apple devices that have it set up.

## Saved cards

When you pay by card you can save it to your account for next time. Your default card is selected automatically at checkout, and you can choose another. Manage your cards in [your account](/account): see [Managing your vehicles and saved cards](/support/account-and-support/your-account/managing-vehicles-and-saved-cards).

Card numbers are held by our payment provider, not by Parkway. We keep only the card type and last four digits, so you can tell your cards apart.

## Confirming a payment with your bank

Your bank may ask you to confirm a payment, for example in its app or with a code sent by text. This is a normal security check for online payments in the UK and Ireland. Complete it and you'll return to your booking.

## Monthly payments

Each month of a subscription is paid automatically on your billing date, using the payment method you booked with. To pay with a different card, [contact us](/contact-us) before your next billing date.

If a monthly payment fails, we email you straight away so you can sort it out with your bank or give us a different card. Your space is kept for as long as your subscription is paid.

## Refunds

Refunds always go back to the payment method you used. See [How refunds work](/support/payments-and-refunds/cancellations-and-refunds/how-refunds-work).
`,
    },
    {
      id: 303,
      slug: "discount-codes-and-vouchers",
      title: "Discount codes and vouchers",
      labels: ["discounts", "vouchers", "codes", "promotions"],
      promoted: true,
      updatedAt: "2026-11-11T13:00:00Z",
      body: `
Discount codes and vouchers take money off a booking. Add them at checkout, before you pay.

## Using a discount code

1. At checkout, enter your code in the discount code box and apply it.
2. Checkout shows the discount and your new total before you pay.

A code takes off either a fixed amount, such as £5 or €5, or a percentage of the price. The discount may also apply to the service fee: checkout shows the fee before and after.

You can use one code per booking, and codes can't be added after you've paid.

## Vouchers in your account

If you've been given a voucher, add it to [your account](/account). Vouchers in your account are ready to choose at checkout, so you don't need to type the code.

## Conditions

Each code has its own conditions, which come with it: for example an expiry date, the kinds of booking it works for, or a minimum spend. If a code doesn't apply to your booking, checkout tells you and your total stays as it was.

For monthly parking, a discount applies to your first month's payment unless its conditions say otherwise.

## Cancellations and refunds

Codes and vouchers have no cash value. If you cancel, we refund what you actually paid, to the payment method you used. If you cancel in time for a full refund, you can use a single-use code again until it expires.
`,
    },
  ],
};
