/** The space owner's instructions for getting in, under a heading at the page's `level`. */
export function AccessInstructions({
  instructions,
  level: Heading,
}: {
  instructions: string;
  level: "h2" | "h3";
}) {
  return (
    <section
      aria-labelledby="access-heading"
      className="rounded-xl border border-navy-100 bg-navy-50 p-5"
    >
      <Heading id="access-heading" className="text-xl font-bold text-navy">
        Getting in
      </Heading>
      <p className="mt-1 text-sm text-slate-700">The space owner&apos;s instructions.</p>
      <p className="mt-3 whitespace-pre-line text-slate-900">{instructions}</p>
    </section>
  );
}
