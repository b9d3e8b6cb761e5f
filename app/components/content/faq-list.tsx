import { faqPage, type Faq } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";

/** Questions that open without JavaScript (`<details>`), with their FAQPage structured data. */
export function FaqList({
  faqs,
  title = "Frequently asked questions",
}: {
  faqs: Faq[];
  title?: string;
}) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faqs-title" className="space-y-3">
      <h2 id="faqs-title" className="text-2xl font-bold text-navy">
        {title}
      </h2>
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-4 py-3">
            <summary className="cursor-pointer font-semibold text-slate-900 marker:text-navy">
              {faq.question}
            </summary>
            <p className="mt-2 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqPage(faqs)} />
    </section>
  );
}
