/**
 * The words of a location landing page: its heading, introduction and questions, written once
 * per kind of place and filled with what the data says about that place.
 */
import type { Faq } from "~/lib/structured-data";
import type { LocationCategoryKey } from "./locations";

export type LocationFigures = {
  name: string;
  /** "£2.40 for an hour", "£48.00 for a week"; null when nothing nearby is priced. */
  fromSample: string | null;
  /** "£95.00 a month"; null when no monthly space is near. */
  fromMonthly: string | null;
  /** "12 spaces", "50+ spaces". */
  withinOneKm: string;
  /** "350 m". */
  nearest: string | null;
  secure: number;
  withCharging: number;
  found: number;
};

export function landingHeading(category: LocationCategoryKey, name: string): string {
  if (category === "towns-and-cities") return `Parking in ${name}`;
  if (category === "london-areas") return `Parking in ${name}, London`;
  return `${name} parking`;
}

const intros: Record<LocationCategoryKey, (name: string) => string> = {
  "towns-and-cities": (name) =>
    `Book a driveway, garage or car park space in ${name} by the hour or by the month. Every space is listed by a local owner or operator, priced up front, and yours for the time you book.`,
  "london-areas": (name) =>
    `Skip the hunt for a pay-and-display bay in ${name}. Reserve a private space for an hour, a day or a rolling month, with the address and access instructions before you set off.`,
  airports: (name) =>
    `Park near ${name} for less than the terminal car parks. Book a space for the length of your trip, see the distance to the terminal, and cancel for free if your plans change.`,
  "train-stations": (name) =>
    `Drive to ${name}, park in a reserved space and catch your train. Book by the hour for a day trip or monthly for the commute, with no season-ticket commitment.`,
  stadiums: (name) =>
    `Book your parking for ${name} before the day. A reserved space means no circling closed roads before kick-off or curtain up, and a quicker getaway afterwards.`,
  hospitals: (name) =>
    `Visiting or working at ${name}? Book a space nearby for an appointment, a long visit or your monthly shifts, so you arrive on time instead of queueing for the car park.`,
};

export function landingIntro(category: LocationCategoryKey, name: string): string {
  return intros[category](name);
}

function priceAnswer(figures: LocationFigures): string {
  const parts = [
    figures.fromSample ? `spaces near ${figures.name} start from ${figures.fromSample}` : null,
    figures.fromMonthly ? `monthly parking from ${figures.fromMonthly}` : null,
  ].filter(Boolean);
  if (parts.length === 0) {
    return `No space near ${figures.name} has a price for these dates right now. Search for your own dates to see what is free, or ask us to email you when a space comes up.`;
  }
  return `Right now ${parts.join(", and ")}, with Parkway's service fee included. Each owner sets their own price, and the total you see before paying is the total you pay.`;
}

const categoryQuestions: Record<LocationCategoryKey, (figures: LocationFigures) => Faq[]> = {
  "towns-and-cities": (figures) => [
    {
      question: `Can I park in ${figures.name} for a month?`,
      answer: `Yes. Choose Monthly when you search: a monthly booking renews every month until you cancel, and you can pick every day, weekdays only or any three days a week.`,
    },
  ],
  "london-areas": (figures) => [
    {
      question: `Is ${figures.name} in the Congestion Charge or ULEZ zone?`,
      answer: `Parkway's price covers the space only. Check Transport for London's zone maps for your route before you travel: the Congestion Charge and ULEZ are paid to TfL, not to the space's owner.`,
    },
  ],
  airports: (figures) => [
    {
      question: `How far are the spaces from ${figures.name}?`,
      answer: figures.nearest
        ? `The nearest space we list is ${figures.nearest} away. Each space's page shows its distance and the owner's directions; many owners describe the walk or the bus to the terminal.`
        : `Each space's page shows its distance from the terminal and the owner's directions.`,
    },
    {
      question: "What if my flight is delayed?",
      answer:
        "Book until a few hours after your flight is due to land: a little spare time costs less than a rushed return. If you are delayed beyond it, contact us and we will help you arrange the extra time with the owner.",
    },
  ],
  "train-stations": (figures) => [
    {
      question: `Can I book commuter parking at ${figures.name}?`,
      answer:
        "Yes. A monthly booking with the Monday to Friday plan gives you the same space every working day, renewing each month until you cancel.",
    },
  ],
  stadiums: (figures) => [
    {
      question: `Can I book parking for an event at ${figures.name}?`,
      answer:
        "Yes. Search with the date and times of the event: book until at least 30 minutes after it ends, so you leave when the crowds do, not before.",
    },
  ],
  hospitals: (figures) => [
    {
      question: `Can I park near ${figures.name} for a long visit?`,
      answer:
        "Yes. Book the hours you need with some spare, as appointments often run late: a space booked until you leave means no fine and no rush back to the car.",
    },
  ],
};

export function landingFaqs(category: LocationCategoryKey, figures: LocationFigures): Faq[] {
  return [
    { question: `How much does parking near ${figures.name} cost?`, answer: priceAnswer(figures) },
    {
      question: `How many parking spaces are there near ${figures.name}?`,
      answer:
        figures.found === 0
          ? `We have no spaces listed close to ${figures.name} yet. If you have a driveway or garage nearby, you can list it for free.`
          : `${figures.withinOneKm} listed on Parkway are within 1 km of ${figures.name}. ${figures.secure} of the nearest ${figures.found} have CCTV or a gate, and ${figures.withCharging} have an electric vehicle charger.`,
    },
    ...categoryQuestions[category](figures),
    {
      question: "Can I cancel my booking?",
      answer:
        "Yes. Cancel from your bookings in your account. Bookings cancelled more than 24 hours before they start are refunded in full.",
    },
  ];
}
