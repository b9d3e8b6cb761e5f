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

  // In the page's flow above everything, as GOV.UK's: fixed at the foot of a phone's screen it
  // covered the page's main action (Search, Book this space, Continue).
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="border-b border-slate-300 bg-slate-50"
    >
      <div className="mx-auto max-w-[1400px] px-4 py-2 md:py-3 lg:flex lg:items-end lg:gap-10">
        <div className="lg:flex-1">
          <h2 id="cookie-banner-title" className="font-semibold text-slate-900">
            Cookies on Parkway
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            We use necessary cookies and, if you agree, analytical and marketing cookies.{" "}
            <Link to="/company/privacy-policy" className="text-blue-800 underline">
              Privacy policy
            </Link>
          </p>
        </div>
        <fetcher.Form
          method="post"
          action="/cookie-consent"
          onSubmit={answer}
          className="mt-2 lg:mt-0"
        >
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {/* On a phone the categories fold away, so the banner leaves the page's first screen. */}
          <details className="fold-on-phone text-sm text-slate-900">
            <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-blue-800 underline">
              Choose cookies
            </summary>
            <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
              <legend className="sr-only">Cookie categories</legend>
              <label className="flex min-h-8 items-center gap-2">
                <input type="checkbox" checked disabled className="size-4" />
                Necessary (always on)
              </label>
              <label className="flex min-h-8 items-center gap-2">
                <input type="checkbox" name="analytical" className="size-4" />
                Analytical
              </label>
              <label className="flex min-h-8 items-center gap-2">
                <input type="checkbox" name="marketing" className="size-4" />
                Marketing
              </label>
            </fieldset>
          </details>
          <div className="mt-1 flex flex-wrap gap-2 md:mt-2">
            <button
              type="submit"
              name="intent"
              value="accept-all"
              className="min-h-10 rounded-md bg-navy px-4 text-sm font-semibold text-white hover:bg-navy-700"
            >
              Accept all
            </button>
            <button
              type="submit"
              name="intent"
              value="accept-selected"
              className="min-h-10 rounded-md border border-navy bg-white px-4 text-sm font-semibold text-navy hover:bg-navy-50"
            >
              Accept selected
            </button>
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
