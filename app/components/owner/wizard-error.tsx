import { isRouteErrorResponse, Link } from "react-router";
import { ErrorPage } from "~/components/error-page";

/** A wizard page's error: another owner's listing (403) points back to the owner's own. */
export function WizardError({ error }: { error: unknown }) {
  const help =
    isRouteErrorResponse(error) && error.status === 403 ? (
      <Link to="/account/listings" className="text-blue-800 underline">
        See your own listings
      </Link>
    ) : undefined;
  return <ErrorPage error={error} help={help} />;
}
