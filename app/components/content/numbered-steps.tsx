/** Steps a visitor follows, numbered in the page's navy circles. */
export function NumberedSteps({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  className: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <p
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-navy font-bold text-white"
          >
            {index + 1}
          </p>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-1 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
