import type { HelpSectionContent } from "./types";

export const managingYourListing: HelpSectionContent = {
  id: 22,
  categoryId: 2,
  slug: "managing-your-listing",
  name: "Managing your listing",
  description: "Pausing or removing a listing, and dealing with problems during a booking.",
  articles: [
    {
      id: 211,
      slug: "disabling-enabling-or-removing-a-listing",
      title: "Disabling, enabling or removing a listing",
      labels: ["listing", "owners", "disable", "remove"],
      promoted: true,
      updatedAt: "2026-11-13T09:30:00Z",
      body: `
You can pause a listing whenever you need the space yourself, switch it back on later, or remove it for good. Manage your listings from [your account](/account).

## Disabling a listing

Disabling hides the listing from search and stops new bookings. Use it when you need the space for a while, for example during building work.

Bookings already made still go ahead, including monthly subscriptions, so check your upcoming bookings before you rely on having the space.

## Enabling it again

Enable the listing and it's back in search straight away, with the same details, prices and reviews.

## Removing a listing

Removing a listing deletes it permanently, along with its availability. You can only remove a listing that has no active or upcoming bookings. If it has some, disable it first so no new bookings come in, and remove it once the last booking has ended.

## Ending monthly subscriptions or cancelling a booking

If you need a monthly driver to leave, or can't honour a booking, [contact us](/contact-us) as early as you can. We'll let the driver know:

- A monthly subscription ends at the end of the month the driver has paid for, and doesn't renew.
- An upcoming booking you can't honour is cancelled and the driver gets a full refund. That booking isn't paid out to you.

Please only cancel when you have to: drivers rely on their bookings.
`,
    },
    {
      id: 212,
      slug: "problems-during-a-booking",
      title: "Problems during a booking",
      labels: ["owners", "access", "occupied", "problem"],
      updatedAt: "2026-11-13T09:30:00Z",
      body: `
Most bookings go smoothly. When they don't, a quick response from you usually fixes things before the driver's day is spoiled.

## A driver can't get in or finds the space taken

If a driver reports a problem, we'll contact you straight away. The usual fixes are a gate code that has changed, a barrier that needs opening, or a car in the space that needs moving. Please reply as quickly as you can.

If the driver couldn't park because of a problem with the space, they get a full refund, and the booking isn't paid out to you.

## Someone is in your space without a booking

Check your bookings in [your account](/account) first: it may be a driver with a booking you weren't expecting. If not, and the space is booked by someone else who is on their way, [contact us](/contact-us) so we can help the booked driver.

Never clamp or block in a vehicle. Clamping on private land is a criminal offence in England, Wales and Scotland, and is regulated in Ireland.

## A driver overstays or doesn't follow your rules

Take photos, including the vehicle's registration and the time, and [tell us](/contact-us) with the booking reference. We'll contact the driver.

## Damage

If your property is damaged during a booking, photograph it and tell us with the booking reference as soon as you can, so we can contact the driver. Your own insurance may also cover it: see [Insurance when you rent out your space](/support/space-owners/responsibilities-and-permissions/insurance-for-space-owners).
`,
    },
  ],
};
