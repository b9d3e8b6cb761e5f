/**
 * Primary navigation (spec §2 Header, §3 "Navigation menu item").
 *
 * - `to` is an internal path (lower case, no trailing slash); `href` is an external URL.
 * - Desktop shows only entries flagged `desktop: true`; the mobile menu shows every entry.
 * - The 'Locations' entry is not listed here: it is built from ./locations and inserted
 *   second by `buildNavigation` when the locations feature is on.
 */
import { company } from "./company";

export type MenuLink = {
  title: string;
  text?: string;
  linkText?: string;
  to?: string;
  href?: string;
  imageUrl?: string;
  isVideo?: boolean;
  mobile?: boolean;
  desktop?: boolean;
};

export type Submenu = {
  sectionTitle: string;
  links: MenuLink[];
  buttonLink?: string;
  buttonText?: string;
  videoUrl?: string;
  videoTitle?: string;
  videoText?: string;
  videoImage?: string;
};

export type MenuItem = {
  id: string;
  title: string;
  to?: string;
  href?: string;
  mobile?: boolean;
  desktop?: boolean;
  submenus?: Submenu[];
};

export type NavigationFeatures = { locations: boolean; insights: boolean };

/** Call-to-action label used when a menu link has no `linkText`. */
export const DEFAULT_LINK_TEXT = "Learn More";

const VIDEO_CHANNEL = "https://www.youtube.com/@parkway.example";

const howItWorks: MenuItem = {
  id: "how-it-works",
  title: "How it works",
  desktop: true,
  submenus: [
    {
      sectionTitle: "How it works",
      links: [
        {
          title: "For drivers",
          text: "Search, compare and book a guaranteed space in minutes, then drive straight in.",
          to: "/how-it-works/drivers",
        },
        {
          title: "For parking providers",
          text: "List your driveway, garage or car park for free and earn from bookings every month.",
          to: "/how-it-works/parking-providers",
        },
        {
          title: "Best price guarantee",
          text: "Find the same space cheaper elsewhere and we will refund the difference.",
          to: "/how-it-works/best-price-guarantee",
        },
        {
          title: "A greener way",
          text: "Using spaces that already exist cuts circling for parking and the emissions that come with it.",
          to: "/how-it-works/a-greener-way",
        },
        {
          title: "FAQs",
          text: "Quick answers about bookings, payments, refunds and access to your space.",
          linkText: "Read the FAQs",
          to: "/support",
        },
        {
          title: "Testimonials",
          text: "Hear from drivers and space owners who use Parkway every day.",
          linkText: "Read their stories",
          to: "/how-it-works/testimonials",
        },
      ],
      videoUrl: `${VIDEO_CHANNEL}/search?query=how%20it%20works`,
      videoTitle: "Parking, sorted in three steps",
      videoText: "See how drivers find, book and park in a space they have reserved in advance.",
      videoImage: "/images/nav/drivers-video.svg",
    },
  ],
};

const companyMenu: MenuItem = {
  id: "company",
  title: "Company",
  desktop: true,
  submenus: [
    {
      sectionTitle: "Company",
      links: [
        {
          title: "About us",
          text: "Who we are and why we are making parking simpler across the UK and Ireland.",
          to: "/company/about-us",
        },
        {
          title: "Why use us",
          text: "Guaranteed spaces, fair prices and real people on hand when you need help.",
          to: "/company/why-use-us",
        },
        {
          // External: the careers site is hosted separately.
          title: "Careers",
          text: "Join the team building the easiest way to park, on our careers site.",
          linkText: "View open roles",
          href: company.careersUrl,
        },
        {
          title: "Press centre",
          text: "Company news, press releases and media resources for journalists.",
          to: "/company/press-centre",
        },
        {
          title: "Support",
          text: "Get help with a booking, a listing or your account.",
          linkText: "Get help",
          to: "/support",
        },
      ],
      videoUrl: `${VIDEO_CHANNEL}/search?query=about%20parkway`,
      videoTitle: "Meet Parkway",
      videoText: "Find out how we connect drivers with the spaces that sit empty around them.",
      videoImage: "/images/nav/company-video.svg",
    },
  ],
};

