import type { MarketingPage, PageLink, Section } from "~/content/marketing/types";
import { FaqList } from "./faq-list";
import { CallToActionPanel, ContentLink, PageHero, RelatedLinks } from "./marketing-parts";
import { NumberedSteps } from "./numbered-steps";

export type ReviewFigures = { rating: number; count: number };

const numbers = new Intl.NumberFormat("en-GB");

function Facts({ reviews, spaces }: { reviews: ReviewFigures; spaces: number }) {
  const facts = [
    {
      value: `${reviews.rating} out of 5`,
      label: "Average rating on an independent review platform",
    },
    { value: numbers.format(reviews.count), label: "Reviews from drivers and space owners" },
    { value: `${numbers.format(spaces)}+`, label: "Parking spaces listed on Parkway" },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col rounded-lg border border-slate-200 bg-white p-5"
        >
          <dt className="text-sm text-slate-700">{fact.label}</dt>
          <dd className="order-first mt-1 text-3xl font-bold text-navy">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SectionBody({ section }: { section: Section }) {
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="max-w-3xl text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      {section.points ? (
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-800">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {section.steps ? (
        <NumberedSteps steps={section.steps} className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" />
      ) : null}
      {section.cards ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {section.cards.map((card) => (
            <li key={card.title} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {section.links ? <LinkList links={section.links} /> : null}
    </>
  );
}

function LinkList({ links }: { links: PageLink[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 font-semibold">
      {links.map((link) => (
        <li key={link.to}>
          <ContentLink link={link} />
        </li>
      ))}
    </ul>
  );
}

/** Every company, how-it-works and business page that is not a legal document. */
export function MarketingTemplate({
  page,
  related,
  reviews,
  spaces,
}: {
  page: MarketingPage;
  related: { title: string; links: PageLink[] };
  reviews: ReviewFigures | null;
  spaces: number;
}) {
  return (
    <main>
      <PageHero
        path={page.path}
        title={page.title}
        eyebrow={page.eyebrow}
        illustration={page.illustration}
      >
        <p className="max-w-3xl text-lg text-slate-700">{page.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        {reviews ? <Facts reviews={reviews} spaces={spaces} /> : null}
        {page.sections.map((section, index) => (
          <section
            key={section.title}
            aria-labelledby={`section-${index + 1}`}
            className="space-y-4"
          >
            <h2 id={`section-${index + 1}`} className="text-2xl font-bold text-navy">
              {section.title}
            </h2>
            <SectionBody section={section} />
          </section>
        ))}
        {page.faqs ? <FaqList faqs={page.faqs} /> : null}
        <CallToActionPanel cta={page.cta} />
        <RelatedLinks title={related.title} links={related.links} />
      </div>
    </main>
  );
}
