import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "./error-page";

/**
 * The error page of a booking's emailed link. A 404 says where the working link is: `task` is
 * what the link is for ("see your booking", "review your parking").
 */
export function BookingLinkError({ error, task }: { error: unknown; task: string }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorPage
      error={error}
      help={
        notFound ? (
          <p className="max-w-prose text-slate-800">
            To {task}, open the link in your booking email. It carries the code that opens your
            booking without signing in, on any device.
          </p>
        ) : undefined
      }
    />
  );
}
