/** Directions to the space in a map app, opened in a new tab. */
export function DirectionsLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-blue-800 underline hover:text-blue-900"
    >
      Get directions<span className="sr-only"> (opens in a new tab)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
