import type { HelpSectionContent } from "./types";

export const parkingFines: HelpSectionContent = {
  id: 15,
  categoryId: 1,
  slug: "parking-fines",
  name: "Parking fines",
  description: "Parking charge notices on a space you booked, and how to appeal.",
  articles: [
    {
      id: 141,
      slug: "parking-fine-on-a-booked-space",
      title: "I got a parking fine on a space I booked",
      labels: ["fines", "pcn", "parking charge notice", "ticket"],
      promoted: true,
      updatedAt: "2026-11-15T16:00:00Z",
      body: `
If you were parked in the space you booked, within your booked times and with the right registration on your booking, you shouldn't have to pay a parking fine. Your booking confirmation is your evidence, and we'll back you up.

## First, check the details

Look at the notice and your booking confirmation side by side:

- **Registration.** Does the registration on the notice match the one on your booking? A mismatch is the most common cause. See [Changing the vehicle on a booking](/support/drivers/booking-parking/changing-the-vehicle-on-a-booking).
- **Time.** Was the notice issued within your booked times?
- **Place.** Were you in the space described in your access instructions, and fully inside it?

## Which kind of notice is it?

People often call any parking ticket a "parking fine" or a "PCN", but there are two different kinds:

- A **Penalty Charge Notice** is issued by a council for parking on public roads or in council car parks.
- A **Parking Charge Notice** is issued by a private parking company on private land, such as a car park, retail park or residential development. Most tickets on booked spaces are this kind, usually because the site's system didn't know about the booking.

In Ireland, vehicles on private land can also be clamped by an operator who must follow national clamping rules.

## What to do

1. **Don't ignore it.** Deadlines are printed on the notice and appealing late is harder.
2. **Don't pay it if you want to appeal.** Paying usually counts as accepting the charge.
3. **Appeal with your booking confirmation.** See [How to appeal a parking charge notice](/support/drivers/parking-fines/appealing-a-parking-charge-notice).
4. **Tell us.** Send a photo of the notice and your booking reference through the [contact form](/contact-us). We'll confirm your booking to the company that issued it if they need us to, and take it up with the space owner, who is responsible for making sure drivers with a booking can park without being charged.

If you parked outside your booked times, outside the space, or with a different vehicle from the one on your booking, the charge is your responsibility.
`,
    },
    {
      id: 142,
      slug: "appealing-a-parking-charge-notice",
      title: "How to appeal a parking charge notice",
      labels: ["fines", "pcn", "appeal", "parking charge notice"],
      updatedAt: "2026-11-15T16:00:00Z",
      body: `
If you were given a parking fine or ticket while parked correctly in a space you booked, appeal using your booking confirmation. It shows the space, the booked times and your vehicle registration, which is usually all the company that issued the notice needs.

## What to send with any appeal

- your **booking confirmation**: forward the email or attach a screenshot showing the booking reference, address, times and registration
- **photos**, if you have them, of your car in the space and of any signs
- a short explanation, for example: "I had a booking for this space through Parkway from 09:00 to 17:00 on 14 November for vehicle AB12 CDE. A copy of the booking is attached."

Keep copies of everything you send and everything you receive.

## Private parking charges (UK)

1. Appeal to the parking company first, using the method printed on the notice (usually a website or letter), before the deadline on it.
2. If they reject your appeal, their letter tells you which independent appeals service they belong to and how to use it, for example POPLA or the Independent Appeals Service. Appeal there with the same evidence.

## Council penalty charges (UK)

Challenge the notice with the council that issued it, following the steps on the notice. If the council rejects your challenge, you can take it to an independent tribunal. Many councils offer a reduced amount for paying within a short time, and often keep that reduced amount open while they consider an early challenge: the notice explains. GOV.UK has more on [parking tickets](https://www.gov.uk/parking-tickets).

## Ireland

For a charge from a private car park, appeal to the operator named on the notice with your booking confirmation. If you were clamped on private land, appeal first to the clamping operator; if that fails, you can appeal to the Clamping Appeals Officer at the National Transport Authority. For a notice on a public street, follow the appeal steps from the local authority on the notice.

## We can help

[Contact us](/contact-us) with the notice and your booking reference. We can confirm your booking to the issuer, and we'll speak to the space owner so it doesn't happen again.
`,
    },
  ],
};
