import { figures } from "./facts";
import type { Region } from "../regions";
import type { MarketingPage } from "./types";

const findSpace = { label: "Find a space", to: "/search" };
const listSpace = { label: "List your space for free", to: "/list-your-space" };

export function howItWorksPages(region: Region): MarketingPage[] {
  return [
    {
      kind: "marketing",
      path: "/how-it-works/drivers",
      family: "how-it-works",
      group: "how-it-works",
      eyebrow: "How it works",
      title: "How Parkway works for drivers",
      description:
        "Search, compare and book a guaranteed parking space by the hour, by the month or for a trip through the airport, then drive straight in.",
      illustration: "car-park",
      intro: `Book a space before you set off and know exactly where you will park and what it will cost. Choose from over ${figures.spaces} driveways, garages and car park bays across ${region.both}.`,
      sections: [
        {
          title: "Parking in four steps",
          steps: [
            {
              title: "Search",
              text: `Enter a street, ${region.postcode}, station, venue or airport, with the date and time you need.`,
            },
            {
              title: "Compare",
              text: "See spaces on a map or in a list and sort by distance, price or reviews. Each space shows its photos, features and what other drivers thought of it.",
            },
            {
              title: "Book",
              text: "Add your vehicle and pay by card, Apple Pay, Google Pay or PayPal. The price at checkout includes the service fee, so there are no surprises.",
            },
            {
              title: "Park",
              text: "Your confirmation has the exact location and how to get in. Drive up and park: the space is held for you.",
            },
          ],
        },
        {
          title: "Choose how you park",
          cards: [
            {
              title: "Hourly",
              text: "Book a parking space on a one-off basis. Starting from half an hour.",
            },
            {
              title: "Monthly",
              text: "Book a parking space on a rolling monthly subscription. No commitment.",
            },
            {
              title: "Airport",
              text: "Secure airport parking, stress-free, from take-off to touchdown.",
            },
          ],
        },
        {
          title: "Extras for airport trips",
          paragraphs: [
            "At some airports you can add park and go (a ride from near your space to the terminal), fast-track security or lounge access to your booking, and pay for everything in one go.",
          ],
        },
        {
          title: "If your plans change",
          points: [
            "Cancel more than 24 hours before your booking starts for a full refund, fees included.",
            "Monthly subscriptions can be cancelled at any time, and end before your next billing date if you cancel more than 24 hours ahead of it.",
            "If something is wrong with the space when you arrive, contact us and we will put it right.",
          ],
          links: [{ label: "Help & Support", to: "/support" }],
        },
      ],
      faqs: [
        {
          question: "Do I need to print anything?",
          answer:
            "No. Everything you need is in your confirmation email and in your account, including the address, directions and access instructions.",
        },
        {
          question: "Can I book for someone else?",
          answer:
            "Yes. Add the registration of the vehicle that will be parked, so the owner or car park knows to expect it.",
        },
        {
          question: "What if I need an electric vehicle charger?",
          answer:
            "Search as usual and look for EV charging in each listing's features. The listing shows which connector types it has and how charging is paid for.",
        },
      ],
      cta: {
        title: "Where are you going?",
        text: "Search for a space near your destination and book it in a couple of minutes.",
        primary: findSpace,
        secondary: { label: "Why drivers use Parkway", to: "/company/why-use-us" },
      },
    },
    {
      kind: "marketing",
      path: "/how-it-works/parking-providers",
      family: "how-it-works",
      group: "how-it-works",
      eyebrow: "How it works",
      title: "How Parkway works for parking providers",
      description:
        "List a driveway, garage or car park for free, set your own prices and hours, and get paid every month for the parking drivers book.",
      illustration: "building",
      intro: `A driveway, garage or car park bay can earn money while you are not using it. Listing on Parkway is free, you stay in control of when the space is available, and drivers across ${region.home} can find and book it.`,
      sections: [
        {
          title: "Who can list",
          cards: [
            {
              title: "Householders",
              text: "A driveway or garage near a station, hospital, stadium or town centre is exactly what drivers search for.",
            },
            {
              title: "Businesses",
              text: "Offices, churches, schools and shops can earn from bays that stand empty in the evenings, at weekends or all day.",
            },
            {
              title: "Car park operators",
              text: "Sell pre-booked spaces alongside your existing customers, with bookings, payments and reporting handled for you.",
            },
          ],
        },
        {
          title: "From listing to payout",
          steps: [
            {
              title: "Describe your space",
              text: "Drop a pin on the exact spot, add photos, say what vehicles fit and explain how drivers get in.",
            },
            {
              title: "Set prices and hours",
              text: "Offer the space by the hour, by the month or both. We suggest prices based on similar spaces nearby.",
            },
            {
              title: "Accept bookings",
              text: "Drivers book and pay online. You see every booking in your account, with the driver's name and vehicle registration.",
            },
            {
              title: "Get paid",
              text: "Early each month we pay you by bank transfer for the parking provided the month before.",
            },
          ],
        },
        {
          title: "You stay in control",
          points: [
            "Disable your listing whenever you need the space; bookings already made stand.",
            "Change prices and availability at any time. New prices apply to new bookings.",
            "You keep your full price: Parkway's service fee is paid by the driver on top of it. Your account shows each space's earnings so far.",
            "Our support team handles drivers' questions about bookings and payments.",
          ],
        },
        {
          title: "Before you list",
          paragraphs: [
            "Check that you are allowed to rent out the space. If you rent your home, own a leasehold flat or have a mortgage, your tenancy, lease or lender may have rules about it. Let your home insurer know too.",
          ],
          links: [
            { label: "Help for space owners", to: "/support" },
            {
              label: "Car park management for operators",
              to: "/business/solutions/car-park-management",
            },
          ],
        },
      ],
      faqs: [
        {
          question: "How much does it cost to list?",
          answer:
            "Nothing. There is no listing fee, subscription or commission: drivers pay Parkway's service fee on top of your price.",
        },
        {
          question: "When do I get paid?",
          answer:
            "Once a month, by bank transfer, for hourly and airport bookings that ended and monthly subscription months that started in the previous month.",
        },
        {
          question: "What if a driver cancels?",
          answer:
            "If a driver cancels more than 24 hours before the booking starts, they are refunded and the booking is not paid out. Later cancellations are paid to you as if the booking went ahead.",
        },
      ],
      cta: {
        title: "Start earning from your space",
        text: "It takes about ten minutes to list, and it costs nothing.",
        primary: listSpace,
        secondary: { label: "Talk to us about a car park", to: "/contact-us" },
      },
    },
    {
      kind: "marketing",
      path: "/how-it-works/best-price-guarantee",
      family: "how-it-works",
      group: "how-it-works",
      eyebrow: "How it works",
      title: "Best price guarantee",
      description:
        "Find the same Parkway space cheaper elsewhere for the same times and we will refund the difference. Here is how to claim.",
      illustration: "ticket",
      intro:
        "We want you to book with confidence. If you find the same space, for the same dates and times, at a lower price somewhere else, we will refund you the difference.",
      sections: [
        {
          title: "How to claim",
          steps: [
            {
              title: "Book on Parkway",
              text: "Make your booking as usual and keep your booking reference.",
            },
            {
              title: "Find the lower price",
              text: "The same space must be offered for the same dates and times, with the same terms, at a lower total price.",
            },
            {
              title: "Tell us",
              text: "Within 24 hours of booking, and before your booking starts, send us your reference and a link to or screenshot of the lower price.",
            },
            {
              title: "Get the difference",
              text: "Once we have checked the price, we refund the difference to the payment method you used.",
            },
          ],
        },
        {
          title: "What counts as the same price",
          points: [
            "Compare the total you would pay, including any booking or service fees on both sites.",
            "The other price must be publicly available to anyone, not only to members or holders of a discount code.",
            "The booking terms must match, including the cancellation terms.",
            "Extras such as lounge access or fast-track security are compared separately from the parking.",
          ],
        },
        {
          title: "What the guarantee does not cover",
          points: [
            "Prices offered at the space itself on the day, such as a pay-on-exit tariff.",
            "Different spaces, even if they are in the same car park or street.",
            "Bookings already discounted with a Parkway discount code.",
          ],
        },
      ],
      faqs: [
        {
          question: "How long does the refund take?",
          answer:
            "We check claims within three working days. Refunds then usually reach your account within five to ten working days, depending on your bank.",
        },
        {
          question: "Can I claim on a monthly subscription?",
          answer:
            "Yes, for the first month. Send us the claim within 24 hours of booking and before the subscription starts.",
        },
      ],
      cta: {
        title: "Book with confidence",
        text: "Compare spaces near your destination and see the full price before you pay.",
        primary: findSpace,
        secondary: { label: "Make a claim", to: "/contact-us" },
      },
    },
    {
      kind: "marketing",
      path: "/how-it-works/a-greener-way",
      family: "how-it-works",
      group: "how-it-works",
      eyebrow: "How it works",
      title: "A greener way to park",
      description:
        "Using spaces that already exist means less circling for parking, fewer new car parks and easier access to EV charging. Here is how Parkway helps.",
      illustration: "leaf",
      intro:
        "The greenest parking space is one that already exists. By sharing driveways, garages and car parks that would otherwise stand empty, Parkway helps drivers park without adding more concrete or more miles.",
      sections: [
        {
          title: "Less circling",
          paragraphs: [
            "Drivers looking for a space in a busy street or car park add traffic and fumes while they search. When your space is booked before you set off, you drive straight to it.",
          ],
        },
        {
          title: "Making better use of what is already built",
          paragraphs: [
            "Every driveway rented while its owner is at work, and every office bay used at the weekend, is a space that did not need to be built. Sharing spaces lets towns and cities meet demand for parking without paving over more land.",
          ],
        },
        {
          title: "Easier electric driving",
          paragraphs: [
            "Many spaces on Parkway have electric vehicle chargers. Look for EV charging in a listing's features and check its connector types before you book.",
          ],
          links: [
            {
              label: "Electric charge points for car parks",
              to: "/business/solutions/electric-charge-points",
            },
          ],
        },
        {
          title: "Park and ride, and park and go",
          points: [
            "Book a space near a station and take the train for the rest of the journey.",
            "At airports, park away from the terminal and take a shared ride in with park and go.",
            "Choose a monthly space near your office so you are not tempted to drive around looking for one every morning.",
          ],
        },
      ],
      faqs: [
        {
          question: "How can I find spaces with EV charging?",
          answer:
            "Search near your destination and look for EV charging in each listing's features. Listings show connector types such as Type 2, CCS and CHAdeMO.",
        },
        {
          question: "Can I list my driveway charger?",
          answer:
            "Yes. When you list your space, add EV charging to its features with the connector types and power, so drivers who need it can see it.",
        },
      ],
      cta: {
        title: "Park smarter",
        text: "Book a space near a station, a charger or your destination before you set off.",
        primary: findSpace,
        secondary: listSpace,
      },
    },
    {
      kind: "marketing",
      path: "/how-it-works/testimonials",
      family: "how-it-works",
      group: "how-it-works",
      eyebrow: "How it works",
      title: "What drivers say about Parkway",
      description: `Parkway is rated ${figures.score} out of 5 from ${figures.reviews} reviews. Here is how reviews are collected and why you can trust them.`,
      illustration: "star",
      intro:
        "We would rather show you what real customers think than write it for them. Here is how Parkway is rated, and how the reviews you see on each space are collected.",
      showFacts: true,
      sections: [
        {
          title: "Reviews on an independent platform",
          paragraphs: [
            "Drivers and space owners rate Parkway on an independent review platform. The score and the number of reviews above come from that platform and are updated regularly.",
          ],
        },
        {
          title: "How space reviews are collected",
          steps: [
            {
              title: "A completed booking",
              text: "Only a driver who has booked a space, and whose booking has ended, can review it.",
            },
            {
              title: "An invitation",
              text: "After the booking ends we email the driver a link to review the space. They can also review it from their account.",
            },
            {
              title: "One review per booking",
              text: "Each booking can be reviewed once, with a star rating and optional comments.",
            },
            {
              title: "Published as written",
              text: "Owners cannot edit or remove reviews. We remove only reviews that include personal details, offensive language or nothing about the space.",
            },
          ],
        },
        {
          title: "Read reviews before you book",
          paragraphs: [
            "Every space shows its average rating and its newest reviews, so you can see what drivers thought of the access, the location and the owner before you book.",
          ],
        },
      ],
      faqs: [
        {
          question: "Can a space owner remove a bad review?",
          answer:
            "No. Owners can read every review of their space, but they cannot edit or remove one.",
        },
        {
          question: "Are reviews ever paid for?",
          answer:
            "No. We do not pay or reward anyone for a review, and reviews can only be left after a booking has been completed.",
        },
      ],
      cta: {
        title: "See for yourself",
        text: "Search for a space and read what drivers who parked there thought of it.",
        primary: findSpace,
        secondary: { label: "Why drivers use Parkway", to: "/company/why-use-us" },
      },
    },
  ];
}
