import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { ErrorPage } from "~/components/error-page";
import {
  fullPostcode,
  readCriteria,
  searchAsTyped,
  searchNear,
  searchWithoutFilters,
  searchWithPage,
  type SearchCriteria,
} from "~/components/search/criteria";
import { RESULTS_PER_PAGE } from "~/lib/search-options";
import { emailField } from "#contract/account-fields";
import {
  LOCATION_ALERT_MAX_RADIUS_METRES,
  LOCATION_ALERT_MIN_RADIUS_METRES,
} from "#contract/location-alerts";
import { isOneOf, rentals, type Rental, type SeasonPlan } from "#contract/vocabulary";
import { SearchPage } from "~/components/search/search-page";
import { searchResult, spaceCards } from "~/components/search/space-cards";
import { layOutMap } from "~/components/search/map-layout";
import { MAP_PLACEMENTS } from "~/components/search/map-panel";
import { formatDistance } from "~/lib/lengths";
import { checkStay, describeSearchedStay, stayFieldDefaults } from "~/lib/stay";
import type { FavouriteState, SearchOutcome, SearchView } from "~/components/search/types";
import { hostContext } from "~/upstream/context";
import {
  flashToast,
  readFavouriteSearches,
  readRecentSearches,
  saveRecentSearches,
} from "~/cookies.server";
import { rememberSearch } from "~/lib/recent-searches";
import { isFavourite, searchKey } from "~/lib/saved-searches";
import { searchFor } from "~/upstream/search.server";
import { deepFreeze } from "~/lib/deep-freeze";
import type { LocationSearch } from "#contract/spaces";
import { BoundedMap } from "#contract/bounded-map";
import type { HelpLauncherHandle } from "~/components/layout/chat-launcher";
import type { Route } from "./+types/search";
import { favouriteAction, favouriteIntents } from "./search/favourites.server";

/** Spec §2: no footer on search; the Help button clear of the map on the right. */
export const handle = {
  footer: false,
  helpLauncher: () => "start",
} satisfies HelpLauncherHandle & { footer: boolean };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const outcome = loaderData?.outcome;
  const title =
    outcome?.kind === "found"
      ? `Parking near ${outcome.place.name} | Parkway`
      : "Search for parking | Parkway";
  return [
    { title },
    {
      name: "description",
      content:
        "Compare hourly, monthly and airport parking near where you're going: prices for your stay, availability, reviews and facilities.",
    },
    // Result pages are countless combinations of one search: the landing pages are indexed instead.
    { name: "robots", content: "noindex, follow" },
  ];
};

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const criteria = readCriteria(url.searchParams);
  const { config } = context.get(hostContext);
  const tiles = config.mapTiles ?? null;
  const now = new Date();
  const stayDefaults = stayFieldDefaults(now);
  const view = (
    outcome: SearchOutcome,
    status = 200,
    headers?: HeadersInit,
    favourite: FavouriteState | null = null,
  ) => data<SearchView>({ criteria, outcome, stayDefaults, tiles, favourite }, { status, headers });

  if (!criteria.q && criteria.lat === undefined) return view({ kind: "start" });

  const stay = checkStay(criteria.rental, criteria, now);
  if (!stay.ok) return view({ kind: "invalid", field: stay.field, message: stay.message }, 400);

  const answer = await searchFor(context).findSpaces({
    q: criteria.q || undefined,
    as_typed: criteria.asTyped || undefined,
    lat: criteria.lat,
    lng: criteria.lng,
    rental: criteria.rental,
    start: stay.start,
    end: stay.end,
    radius: criteria.radius,
    sort: criteria.sort,
    season_plan: criteria.plan,
    ev: criteria.ev,
    covered: criteria.facilities.covered,
    cctv: criteria.facilities.cctv,
    gated: criteria.facilities.gated,
    step_free: criteria.facilities.step_free,
    vehicle_height_cm: criteria.height,
    vehicle_length_cm: criteria.length,
    space_type: criteria.types,
    page: criteria.page,
    per_page: RESULTS_PER_PAGE,
  });

  if (answer.kind === "place-not-found") {
    // A page that offers a way on: the places spelt like the text, each searched at its point.
    const closeMatches = answer.closeMatches.map((place) => ({
      label: place.label,
      href: searchNear(url.search, place),
    }));
    return view({ kind: "place-not-found", message: answer.message, closeMatches });
  }
  if (answer.kind === "invalid") {
    const field = "start" in answer.errors ? "start" : "end" in answer.errors ? "end" : null;
    const message = Object.values(answer.errors).flat()[0] ?? answer.message;
    return view({ kind: "invalid", field, message }, 400);
  }
  const headers = criteria.q
    ? { "Set-Cookie": await rememberedSearch(request, criteria.q, criteria.rental, criteria.plan) }
    : undefined;
  // Like the recents, only a search by place text can be saved: a point alone has no name.
  const search = criteria.q ? searchKey(criteria.q, criteria.rental, criteria.plan) : null;
  const favourite = search && {
    search,
    saved: isFavourite(await readFavouriteSearches(request), search),
  };
  return view(shownAnswer(answer.spaces, criteria, url.search), 200, headers, favourite);
}

