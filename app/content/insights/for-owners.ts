import type { Insight } from "./types";

export const ownerInsights: Insight[] = [
  {
    slug: "renting-out-your-driveway",
    title: "Renting out your driveway: what you can earn and what to check first",
    description:
      "How much a driveway or garage can earn, the permissions and insurance to check, and how tax works on parking income in the UK.",
    category: "owners",
    published: "2026-02-03",
    body: [
      {
        kind: "paragraph",
        text: "An empty driveway near a station, a hospital or a town centre is worth something to the drivers who circle past it every day. Listing it on Parkway is free; you earn when drivers book.",
      },
      { kind: "heading", text: "What a space can earn" },
      {
        kind: "paragraph",
        text: "Earnings depend on where the space is and when it is free. Spaces near stations and offices let well on weekday monthly plans; spaces near stadiums and airports earn most by the day. When you set your prices, the listing steps show what similar spaces nearby charge.",
      },
      { kind: "heading", text: "Check before you list" },
      {
        kind: "list",
        items: [
          "If you rent your home, read your tenancy agreement: you may need your landlord's permission.",
          "If you own a leasehold flat, the lease may say who can park in your space.",
          "Tell your home insurer. Most policies are unaffected, but they need to know.",
          "Letting a driveway for parking rarely needs planning permission; a change such as a new dropped kerb or a commercial car park does.",
        ],
      },
      { kind: "heading", text: "Tax on parking income" },
      {
        kind: "paragraph",
        text: "In the UK, the first £1,000 a year of income from renting out a space can be covered by the property income allowance, so you do not need to declare it. Above that, you report it through Self Assessment. In Ireland, income from renting a parking space is taxable and declared through Revenue's myAccount. If in doubt, ask an accountant.",
      },
      {
        kind: "paragraph",
        text: "Ready to start? [List your space for free](/list-your-space) or read [how it works for providers](/how-it-works/parking-providers).",
      },
    ],
  },
  {
    slug: "keeping-your-listing-booked",
    title: "Five ways to keep your parking space booked",
    description:
      "Photos, prices, availability and clear access instructions: what the best-booked spaces on Parkway do differently.",
    category: "owners",
    published: "2026-07-07",
    body: [
      {
        kind: "paragraph",
        text: "Two spaces on the same street can earn very different amounts. The difference is rarely the space itself, and almost always the listing.",
      },
      {
        kind: "list",
        ordered: true,
        items: [
          "Photos taken in daylight from where the driver arrives: the entrance, the space, and anything that helps them find it.",
          "A price in line with the spaces nearby. The listing steps suggest one; adjust it after the first few bookings.",
          "Wide availability. Spaces open at all hours, or with monthly plans, appear in more searches.",
          "Access instructions a stranger can follow at night: the gate code, which bay is yours, and where not to park.",
          "Quick answers. Drivers who can reach you when something is unclear leave better reviews.",
        ],
      },
      { kind: "heading", text: "Think like a driver arriving for the first time" },
      {
        kind: "paragraph",
        text: "Drive or walk to your space as a stranger would, at the time of day most of your bookings start. Is the entrance easy to see from the road? Is there anything a driver could mistake for your space? Write down what you notice and put it in the access instructions. A driver who cannot find or open a space is the most avoidable problem there is, and one more sentence in the listing usually prevents it.",
      },
      { kind: "heading", text: "Reviews build on themselves" },
      {
        kind: "paragraph",
        text: "Only drivers who have booked your space can review it. A handful of good reviews early on makes a listing stand out in search, which brings more bookings and more reviews.",
      },
      { kind: "heading", text: "Pause rather than remove" },
      {
        kind: "paragraph",
        text: "If you need the space for a while, disable the listing from your account and enable it again later. Your reviews and bookings history stay with it.",
      },
      {
        kind: "paragraph",
        text: "Manage your spaces from [your listings](/account/listings), or [list another space](/list-your-space).",
      },
    ],
  },
  {
    slug: "what-owners-earn-from-a-booking",
    title: "What an owner earns from each booking",
    description:
      "How a driver's payment splits between your price and Parkway's service fee, who pays for discount codes, and what a cancellation means for you.",
    category: "owners",
    published: "2026-09-15",
    body: [
      {
        kind: "paragraph",
        text: "Listing is free and there is no subscription. Here is how the money from a booking is split.",
      },
      { kind: "heading", text: "Your price is yours" },
      {
        kind: "paragraph",
        text: "The driver pays your price plus a service fee, shown to them before they pay. The service fee is Parkway's and pays for running the marketplace: payments, support and the site itself. You earn your full price, with no commission taken from it.",
      },
      { kind: "heading", text: "Discount codes" },
      {
        kind: "paragraph",
        text: "When a driver uses a Parkway discount code, Parkway pays for the discount. Your earnings are counted on your full price.",
      },
      { kind: "heading", text: "Cancellations and monthly bookings" },
      {
        kind: "paragraph",
        text: "A driver who cancels more than 24 hours before the start is refunded in full, and the booking earns nothing. A later cancellation is not refunded, so you keep the earnings. Monthly bookings earn again with each month that renews, until the driver cancels.",
      },
      { kind: "heading", text: "Setting a price that earns more" },
      {
        kind: "paragraph",
        text: "Because the driver sees your price and the service fee together, a price a little below the spaces nearby often earns more over a month than a higher one that books less. Monthly plans give you steady income with one booking; hourly and daily bookings earn most where demand peaks, near stations, venues and hospitals. You can change your prices at any time, and new prices apply to bookings made after the change.",
      },
      { kind: "heading", text: "Keeping records" },
      {
        kind: "paragraph",
        text: "[Your listings](/account/listings) show each space's active bookings and its earnings so far, which helps at tax time. Our article on [renting out your driveway](/insights/renting-out-your-driveway) covers the tax side.",
      },
      {
        kind: "paragraph",
        text: "Questions about a payment? Search the [help centre](/support/search?q=getting+paid) or [contact us](/contact-us).",
      },
    ],
  },
  {
    slug: "parking-in-ireland",
    title: "Parking in Ireland: prices in euro, Eircodes and what is different",
    description:
      "Booking and listing parking in Ireland on Parkway: euro prices, finding a space by Eircode, and the rules on private car parks.",
    category: "news",
    published: "2026-11-03",
    body: [
      {
        kind: "paragraph",
        text: "Parkway serves drivers and owners in Ireland as well as the UK. Most things work the same way; a few are different.",
      },
      {
        kind: "list",
        items: [
          "Spaces in Ireland are priced and paid in euro, including the service fee.",
          "You can search by Eircode routing key, such as D02 for central Dublin, as well as by town, station or airport.",
          "Mobile numbers in the Irish format, such as 085 123 4567, are accepted at booking.",
          "Clamping and parking charges on private land are regulated by the National Transport Authority, which sets maximum charges and handles appeals.",
        ],
      },
      { kind: "heading", text: "Cities" },
      {
        kind: "paragraph",
        text: "Dublin, Cork, Galway and Limerick have the most spaces, from driveways in the suburbs to bays in city-centre apartment blocks. In Dublin, on-street parking is paid by the hour with time limits in most central areas, and clamping is in force, so a booked private space is often the simpler choice for a day in town or a monthly commute.",
      },
      { kind: "heading", text: "Booking from Northern Ireland or Britain" },
      {
        kind: "paragraph",
        text: "You can book a space in Ireland from a UK account and pay with a UK card: the price is shown and charged in euro, and your bank converts it. Your confirmation gives the address with its Eircode, which sat navs and map apps find precisely.",
      },
      { kind: "heading", text: "Airports" },
      {
        kind: "paragraph",
        text: "Dublin, Cork and Shannon airports have spaces nearby listed by local owners, with the same free cancellation as in the UK: more than 24 hours before the start, the booking is refunded in full.",
      },
      { kind: "heading", text: "Listing in Ireland" },
      {
        kind: "paragraph",
        text: "Owners list for free and set prices in euro. Income from renting a space is taxable in Ireland; Revenue's guidance explains how to declare it.",
      },
      {
        kind: "paragraph",
        text: "Search for parking with an Eircode or a town from the [home page](/), or [list your space](/list-your-space).",
      },
    ],
  },
];
