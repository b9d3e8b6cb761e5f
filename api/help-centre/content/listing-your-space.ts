import type { HelpSectionContent } from "./types";

export const listingYourSpace: HelpSectionContent = {
  id: 21,
  categoryId: 2,
  slug: "listing-your-space",
  name: "Listing your space",
  description: "Creating a listing, setting your prices and telling drivers how to get in.",
  articles: [
    {
      id: 201,
      slug: "listing-your-space-for-free",
      title: "Listing your space for free",
      labels: ["listing", "owners", "getting started"],
      promoted: true,
      updatedAt: "2026-11-13T09:30:00Z",
      body: `
If you have a driveway, garage or parking bay you don't always use, you can earn money from it on Parkway. Listing is free: there's nothing to pay to create a listing or to keep it live.

## What you can list

- driveways and off-street spaces at your home
- garages and carports
- bays in residential, office or hotel car parks
- spaces near stations, airports, stadiums and hospitals, which are always in demand

If you run a car park, see [how it works for parking providers](/how-it-works/parking-providers) for what we offer operators.

## Before you start

Make sure you're allowed to rent the space out. If you rent your home, or the space is in a block of flats or a managed development, you may need permission first. See [Planning permission, leases and landlord permission](/support/space-owners/responsibilities-and-permissions/planning-leases-and-landlord-permission) and [Insurance when you rent out your space](/support/space-owners/responsibilities-and-permissions/insurance-for-space-owners).

## Creating your listing

Go to [List your space](/list-your-space) and sign in or create an account. You'll be asked for:

1. **The address** and the type of space.
2. **Photos**: the space itself, the entrance, and anything that helps a driver recognise it.
3. **Features**: EV charging (its connectors and power), any height limit, step-free access, opening hours if it isn't open around the clock, and whether it's covered, gated, lit or has CCTV.
4. **Access instructions**: how drivers find the space and get in. Only drivers who book see them. See [Writing clear access instructions](/support/space-owners/listing-your-space/writing-clear-access-instructions).
5. **Prices and availability**: see [Setting your prices and availability](/support/space-owners/listing-your-space/setting-prices-and-availability).
6. **Payout details**, so we can pay you: see [How and when you get paid](/support/space-owners/getting-paid/how-and-when-you-get-paid).

Your progress is saved as a draft, so you can stop and finish later. When everything's in place, publish the listing and drivers can find and book it.

## Describing features accurately

Drivers choose spaces on these details. If a listing says there's step-free access, EV charging or no height limit and that isn't so, the driver gets a full refund and the booking isn't paid out, so keep the details accurate and up to date.
`,
    },
    {
      id: 202,
      slug: "setting-prices-and-availability",
      title: "Setting your prices and availability",
      labels: ["listing", "owners", "prices", "availability"],
      promoted: true,
      updatedAt: "2026-11-26T22:00:00Z",
      body: `
You decide what your space costs and when it can be booked. You can change both at any time from your listing in [your account](/account).

## Choosing the kinds of booking you accept

- **Hourly**: one-off bookings from half an hour upwards. Good for spaces near busy town centres, stations, venues and hospitals.
- **Monthly**: rolling monthly subscriptions, good for regular income from commuters and residents. You can offer drivers the plans that suit your space: every day (Monday to Sunday), weekdays (Monday to Friday) or any three days a week.
- **Airport**: bookings for the length of a trip, for spaces near an airport.

## Setting your prices

Set a price for each kind of booking you accept. For hourly parking, set a price per hour and, if you like, a daily maximum so that longer stays stay good value. For monthly parking, set a monthly price for each plan you offer, and optionally a lower price per month for drivers who pay for several months at once.

To help you choose, we suggest prices based on similar spaces nearby. A competitive price gets booked more often; you can raise it once you have good reviews.

You receive your full price for each booking, with no commission taken from it. Drivers pay your price plus Parkway's service fee, which they see before they pay. Prices are in pounds sterling for spaces in the UK and in euro for spaces in Ireland.

## Setting availability

Choose the days and times your space can be booked, and block out any dates when you need it yourself. Drivers can only book times when the space is available, and one space can never be booked twice for the same time.

## Changes and existing bookings

Price and availability changes apply to new bookings. Bookings already made go ahead at the price the driver paid, so before you block out a date, check you don't already have a booking then. If you must cancel one, see [Disabling, enabling or removing a listing](/support/space-owners/managing-your-listing/disabling-enabling-or-removing-a-listing).
`,
    },
    {
      id: 203,
      slug: "writing-clear-access-instructions",
      title: "Writing clear access instructions",
      labels: ["listing", "owners", "access", "instructions"],
      updatedAt: "2026-11-13T09:30:00Z",
      body: `
Good access instructions are the best way to make sure drivers park in the right place without needing to call you. Drivers see them as soon as they book, in their confirmation email and in their account.

## What to include

- **Where to go**: the entrance to use, with a landmark if the entrance is hard to spot ("the second gate after the post box").
- **Which space**: a bay number, a colour, or "the right-hand side of the driveway, nearest the house".
- **How to get in**: gate or barrier codes, intercom directions, or whether the site reads number plates.
- **House rules**: for example, don't block the garage door, or reverse in.
- **Keys, fobs or remotes**: for monthly bookings that need them, how you'll hand them over and how you'd like them back.

Photos of the entrance and the space help a lot: add them to your listing.

## Keep them up to date

If you change a gate code or a bay number, update your instructions straight away from your listing in [your account](/account). Drivers with bookings see the latest version in their account.

## Number-plate cameras and permit lists

If your space is in a car park or development that checks vehicles by registration, make sure each driver's vehicle is registered with the site for their booked times. Drivers' registrations are shown on their bookings. If a driver gets a parking charge notice because the site wasn't told about their booking, you're responsible for sorting it out. See [Your responsibilities as a space owner](/support/space-owners/responsibilities-and-permissions/your-responsibilities-as-a-space-owner).
`,
    },
  ],
};
