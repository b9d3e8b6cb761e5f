import { Link } from "react-router";
import { DirectionsLink } from "./directions-link";

/** The space's address, directions and page, under a heading at the page's `level`. */
export function ParkingPlace({
  space,
  level: Heading,
  className,
}: {
  space: { address: string; href: string; directionsHref: string | null };
  level: "h2" | "h3";
  className: string;
}) {
  return (
    <section aria-labelledby="where-heading" className={className}>
      <Heading id="where-heading" className="text-xl font-bold text-navy">
        Where you are parking
      </Heading>
      <address className="mt-2 not-italic text-slate-800">{space.address}</address>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {space.directionsHref ? <DirectionsLink href={space.directionsHref} /> : null}
        <Link to={space.href} className="font-semibold text-blue-800 underline hover:text-blue-900">
          View the space
        </Link>
      </p>
    </section>
  );
}
