import { Link } from "react-router";
import { contentOnly } from "~/lib/page-handle";

/** The service worker serves this page without a connection: it must need no script. */
export const handle = contentOnly;

export const meta = () => [
  { title: "You're offline | Parkway" },
  { name: "robots", content: "noindex" },
];

/** Shown by the service worker when a page is requested without a connection. */
export default function Offline() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6">
      <img src="/images/logo.svg" alt="Parkway" width={140} height={36} />
      <h1 className="text-3xl font-bold text-navy">You're offline</h1>
      <p className="text-lg text-slate-700">
        We can't reach Parkway right now. Your booked spaces are still yours: the access
        instructions are in your confirmation email.
      </p>
      <p className="text-slate-700">Check your connection, then try again.</p>
      {/* The service worker lists the booking confirmations kept on this device here. */}
      <ul id="offline-bookings" hidden />
      <Link
        to="/"
        reloadDocument
        className="self-start rounded-md bg-navy px-5 py-3 font-semibold text-white"
      >
        Try again
      </Link>
    </main>
  );
}
