import type { Region } from "../regions";
import { figures } from "./facts";
import type {
  CallToAction,
  Faq,
  IllustrationName,
  MarketingPage,
  PageLink,
  Section,
} from "./types";

export const businessGroups = {
  solutions: "Solutions",
  challenges: "Challenges",
  products: "Products",
  sectors: "Sectors",
} as const;

export type BusinessGroup = keyof typeof businessGroups;

type BusinessCopy = {
  slug: string;
  title: string;
  description: string;
  illustration: IllustrationName;
  intro: string;
  sections: Section[];
  faqs?: Faq[];
  /** A second way forward under the call to action: the product or solution that fits. */
  next?: PageLink;
};

const talkToUs = { label: "Talk to our team", to: "/contact-us" };

function businessCta(next: PageLink | undefined): CallToAction {
  return {
    title: "See how it would work at your site",
    text: "Tell us about your car park and what you want to change. We will come back within one working day to arrange a call or a site visit.",
    primary: talkToUs,
    ...(next ? { secondary: next } : {}),
  };
}

function page(group: BusinessGroup, copy: BusinessCopy): MarketingPage {
  return {
    kind: "marketing",
    path: `/business/${group}/${copy.slug}`,
    family: "business",
    group,
    eyebrow: `Parking ${businessGroups[group].toLowerCase()}`,
    title: copy.title,
    description: copy.description,
    illustration: copy.illustration,
    intro: copy.intro,
    sections: copy.sections,
    faqs: copy.faqs,
    cta: businessCta(copy.next),
  };
}

const link = {
  prebook: { label: "Pre-book parking", to: "/business/products/pre-book-parking" },
  payByMobile: { label: "Pay by mobile", to: "/business/products/pay-by-mobile" },
  kiosk: { label: "Payment kiosks", to: "/business/products/payment-kiosk" },
  dashboard: { label: "Analytics dashboard", to: "/business/products/analytics-dashboard" },
  chargers: { label: "EV charging stations", to: "/business/products/charging-stations" },
  anpr: { label: "Intelligent ANPR", to: "/business/products/intelligent-anpr" },
  ivr: { label: "IVR pay-by-phone number", to: "/business/products/ivr-number" },
  management: { label: "Car park management", to: "/business/solutions/car-park-management" },
  acquisition: { label: "Customer acquisition", to: "/business/solutions/customer-acquisition" },
  cashless: { label: "Cashless payments", to: "/business/solutions/cashless-payments" },
  ev: { label: "Electric charge points", to: "/business/solutions/electric-charge-points" },
  analytics: { label: "Data and analytics", to: "/business/solutions/data-analytics" },
  prebookSystem: { label: "Pre-book system", to: "/business/solutions/pre-book-system" },
} satisfies Record<string, PageLink>;

