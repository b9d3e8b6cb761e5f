import type { FormEvent } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { pushConsentUpdate } from "~/lib/data-layer";

/** Spec §4: the consent update reaches the data layer as the choice is sent. */
function pushChoice(form: FormData) {
  const all = form.get("intent") === "accept-all";
  pushConsentUpdate({
    analytical: all || form.has("analytical"),
    marketing: all || form.has("marketing"),
  });
}

/** Spec §4: accept all, or accept the chosen categories; works as a plain form post too. */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== "idle") return null;

  /**
   * With JavaScript the choice is saved without leaving the page: a redirect back to it would be
   * a navigation of its own, racing one the visitor starts straight afterwards (Continue).
   */
  function answer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    const form = new FormData(event.currentTarget, submitter);
    form.delete("redirectTo");
    pushChoice(form);
    void fetcher.submit(form, { method: "post", action: "/cookie-consent" });
  }

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white p-4 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-modal sm:rounded-lg sm:border"
    >
      <h2 id="cookie-banner-title" className="text-lg font-semibold text-slate-900">
        Cookies on Parkway
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        We use necessary cookies to run the site. With your permission we also use analytical
        cookies to improve it and marketing cookies to show relevant offers.{" "}
        <Link to="/company/privacy-policy" className="text-blue-800 underline">
          Privacy policy
        </Link>
      </p>
      <fetcher.Form method="post" action="/cookie-consent" onSubmit={answer} className="mt-3">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <fieldset className="space-y-2 text-sm text-slate-900">
          <legend className="sr-only">Cookie categories</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked disabled className="size-4" />
            Necessary (always on)
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="analytical" className="size-4" />
            Analytical
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="marketing" className="size-4" />
            Marketing
          </label>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="accept-all"
            className="rounded-md bg-navy px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700"
          >
            Accept all
          </button>
          <button
            type="submit"
            name="intent"
            value="accept-selected"
            className="rounded-md border border-navy px-4 py-2 text-sm font-semibold text-navy hover:bg-navy-50"
          >
            Accept selected
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
