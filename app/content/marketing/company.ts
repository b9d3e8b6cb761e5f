import { company } from "../company";
import { figures, PRESS_EMAIL } from "./facts";
import type { Region } from "../regions";
import type { MarketingPage } from "./types";

const findSpace = { label: "Find a space", to: "/search" };
const listSpace = { label: "List your space for free", to: "/list-your-space" };
const emailPress = { label: "Email the press office", to: `mailto:${PRESS_EMAIL}` };

export function companyPages(region: Region): MarketingPage[] {
  return [
    {
      kind: "marketing",
      path: "/company/about-us",
      family: "company",
      group: "company",
      eyebrow: "Company",
      title: "About Parkway",
      description: `Parkway connects drivers with driveways, garages and car parks across ${region.both}: over ${figures.spaces} spaces, booked in advance.`,
      illustration: "building",
      intro: `Parkway connects drivers who need somewhere to park with the driveways, garages and car park bays that sit empty around them. There are over ${figures.spaces} spaces on Parkway across ${region.both}, bookable by the hour, by the month or for the length of a trip through the airport.`,
      showFacts: true,
      sections: [
        {
          title: "Why Parkway exists",
          paragraphs: [
            "Most parking problems are not a shortage of space. Office car parks empty at six, driveways stand free while their owners are at work, and hotel bays wait for guests who arrive after dark. Meanwhile drivers circle the block, pay for more hours than they need, or give up and park somewhere they shouldn't.",
            "Parkway puts those two halves together. Owners tell us when their space is free and what it costs; drivers search by where they are going, see the price before they commit, and arrive knowing a space is held for them.",
          ],
        },
        {
          title: "Who we work with",
          cards: [
            {
              title: "Drivers",
              text: "Commuters, shoppers, fans, hospital visitors and holidaymakers who want a guaranteed space at a price they know in advance.",
            },
            {
              title: "Space owners",
              text: "Householders, churches, schools and small businesses who list a space for free and are paid monthly for the parking they provide.",
            },
            {
              title: "Car park operators",
              text: "Councils, hotels, retailers and venues who use our booking, payment and reporting tools to run their car parks.",
            },
          ],
        },
        {
          title: "How we do business",
          points: [
            "The price a driver sees at checkout, including our service fee, is the price they pay. Nothing is added at the end.",
            "Drivers can cancel for a full refund up to 24 hours before a booking starts.",
            "Only drivers who have completed a booking can review a space, and owners cannot edit or remove reviews.",
            "Listing a space costs nothing and owners keep their full price. We earn a service fee that drivers pay on top of it, shown before they book.",
            "Our support team is made up of people who can see your booking and act on it.",
          ],
        },
        {
          title: "The company behind the name",
          paragraphs: [
            `Parkway is a trading name of ${company.legalName}, registered in ${company.registeredIn} with company number ${company.companyNumber}. We serve drivers and space owners in ${region.both}, and our prices are shown in pounds sterling for UK spaces and in euro for Irish ones.`,
          ],
          links: [
            { label: "Open roles on our careers site", to: company.careersUrl },
            { label: "Press centre", to: "/company/press-centre" },
          ],
        },
      ],
      faqs: [
        {
          question: "Is Parkway available in Ireland as well as the UK?",
          answer:
            "Yes. Drivers can book spaces in both countries with the same account, and owners in either country can list a space. UK spaces are priced in pounds and Irish spaces in euro.",
        },
        {
          question: "Does Parkway own the spaces it lists?",
          answer:
            "No. Spaces belong to the householders, businesses and car park operators who list them. Parkway takes the booking and the payment, gives the driver the access details and pays the owner.",
        },
        {
          question: "How do I get in touch?",
          answer:
            "Use the contact form for anything about a booking, a listing or your account. Journalists can email the press office.",
        },
      ],
      cta: {
        title: "Park with Parkway",
        text: `Search by ${region.postcode}, venue or airport and book a space that is held for you.`,
        primary: findSpace,
        secondary: listSpace,
      },
    },
    {
      kind: "marketing",
      path: "/company/why-use-us",
      family: "company",
      group: "company",
      eyebrow: "Company",
      title: "Why drivers use Parkway",
      description: `Guaranteed spaces, the full price before you pay, free cancellation up to 24 hours before, and reviews from real bookings. Rated ${figures.score} out of 5.`,
      illustration: "shield",
      intro: `Parking should be the easy part of the journey. Here is what you get when you book one of over ${figures.spaces} spaces on Parkway, from a driveway near the station to a secure bay by the airport.`,
      showFacts: true,
      sections: [
        {
          title: "What you can count on",
          cards: [
            {
              title: "A space held for you",
              text: "When you book, the space is yours for the whole of your booking. No circling, no hoping a bay is free when you get there.",
            },
            {
              title: "The whole price up front",
              text: "Checkout shows the parking, the service fee and any extras before you pay. The total on the button is what you are charged.",
            },
            {
              title: "Free cancellation",
              text: "Plans change. Cancel more than 24 hours before your booking starts and we refund everything you paid, fees included.",
            },
            {
              title: "Reviews you can trust",
              text: "Every space review comes from a driver who booked and used that space. Owners cannot edit or remove them.",
            },
          ],
        },
        {
          title: "Parking for every kind of trip",
          points: [
            "By the hour, from half an hour, for shopping, appointments and meetings.",
            "On a rolling monthly subscription for the commute, with no long-term commitment.",
            "For the length of your trip at airports, with extras such as fast-track security and lounge access where offered.",
            "Near stadiums, hospitals and train stations, booked ahead for the day you need it.",
          ],
          links: [{ label: "How booking works for drivers", to: "/how-it-works/drivers" }],
        },
        {
          title: "Help from people who can fix things",
          paragraphs: [
            "If a space is blocked or the gate code does not work, contact us. Our support team can see your booking, reach the owner and, if the space cannot be used, find you another or refund you.",
          ],
          links: [
            { label: "Help & Support", to: "/support" },
            { label: "Contact us", to: "/contact-us" },
          ],
        },
        {
          title: "Better for your area",
          paragraphs: [
            "Using spaces that already exist means less driving around looking for one and less pressure to build new car parks.",
          ],
          links: [{ label: "A greener way to park", to: "/how-it-works/a-greener-way" }],
        },
      ],
      faqs: [
        {
          question: "What happens if my space is occupied when I arrive?",
          answer:
            "Contact us straight away. We will try to reach the owner, help you find another space nearby, and refund you if the space you booked could not be used.",
        },
        {
          question: "Are there hidden fees?",
          answer:
            "No. The parking price, service fee, any arrangement fee for monthly bookings and any extras are all shown before you pay.",
        },
      ],
      cta: {
        title: "Find your space",
        text: "Tell us where you are going and when, and compare spaces by price, distance and reviews.",
        primary: findSpace,
      },
    },
    {
      kind: "marketing",
      path: "/company/press-centre",
      family: "company",
      group: "company",
      eyebrow: "Company",
      title: "Press centre",
      description: `Press contact, company facts and brand assets for journalists writing about Parkway, the parking marketplace for ${region.both}.`,
      illustration: "megaphone",
      intro: `Everything a journalist needs to write about Parkway: who to contact, the facts about the company, and how to use our name and logo.`,
      sections: [
        {
          title: "Press contact",
          paragraphs: [
            `Email the press office at ${PRESS_EMAIL} with your deadline and what you need. We aim to reply within one working day, and sooner for urgent requests.`,
            "For help with a booking or a listing, please use the contact form instead: the press office cannot see customer accounts.",
          ],
          links: [emailPress],
        },
        {
          title: "Company facts",
          points: [
            `Name: Parkway, a trading name of ${company.legalName}.`,
            `Registered in ${company.registeredIn}, company number ${company.companyNumber}.`,
            `Markets: the United Kingdom and Ireland.`,
            `Spaces: over ${figures.spaces} listed on Parkway.`,
            `Reviews: rated ${figures.score} out of 5 on an independent review platform, from ${figures.reviews} reviews.`,
            "What we offer: hourly, monthly and airport parking for drivers; free listings for space owners; booking, payment and reporting tools for car park operators.",
            "Apps: Parkway is available on the web and in apps for iOS and Android.",
          ],
        },
        {
          title: "Brand assets",
          paragraphs: [
            "The Parkway logo is a navy wordmark supplied as an SVG, so it stays sharp at any size. Place it on a white or light background with clear space around it at least the height of the letter P.",
            "Our colours are navy (#0b1f3a) and mint (#2ee6a8). Please do not recolour, stretch or add effects to the logo. Write our name as Parkway: one word, capital P.",
          ],
          links: [{ label: "Download the Parkway logo (SVG)", to: "/images/logo.svg" }],
        },
        {
          title: "Using our figures",
          paragraphs: [
            "The figures on this page are the ones we stand behind. If you would like a figure that is not here, ask the press office and we will tell you whether we can provide it and how it was measured.",
          ],
          links: [{ label: "What we offer journalists", to: "/company/media-coverage" }],
        },
      ],
      cta: {
        title: "Working on a story?",
        text: `Email ${PRESS_EMAIL} with your deadline and questions.`,
        primary: emailPress,
        secondary: { label: "About Parkway", to: "/company/about-us" },
      },
    },
    {
      kind: "marketing",
      path: "/company/media-coverage",
      family: "company",
      group: "company",
      eyebrow: "Company",
      title: "Parkway for journalists",
      description: `Parking data, spokespeople and background briefings for journalists covering parking, driving and travel in ${region.both}.`,
      illustration: "chart",
      intro: `We help journalists covering parking, driving, cities and travel across ${region.both}. Here is what the press office can offer for your story.`,
      sections: [
        {
          title: "Parking data on request",
          paragraphs: [
            "Parkway sees how and where people book parking. On request, and where the numbers are large enough to be meaningful, we can share aggregate, anonymised figures such as:",
          ],
          points: [
            "how demand for parking changes around major events, holidays and school terms",
            "typical booking lengths and prices by city, airport or venue",
            "how many listed spaces offer electric vehicle charging, and where",
            "the mix of hourly, monthly and airport bookings",
          ],
        },
        {
          title: "Spokespeople",
          paragraphs: [
            "Members of the Parkway team can comment on the cost and availability of parking, renting out a driveway, parking near airports and stadiums, and charging electric vehicles away from home. We can do print, radio and television interviews, live or recorded.",
          ],
        },
        {
          title: "Drivers and space owners",
          paragraphs: [
            "Some of the people who use Parkway are happy to talk about their experience. With their permission, we can put you in touch. We never share anyone's details without asking them first.",
          ],
        },
        {
          title: "What we will not do",
          points: [
            "Share personal data about any driver or space owner.",
            "Give figures from samples too small to be reliable.",
            "Comment on individual customers' bookings or disputes.",
          ],
        },
      ],
      faqs: [
        {
          question: "How quickly can you supply data?",
          answer:
            "Simple figures usually within two working days. Tell us your deadline when you email and we will say straight away whether we can meet it.",
        },
        {
          question: "Can I quote the figures on the press centre page?",
          answer:
            "Yes. The spaces figure, review score and review count in the press centre are current and can be quoted, credited to Parkway.",
        },
      ],
      cta: {
        title: "Ask the press office",
        text: `Email ${PRESS_EMAIL} with your story, the data or comment you need and your deadline.`,
        primary: emailPress,
        secondary: { label: "Press centre", to: "/company/press-centre" },
      },
    },
  ];
}
