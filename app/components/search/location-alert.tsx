import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Rental } from "#contract/vocabulary";
import type { SearchPlace } from "./types";

/**
 * Spec §7 location notifications: offered when a search finds nothing, so the driver hears
 * when a space comes up. A plain POST to this page's action; the service sends a confirmation
 * email with the link that stops the alert. The action validates it; a single field needs no
 * form library in the browser.
 */
const FORM_ID = "location-alert";
const FORM_ERROR_ID = `${FORM_ID}-error`;
const EMAIL_ID = `${FORM_ID}-email`;
const EMAIL_ERROR_ID = `${EMAIL_ID}-error`;

export function LocationAlert({
  place,
  radiusMetres,
  rental,
  lastResult,
}: {
  place: SearchPlace;
  radiusMetres: number;
  rental: Rental;
  lastResult: SubmissionResult | undefined;
}) {
  const formError = lastResult?.error?.[""]?.join(" ");
  const emailError = lastResult?.error?.email?.join(" ");
  const typedEmail = lastResult?.initialValue?.email;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <section
      aria-labelledby="location-alert-title"
      className="mt-4 rounded-lg border border-slate-300 bg-navy-50 p-5"
    >
      <h3 id="location-alert-title" className="text-lg font-semibold text-navy">
        Get an email when parking comes up near {place.name}
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        New spaces are listed every day. We will email you when one comes up, and every email has a
        link to stop the alert.
      </p>
      <Form
        method="post"
        id={FORM_ID}
        noValidate
        aria-describedby={formError ? FORM_ERROR_ID : undefined}
        className="mt-3"
      >
        <input type="hidden" name="intent" value="location-alert" />
        <input type="hidden" name="place_name" value={place.name} />
        <input type="hidden" name="lat" value={place.lat} />
        <input type="hidden" name="lng" value={place.lng} />
        <input type="hidden" name="radius" value={radiusMetres} />
        <input type="hidden" name="rental" value={rental} />
        {formError ? (
          <p id={FORM_ERROR_ID} role="alert" className="mb-2 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        <label htmlFor={EMAIL_ID} className="block text-sm font-medium text-slate-900">
          Your email address
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={EMAIL_ID}
            name="email"
            type="email"
            defaultValue={typeof typedEmail === "string" ? typedEmail : undefined}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? EMAIL_ERROR_ID : undefined}
            required
            autoComplete="email"
            className="min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-invalid:border-danger"
          />
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {sending ? "Setting up…" : "Email me"}
          </button>
        </div>
        {emailError ? (
          <p id={EMAIL_ERROR_ID} className="mt-1 text-sm font-medium text-danger">
            {emailError}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
