import type { HelpSectionContent } from "./types";

export const airportParking: HelpSectionContent = {
  id: 12,
  categoryId: 1,
  slug: "airport-parking",
  name: "Airport parking",
  description: "Parking for your trip and the extras that make the airport easier.",
  articles: [
    {
      id: 111,
      slug: "how-airport-parking-works",
      title: "How airport parking works",
      labels: ["airport", "booking", "extras"],
      promoted: true,
      updatedAt: "2026-11-14T11:00:00Z",
      body: `
Airport parking lets you book a space near the airport for the whole of your trip, from the day you leave to the day you get back, and add extras that make the journey through the airport easier.

## Booking

1. On [Find parking](/search), enter your airport and choose **Airport**.
2. Set when you'll drop the car off and when you'll collect it. Allow time to get to the terminal and to check in, and add some time on your return for baggage reclaim and delays.
3. Compare spaces. Each listing says how to get to the terminal: some are a short walk, some have a shuttle, and for others you can add a ride.
4. Add your vehicle, any extras, and pay.

## Extras you can add

At checkout, airport bookings can include:

- **Park and go**: a ride from near your space to the terminal. See [Park and go](/support/drivers/airport-parking/park-and-go).
- **Fast-track security**: a quicker lane through security. See [Fast-track security](/support/drivers/airport-parking/fast-track-security).
- **Airport lounge**: somewhere comfortable to wait before your flight. See [Airport lounge access](/support/drivers/airport-parking/airport-lounge-access).

Which extras you can add depends on the airport and your travel dates. Their prices are shown at checkout and held for a short time while you book; if that time runs out, checkout fetches an up-to-date price before you pay.

## Cancelling

Extras are part of your booking. Cancel more than 24 hours before your parking starts and we refund everything in full: the parking, the extras and the fees. To cancel only an extra, [contact us](/contact-us) more than 24 hours before your parking starts and we'll refund that extra in full. If an extra you paid for isn't provided, we refund it in full.

## If your return flight is delayed

Your space is booked until the time you chose. If you know you'll be late back, book extra time for the space as soon as you can, or [contact us](/contact-us) and we'll help. See [Arriving early, arriving late or overstaying](/support/drivers/arriving-and-parking/arriving-early-late-or-overstaying).
`,
    },
    {
      id: 112,
      slug: "park-and-go",
      title: "Park and go: a ride from your space to the terminal",
      labels: ["airport", "extras", "park and go", "ride"],
      updatedAt: "2026-11-14T11:00:00Z",
      body: `
Park and go adds a ride with our ride partner to your airport booking: you park, go to a pickup point near your space, and a driver takes you to the terminal at the time you chose.

## Adding park and go

When you book airport parking, checkout offers park and go if it's available for your space. Choose your pickup time and check the details shown, such as the pickup point and how many passengers the ride takes. The price is shown before you pay.

Choose a pickup time that leaves enough time to park, unload and walk to the pickup point, and to get through the airport for your flight.

## On the day

1. Park in your space using the access instructions in your confirmation.
2. Walk to the pickup point shown in your confirmation. It's close to your space.
3. We send you a text message when your driver is on the way.
4. Your driver takes you to the terminal drop-off.

Keep your mobile phone with you and switched on so the driver can reach you.

## Your journey back

Park and go covers one ride: from the pickup point to the terminal. For the journey back to your space, check the listing for the best way (many spaces are a short walk or shuttle ride away), or book a ride yourself.

## If something goes wrong

If your driver hasn't arrived at your pickup time, use the contact details in your text message or confirmation to reach them. If the ride doesn't happen, [tell us](/contact-us) and we'll refund the ride in full.

To cancel park and go, see [How airport parking works](/support/drivers/airport-parking/how-airport-parking-works).
`,
    },
    {
      id: 113,
      slug: "fast-track-security",
      title: "Fast-track security",
      labels: ["airport", "extras", "fast track", "security"],
      updatedAt: "2026-11-14T11:00:00Z",
      body: `
Fast-track security lets you use the airport's dedicated fast-track lane through security, so you spend less time queuing before your flight.

## Buying fast-track

Add fast-track security at checkout when you book airport parking, if your airport offers it. Choose the date you fly and buy a pass for each person travelling with you. The price is shown before you pay.

## Using it

- Your confirmation email contains your fast-track pass. Show it, with your boarding pass, at the fast-track entrance to security.
- The pass is for the date you chose. Some airports also set a time window for entry, which your confirmation shows.
- Fast-track covers the security search only. You still go through bag drop and, where it applies, passport control as normal.

Each airport runs its own fast-track lane and sets its own rules, such as opening hours and which terminals have one. Your confirmation includes anything specific to your airport.

## Cancelling

Fast-track is part of your airport booking and follows the same cancellation rule. See [How airport parking works](/support/drivers/airport-parking/how-airport-parking-works).
`,
    },
    {
      id: 114,
      slug: "airport-lounge-access",
      title: "Airport lounge access",
      labels: ["airport", "extras", "lounge"],
      updatedAt: "2026-11-14T11:00:00Z",
      body: `
Add an airport lounge to your booking and wait for your flight somewhere quieter, with seating, refreshments and Wi-Fi.

## Booking a lounge

At checkout for airport parking, choose a lounge at your departure airport, your arrival time at the lounge and how many guests are coming. Checkout shows what's included, any rules, and the price before you pay.

## Before you go

Each lounge sets its own conditions, which checkout and your confirmation show. Check in particular:

- **How long you can stay.** Lounges let you in for a set time before your flight.
- **Children.** Some lounges don't admit children or have age limits.
- **Terminal.** Lounges are usually airside, after security, in a particular terminal.

## On the day

Go through security (add [fast-track security](/support/drivers/airport-parking/fast-track-security) for a quicker start), then show your confirmation and boarding pass at the lounge reception.

## Cancelling

A lounge booking is part of your airport booking and follows the same cancellation rule. See [How airport parking works](/support/drivers/airport-parking/how-airport-parking-works).
`,
    },
  ],
};