const parkingSolutions: MenuItem = {
  id: "parking-solutions",
  title: "Parking solutions",
  desktop: true,
  submenus: [
    {
      sectionTitle: "Solutions",
      links: [
        {
          title: "Car park management",
          text: "Run your car park end to end, from enforcement to payments, with one partner.",
          to: "/business/solutions/car-park-management",
        },
        {
          title: "Electric charge points",
          text: "Install and operate EV charge points that bring in drivers and new revenue.",
          to: "/business/solutions/electric-charge-points",
        },
        {
          title: "Customer acquisition",
          text: "Fill empty bays by reaching thousands of drivers searching near your site.",
          to: "/business/solutions/customer-acquisition",
        },
        {
          title: "Cashless payments",
          text: "Let drivers pay by app, card or phone so you never handle cash again.",
          to: "/business/solutions/cashless-payments",
        },
        {
          title: "Data and analytics",
          text: "Understand occupancy, demand and revenue with live reporting.",
          to: "/business/solutions/data-analytics",
        },
        {
          title: "Pre-book system",
          text: "Sell guaranteed spaces ahead of time and smooth out peaks in demand.",
          to: "/business/solutions/pre-book-system",
        },
      ],
      buttonLink: "/contact-us",
      buttonText: "Talk to our team",
      videoUrl: `${VIDEO_CHANNEL}/search?query=car%20park%20solutions`,
      videoTitle: "Smarter car parks",
      videoText: "Operators explain how Parkway raised occupancy and cut admin at their sites.",
      videoImage: "/images/nav/solutions-video.svg",
    },
    {
      sectionTitle: "Products",
      links: [
        {
          title: "Pre-book parking",
          text: "Take advance bookings for your spaces through Parkway's app and website.",
          to: "/business/products/pre-book-parking",
        },
        {
          title: "Pay by mobile",
          text: "Drivers start and extend sessions from their phone, with no app download needed.",
          to: "/business/products/pay-by-mobile",
        },
        {
          title: "Payment kiosks",
          text: "Card and contactless pay stations built for busy car parks.",
          to: "/business/products/payment-kiosk",
        },
        {
          title: "Analytics dashboard",
          text: "Track bookings, revenue and occupancy across every site in one view.",
          to: "/business/products/analytics-dashboard",
        },
        {
          title: "EV charging stations",
          text: "Reliable chargers with booking and payment built in.",
          to: "/business/products/charging-stations",
        },
        {
          title: "Intelligent ANPR",
          text: "Number plate recognition for barrier-free entry and fair enforcement.",
          to: "/business/products/intelligent-anpr",
        },
        {
          title: "IVR pay-by-phone number",
          text: "A dedicated phone line so any driver can pay with a quick call.",
          to: "/business/products/ivr-number",
        },
      ],
      buttonLink: "/contact-us",
      buttonText: "Book a demo",
      videoUrl: `${VIDEO_CHANNEL}/search?query=parkway%20products`,
      videoTitle: "Our products in action",
      videoText: "Watch a driver pay by mobile and drive out through an ANPR-controlled exit.",
      videoImage: "/images/nav/products-video.svg",
    },
    {
      sectionTitle: "Sectors",
      links: [
        {
          title: "Hotels and hospitality",
          text: "Give guests a guaranteed space and earn from it when they are not staying.",
          to: "/business/sectors/hotels-hospitality",
        },
        {
          title: "Local authorities",
          text: "Modern, cashless parking services for councils and their residents.",
          to: "/business/sectors/local-authorities",
        },
        {
          title: "Shopping centres",
          text: "Keep spaces free for shoppers and turn quiet hours into income.",
          to: "/business/sectors/shopping-centres",
        },
        {
          title: "Stadiums and events",
          text: "Pre-sold event-day parking that keeps traffic moving on match days.",
          to: "/business/sectors/stadiums-events",
        },
        {
          title: "Supermarkets",
          text: "Stop misuse of customer car parks without putting shoppers off.",
          to: "/business/sectors/supermarkets",
        },
        {
          title: "Serviced offices",
          text: "Share tenant parking fairly and let out empty bays by the hour or month.",
          to: "/business/sectors/service-offices",
        },
      ],
      buttonLink: "/contact-us",
      buttonText: "Talk to our team",
      videoUrl: `${VIDEO_CHANNEL}/search?query=parking%20for%20business`,
      videoTitle: "Parking for every sector",
      videoText: "From hotels to hospitals, see how businesses put their parking to work.",
      videoImage: "/images/nav/sectors-video.svg",
    },
  ],
};

export const primaryNavigation: MenuItem[] = [
  howItWorks,
  companyMenu,
  parkingSolutions,
  { id: "insights", title: "News & insights", to: "/insights", desktop: true },
  { id: "support", title: "Help & Support", to: "/support", desktop: true },
  { id: "contact-us", title: "Contact us", to: "/contact-us", mobile: true },
];

/** The mobile menu shows every entry; the desktop header only those flagged `desktop: true`. */
export function shownOnDesktop(item: MenuItem): boolean {
  return item.desktop === true;
}

/**
 * The navigation for the given features: the locations menu is inserted second only when
 * `features.locations` is on; the 'insights' entry is dropped unless `features.insights`.
 * Pure: returns a new array and never mutates its inputs.
 */
export function buildNavigation(features: NavigationFeatures, locationsMenu: MenuItem): MenuItem[] {
  const items = primaryNavigation.filter((item) => features.insights || item.id !== "insights");
  if (!features.locations) return items;
  return [...items.slice(0, 1), locationsMenu, ...items.slice(1)];
}

/** The call-to-action label for a menu link. */
export function linkTextOf(link: MenuLink): string {
  return link.linkText ?? DEFAULT_LINK_TEXT;
}

/** True when the link or item points off-site (`href`) rather than to an internal route (`to`). */
export function isExternal(entry: Pick<MenuLink, "href" | "to">): boolean {
  return entry.href !== undefined && entry.to === undefined;
}
