import { isRouteErrorResponse, Link } from "react-router";
import { ErrorPage } from "./error-page";

/**
 * The error page of a booking's emailed link. A link that opens nothing (404) or has expired
 * (410) says where a working one is: `task` is what the link is for ("see your booking",
 * "review your parking").
 */
export function BookingLinkError({ error, task }: { error: unknown; task: string }) {
  const lost = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  return (
    <ErrorPage
      error={error}
      help={
        lost ? (
          <div className="max-w-prose space-y-2 text-slate-800">
            <p>
              To {task}, open the link in your booking email. It carries the code that opens your
              booking without signing in, on any device.
            </p>
            <p>
              Cannot find the email?{" "}
              <Link
                to="/manage-booking"
                className="font-semibold text-blue-800 underline hover:text-blue-900"
              >
                Ask for your booking link again
              </Link>{" "}
              with the email address and vehicle registration you booked with.
            </p>
          </div>
        ) : undefined
      }
    />
  );
}
