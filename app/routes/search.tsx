import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { ErrorPage } from "~/components/error-page";
import { readCriteria, type SearchCriteria } from "~/components/search/criteria";
import {
  isOneOf,
  rentals,
  RESULTS_PER_PAGE,
  type Rental,
  type SeasonPlan,
} from "~/components/search/options";
import { SearchPage } from "~/components/search/search-page";
import { checkStay } from "~/components/search/stay";
import type {
  FavouriteState,
  SearchOutcome,
  SearchView,
  SpaceCard,
} from "~/components/search/types";
import { hostContext } from "~/context";
import {
  flashToast,
  readFavouriteSearches,
  readRecentSearches,
  saveRecentSearches,
} from "~/cookies.server";
import { rememberSearch } from "~/lib/recent-searches";
import { isFavourite, searchKey } from "~/lib/saved-searches";
import { searchFor, type SpacesPage } from "~/upstream/search.server";
import type { Route } from "./+types/search";
import { favouriteAction, favouriteIntents } from "./search/favourites.server";

/** Spec §2: no footer on search. */
export const handle = { footer: false };

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

const LOCATION_ALERT_MAX_RADIUS_METRES = 20_000;

/** The space's page for the same stay, so it shows the price the list showed. */
function spaceHref(id: number, criteria: SearchCriteria, meta: SpacesPage["meta"]) {
  const params = new URLSearchParams({ rental: criteria.rental });
  if (meta.start) params.set("start", meta.start);
  if (meta.end && criteria.rental !== "long") params.set("end", meta.end);
  if (criteria.rental === "long") params.set("plan", criteria.plan);
  return `/locations/show/${id}?${params.toString()}`;
}

function spaceCards(spaces: SpacesPage, criteria: SearchCriteria): SpaceCard[] {
  return spaces.data.map((space) => ({
    id: space.id,
    title: space.title,
    address: `${space.address.line}, ${space.address.city} ${space.address.postcode}`,
    lat: space.lat,
    lng: space.lng,
    distanceMetres: space.distance_m,
    photo: space.photo,
    href: spaceHref(space.id, criteria, spaces.meta),
    // What the driver pays, service fee included, as on the space page and at checkout.
    price: space.price && {
      value: space.price.total,
      per: space.price.per,
      currency: space.currency.value,
    },
    rating: space.rating,
    available: space.available,
    facilities: {
      covered: space.facilities.covered,
      stepFree: space.facilities.step_free,
      cctv: space.facilities.cctv,
      gated: space.facilities.gated,
      heightLimitCm: space.facilities.height_limit_cm,
      evConnectors: space.facilities.ev_connectors,
    },
  }));
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const criteria = readCriteria(url.searchParams);
  const { config } = context.get(hostContext);
  const tiles = config.mapTiles ?? null;
  const view = (
    outcome: SearchOutcome,
    status = 200,
    headers?: HeadersInit,
    favourite: FavouriteState | null = null,
  ) => data<SearchView>({ criteria, outcome, tiles, favourite }, { status, headers });

  if (!criteria.q && criteria.lat === undefined) return view({ kind: "start" });

  const stay = checkStay(criteria.rental, criteria, new Date());
  if (!stay.ok) return view({ kind: "invalid", field: stay.field, message: stay.message }, 400);

  const answer = await searchFor(context).findSpaces({
    q: criteria.q || undefined,
    lat: criteria.lat,
    lng: criteria.lng,
    rental: criteria.rental,
    start: stay.start?.toISOString(),
    end: stay.end?.toISOString(),
    radius: criteria.radius,
    sort: criteria.sort,
    season_plan: criteria.plan,
    ev: criteria.ev,
    covered: criteria.facilities.covered,
    cctv: criteria.facilities.cctv,
    gated: criteria.facilities.gated,
    step_free: criteria.facilities.step_free,
    vehicle_height_cm: criteria.height,
    space_type: criteria.types,
    page: criteria.page,
    per_page: RESULTS_PER_PAGE,
  });

  if (answer.kind === "place-not-found") {
    return view({ kind: "place-not-found", message: answer.message }, 404);
  }
  if (answer.kind === "invalid") {
    const field = "start" in answer.errors ? "start" : "end" in answer.errors ? "end" : null;
    const message = Object.values(answer.errors).flat()[0] ?? answer.message;
    return view({ kind: "invalid", field, message }, 400);
  }
  const { meta } = answer.spaces;
  const headers = criteria.q
    ? { "Set-Cookie": await rememberedSearch(request, criteria.q, criteria.rental, criteria.plan) }
    : undefined;
  // Like the recents, only a search by place text can be saved: a point alone has no name.
  const search = criteria.q ? searchKey(criteria.q, criteria.rental, criteria.plan) : null;
  const favourite = search && {
    search,
    saved: isFavourite(await readFavouriteSearches(request), search),
  };
  return view(
    {
      kind: "found",
      place: {
        name: meta.origin.name ?? (criteria.q || "your location"),
        lat: meta.origin.lat,
        lng: meta.origin.lng,
      },
      radiusMetres: meta.radius_m,
      stay: { start: meta.start, end: meta.end },
      page: meta.page,
      hasMore: meta.has_more,
      spaces: spaceCards(answer.spaces, criteria),
    },
    200,
    headers,
    favourite,
  );
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
  email: z
    .string({ error: "Enter your email address" })
    .trim()
    .pipe(z.email({ error: "Enter an email address like name@example.com" }).max(254)),
  place_name: z.string().trim().min(1).max(200),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radius: z.coerce
    .number()
    .int()
    .min(100)
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
