/**
 * The company, how-it-works and business pages as data (spec §2 route table). Copy is plain
 * text: links live in `to` fields so a test can check every one of them against the routes.
 */

export type IllustrationName =
  | "car-park"
  | "phone"
  | "charger"
  | "leaf"
  | "document"
  | "chart"
  | "barrier"
  | "building"
  | "megaphone"
  | "star"
  | "ticket"
  | "shield";

export type PageLink = { label: string; to: string };

export type CallToAction = {
  title: string;
  text: string;
  primary: PageLink;
  secondary?: PageLink;
};

export type Card = { title: string; text: string };

export type Section = {
  title: string;
  paragraphs?: string[];
  points?: string[];
  /** Shown as a numbered sequence. */
  steps?: Card[];
  cards?: Card[];
  links?: PageLink[];
};

export type Faq = { question: string; answer: string };

export type Family = "company" | "how-it-works" | "business";

type PageBase = {
  /** The page's path, e.g. "/company/about-us". */
  path: string;
  family: Family;
  /** The group of pages shown together as "related": a family, or a business group. */
  group: string;
  /** The h1, also the short title in breadcrumbs, menus and `<title>`. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  illustration: IllustrationName;
  cta: CallToAction;
};

export type MarketingPage = PageBase & {
  kind: "marketing";
  /** A line above the h1 (the page's family or group). */
  eyebrow: string;
  intro: string;
  /** Show the review score, review count and spaces figures in a band under the intro. */
  showFacts?: boolean;
  sections: Section[];
  faqs?: Faq[];
};

/** A clause of a legal document: text, optionally followed by a list. */
export type Clause = string | { text: string; items: string[] };

export type LegalSection = { title: string; clauses: Clause[] };

export type LegalPage = PageBase & {
  kind: "legal";
  /** ISO date the document was last updated. */
  updated: string;
  summary: string;
  sections: LegalSection[];
};

export type ContentPage = MarketingPage | LegalPage;
