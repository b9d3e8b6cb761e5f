/** schema.org documents for the pages' JSON-LD (spec §2 discovery), built from plain data. */

export type Crumb = { title: string; to: string };

export type Faq = { question: string; answer: string };

const context = "https://schema.org";

export function breadcrumbList(crumbs: Crumb[], siteUrl: string) {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: new URL(crumb.to, siteUrl).toString(),
    })),
  };
}

export function faqPage(faqs: Faq[]) {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function article(options: {
  headline: string;
  description: string;
  url: string;
  published: string;
  modified?: string;
  author: string;
  siteUrl: string;
}) {
  return {
    "@context": context,
    "@type": "Article",
    headline: options.headline,
    description: options.description,
    mainEntityOfPage: options.url,
    datePublished: options.published,
    dateModified: options.modified ?? options.published,
    author: { "@type": "Organization", name: options.author },
    publisher: {
      "@type": "Organization",
      name: "Parkway",
      logo: {
        "@type": "ImageObject",
        url: new URL("/images/logo.svg", options.siteUrl).toString(),
      },
    },
  };
}

/** Who runs the site, with its profiles and its drivers' rating: the home page's card. */
export function organization(options: {
  name: string;
  legalName: string;
  siteUrl: string;
  sameAs: string[];
  rating: { value: number; count: number };
}) {
  return {
    "@context": context,
    "@type": "Organization",
    name: options.name,
    legalName: options.legalName,
    url: new URL("/", options.siteUrl).toString(),
    logo: new URL("/images/logo.svg", options.siteUrl).toString(),
    sameAs: options.sameAs,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: options.rating.value,
      reviewCount: options.rating.count,
      bestRating: 5,
    },
  };
}
