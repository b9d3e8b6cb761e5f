/**
 * Footer site map (spec §2 Footer). Social links, app badges and the copyright line live in ./company.
 */
import { company } from "./company";
import { footerLocationLinks } from "./locations";

export type FooterLink = { title: string; to?: string; href?: string };

export type FooterSection = { title: string; links: FooterLink[] };

export type FooterFeatures = { locations: boolean; insights: boolean };

export const footerSections: FooterSection[] = [
  {
    title: "Drivers",
    links: [
      { title: "How it works", to: "/how-it-works/drivers" },
      { title: "Find parking", to: "/search" },
      { title: "Best price guarantee", to: "/how-it-works/best-price-guarantee" },
      { title: "A greener way", to: "/how-it-works/a-greener-way" },
      { title: "Testimonials", to: "/how-it-works/testimonials" },
    ],
  },
  {
    title: "Parking providers & business",
    links: [
      { title: "How it works for providers", to: "/how-it-works/parking-providers" },
      { title: "List your space for free", to: "/list-your-space" },
      { title: "Car park management", to: "/business/solutions/car-park-management" },
      { title: "Electric charge points", to: "/business/solutions/electric-charge-points" },
      { title: "Pre-book parking", to: "/business/products/pre-book-parking" },
      { title: "Pay by mobile", to: "/business/products/pay-by-mobile" },
      { title: "Unauthorised parking", to: "/business/challenges/unauthorised-parking" },
      { title: "Local authorities", to: "/business/sectors/local-authorities" },
    ],
  },
  {
    title: "Company",
    links: [
      { title: "About us", to: "/company/about-us" },
      { title: "Why use us", to: "/company/why-use-us" },
      { title: "Careers", href: company.careersUrl },
      { title: "Press centre", to: "/company/press-centre" },
      { title: "Media coverage", to: "/company/media-coverage" },
      { title: "Modern slavery policy", to: "/company/modern-slavery-policy" },
    ],
  },
  {
    title: "Help",
    links: [
      { title: "Help & Support", to: "/support" },
      { title: "Contact us", to: "/contact-us" },
      { title: "Parking contract", to: "/company/parking-contract" },
      { title: "Terms & conditions", to: "/company/terms-conditions" },
      { title: "Privacy policy", to: "/company/privacy-policy" },
      { title: "Data sources and credits", to: "/attributions" },
    ],
  },
];

const insightsLink: FooterLink = { title: "News & insights", to: "/insights" };

/**
 * The footer for the given features: a 'Locations' section (the six category pages plus
 * 'All locations') is appended when `features.locations` is on, and 'News & insights' is added
 * to the end of the first section when `features.insights` is on.
 * Pure: returns fresh sections and never mutates `footerSections`.
 */
export function buildFooter(features: FooterFeatures): FooterSection[] {
  const sections = footerSections.map((section, index) => ({
    title: section.title,
    links:
      index === 0 && features.insights
        ? [...section.links, { ...insightsLink }]
        : [...section.links],
  }));
  if (features.locations) {
    sections.push({
      title: "Locations",
      links: [...footerLocationLinks(), { title: "All locations", to: "/all-locations" }],
    });
  }
  return sections;
}