function solutions(region: Region): MarketingPage[] {
  return [
    page("solutions", {
      slug: "car-park-management",
      title: "Car park management",
      description:
        "One partner for your whole car park: bookings, payments, ANPR, enforcement and reporting, run by Parkway so you can focus on your business.",
      illustration: "car-park",
      intro:
        "Running a car park means tariffs, payment machines, barriers, enforcement, signage and customer complaints. Parkway can take on as much of that as you want, with one contract and one point of contact.",
      sections: [
        {
          title: "What we look after",
          cards: [
            {
              title: "Payments",
              text: "Pre-booking, pay by mobile, pay by phone and card kiosks, all reconciled into one monthly statement.",
            },
            {
              title: "Entry and compliance",
              text: "ANPR cameras that recognise paid and permitted vehicles, with fair, clearly signed enforcement for the rest.",
            },
            {
              title: "Customers",
              text: "Our support team answers drivers' questions about bookings, payments and charges, so your staff do not have to.",
            },
            {
              title: "Reporting",
              text: "A dashboard showing occupancy, revenue and demand for every site, updated as bookings and payments happen.",
            },
          ],
        },
        {
          title: "How we start",
          steps: [
            {
              title: "Site survey",
              text: "We visit, count bays, watch how the site is used and talk to the people who run it.",
            },
            {
              title: "Proposal",
              text: "A plan for equipment, tariffs and enforcement, with the costs and the revenue share set out.",
            },
            {
              title: "Installation",
              text: "Equipment is installed and signage changed, usually without closing the car park.",
            },
            {
              title: "Go live",
              text: `Spaces appear on Parkway in front of drivers across ${region.home}, and reporting starts from day one.`,
            },
          ],
        },
      ],
      faqs: [
        {
          question: "Do we keep control of our tariffs?",
          answer:
            "Yes. You decide the prices and rules; we advise on what similar sites charge and show you the effect of any change.",
        },
        {
          question: "Can you take over from our current operator?",
          answer:
            "Yes. We plan the handover around your existing contract so that payments and enforcement continue without a gap.",
        },
      ],
      next: link.anpr,
    }),
    page("solutions", {
      slug: "electric-charge-points",
      title: "Electric charge points",
      description:
        "Install and run EV charge points that drivers can find, book and pay for on Parkway, bringing new visitors and new revenue to your car park.",
      illustration: "charger",
      intro:
        "Drivers of electric vehicles plan their trips around charging. Charge points in your car park, listed and bookable on Parkway, give them a reason to choose your site and a reason to stay.",
      sections: [
        {
          title: "What is included",
          points: [
            "A survey of your power supply and the best places for chargers.",
            "A choice of AC chargers for longer stays and DC rapid chargers for quick top-ups.",
            "Installation, connection and ongoing maintenance.",
            "Listing on Parkway with EV charging among the space's features and its connector types shown: Type 2, CCS, CHAdeMO and more.",
            "Payment by app, card or booking, with charging and parking on one receipt.",
          ],
        },
        {
          title: "Bookable charging",
          paragraphs: [
            "A charger that is free when a driver arrives is worth more than one that might be. Drivers can book a charging bay ahead with their parking, so your chargers are used by people who planned to come to you.",
          ],
        },
        {
          title: "Keeping bays for charging",
          paragraphs: [
            "ANPR can tell when a non-electric vehicle is parked in a charging bay, or when a charged car has overstayed, so the bays stay free for the drivers who need them.",
          ],
        },
      ],
      faqs: [
        {
          question: "Who owns the chargers?",
          answer:
            "You can buy them outright or have Parkway fund and operate them in return for a share of the charging revenue. We will show you both options.",
        },
      ],
      next: link.chargers,
    }),
    page("solutions", {
      slug: "customer-acquisition",
      title: "Customer acquisition",
      description: `Put your spaces in front of drivers searching Parkway's ${figures.spaces}-space marketplace and fill bays that would otherwise stand empty.`,
      illustration: "megaphone",
      intro: `Every day, drivers search Parkway for parking near where they are going. Listing your car park puts your spaces in those searches, alongside the over ${figures.spaces} spaces already on Parkway.`,
      sections: [
        {
          title: "Where your spaces appear",
          points: [
            "In search results on the Parkway website and in our iOS and Android apps.",
            "On our pages for nearby towns, stations, airports, stadiums and hospitals.",
            "In emails to drivers who have searched near your site before, where they have agreed to hear from us.",
          ],
        },
        {
          title: "Only pay for results",
          paragraphs: [
            "There is no cost to be listed and no commission on your tariff. Parkway's service fee is paid by drivers on top of your price, so our interests are the same as yours: more drivers in your bays.",
          ],
        },
        {
          title: "Reach the drivers you want",
          cards: [
            {
              title: "Commuters",
              text: "Monthly subscriptions that fill weekday bays and pay on the same date each month.",
            },
            {
              title: "Visitors",
              text: "Hourly bookings for shoppers, patients and people at meetings.",
            },
            {
              title: "Events and travel",
              text: "Pre-booked spaces for match days, concerts and flights, sold weeks in advance.",
            },
          ],
        },
      ],
      faqs: [
        {
          question: "Will Parkway bookings push out our regular customers?",
          answer:
            "No. You choose how many spaces to offer and when, and can change it at any time.",
        },
      ],
      next: link.prebook,
    }),
    page("solutions", {
      slug: "cashless-payments",
      title: "Cashless payments",
      description:
        "Let drivers pay by app, website, card kiosk or a quick phone call. No cash to collect, count or bank, and every payment in one report.",
      illustration: "phone",
      intro:
        "Cash machines break, fill up and attract theft, and fewer drivers carry coins. Parkway gives every driver a way to pay that suits them, without you handling a single note.",
      sections: [
        {
          title: "Ways to pay",
          cards: [
            {
              title: "Pay by mobile",
              text: "Scan a code on the sign, enter the registration and pay in the browser. No app needed.",
            },
            {
              title: "Pre-book",
              text: "Drivers pay when they book on Parkway, before they arrive.",
            },
            {
              title: "Card kiosks",
              text: "Contactless and chip-and-PIN pay stations for drivers who prefer a machine.",
            },
            {
              title: "Pay by phone",
              text: "A dedicated number that takes payment with a short automated call.",
            },
          ],
        },
        {
          title: "What changes for you",
          points: [
            "No cash collections, counting or banking.",
            "Every payment matched to a vehicle registration, so enforcement is accurate.",
            "One monthly statement across every payment method and site.",
            "Tariffs changed from your dashboard rather than by reprogramming machines.",
          ],
        },
      ],
      faqs: [
        {
          question: "What about drivers without a smartphone?",
          answer:
            "They can pay at a card kiosk or by calling the pay-by-phone number from any phone, including a landline.",
        },
      ],
      next: link.payByMobile,
    }),
    page("solutions", {
      slug: "data-analytics",
      title: "Data and analytics",
      description:
        "See occupancy, revenue and demand for every car park you run, updated as bookings and payments happen, and make pricing decisions on evidence.",
      illustration: "chart",
      intro:
        "Most car parks are priced on habit. Parkway's reporting shows how each of your sites is really used, hour by hour, so you can price, staff and invest with confidence.",
      sections: [
        {
          title: "What you can see",
          points: [
            "Occupancy by hour, day and season, from ANPR and payments.",
            "Revenue by site, tariff and payment method.",
            "How far ahead drivers book, and how long they stay.",
            "Demand in the surrounding area from drivers searching on Parkway.",
          ],
        },
        {
          title: "Decisions it supports",
          cards: [
            {
              title: "Pricing",
              text: "Find the quiet hours where a lower tariff would fill bays, and the busy ones where demand would bear more.",
            },
            {
              title: "Capacity",
              text: "Know whether you need more spaces, or could release some for other uses.",
            },
            {
              title: "Investment",
              text: "See where chargers, kiosks or cameras would pay back soonest.",
            },
          ],
        },
        {
          title: "Your data stays yours",
          paragraphs: [
            "You can export your reports at any time. Drivers' personal data is handled under our privacy policy and never sold.",
          ],
          links: [{ label: "Privacy policy", to: "/company/privacy-policy" }],
        },
      ],
      next: link.dashboard,
    }),
    page("solutions", {
      slug: "pre-book-system",
      title: "Pre-book system",
      description:
        "Sell guaranteed spaces ahead of time through Parkway, smooth out peaks in demand and know who is coming before they arrive.",
      illustration: "ticket",
      intro:
        "When drivers book ahead, you know how full you will be before the day starts, you are paid before they arrive, and they drive in without searching for a bay.",
      sections: [
        {
          title: "How it works",
          steps: [
            {
              title: "Set your allocation",
              text: "Choose how many spaces to sell ahead, for which days and at what price.",
            },
            {
              title: "Drivers book",
              text: "They find your car park on Parkway or your own website and pay in advance.",
            },
            {
              title: "Entry is automatic",
              text: "ANPR or a booking code lets them in; no ticket to print.",
            },
            { title: "You are paid monthly", text: "With a statement showing every booking." },
          ],
        },
        {
          title: "Why operators pre-sell",
          points: [
            "Revenue is known in advance for events and holidays.",
            "Queues at the entrance and searching inside the car park fall.",
            "Quiet days can be filled with discounted early bookings.",
          ],
        },
      ],
      faqs: [
        {
          question: "Can drivers book on our own website?",
          answer:
            "Yes. We can add a booking form to your website that uses the same availability as Parkway, so you never oversell.",
        },
      ],
      next: link.prebook,
    }),
  ];
}

