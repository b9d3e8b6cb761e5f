import { Link } from "react-router";
import type { LocationLink } from "~/content/locations";

/** A category's locations as a grid of plain links. */
export function LocationLinks({ links, label }: { links: LocationLink[]; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3"
    >
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-blue-800 underline hover:no-underline">
            {link.title} parking
          </Link>
        </li>
      ))}
    </ul>
  );
}
