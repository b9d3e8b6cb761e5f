import type { ReactNode } from "react";
import { Link } from "react-router";
import { primaryButton } from "~/components/ui/fields";
import type { WizardFrame } from "~/routes/list-your-space/wizard.server";
import { stepHref } from "~/lib/listing-steps";

/** The wizard's steps, the owner's place among them marked, done ones linking back. */
function StepNavigation({ frame }: { frame: WizardFrame }) {
  const { listingId } = frame;
  return (
    <nav aria-label="Listing steps">
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {frame.steps.map(({ step, title, done, reachable }, index) => {
          const current = frame.step === step;
          const label = (
            <>
              {index + 1}. {title}
              {done ? <span className="sr-only"> (done)</span> : null}
            </>
          );
          return (
            <li key={step} className="flex items-center gap-1">
              {done ? (
                <span aria-hidden="true" className="text-mint-700">
                  ✓
                </span>
              ) : null}
              {current ? (
                <span aria-current="step" className="font-bold text-navy underline">
                  {label}
                </span>
              ) : listingId !== null && reachable ? (
                <Link
                  to={stepHref(listingId, step)}
                  className="text-blue-800 underline hover:text-blue-900"
                >
                  {label}
                </Link>
              ) : (
                <span className="text-slate-700">{label}</span>
              )}
            </li>
          );
        })}
        {listingId !== null ? (
          <li>
            {frame.step === "progress" ? (
              <span aria-current="step" className="font-bold text-navy underline">
                Overview
              </span>
            ) : (
              <Link
                to={stepHref(listingId, "progress")}
                className="text-blue-800 underline hover:text-blue-900"
              >
                Overview
              </Link>
            )}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/** A wizard page's meta: its title within the wizard, and kept out of search engines. */
export function wizardMeta(title: string) {
  return [
    { title: `${title} | List your space | Parkway` },
    { name: "robots", content: "noindex" },
  ];
}

/** A wizard page: where the owner is, the step's heading and what it is for, then its form. */
export function WizardLayout({
  frame,
  heading,
  intro,
  children,
}: {
  frame: WizardFrame;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {frame.status === "new" ? "List your space" : frame.title}
      </p>
      <div className="mt-3 mb-6 rounded-lg bg-slate-50 p-3">
        <StepNavigation frame={frame} />
      </div>
      <h1 className="text-3xl font-bold text-navy">{heading}</h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </main>
  );
}

/** Saves the step; the owner can always come back to it from the steps above. */
export function SaveButton({
  pending,
  label = "Save and continue",
}: {
  pending: boolean;
  label?: string;
}) {
  return (
    <button type="submit" disabled={pending} className={primaryButton}>
      {pending ? "Saving…" : label}
    </button>
  );
}
