import { useFetcher, useLocation } from "react-router";
import type { AppStoreLinks } from "~/content/company";

/**
 * The app-install prompt for phones, to the Play Store's page (else the App Store's); with no
 * store page configured there is nothing to install, and no banner. Dismissing it is remembered
 * in a cookie.
 */
export function AppBanner({ stores }: { stores: AppStoreLinks }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const storePage = stores.android ?? stores.ios;
  if (!storePage || fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  return (
    <aside aria-label="Get the Parkway app" className="bg-slate-100 text-slate-900 md:hidden">
      <div className="flex items-center gap-3 px-3 py-2">
        <img src="/favicon.svg" alt="" width={36} height={36} className="rounded-lg" />
        <p className="flex-1 text-sm leading-tight">
          <strong className="block">Parkway app</strong>
          Book and manage parking on the go.
        </p>
        <a
          href={storePage}
          rel="noopener"
          className="rounded-md bg-navy px-3 py-1.5 text-sm font-semibold text-white"
        >
          Get the app
        </a>
        <fetcher.Form method="post" action="/app-banner" preventScrollReset>
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button
            type="submit"
            className="flex size-11 items-center justify-center text-xl text-slate-700"
            aria-label="Dismiss the app banner"
          >
            ×
          </button>
        </fetcher.Form>
      </div>
    </aside>
  );
}
