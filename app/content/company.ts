import type { Country } from "#contract/vocabulary";

/**
 * Company facts shown in the header, footer and marketing pages (spec §1, §2 Footer).
 * Plain data: no React. Every external URL here is ours (placeholder `.example` names); the
 * app's store pages are configured (APP_STORE_URL, PLAY_STORE_URL).
 */

export type SocialNetwork = "Instagram" | "X" | "Facebook" | "LinkedIn" | "YouTube";

export type SocialLink = {
  name: SocialNetwork;
  /** External profile URL (opens off-site). */
  href: string;
  /** Monochrome 24x24 SVG (uses currentColor when inlined). */
  icon: string;
};

export type AppStoreBadge = {
  badge: string;
  width: number;
  height: number;
  alt: string;
};

export type Company = {
  name: string;
  legalName: string;
  companyNumber: string;
  registeredIn: string;
  careersUrl: string;
  social: SocialLink[];
  appStores: { ios: AppStoreBadge; android: AppStoreBadge };
  /** Review-platform score out of 5. */
  reviewScore: number;
  /** Total number of reviews on the review platform. */
  reviewCount: number;
  /** "Over 350,000 spaces across the UK". */
  spacesClaim: number;
};

export const company: Company = {
  name: "Parkway",
  legalName: "Parkway Technologies Ltd",
  companyNumber: "14829301",
  registeredIn: "England and Wales",
  careersUrl: "https://careers.parkway.example",
  social: [
    {
      name: "Instagram",
      href: "https://www.instagram.com/parkway.example",
      icon: "/images/social/instagram.svg",
    },
    { name: "X", href: "https://x.com/parkway_example", icon: "/images/social/x.svg" },
    {
      name: "Facebook",
      href: "https://www.facebook.com/parkway.example",
      icon: "/images/social/facebook.svg",
    },
    {
      name: "LinkedIn",
      href: "https://www.linkedin.com/company/parkway-example",
      icon: "/images/social/linkedin.svg",
    },
    {
      name: "YouTube",
      href: "https://www.youtube.com/@parkway.example",
      icon: "/images/social/youtube.svg",
    },
  ],
  appStores: {
    ios: {
      badge: "/images/badges/app-store.svg",
      width: 132,
      height: 44,
      alt: "Download on the App Store",
    },
    android: {
      badge: "/images/badges/google-play.svg",
      width: 149,
      height: 44,
      alt: "Get it on Google Play",
    },
  },
  reviewScore: 4.6,
  reviewCount: 92000,
  spacesClaim: 350000,
};

/** The app's store pages; null where no page is configured, and its badge is not shown. */
export type AppStoreLinks = { ios: string | null; android: string | null };

const storeCountries: Record<Country, string> = { GBR: "gb", IRL: "ie" };

/**
 * The store pages for a visitor in `market`: the App Store's address names its storefront
 * (apps.apple.com/gb/app/...), and Google Play takes the country as `gl`. An App Store address
 * without a storefront is left for Apple to choose.
 */
export function appStoreLinksFor(configured: AppStoreLinks, market: Country): AppStoreLinks {
  const country = storeCountries[market];
  return {
    ios: configured.ios && appStorePage(new URL(configured.ios), country),
    android: configured.android && googlePlayPage(new URL(configured.android), country),
  };
}

function appStorePage(page: URL, country: string) {
  if (page.hostname === "apps.apple.com") {
    page.pathname = page.pathname.replace(/^\/[a-z]{2}\//, `/${country}/`);
  }
  return page.toString();
}

function googlePlayPage(page: URL, country: string) {
  if (page.hostname === "play.google.com") page.searchParams.set("gl", country.toUpperCase());
  return page.toString();
}

/** Footer copyright line, e.g. '© 2026 Parkway Technologies Ltd. Registered in England and Wales, company number 14829301.' */
export function copyrightLine(year: number): string {
  return `© ${year} ${company.legalName}. Registered in ${company.registeredIn}, company number ${company.companyNumber}.`;
}
