import type { HelpSectionContent } from "./types";

export const responsibilitiesAndPermissions: HelpSectionContent = {
  id: 24,
  categoryId: 2,
  slug: "responsibilities-and-permissions",
  name: "Responsibilities and permissions",
  description: "What drivers can expect from you, insurance, and the permissions you may need.",
  articles: [
    {
      id: 231,
      slug: "your-responsibilities-as-a-space-owner",
      title: "Your responsibilities as a space owner",
      labels: ["owners", "responsibilities", "rules"],
      updatedAt: "2026-11-13T09:30:00Z",
      body: `
Drivers book your space trusting it will be there, as described, when they arrive. As an owner, you agree to:

## Keep your listing accurate

- Describe the space as it really is, with current photos.
- Show any height limit, and only list EV charging, step-free access or other features the space really has.
- Keep your access instructions up to date, especially gate and barrier codes.

## Honour your bookings

- Make sure the space is free and the way in works for the whole of every booking.
- If you need the space back, disable your listing rather than cancelling bookings. See [Disabling, enabling or removing a listing](/support/space-owners/managing-your-listing/disabling-enabling-or-removing-a-listing).
- Reply quickly if we contact you about a booking.

## Make sure drivers can park without being charged

If the space is on a site with a managing agent, a car park operator, number-plate cameras or a permit list, arrange for drivers with a booking to be allowed in for their booked times. If a driver is given a parking charge notice because the site didn't know about their booking, it's your responsibility to have it cancelled.

## Have the right permissions and cover

Make sure you're allowed to rent out the space and that you're suitably insured. See [Planning permission, leases and landlord permission](/support/space-owners/responsibilities-and-permissions/planning-leases-and-landlord-permission) and [Insurance when you rent out your space](/support/space-owners/responsibilities-and-permissions/insurance-for-space-owners).

## Respect drivers' privacy

You can see a driver's name and vehicle registration for their bookings. Use them only to manage those bookings, for example to register a vehicle with a car park, and don't share them for anything else.

Our [terms and conditions](/company/terms-conditions) set out these responsibilities in full.
`,
    },
    {
      id: 232,
      slug: "insurance-for-space-owners",
      title: "Insurance when you rent out your space",
      labels: ["owners", "insurance"],
      updatedAt: "2026-11-13T09:30:00Z",
      body: `
Before you rent out your space, check that your insurance still covers you. Letting someone else use part of your property can matter to your insurer.

## Home insurance

If the space is a driveway or garage at your home, tell your home insurer you're renting it out and ask whether your buildings and contents cover is affected. Some insurers need to know about any regular use of your property by other people; a quick call now avoids a rejected claim later.

If you store things in a garage you're renting out, check whether your contents cover still applies while a driver is using it.

## Bays in car parks and developments

If you own or lease a bay in a car park or a managed development, check the building's insurance arrangements with the managing agent or freeholder, as well as your own.

## Businesses and car parks

If you rent out several spaces, or spaces on business premises, you'll usually want public liability insurance, which covers claims from people injured on your property. An insurance broker can advise on the cover that suits you.

## Drivers' vehicles

Drivers are responsible for their own vehicles and must have their own motor insurance. If your property is damaged during a booking, see [Problems during a booking](/support/space-owners/managing-your-listing/problems-during-a-booking).
`,
    },
    {
      id: 233,
      slug: "planning-leases-and-landlord-permission",
      title: "Planning permission, leases and landlord permission",
      labels: ["owners", "permission", "planning", "tenancy", "lease"],
      updatedAt: "2026-11-13T09:30:00Z",
      body: `
Most people can rent out a driveway or garage without any formal permission, but it's worth checking before you list, especially if you rent your home or live in a flat.

## If you rent your home

Read your tenancy agreement. Many agreements don't allow subletting any part of the property, or running a business from it, without the landlord's consent. Ask your landlord for written permission before you list the space.

## If you own a leasehold flat or your space is in a development

Check your lease, and any rules from the freeholder or management company. Leases often say what parking spaces can be used for and who can use them. Ask the freeholder or managing agent if you're unsure, and tell them about bookings if the site uses permits or number-plate cameras.

## Mortgages

If you have a mortgage, check its terms: some lenders want to know if you earn income from the property.

## Planning permission

Renting out your own driveway or garage for parking doesn't normally need planning permission. You may need it if the use becomes more like a car park, for example renting out many spaces, making changes to the land, or causing a lot of extra traffic. If in doubt, ask your local planning authority (UK) or local council (Ireland).

Drivers must be able to reach your space without driving across a pavement that has no dropped kerb. If you'd need a new dropped kerb, apply to your council first.

## Getting started

Once you're sure you're allowed to rent the space out, see [Listing your space for free](/support/space-owners/listing-your-space/listing-your-space-for-free).
`,
    },
  ],
};
