import { isRouteErrorResponse, Link } from "react-router";

/** What to do next when a space's page or booking answers 410: its owner has paused it. */
export function spaceGoneHelp(error: unknown) {
  if (!isRouteErrorResponse(error) || error.status !== 410) return undefined;
  return (
    <Link to="/search" className="font-semibold text-blue-800 underline hover:text-blue-900">
      Search for another space
    </Link>
  );
}