type FoundOutcome = Extract<SearchOutcome, { kind: "found" }>;

/** What a found search shows of the service's answer, for the query in `search`. */
function foundOutcome(answer: LocationSearch, criteria: SearchCriteria, search: string) {
  const { meta } = answer;
  const { origin } = meta;
  // A full postcode is the driver's own address for the place: kept as typed, not its district.
  const postcode = fullPostcode(criteria.q);
  const place = {
    name: postcode ?? origin.name ?? (criteria.q || "your location"),
    lat: origin.lat,
    lng: origin.lng,
  };
  const spaces = spaceCards(answer, criteria).map((card) => searchResult(card, place.name));
  return {
    kind: "found",
    place,
    respelling: origin.corrected ? { typed: criteria.q, asTypedHref: searchAsTyped(search) } : null,
    distancesFrom:
      postcode && origin.name && origin.name !== postcode
        ? `the centre of the ${origin.name} postcode area`
        : null,
    radiusMetres: meta.radius_m,
    shown: {
      radius: formatDistance(meta.radius_m),
      stay: describeSearchedStay(criteria.rental, meta.start, meta.end),
    },
    stay: { start: meta.start, end: meta.end },
    page: meta.page,
    hasMore: meta.has_more,
    links: {
      firstPage: searchWithPage(search, 1),
      previous: meta.page > 1 ? searchWithPage(search, meta.page - 1) : null,
      next: meta.has_more ? searchWithPage(search, meta.page + 1) : null,
      clearFilters: searchWithoutFilters(search),
    },
    spaces,
    maps: {
      beside: layOutMap(place, spaces, MAP_PLACEMENTS.beside.box),
      above: layOutMap(place, spaces, MAP_PLACEMENTS.above.box),
    },
  } satisfies FoundOutcome;
}

/** The queries whose found search is kept for each shared answer; the oldest goes first. */
const QUERIES_PER_ANSWER = 16;
const shownAnswers = new WeakMap<LocationSearch, BoundedMap<string, FoundOutcome>>();

/**
 * A found search as the page shows it. An answer the service lets every driver share is frozen
 * and kept for seconds (decision 041): what the page makes of it is made once per query, frozen
 * too, and the rendered page's key writes it once (decision 039).
 */
function shownAnswer(answer: LocationSearch, criteria: SearchCriteria, search: string) {
  if (!Object.isFrozen(answer)) return foundOutcome(answer, criteria, search);
  let byQuery = shownAnswers.get(answer);
  if (!byQuery) shownAnswers.set(answer, (byQuery = new BoundedMap(QUERIES_PER_ANSWER)));
  let shown = byQuery.get(search);
  if (!shown) {
    shown = deepFreeze(foundOutcome(answer, criteria, search));
    byQuery.set(search, shown);
  }
  return shown;
}

/** Spec §4's recent searches, with this one at the top: the cookie that keeps them. */
async function rememberedSearch(request: Request, text: string, rental: Rental, plan: SeasonPlan) {
  const now = new Date();
  const recents = await readRecentSearches(request, now);
  return saveRecentSearches(rememberSearch(recents, searchKey(text, rental, plan), now));
}

/** Spec §7 POST /api/v2/location-notification, offered when a search finds nothing. */
const locationAlertForm = z.object({
  intent: z.literal("location-alert"),
  email: emailField,
  place_name: z.string().trim().min(1).max(200),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radius: z.coerce
    .number()
    .int()
    .min(LOCATION_ALERT_MIN_RADIUS_METRES)
    .transform((radius) => Math.min(radius, LOCATION_ALERT_MAX_RADIUS_METRES)),
  rental: z.enum(rentals),
});

export async function action({ request, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (typeof intent === "string" && isOneOf(favouriteIntents, intent)) {
    return favouriteAction(request, formData, intent);
  }
  const submission = parseWithZod(formData, { schema: locationAlertForm });
  if (submission.status !== "success") {
    return data({ form: "location-alert" as const, result: submission.reply() }, { status: 400 });
  }
  const { email, place_name, lat, lng, radius, rental } = submission.value;
  const alert = { email, place_name, lat, lng, radius, rental };
  const answer = await searchFor(context).askForLocationAlert(alert);
  if (answer.kind === "invalid") {
    const { email = [], ...others } = answer.errors;
    return data(
      {
        form: "location-alert" as const,
        result: submission.reply({
          fieldErrors: { email },
          formErrors: Object.keys(others).length > 0 ? [answer.message] : [],
        }),
      },
      { status: 400 },
    );
  }
  if (answer.kind === "refused") {
    return data(
      {
        form: "location-alert" as const,
        result: submission.reply({ formErrors: [answer.message] }),
      },
      { status: 429 },
    );
  }
  return redirect(`${url.pathname}${url.search}`, {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: "Parking alert set up",
        description: answer.message,
      }),
    },
  });
}

export default function Search({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SearchPage
      view={loaderData}
      alertResult={actionData?.form === "location-alert" ? actionData.result : undefined}
      favouriteResult={actionData?.form === "favourite" ? actionData.result : undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
