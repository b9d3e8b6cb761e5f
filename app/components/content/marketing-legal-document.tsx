import type { Clause, LegalPage, PageLink } from "~/content/marketing/types";
import { CallToActionPanel, PageHero, RelatedLinks } from "./marketing-parts";

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function ClauseText({ clause }: { clause: Clause }) {
  if (typeof clause === "string") return <p>{clause}</p>;
  return (
    <>
      <p>{clause.text}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {clause.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function clauseKey(clause: Clause) {
  return typeof clause === "string" ? clause : clause.text;
}

/** The privacy policy, terms, parking contract and modern slavery statement: numbered sections and clauses. */
export function LegalDocument({
  page,
  related,
}: {
  page: LegalPage;
  related: { title: string; links: PageLink[] };
}) {
  return (
    <main>
      <PageHero path={page.path} title={page.title} illustration={page.illustration}>
        <p className="text-slate-700">
          Last updated{" "}
          <time dateTime={page.updated}>{longDate.format(new Date(page.updated))}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12">
        <section
          aria-labelledby="summary-title"
          className="rounded-lg border-l-4 border-mint-600 bg-white p-5 shadow-sm"
        >
          <h2 id="summary-title" className="text-lg font-bold text-navy">
            In short
          </h2>
          <p className="mt-2 text-lg text-slate-700">{page.summary}</p>
        </section>
        <nav aria-labelledby="contents-title" className="space-y-2">
          <h2 id="contents-title" className="text-lg font-bold text-navy">
            Contents
          </h2>
          <ol className="list-decimal space-y-1 pl-6">
            {page.sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#section-${index + 1}`}
                  className="text-blue-800 underline hover:no-underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section, index) => {
          const number = index + 1;
          return (
            <section
              key={section.title}
              aria-labelledby={`section-${number}`}
              className="space-y-3"
            >
              <h2
                id={`section-${number}`}
                className="scroll-mt-header text-2xl font-bold text-navy"
              >
                {number}. {section.title}
              </h2>
              <ol className="space-y-3 text-slate-800">
                {section.clauses.map((clause, clauseIndex) => (
                  <li key={clauseKey(clause)} className="grid grid-cols-[3rem_1fr]">
                    <span className="font-semibold text-slate-700">
                      {number}.{clauseIndex + 1}
                    </span>
                    <div>
                      <ClauseText clause={clause} />
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
        <CallToActionPanel cta={page.cta} />
        <RelatedLinks title={related.title} links={related.links} />
      </div>
    </main>
  );
}
