import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useRegion } from "~/components/layout/root-data";
import { placePrompt } from "~/content/regions";
import type { SearchCriteria } from "./criteria";

type Suggestion = { label: string; lat: number; lng: number };
type Point = { lat: number; lng: number; place: string };

const SUGGEST_AFTER_MS = 200;

/**
 * The place box. With JavaScript it suggests places from the gazetteer as the driver types
 * (a native datalist); choosing one searches at that exact point, since a label typed back as
 * text can match another place. Without JavaScript the text is looked up as typed.
 */
export function PlaceField({
  criteria,
  className,
}: {
  criteria: SearchCriteria;
  className: string;
}) {
  const suggestions = useFetcher<{ places: Suggestion[] }>();
  const [point, setPoint] = useState<Point | null>(
    criteria.lat !== undefined && criteria.lng !== undefined
      ? { lat: criteria.lat, lng: criteria.lng, place: criteria.q }
      : null,
  );
  const timer = useRef<number | undefined>(undefined);
  const offered = suggestions.data?.places ?? [];
  const region = useRegion();

  function typed(value: string) {
    const text = value.trim();
    const chosen = offered.find((place) => place.label === text);
    if (chosen) setPoint({ lat: chosen.lat, lng: chosen.lng, place: chosen.label });
    else if (point && point.place !== text) setPoint(null);
    window.clearTimeout(timer.current);
    if (chosen || text.length < 2) return;
    timer.current = window.setTimeout(() => {
      void suggestions.load(`/search/places?q=${encodeURIComponent(text)}`);
    }, SUGGEST_AFTER_MS);
  }

  return (
    <>
      <label htmlFor="search-place" className="text-sm font-medium text-slate-900">
        Where are you going?
      </label>
      <input
        id="search-place"
        name="q"
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        list="search-place-suggestions"
        defaultValue={criteria.q}
        onChange={(event) => typed(event.currentTarget.value)}
        placeholder={placePrompt(region)}
        className={className}
      />
      <datalist id="search-place-suggestions">
        {offered.map((place) => (
          <option key={`${place.label}:${place.lat}:${place.lng}`} value={place.label} />
        ))}
      </datalist>
      {point ? (
        <>
          <input type="hidden" name="lat" value={point.lat} />
          <input type="hidden" name="lng" value={point.lng} />
          <input type="hidden" name="place" value={point.place} />
        </>
      ) : null}
    </>
  );
}
