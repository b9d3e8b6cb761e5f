import { Link } from "react-router";

/** Why a booking cannot be changed this way now, and the way back to it. */
export function ChangeUnavailable({ reason, backHref }: { reason: string; backHref: string }) {
  return (
    <>
      <p className="mt-5 text-slate-900">{reason}</p>
      <p className="mt-4">
        <Link to={backHref} className="font-semibold text-blue-800 underline hover:text-blue-900">
          Back to the booking
        </Link>
      </p>
    </>
  );
}