function challenges(region: Region): MarketingPage[] {
  return [
    page("challenges", {
      slug: "unauthorised-parking",
      title: "Stop unauthorised parking",
      description:
        "Keep your spaces for customers, residents and staff with ANPR, clear signs and fair enforcement, without clamping or confrontation.",
      illustration: "barrier",
      intro:
        "When people park who should not, your customers and staff cannot. Parkway's approach is to make paying easy for honest drivers and enforcement fair and clear for everyone else.",
      sections: [
        {
          title: "Our approach",
          steps: [
            {
              title: "Clear signs",
              text: "Terms, tariffs and how to pay shown at every entrance, in plain English.",
            },
            {
              title: "Easy ways to pay",
              text: "Pay by mobile, by phone, at a kiosk or in advance, so there is no excuse not to.",
            },
            {
              title: "Permits for your people",
              text: "Staff, residents and guests registered by number plate, so they are never charged.",
            },
            {
              title: "Fair enforcement",
              text: "ANPR identifies vehicles that have not paid or are not permitted, and every charge is checked by a person before it is issued.",
            },
          ],
        },
        {
          title: "Handled for you",
          paragraphs: [
            "We deal with the appeals and the correspondence that enforcement creates. You see every charge and its outcome in your dashboard.",
          ],
        },
      ],
      faqs: [
        {
          question: "Will our customers get charges by mistake?",
          answer:
            "We set a grace period suited to your site, check each case before a charge is issued, and can register your customers' vehicles automatically through your booking or till system.",
        },
      ],
      next: link.anpr,
    }),
    page("challenges", {
      slug: "revenue-generation",
      title: "Earn more from your parking",
      description:
        "Turn empty bays into income with pre-booked, monthly and event parking sold on Parkway, and tariffs set on real demand data.",
      illustration: "chart",
      intro:
        "Most car parks have hours, days or whole areas that stand empty. Parkway helps you sell that space to drivers who need it, without affecting the customers you already have.",
      sections: [
        {
          title: "Where new revenue comes from",
          cards: [
            {
              title: "Quiet hours",
              text: "Evenings and weekends at offices, schools and churches, sold hourly to nearby visitors.",
            },
            {
              title: "Monthly parkers",
              text: "Commuters who pay every month for a reserved or unreserved space.",
            },
            {
              title: "Events",
              text: "Match, concert and show parking sold in advance at event prices.",
            },
            { title: "EV charging", text: "Charging sessions paid on top of parking." },
          ],
        },
        {
          title: "Pricing on evidence",
          paragraphs: [
            `Parkway shows what drivers search for and pay near your site across ${region.home}, so tariffs are based on demand rather than guesswork.`,
          ],
        },
      ],
      next: link.acquisition,
    }),
    page("challenges", {
      slug: "barrier-problems",
      title: "Barrier problems",
      description:
        "Broken barriers, lost tickets and queues at the exit? Barrier-free ANPR parking lets drivers in and out freely while every stay is paid.",
      illustration: "barrier",
      intro:
        "Barriers are expensive to maintain, break at the worst moments and cause queues at busy times. Many sites can remove them entirely and still make sure every stay is paid.",
      sections: [
        {
          title: "Common problems we solve",
          points: [
            "Barriers stuck open, losing a day's revenue, or stuck closed, trapping drivers.",
            "Lost tickets and the arguments at the exit that follow.",
            "Queues at the exit after events and at the end of the working day.",
            "Damage to barrier arms and vehicles.",
          ],
        },
        {
          title: "Barrier-free parking with ANPR",
          paragraphs: [
            "Cameras read number plates on the way in and out. Drivers pay by mobile, by phone, at a kiosk or in advance, against their registration, and leave without stopping. Vehicles that have not paid are followed up fairly, with evidence.",
          ],
        },
        {
          title: "Where barriers still make sense",
          paragraphs: [
            "For secure sites such as residential and staff car parks, we can keep your barriers and have them opened by ANPR for permitted and booked vehicles, so no one needs a ticket or a fob.",
          ],
        },
      ],
      next: link.anpr,
    }),
    page("challenges", {
      slug: "existing-operators",
      title: "Unhappy with your current operator?",
      description:
        "Switch car park operator without a gap in payments or enforcement. Parkway plans the handover around your contract and your drivers.",
      illustration: "document",
      intro:
        "Perhaps complaints are rising, reports arrive late, or revenue is falling and no one can say why. Changing operator is easier than many landowners expect.",
      sections: [
        {
          title: "Signs it is time for a change",
          points: [
            "You do not know how full your car park is, or what it earns each month.",
            "Drivers complain to you about charges you did not know had been issued.",
            "Equipment stays broken for days.",
            "Your contract gives the operator all of the upside and you none of the control.",
          ],
        },
        {
          title: "A handover without a gap",
          steps: [
            {
              title: "Review",
              text: "We read your current contract with you and find the notice period and obligations.",
            },
            {
              title: "Plan",
              text: "We agree a switch date and order equipment and signs to be ready for it.",
            },
            {
              title: "Switch",
              text: "On the day, new signs go up and payments move to Parkway; drivers are told how to pay.",
            },
            {
              title: "Report",
              text: "From the first month, you receive a clear statement and dashboard access.",
            },
          ],
        },
      ],
      next: link.management,
    }),
    page("challenges", {
      slug: "customer-experience",
      title: "A better parking experience for your customers",
      description:
        "Parking is the first and last part of a visit. Give drivers a guaranteed space, easy payment and quick help when they need it.",
      illustration: "star",
      intro:
        "A hard-to-find space, a broken machine or an unexpected charge can spoil a visit before it starts. Parkway helps you make parking the easy part.",
      sections: [
        {
          title: "What drivers value",
          cards: [
            {
              title: "Certainty",
              text: "A space booked in advance, with directions to the right entrance.",
            },
            {
              title: "Simple payment",
              text: "Pay in seconds by phone, app, card or a quick call.",
            },
            {
              title: "Fairness",
              text: "Clear terms, a sensible grace period and a person who listens if something goes wrong.",
            },
          ],
        },
        {
          title: "Support for your drivers",
          paragraphs: [
            "Our support team answers questions about bookings, payments and charges at your sites. Drivers rate Parkway on an independent platform, and we watch what they tell us about your site as closely as you do.",
          ],
          links: [{ label: "How we collect reviews", to: "/how-it-works/testimonials" }],
        },
      ],
      next: link.payByMobile,
    }),
  ];
}

