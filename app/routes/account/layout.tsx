import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { AccountNav } from "~/components/account/account-nav";
import { ErrorPage } from "~/components/error-page";
import type { Route } from "./+types/layout";
import { PRIVATE_PAGE_HEADERS } from "./private-page";

/**
 * Spec §2 'My account' (ACCOUNT_URL, "/account" by default): a signed-in driver's bookings,
 * vehicles, cards, profile and listings. A signed-out visitor is sent to log in and back.
 */

export function loader(args: Route.LoaderArgs) {
  const { user } = requireSignedIn(args);
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return { name: name || user.email || "Your account", owner: user.scope.includes("landlord") };
}

/** For every account page: a child route without `headers` of its own takes its parent's. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    // The name and Log out are part of the page: inside its main landmark, with the sections.
    <main className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      {/* Not a <header>: the site header is the page's one banner landmark. */}
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2 lg:mb-8">
        <div>
          <p className="text-sm font-semibold text-slate-700">My account</p>
          <h1 className="text-3xl font-bold text-navy">{loaderData.name}</h1>
        </div>
        {/* A resource route: it signs out at the service, so the browser must load it. */}
        <Link reloadDocument to="/logout" className="font-semibold text-blue-800 underline">
          Log out
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-10">
        <AccountNav owner={loaderData.owner} />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </main>
  );
}

/** Errors of every account page replace the whole area, so the page keeps one main landmark. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorPage
      error={error}
      help={
        notFound ? (
          <p className="max-w-prose text-slate-800">
            It is not in your account. Your bookings are listed in{" "}
            <Link to="/account" className="font-semibold text-blue-800 underline">
              My account
            </Link>
            ; a booking made without signing in opens from the link in its email.
          </p>
        ) : undefined
      }
    />
  );
}
