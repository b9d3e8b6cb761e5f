/**
 * Seasonal campaigns (spec §2: /all-locations/{category?}/{campaign}): a reason to book ahead,
 * shown over the locations of one category, or of every category when the URL names none.
 */
import type { LocationCategoryKey } from "./locations";

export type LocationCampaign = {
  slug: string;
  title: string;
  intro: string;
  /** Advice the campaign's visitors ask for, in reading order. */
  tips: string[];
  /** The category shown when the URL names none. */
  category: LocationCategoryKey;
};

export const locationCampaigns: LocationCampaign[] = [
  {
    slug: "summer-holidays",
    title: "Summer holiday parking",
    intro:
      "School holidays fill airport car parks first. Book a driveway or garage near the terminal weeks ahead and the price you see is the price you pay, however busy the summer gets.",
    tips: [
      "Book as soon as your flights are confirmed: prices are set by each owner and do not rise on the day.",
      "Add an hour either side of your flight times for queues at security and baggage reclaim.",
      "Choose a space with free cancellation up to 24 hours before arrival in case plans change.",
    ],
    category: "airports",
  },
  {
    slug: "christmas-shopping",
    title: "Christmas shopping parking",
    intro:
      "From late November the city-centre car parks are full by mid-morning. A reserved space a short walk from the shops means no queueing at barriers with the presents.",
    tips: [
      "Saturdays in December are the busiest days: book the week before.",
      "Spaces a 10-minute walk from the centre are often half the price of multi-storeys.",
      "Check the access instructions for late-night shopping evenings: some spaces close at 20:00.",
    ],
    category: "towns-and-cities",
  },
  {
    slug: "match-day",
    title: "Match day and event parking",
    intro:
      "Roads around a stadium close before kick-off and reopen well after the final whistle. A space booked on the way out of the area gets you home first.",
    tips: [
      "Book a space on the side of the ground you will leave by, not the closest one.",
      "Allow at least 30 minutes after the event ends: booking until then costs little and saves a rush.",
      "Read the owner's access notes: some streets near grounds have event-day restrictions.",
    ],
    category: "stadiums",
  },
  {
    slug: "new-term-commuting",
    title: "Commuter parking for the new term",
    intro:
      "September brings the commute back. A monthly space near the station costs less than most season car park tickets, with no commitment beyond the month.",
    tips: [
      "Choose the Monday to Friday plan if you never travel at weekends: it is cheaper than every day.",
      "A space within 10 minutes' walk of the station is usually the sweet spot for price.",
      "Monthly bookings renew automatically and can be cancelled at any time before the next month.",
    ],
    category: "train-stations",
  },
];

export function locationCampaignBySlug(slug: string): LocationCampaign | undefined {
  return locationCampaigns.find((campaign) => campaign.slug === slug);
}