function products(region: Region): MarketingPage[] {
  return [
    page("products", {
      slug: "pre-book-parking",
      title: "Pre-book parking",
      description:
        "Take advance bookings for your spaces on Parkway's website and apps, with payment up front and entry by number plate or booking code.",
      illustration: "ticket",
      intro: `Put your spaces on sale to drivers across ${region.home} who plan ahead. They choose your car park, pay when they book and arrive knowing a space is waiting.`,
      sections: [
        {
          title: "Features",
          points: [
            "Hourly, daily, monthly and event bookings, each with its own prices.",
            "Allocations by day and time, so you decide how many spaces are sold ahead.",
            "Entry by ANPR or a code from the driver's confirmation.",
            "Cancellation handled by Parkway, with the same clear rules for every driver.",
            "Bookings and payouts shown in your dashboard.",
          ],
        },
        {
          title: "Sold where drivers look",
          paragraphs: [
            "Your spaces appear in Parkway search, on our location pages and in our apps, and can be booked from your own website as well.",
          ],
        },
      ],
      next: link.prebookSystem,
    }),
    page("products", {
      slug: "pay-by-mobile",
      title: "Pay by mobile",
      description:
        "Drivers scan the code on your sign, enter their registration and pay in their phone's browser. No app to download, no machine to maintain.",
      illustration: "phone",
      intro:
        "The quickest way to pay for parking is with the phone already in the driver's pocket. Parkway's pay-by-mobile works in any browser, so there is nothing to download first.",
      sections: [
        {
          title: "How drivers pay",
          steps: [
            {
              title: "Scan",
              text: "A QR code and short web address on every sign open your car park's payment page.",
            },
            {
              title: "Choose",
              text: "The driver enters their registration and picks a length of stay.",
            },
            { title: "Pay", text: "By card, Apple Pay or Google Pay." },
            {
              title: "Extend",
              text: "A reminder before the session ends lets them add time without going back to the car.",
            },
          ],
        },
        {
          title: "For your site",
          points: [
            "Sessions linked to registrations for ANPR or patrol checks.",
            "Your tariffs, including free periods and maximum stays.",
            "No hardware to install beyond signs.",
          ],
        },
      ],
      faqs: [
        {
          question: "Does the driver need an account?",
          answer:
            "No. They can pay as a guest. Drivers with a Parkway account can use saved cards and vehicles.",
        },
      ],
      next: link.cashless,
    }),
    page("products", {
      slug: "payment-kiosk",
      title: "Payment kiosks",
      description:
        "Card and contactless pay stations for busy car parks, linked to number plates, with remote tariff changes and fault alerts.",
      illustration: "building",
      intro:
        "Some drivers will always prefer a machine. Parkway's kiosks take contactless and chip and PIN, are linked to the same system as every other way to pay, and tell us when they need attention.",
      sections: [
        {
          title: "Features",
          points: [
            "Contactless, chip and PIN, Apple Pay and Google Pay.",
            "Registration entry with a large, high-contrast screen.",
            "Tariffs and messages changed remotely.",
            "Alerts to our maintenance team when paper, power or connection fails.",
            "Receipts printed or sent by email.",
          ],
        },
        {
          title: "Installed and maintained",
          paragraphs: [
            "We survey the site, install kiosks where drivers will see them and keep them working. You see their status, and every payment they take, in your dashboard.",
          ],
        },
      ],
      next: link.cashless,
    }),
    page("products", {
      slug: "analytics-dashboard",
      title: "Analytics dashboard",
      description:
        "Bookings, revenue and occupancy for every site in one view, updated as they happen, with reports you can export and share.",
      illustration: "chart",
      intro:
        "One place to see how every one of your car parks is doing: what is booked, who is parked, what has been paid and how that compares with last week, last month and last year.",
      sections: [
        {
          title: "In the dashboard",
          cards: [
            {
              title: "Occupancy",
              text: "How full each site is now and at every hour of the past year.",
            },
            {
              title: "Revenue",
              text: "Takings by site, tariff and payment method, reconciled with your payouts.",
            },
            {
              title: "Bookings",
              text: "Upcoming pre-bookings and monthly subscriptions, so you can plan staffing.",
            },
            { title: "Compliance", text: "Charges issued, appealed and paid." },
          ],
        },
        {
          title: "Sharing and exports",
          paragraphs: [
            "Invite colleagues with access limited to the sites they manage. Export any report as a spreadsheet, or have it emailed every week or month.",
          ],
        },
      ],
      next: link.analytics,
    }),
    page("products", {
      slug: "charging-stations",
      title: "EV charging stations",
      description:
        "Reliable AC and rapid DC chargers with booking and payment built in, installed and maintained by Parkway and listed for drivers to find.",
      illustration: "charger",
      intro:
        "Chargers that drivers can find, book, use and pay for without a separate app or card. Parkway installs them, keeps them working and lists them to drivers searching for EV charging.",
      sections: [
        {
          title: "Chargers for every stay",
          cards: [
            {
              title: "AC chargers",
              text: "Type 2 connections for longer stays at offices, hotels and residential sites.",
            },
            {
              title: "Rapid DC chargers",
              text: "CCS and CHAdeMO for quick top-ups at retail, leisure and roadside sites.",
            },
          ],
        },
        {
          title: "Built into Parkway",
          points: [
            "Listed on Parkway with EV charging and the connector types, so drivers can check their car will fit before they book.",
            "Bookable with a parking space, so the bay is free when the driver arrives.",
            "Payment by the same methods as parking, on one receipt.",
            "Faults reported to our maintenance team automatically.",
          ],
        },
      ],
      next: link.ev,
    }),
    page("products", {
      slug: "intelligent-anpr",
      title: "Intelligent ANPR",
      description:
        "Number plate recognition for barrier-free entry, automatic permits and fair enforcement, with every decision checked before a charge is issued.",
      illustration: "barrier",
      intro:
        "Automatic number plate recognition lets drivers come and go without tickets, recognises permit holders and pre-booked drivers, and finds vehicles that have not paid.",
      sections: [
        {
          title: "What it does",
          points: [
            "Reads plates at entry and exit, day and night.",
            "Matches every stay against payments, bookings and permits.",
            "Opens barriers for permitted vehicles where you keep them.",
            "Flags overstays in time-limited and EV charging bays.",
          ],
        },
        {
          title: "Fair by design",
          paragraphs: [
            "Camera images are kept only as long as needed and handled under our privacy policy. A person reviews each case before any charge is issued, and we apply grace periods suited to your site so that drivers have time to pay and leave.",
          ],
          links: [{ label: "Privacy policy", to: "/company/privacy-policy" }],
        },
      ],
      faqs: [
        {
          question: "What happens if a plate is misread?",
          answer:
            "Every charge is checked by a person against the camera images and payment records before it is issued, and a misread plate is matched to the right payment.",
        },
      ],
      next: link.management,
    }),
    page("products", {
      slug: "ivr-number",
      title: "IVR pay-by-phone number",
      description:
        "A dedicated phone number for your car park that takes payment in a short automated call, from any phone, for drivers who cannot or will not use an app.",
      illustration: "phone",
      intro:
        "Not every driver has a smartphone, a signal for data or the patience for an app. An automated pay-by-phone line lets anyone pay for parking with a call from any phone.",
      sections: [
        {
          title: "How a call works",
          steps: [
            { title: "Call", text: "The driver calls the number on your sign." },
            {
              title: "Identify",
              text: "They key in the location code and say or key in their registration.",
            },
            { title: "Choose", text: "They pick a length of stay from your tariff." },
            {
              title: "Pay",
              text: "Card details are taken securely by keypad, and a text confirms the session.",
            },
          ],
        },
        {
          title: "Accessible by default",
          points: [
            "Works from mobiles and landlines.",
            "Clear spoken prompts with the option to repeat any step.",
            "Payments linked to the registration, like every other way to pay.",
          ],
        },
      ],
      next: link.cashless,
    }),
  ];
}

