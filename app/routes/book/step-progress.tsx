import { Link } from "react-router";
import type { BookPageData } from "~/routes/book/book-page.server";

/** The booking steps (spec §4), done ones linking back so the driver can change them. */
export function StepProgress({ steps }: { steps: BookPageData["steps"] }) {
  return (
    <nav aria-label="Booking steps">
      <ol className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
        {steps.map(({ step, title, state }, index) => (
          <li key={step} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-500">
                ›
              </span>
            ) : null}
            {state === "current" ? (
              <span aria-current="step" className="font-bold text-navy">
                {index + 1}. {title}
              </span>
            ) : state === "done" ? (
              <Link to={`?step=${step}`} className="text-blue-800 underline hover:text-blue-900">
                {index + 1}. {title}
                <span className="sr-only"> (done)</span>
              </Link>
            ) : (
              <span className="text-slate-700">
                {index + 1}. {title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
