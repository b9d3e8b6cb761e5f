import { Link } from "react-router";

/** The way to a person, at the end of help pages: "Still need help? Contact our team". */
export function ContactTeam({ lead = "Still need help?" }: { lead?: string }) {
  return (
    <p className="rounded-lg bg-slate-100 p-5 text-slate-800">
      {lead}{" "}
      <Link to="/contact-us" className="font-semibold text-blue-800 underline">
        Contact our team
      </Link>{" "}
      and we will reply by email.
    </p>
  );
}