function sectors(region: Region): MarketingPage[] {
  return [
    page("sectors", {
      slug: "hotels-hospitality",
      title: "Parking for hotels and hospitality",
      description:
        "Give guests a guaranteed space with their stay, and earn from your car park when they are not using it.",
      illustration: "building",
      intro:
        "Guests expect to park when they arrive, but hotel car parks are rarely full all day. Parkway helps you keep spaces for guests and sell the rest.",
      sections: [
        {
          title: "For your guests",
          points: [
            "Parking booked with the room, with the registration sent to ANPR so the guest drives straight in.",
            "EV charging bookable for the night.",
            "Pay by mobile for restaurant and event visitors.",
          ],
        },
        {
          title: "For your business",
          points: [
            "Spare spaces sold to commuters, shoppers and event-goers on Parkway.",
            "Staff parking managed with permits.",
            "Non-guests parking without paying found and followed up fairly.",
          ],
        },
      ],
      next: link.prebook,
    }),
    page("sectors", {
      slug: "local-authorities",
      title: "Parking for local authorities",
      description: `Modern, cashless parking services for councils in ${region.both}: pay by mobile and phone, pre-booking, EV charging and clear reporting.`,
      illustration: "building",
      intro:
        "Residents expect to pay for parking as easily as they pay for anything else, and councils need services that are reliable, accessible and accountable. Parkway provides the tools for both.",
      sections: [
        {
          title: "What we provide",
          cards: [
            {
              title: "Cashless payment",
              text: "Pay by mobile, by phone and at card kiosks across every car park and on-street zone.",
            },
            {
              title: "Pre-booking",
              text: "Bookable spaces for park and ride, events and town centre car parks.",
            },
            { title: "EV charging", text: "Chargers in council car parks, listed and bookable." },
            {
              title: "Reporting",
              text: "Occupancy and revenue by car park and zone, ready for committee reports.",
            },
          ],
        },
        {
          title: "Accessible to everyone",
          paragraphs: [
            "Every way to pay works without a smartphone as well as with one. Our web pages are built to WCAG 2.1 AA, and our pay-by-phone line works from any phone.",
          ],
        },
      ],
      faqs: [
        {
          question: "Can we buy through a framework?",
          answer:
            "Talk to us about the procurement route you use. We will provide the information your procurement team needs.",
        },
      ],
      next: link.cashless,
    }),
    page("sectors", {
      slug: "shopping-centres",
      title: "Parking for shopping centres and retail parks",
      description:
        "Keep spaces free for shoppers, stop all-day commuter parking and turn quiet hours into income with Parkway.",
      illustration: "car-park",
      intro:
        "Shoppers who cannot find a space go somewhere else. Parkway helps keep your car park available for the people who spend money with your tenants.",
      sections: [
        {
          title: "Keeping spaces for shoppers",
          points: [
            "Free or low-cost short stays, with ANPR to find all-day parkers.",
            "Validation so that stores can extend a customer's free parking.",
            "Clear signs and a sensible grace period so no shopper is charged unfairly.",
          ],
        },
        {
          title: "Earning from quiet hours",
          paragraphs: [
            "Before opening and after closing, your spaces can be sold to commuters and evening visitors on Parkway, without affecting shoppers during trading hours.",
          ],
        },
      ],
      next: link.anpr,
    }),
    page("sectors", {
      slug: "stadiums-events",
      title: "Parking for stadiums and events",
      description:
        "Pre-sell event-day parking, keep traffic moving and give fans a guaranteed space, with entry by number plate.",
      illustration: "ticket",
      intro:
        "On match and event days, parking is a queue before kick-off and a jam after the final whistle. Pre-sold spaces and barrier-free entry help fans arrive calmly and leave quickly.",
      sections: [
        {
          title: "Before the event",
          points: [
            "Event parking on sale on Parkway as soon as fixtures and dates are announced.",
            "Prices and allocations set per event.",
            "Accessible bays reserved for disabled fans.",
          ],
        },
        {
          title: "On the day",
          points: [
            "Number plates recognised on arrival, so there are no tickets to check.",
            "Stewards can see who has booked and which car park they are in.",
            "Nearby driveways and business car parks on Parkway take pressure off surrounding streets.",
          ],
        },
      ],
      next: link.prebookSystem,
    }),
    page("sectors", {
      slug: "supermarkets",
      title: "Parking for supermarkets",
      description:
        "Protect your car park for customers with fair, clearly signed ANPR time limits, and earn from spaces outside opening hours.",
      illustration: "car-park",
      intro:
        "A supermarket car park full of commuters and shoppers for other stores costs you sales. Parkway keeps it free for your customers, fairly.",
      sections: [
        {
          title: "Fair time limits",
          points: [
            "Free parking for customers for a time you choose, enforced by ANPR.",
            "Customer vehicles recognised through your till or store app where you want extra time for them.",
            "Every charge checked by a person before it is issued.",
          ],
        },
        {
          title: "Extra services",
          points: [
            "EV charging that customers can use while they shop.",
            "Overnight and early-morning spaces sold to nearby residents and commuters.",
          ],
        },
      ],
      next: link.ev,
    }),
    page("sectors", {
      slug: "service-offices",
      title: "Parking for serviced offices",
      description:
        "Manage tenant, staff and visitor parking with permits, pre-booked visitor spaces and EV charging, and earn from bays at evenings and weekends.",
      illustration: "building",
      intro:
        "Serviced and flexible offices have changing tenants and changing demand. Parkway makes it simple to allocate spaces fairly and to use the ones that stand empty.",
      sections: [
        {
          title: "For tenants and visitors",
          points: [
            "Permits for tenants' vehicles, added and removed as tenants change.",
            "Visitor spaces that reception can book in advance.",
            "Bookable EV charging for staff and visitors.",
          ],
        },
        {
          title: "For the building",
          points: [
            "Evening and weekend spaces sold to local drivers on Parkway.",
            "Hot-desk parking for hybrid workers, booked like a desk.",
            "Reports on how many spaces are really used, to inform lease negotiations.",
          ],
        },
      ],
      next: link.acquisition,
    }),
  ];
}

export function businessPages(region: Region): MarketingPage[] {
  return [...solutions(region), ...challenges(region), ...products(region), ...sectors(region)];
}
