import { data } from "react-router";
import { searchFor } from "~/upstream/search.server";
import type { Route } from "./+types/places";

/**
 * Place suggestions for the search box (spec §7 places): what the gazetteer matches for `q`,
 * best first, each with the point a search should use, since a label typed back as text may
 * match a different place.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const places = q.length < 2 ? [] : await searchFor(context).suggestPlaces(q);
  return data(
    { places: places.map(({ label, lat, lng }) => ({ label, lat, lng })) },
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
