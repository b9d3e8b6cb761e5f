import { getSelectProps, type SubmissionResult } from "@conform-to/react";
import { lazy, Suspense, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { FieldErrors, inputClass, secondaryButton, TextField } from "~/components/ui/fields";
import type { FormConstraint } from "~/components/ui/form";
import type { MapTiles } from "~/components/search/types";
import { useHydrated } from "~/components/search/use-hydrated";
import type { AddressForm } from "~/components/owner/forms";
import type { Pin } from "~/components/owner/pin-map";
import { useRegion } from "~/components/layout/root-data";
import { StepForm, useStepForm } from "~/routes/list-your-space/step-form";

const PinMap = lazy(() => import("~/components/owner/pin-map"));

const SUGGEST_AFTER_MS = 200;

export type PlaceMatch = { id: number; label: string; lat: number; lng: number };

export type AddressDefaults = {
  address_line: string;
  city: string;
  postcode: string;
  country: "GBR" | "IRL";
  lat: number | null;
  lng: number | null;
  place_id: number | null;
};

/**
 * The look-up: a GET, so without JavaScript it lists the gazetteer's matches to choose from.
 * With JavaScript the same box suggests places as the owner types, and choosing one moves the
 * pin there (the search form's place suggestions, from /search/places).
 */
function PlaceLookup({ find, onChoose }: { find: string; onChoose: (match: PlaceMatch) => void }) {
  const suggestions = useFetcher<{ places: Omit<PlaceMatch, "id">[] }>();
  const timer = useRef<number | undefined>(undefined);
  const offered = suggestions.data?.places ?? [];
  const region = useRegion();

  function typed(value: string) {
    const text = value.trim();
    const chosen = offered.find((place) => place.label === text);
    window.clearTimeout(timer.current);
    if (chosen) {
      onChoose({ ...chosen, id: 0 });
      return;
    }
    if (text.length < 2) return;
    timer.current = window.setTimeout(() => {
      void suggestions.load(`/search/places?q=${encodeURIComponent(text)}`);
    }, SUGGEST_AFTER_MS);
  }

  return (
    <Form
      method="get"
      role="search"
      aria-label="Find your area"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="find" className="block text-sm font-semibold text-slate-900">
          Find your area
        </label>
        <p id="find-hint" className="text-sm text-slate-700">
          A town, area or {region.postcode}, for example {region.areaExample}
        </p>
        <input
          id="find"
          name="find"
          type="search"
          required
          maxLength={100}
          autoComplete="off"
          list="find-suggestions"
          aria-describedby="find-hint"
          defaultValue={find}
          onChange={(event) => typed(event.currentTarget.value)}
          className={inputClass}
        />
        <datalist id="find-suggestions">
          {offered.map((place) => (
            <option key={`${place.label}:${place.lat}:${place.lng}`} value={place.label} />
          ))}
        </datalist>
      </div>
      <button type="submit" className={secondaryButton}>
        Look up
      </button>
    </Form>
  );
}

/** The first place a look-up lists is chosen to start with, else the pin saved before. */
function firstPin(defaults: AddressDefaults, matches: PlaceMatch[] | null): Pin | null {
  const [first] = matches ?? [];
  if (first) return { lat: first.lat, lng: first.lng };
  return defaults.lat !== null && defaults.lng !== null
    ? { lat: defaults.lat, lng: defaults.lng }
    : null;
}

export function AddressStep({
  defaults,
  find,
  matches,
  tiles,
  lastResult,
  constraint,
}: {
  defaults: AddressDefaults;
  find: string;
  matches: PlaceMatch[] | null;
  tiles: MapTiles | null;
  lastResult?: SubmissionResult;
  constraint: FormConstraint;
}) {
  const hydrated = useHydrated();
  const { postcode } = useRegion();
  const [pin, setPin] = useState<Pin | null>(() => firstPin(defaults, matches));
  const [form, fields] = useStepForm<AddressForm>({
    id: "address",
    lastResult,
    constraint,
    defaultValue: {
      address_line: defaults.address_line,
      city: defaults.city,
      postcode: defaults.postcode,
      country: defaults.country,
    },
  });
  const placeErrors = fields.place.errors ?? fields.lat.errors;

  return (
    <div className="space-y-8">
      <PlaceLookup find={find} onChoose={(match) => setPin({ lat: match.lat, lng: match.lng })} />

      <StepForm form={form} className="space-y-5">
        {matches ? (
          <fieldset aria-describedby={fields.place.errorId}>
            <legend className="text-sm font-semibold text-slate-900">
              {matches.length
                ? "Choose the area your space is in"
                : `No places match “${find}”. Try a nearby town, or your ${postcode}.`}
            </legend>
            <ul className="mt-2 space-y-1">
              {matches.map((match, index) => (
                <li key={match.id}>
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={fields.place.name}
                      value={`${match.id}:${match.lat}:${match.lng}`}
                      defaultChecked={index === 0}
                      onChange={() => setPin({ lat: match.lat, lng: match.lng })}
                      className="size-4"
                    />
                    {match.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}

        <TextField
          field={fields.address_line}
          label="Street address"
          autoComplete="address-line1"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.city} label="Town or city" autoComplete="address-level2" />
          <TextField
            field={fields.postcode}
            label="Postcode or Eircode"
            autoComplete="postal-code"
            className="uppercase"
          />
        </div>
        <div>
          <label htmlFor={fields.country.id} className="block text-sm font-semibold text-slate-900">
            Country
          </label>
          <select
            {...getSelectProps(fields.country)}
            key={fields.country.key}
            className={inputClass}
          >
            <option value="">Choose a country</option>
            <option value="GBR">United Kingdom</option>
            <option value="IRL">Ireland</option>
          </select>
          <FieldErrors errors={fields.country.errors} id={fields.country.errorId} />
        </div>

        {hydrated ? (
          <div>
            <p id="pin-hint" className="text-sm font-semibold text-slate-900">
              Pin on the map
            </p>
            <p className="text-sm text-slate-700">
              Click the map where drivers should park, or drag the pin. Find your area above to move
              the map there.
            </p>
            <div
              role="region"
              aria-labelledby="pin-hint"
              className="mt-2 h-80 overflow-hidden rounded-lg border border-slate-300"
            >
              <Suspense
                fallback={
                  <p className="grid size-full place-items-center text-slate-700">Loading map…</p>
                }
              >
                <PinMap pin={pin} tiles={tiles} onPlace={setPin} />
              </Suspense>
            </div>
            <p role="status" className="mt-1 text-sm text-slate-700">
              {pin
                ? `Pin placed at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}.`
                : `No pin yet: we will use your ${postcode}.`}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            We place your space at the area you choose, or at your {postcode}.
          </p>
        )}
        <FieldErrors errors={placeErrors} id={fields.place.errorId} />
        {/* Without JavaScript a listed area replaces the pin saved before; the map is its own. */}
        {pin && (hydrated || !matches) ? (
          <>
            <input type="hidden" name={fields.lat.name} value={pin.lat} />
            <input type="hidden" name={fields.lng.name} value={pin.lng} />
          </>
        ) : null}
        {defaults.place_id !== null ? (
          <input type="hidden" name={fields.place_id.name} value={defaults.place_id} />
        ) : null}
      </StepForm>
    </div>
  );
}
