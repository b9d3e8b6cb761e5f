import { Form, useLocation, useNavigation } from "react-router";
import type { FavouriteState } from "./types";

/**
 * Spec §3 favourites: one button that saves the search shown, or, once saved, takes it out of
 * the favourites again. A plain POST to this page's action, which comes back to this search.
 */
export function SaveSearch({
  favourite,
  errorId,
}: {
  favourite: FavouriteState;
  /** The message saying why the last try failed, when there is one. */
  errorId: string | undefined;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const { search, saved } = favourite;
  const intent = saved ? "remove-search" : "save-search";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="text" value={search.text} />
      <input type="hidden" name="rental" value={search.rental} />
      {search.plan ? <input type="hidden" name="plan" value={search.plan} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-describedby={errorId}
        className={`button-outline inline-flex items-center gap-2 text-sm ${saved ? "bg-navy-50" : "bg-white"}`}
      >
        <span aria-hidden="true">{saved ? "★" : "☆"}</span>
        {busy ? (
          saved ? (
            "Removing…"
          ) : (
            "Saving…"
          )
        ) : saved ? (
          <span>
            Saved <span className="font-normal">· Remove from favourites</span>
          </span>
        ) : (
          "Save this search"
        )}
      </button>
    </Form>
  );
}
