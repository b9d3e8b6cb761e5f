import type { HelpSectionContent } from "./types";

export const gettingPaid: HelpSectionContent = {
  id: 23,
  categoryId: 2,
  slug: "getting-paid",
  name: "Getting paid",
  description: "When payouts arrive, what they include, and your bank details.",
  articles: [
    {
      id: 221,
      slug: "how-and-when-you-get-paid",
      title: "How and when you get paid",
      labels: ["owners", "payouts", "earnings"],
      promoted: true,
      updatedAt: "2026-11-26T22:00:00Z",
      body: `
We pay space owners once a month, by bank transfer, for the parking provided in the previous calendar month.

## What each payout includes

Early each month we pay you for:

- hourly and airport bookings that **ended** in the previous month
- each month of a monthly subscription that **started** in the previous month

For each booking you receive your full price: there is no commission. Drivers pay Parkway's service fee on top of it.

**Example:** a driver's hourly booking ends on 28 March, and a monthly subscriber's month starts on 10 March. Both are in the payout you receive in early April.

## Cancelled and refunded bookings

- If a driver cancels in time for a full refund (more than 24 hours before the booking starts), the booking isn't paid out.
- If a driver cancels later than that, they aren't refunded and you're paid as if the booking went ahead.
- If a driver is refunded because of a problem with the space, such as it being occupied or access not working, the booking isn't paid out.

## Your payout statement

Each payout comes with a statement in [Payouts in your account](/account/payouts), to print or download as a spreadsheet, listing the bookings it covers and what you received for each one.

## Making sure you get paid

Add your bank details before your first booking ends, so nothing is held up. See [Payout details, currencies and tax](/support/space-owners/getting-paid/payout-details-currencies-and-tax).

If a payout looks wrong or hasn't arrived, [contact us](/contact-us) and tell us which month it's for.
`,
    },
    {
      id: 222,
      slug: "payout-details-currencies-and-tax",
      title: "Payout details, currencies and tax",
      labels: ["owners", "payouts", "bank details", "tax"],
      updatedAt: "2026-11-26T22:00:00Z",
      body: `
We pay you by bank transfer to the account in your payout details. Add or change them from [Payouts in your account](/account/payouts).

## The details we need

- **For spaces in the UK:** the account holder's name, sort code and account number of a UK bank account. We pay in pounds sterling.
- **For spaces in Ireland:** the account holder's name and the IBAN of a euro bank account. We pay in euro.

If you have spaces in both countries, add an account for each.

## Changing your bank details

Changes apply from the next payout we haven't yet sent. We email you whenever your payout details change: if you didn't make the change, [contact us](/contact-us) straight away.

We'll never ask for your bank details by email, text or phone. Only enter them in your account on our site.

## Tax

Money you earn from renting out a space is income, and you're responsible for declaring it. In the UK, HM Revenue & Customs explains what to declare; in Ireland, Revenue does. Renting out parking can also affect business rates in the UK or commercial rates in Ireland in some cases. If you're unsure, ask an accountant or tax adviser.

Your payout statements in your account list what you've received, which helps when you fill in a tax return.
`,
    },
  ],
};
