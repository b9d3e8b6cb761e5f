import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { useRegion } from "~/components/layout/root-data";
import { placePrompt } from "~/content/regions";
import { useHydrated } from "./use-hydrated";

type Suggestion = { label: string; lat: number; lng: number };
type Point = { lat: number; lng: number; place: string };

const SUGGEST_AFTER_MS = 200;
const SUGGEST_FROM_LENGTH = 2;

/**
 * The place box. With JavaScript it is a combobox (WAI-ARIA list autocomplete): places from the
 * gazetteer appear as the driver types, a pause after the last key, each new look-up cancelling
 * the one before; arrow keys move through them, Enter or a click picks one and Escape closes the
 * list. A picked place is searched at its own point, since a label typed back as text can match
 * another place. Without JavaScript the box is a plain text field, looked up as typed.
 */
export function PlaceField({
  place,
  className,
}: {
  place: { q: string; lat?: number; lng?: number };
  className: string;
}) {
  const suggestions = useFetcher<{ places: Suggestion[] }>();
  const hydrated = useHydrated();
  const region = useRegion();
  const listId = useId();
  const [text, setText] = useState(place.q);
  const [point, setPoint] = useState<Point | null>(
    place.lat !== undefined && place.lng !== undefined
      ? { lat: place.lat, lng: place.lng, place: place.q }
      : null,
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  const offered = suggestions.data?.places ?? [];
  const expanded = open && offered.length > 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function typed(value: string) {
    setText(value);
    if (point && point.place !== value.trim()) setPoint(null);
    setActive(-1);
    window.clearTimeout(timer.current);
    const query = value.trim();
    if (query.length < SUGGEST_FROM_LENGTH) {
      setOpen(false);
      return;
    }
    setOpen(true);
    timer.current = window.setTimeout(() => {
      void suggestions.load(`/search/places?q=${encodeURIComponent(query)}`);
    }, SUGGEST_AFTER_MS);
  }

  function choose(suggestion: Suggestion) {
    setText(suggestion.label);
    setPoint({ lat: suggestion.lat, lng: suggestion.lng, place: suggestion.label });
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (offered.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // Past the last place (or above the first) comes back to the text as typed.
      const step = event.key === "ArrowDown" ? 1 : -1;
      const states = offered.length + 1;
      setActive((current) => ((current + 1 + step + states) % states) - 1);
      return;
    }
    if (event.key === "Enter" && expanded) {
      const chosen = offered[active];
      if (!chosen) return;
      event.preventDefault();
      choose(chosen);
      return;
    }
    if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const combobox = hydrated
    ? ({
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
      } as const)
    : {};

  return (
    <div className="relative">
      <label htmlFor="search-place" className="block text-sm font-medium text-slate-900">
        Where are you going?
      </label>
      <input
        id="search-place"
        name="q"
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => typed(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={placePrompt(region)}
        className={className}
        {...combobox}
      />
      {hydrated ? (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggested places"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-500 bg-white py-1 shadow-lg"
          >
            {offered.map((suggestion, index) => (
              <li
                key={`${suggestion.label}:${suggestion.lat}:${suggestion.lng}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the box, so picking does not blur it and close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                className="cursor-pointer px-3 py-2.5 text-slate-900 aria-selected:bg-navy aria-selected:text-white hover:bg-navy-50 aria-selected:hover:bg-navy"
              >
                {suggestion.label}
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only">
            {expanded
              ? `${offered.length} ${offered.length === 1 ? "place" : "places"} suggested; use the arrow keys to choose`
              : ""}
          </p>
        </>
      ) : null}
      {point ? (
        <>
          <input type="hidden" name="lat" value={point.lat} />
          <input type="hidden" name="lng" value={point.lng} />
          <input type="hidden" name="place" value={point.place} />
        </>
      ) : null}
    </div>
  );
}
