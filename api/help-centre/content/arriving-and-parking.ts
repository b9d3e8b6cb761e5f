import type { HelpSectionContent } from "./types";

export const arrivingAndParking: HelpSectionContent = {
  id: 13,
  categoryId: 1,
  slug: "arriving-and-parking",
  name: "Arriving and parking",
  description: "Getting in, finding your space and what to do if something isn't right.",
  articles: [
    {
      id: 121,
      slug: "finding-your-access-instructions",
      title: "Finding your access instructions",
      labels: ["access", "arriving", "instructions"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
Your access instructions tell you exactly where the space is and how to get in. You'll find them in your booking confirmation email and on the booking in your account.

## Where to find them

- **Your confirmation email**, sent as soon as you book. Search your inbox for "Parkway" and check your spam or junk folder if it isn't there.
- **Your account.** Sign in, go to [your account](/account) and open the booking.

Save them or take a screenshot before you set off: signal can be poor in underground car parks.

## What they include

The space owner writes the instructions for their space, so they vary, but usually include:

- the full address and where to enter (for example a rear entrance or a particular level of a car park)
- which space is yours, such as a bay number or "the left-hand side of the driveway"
- how to open any gate or barrier, such as a keypad code, an intercom or a number-plate camera
- anything else you need to know, such as house rules or where to leave the car keys if you're asked to

## Keys, fobs and remotes

Some monthly spaces need a key, fob or remote to get in. The owner arranges this with you, and your confirmation explains how and when you'll get it. At the end of your subscription you return it: see [Returning keys, fobs and remotes](/support/drivers/after-your-stay/returning-keys-fobs-and-remotes).

## Can't find them or they don't make sense?

Sign in and check the booking in your account first. If the instructions are missing or unclear, [contact us](/contact-us) with your booking reference and we'll get them sorted with the owner. If you're already there and can't get in, see [The space is taken or I can't get in](/support/drivers/arriving-and-parking/space-taken-or-cannot-get-in).
`,
    },
    {
      id: 122,
      slug: "space-taken-or-cannot-get-in",
      title: "The space is taken or I can't get in",
      labels: ["access", "occupied", "problem", "refund"],
      promoted: true,
      updatedAt: "2026-11-16T09:00:00Z",
      body: `
If someone else is in your space, or a gate, barrier or code doesn't work, we'll help you park and make sure you don't pay for parking you couldn't use.

## What to do

1. **Check you're in the right place.** Compare the address, the bay number and the photos in your access instructions with where you are. Car parks often have several entrances or levels.
2. **Take photos.** Photograph what's stopping you: the vehicle in your space (including its number plate), the closed gate or the barrier's keypad.
3. **Contact us.** Use the [contact form](/contact-us), give your booking reference, and attach your photos. We'll contact the owner to get you in or help you find somewhere else nearby.

## While you wait

- Please don't park in another bay or block a driveway or gate: you could be given a parking charge notice or block someone in.
- If you need to park somewhere else, choose somewhere you're allowed to park and keep any receipt.
- If you ever feel unsafe, move somewhere safe first. In an emergency call 999 (UK) or 112 (Ireland).

## Your refund

If you couldn't park because of a problem with the space, such as it being occupied, access not working, or the space not being as described, we refund your booking in full, whenever it happens. For a monthly subscription we refund the current month in full, and you can end the subscription straight away if you'd rather not continue.

Refunds go back to the payment method you used, never as site credit. See [How refunds work](/support/payments-and-refunds/cancellations-and-refunds/how-refunds-work).

This doesn't apply when the problem is on the booking's side, for example arriving outside your booked times or a vehicle taller than the height limit shown on the listing.
`,
    },
    {
      id: 123,
      slug: "height-limits-and-larger-vehicles",
      title: "Height limits and larger vehicles",
      labels: ["height", "vans", "vehicle size"],
      updatedAt: "2026-11-09T15:00:00Z",
      body: `
Spaces in garages, under buildings and in multi-storey car parks often have a maximum vehicle height. Check it before you book, especially if you drive a van, a motorhome or a car with a roof box.

## Finding the height limit

If a space has a height limit, the listing shows it with the space's other features. Open-air spaces such as driveways usually have no limit.

## Measuring your vehicle

Measure from the ground to the highest point of your vehicle, including:

- roof boxes, roof bars and bike racks
- aerials that don't fold down
- anything else fitted to the roof

Your vehicle handbook gives the standard height; add anything you've fitted. If you're close to the limit, choose a different space: barriers and ceilings are unforgiving.

## Larger vehicles

Vans, pick-ups and large SUVs may also be too long or too wide for some spaces. Check the photos and description, and if you're unsure, [ask us](/contact-us) before you book.

## If your vehicle doesn't fit

If the listing showed the wrong height, or no limit when there is one, we refund your booking in full: see [The space is taken or I can't get in](/support/drivers/arriving-and-parking/space-taken-or-cannot-get-in). If your vehicle is taller than the limit the listing showed, our normal cancellation rules apply: see [Cancelling a booking](/support/payments-and-refunds/cancellations-and-refunds/cancelling-a-booking).
`,
    },
    {
      id: 124,
      slug: "accessible-step-free-spaces",
      title: "Accessible and step-free spaces",
      labels: ["accessibility", "step-free", "blue badge"],
      updatedAt: "2026-11-09T15:00:00Z",
      body: `
If you need step-free access, look for spaces whose listing shows step-free access among its features.

## What step-free means

A space with step-free access has a level or ramped route, with no steps, between the space and the street or the building it serves. That includes any lift the route relies on.

Owners describe their own spaces, so check the photos and description too: they often show how wide the space is, whether there's room to open doors fully, and whether the route is covered.

## Blue Badges and Disabled Parking Permits

Booked spaces are private, so you need a booking to park in one even if you hold a Blue Badge (UK) or a Disabled Parking Permit (Ireland). Display your badge or permit as usual: it can still matter in car parks with their own rules.

## If the space isn't as described

If a space listed as step-free isn't, tell us through the [contact form](/contact-us), with a photo if you can. We'll refund your booking in full and correct the listing with the owner.

## Other ways we can help

If you need help booking, or something on the site doesn't work with the assistive technology you use, [contact us](/contact-us) and tell us how we can help.
`,
    },
    {
      id: 125,
      slug: "arriving-early-late-or-overstaying",
      title: "Arriving early, arriving late or overstaying",
      labels: ["arriving", "overstay", "extend"],
      updatedAt: "2026-11-09T15:00:00Z",
      body: `
Your booking covers the space for the times you booked, and only those times. Here's what to do if your plans shift on the day.

## Arriving early

The space may still be in use by someone else's booking until your start time. If you need it earlier, book the extra time before you arrive, if the space is free.

## Arriving late

You can arrive any time during your booking, but it still ends at the time you booked. Time you don't use isn't refunded.

## Staying longer

If you need longer, make another booking for the extra time that starts when your current one ends, as soon as you know, if the space is still free. If it isn't free, please move your car by the end of your booking: another driver may have booked the space straight after you.

Overstaying can also lead to a parking charge notice in car parks that check vehicles by number plate, because your vehicle is only registered for your booked times.

## Monthly subscriptions

Monthly plans cover every day your plan includes. See [Choosing your days](/support/drivers/booking-parking/choosing-your-days).
`,
    },
  ],
};
