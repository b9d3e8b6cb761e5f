import type { HelpCategoryContent } from "./types";

export const helpCategories: HelpCategoryContent[] = [
  {
    id: 1,
    slug: "drivers",
    name: "Drivers",
    description: "Booking, arriving and parking: everything you need to know as a driver.",
  },
  {
    id: 2,
    slug: "space-owners",
    name: "Space owners",
    description: "Listing your space, looking after bookings and getting paid.",
  },
  {
    id: 3,
    slug: "payments-and-refunds",
    name: "Payments & refunds",
    description: "Prices, fees, discount codes, cancellations and refunds.",
  },
  {
    id: 4,
    slug: "account-and-support",
    name: "Account & support",
    description: "Signing in, your details, privacy and how to reach us.",
  },
];
