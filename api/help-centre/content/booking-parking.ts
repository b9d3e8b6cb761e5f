import type { HelpSectionContent } from "./types";

export const bookingParking: HelpSectionContent = {
  id: 11,
  categoryId: 1,
  slug: "booking-parking",
  name: "Booking parking",
  description: "Hourly, monthly and season bookings, and getting the details right.",
  articles: [
    {
      id: 101,
      slug: "how-to-book-hourly-parking",
      title: "How to book hourly parking",
      labels: ["booking", "hourly"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
Hourly parking lets you book a space on a one-off basis, from half an hour upwards. You pay once, before you park, and the space is held for you for exactly the times you book.

## Find a space

1. Go to [Find parking](/search) and enter where you're going: a postcode, street, town, station, venue or airport.
2. Choose **Hourly** and set when you arrive and when you leave. Times go in half-hour steps.
3. Compare spaces on the map or in the list. You can sort by distance, price or reviews.

## Check the listing before you book

Open a space to see its photos, description, features and reviews. It's worth checking:

- **How you get in.** Some spaces are on an open driveway; others are behind a gate or barrier. You'll get the full access instructions once you've booked.
- **Height limits** if the space is in a garage, under a building or in a multi-storey car park. See [Height limits and larger vehicles](/support/drivers/arriving-and-parking/height-limits-and-larger-vehicles).
- **EV charging and step-free access** if you need them.
- **Opening hours** for spaces in car parks that close overnight.

## Book and pay

1. Choose to book and enter your details: name, email address and mobile number.
2. Add your vehicle registration. It matters: see [Why the registration on your booking matters](/support/drivers/booking-parking/changing-the-vehicle-on-a-booking).
3. Add a discount code if you have one.
4. Pay by card, PayPal, Apple Pay or Google Pay.

The price you see before you pay is the price you pay: the parking, the service fee and any extras are all shown before you confirm, and nothing is added at the end.

## After you book

We email your booking confirmation straight away. It includes the address, the access instructions and your booking reference. You'll also find the booking in [your account](/account). See [Finding your access instructions](/support/drivers/arriving-and-parking/finding-your-access-instructions).

Plans changed? You can cancel for a full refund more than 24 hours before your booking starts. See [Cancelling a booking](/support/payments-and-refunds/cancellations-and-refunds/cancelling-a-booking).
`,
    },
    {
      id: 102,
      slug: "monthly-parking-subscriptions",
      title: "How monthly parking subscriptions work",
      labels: ["monthly", "subscription"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
Monthly parking is a rolling subscription: you keep the same space month after month and pay monthly, with no fixed term. It renews automatically until you cancel.

## Booking a monthly space

1. Search on [Find parking](/search), choose **Monthly** and pick your start date.
2. Choose which days you need the space: every day (Monday to Sunday), weekdays only (Monday to Friday) or any three days a week. See [Choosing your days](/support/drivers/booking-parking/choosing-your-days).
3. Add your vehicle and pay for your first month.

If your subscription starts today, it's confirmed instantly and you can park straight away.

## How billing works

- Your first month is paid when you book.
- After that, each month is paid on the same date as your start date (or on the last day of the month in shorter months, if you started on the 29th, 30th or 31st).
- Some monthly bookings include a one-off arrangement fee, taken with the first payment. Checkout shows it, with the service fee and what each later month costs, before you pay. See [Service fee and arrangement fee explained](/support/payments-and-refunds/prices-and-fees/service-fee-and-arrangement-fee).

## Paying for several months at once

Some spaces offer a **season**: you book several months at once and pay less per month than you would month by month. Checkout shows the saving, what you pay today and when any later payments are due. A season renews for the same length of time unless you cancel, on the same rules as a monthly subscription.

## Ending your subscription

You can cancel whenever you like. You keep the space until the end of the period you've paid for, and we don't take any further payments. See [Cancelling a monthly subscription](/support/drivers/booking-parking/cancelling-a-monthly-subscription).
`,
    },
    {
      id: 103,
      slug: "choosing-your-days",
      title: "Choosing your days: Monday to Sunday, Monday to Friday or any three days",
      labels: ["monthly", "season plan"],
      updatedAt: "2026-11-12T10:30:00Z",
      body: `
When you book monthly parking you choose a plan for the days you need the space. The plan sets what you pay, so it's worth picking the one that matches how you'll use it.

## The three plans

- **Monday to Sunday** (the standard plan): the space is yours every day of the week. Choose this if you need it at weekends or keep your car there overnight.
- **Monday to Friday**: the space is yours on weekdays only. It suits commuters and people who park near work.
- **Any three days**: park on any three days of each week, Monday to Sunday. You don't have to choose the days in advance, so it suits hybrid working. Days you don't use don't carry over to the next week.

On the days your plan covers, you can come and go as often as you like. If the listing shows opening hours (for example a car park that closes overnight), those still apply.

## Which is cheaper?

Plans covering fewer days usually cost less, and checkout shows the monthly price of each plan the space offers before you pay. Not every space offers every plan.

## Parking outside your plan

Please don't park on days your plan doesn't cover: the owner may have let the space to someone else for those days. If your needs change, cancel and book again on a different plan. See [Cancelling a monthly subscription](/support/drivers/booking-parking/cancelling-a-monthly-subscription).
`,
    },
    {
      id: 104,
      slug: "cancelling-a-monthly-subscription",
      title: "Cancelling a monthly subscription",
      labels: ["monthly", "subscription", "cancel", "notice"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
You can cancel a monthly subscription at any time. Cancelling is your notice: the subscription stops renewing, and you keep the space until the end of the month you've already paid for.

## How to cancel

1. Sign in and open the subscription in [your account](/account).
2. Choose to cancel the subscription and confirm.

We email you to confirm the cancellation and the last day you can park.

## When to cancel to avoid the next payment

Each month is paid on your billing date (the same date as your start date). Cancel **more than 24 hours before your next billing date** and that payment isn't taken. If you cancel later than that, the next month is charged and is your last month.

**Example:** your subscription started on 10 March. You cancel on 2 June. Your paid month runs to 9 June, you can park until then, and the 10 June payment isn't taken.

## Cancelling before your first month starts

Cancel more than 24 hours before your subscription starts and we refund everything you paid in full, including the service fee and any arrangement fee. The refund goes back to the payment method you used. See [How refunds work](/support/payments-and-refunds/cancellations-and-refunds/how-refunds-work).

## No refunds for part of a month

A month that has started isn't refunded for the days you don't use. The exception is when you can't use the space because of a problem with it: see [The space is taken or I can't get in](/support/drivers/arriving-and-parking/space-taken-or-cannot-get-in).

## Seasons

A season (several months booked at once) works the same way: cancel more than 24 hours before it renews and it won't renew. Once a season has started it runs to its end date.

## Keys, fobs and remotes

If the owner gave you something to get in, return it by your last day. See [Returning keys, fobs and remotes](/support/drivers/after-your-stay/returning-keys-fobs-and-remotes).
`,
    },
    {
      id: 105,
      slug: "changing-the-vehicle-on-a-booking",
      title: "Changing the vehicle on a booking",
      labels: ["vehicle", "registration", "booking"],
      updatedAt: "2026-11-10T14:00:00Z",
      body: `
You can change the vehicle on a booking at any time before it ends. Keep it up to date: the registration on your booking is how the space owner, and often a car park's cameras, know you're allowed to be there.

## How to change it

1. Sign in and open the booking in [your account](/account).
2. Choose to change the vehicle, then pick one of your saved vehicles or add a new registration.

The change applies straight away, and the owner sees the new registration. Booked without an account? [Contact us](/contact-us) with your booking reference, the email address you booked with and the new registration.

## Why the registration matters

Many car parks and private roads check vehicles by their registration, using cameras that read number plates or a list of permitted vehicles held by the site. If the registration on your booking doesn't match the vehicle you park, you may be sent a parking charge notice, even though you paid.

So before you arrive:

- Check the registration is exactly right (spaces don't matter, letters and numbers do).
- If you're driving a different car, a hire car or a courtesy car, update the booking first.

## Booking before you know the registration

If you don't know the registration yet (for example you're collecting a hire car), choose to add it later when you book. Add it to the booking before you park.

## If you've already had a notice

See [I got a parking fine on a space I booked](/support/drivers/parking-fines/parking-fine-on-a-booked-space).
`,
    },
    {
      id: 106,
      slug: "changing-the-dates-or-times-of-a-booking",
      title: "Changing the dates or times of a booking",
      labels: ["booking", "change", "dates"],
      updatedAt: "2026-11-10T14:00:00Z",
      body: `
A booking holds one space for fixed times, so its dates and times can't be edited once you've paid. To change them, book the new times and then cancel the old booking.

## How to move a booking

1. Book the space again for your new times on [Find parking](/search). Doing this first means you won't lose the space if it's popular.
2. Cancel your original booking from [your account](/account).

If you cancel the original booking more than 24 hours before it starts, you get a full refund. If it starts in less than 24 hours, the original booking can't be refunded. See [Cancelling a booking](/support/payments-and-refunds/cancellations-and-refunds/cancelling-a-booking).

## Staying longer

If you need the space for longer than you booked, make a second booking that starts when your first one ends, if the space is still free. Don't overstay without booking: someone else may have booked the space after you. See [Arriving early, arriving late or overstaying](/support/drivers/arriving-and-parking/arriving-early-late-or-overstaying).

## Monthly subscriptions

To change the days on a monthly subscription, cancel it and book again on the plan you want. See [Choosing your days](/support/drivers/booking-parking/choosing-your-days).
`,
    },
  ],
};
