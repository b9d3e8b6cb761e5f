import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { rentals, seasonPlans } from "#contract/vocabulary";
import { flashToast, readFavouriteSearches, saveFavouriteSearches } from "~/cookies.server";
import { safeRedirect } from "~/lib/safe-redirect";
import {
  MAX_FAVOURITE_SEARCHES,
  removeFavourite,
  saveFavourite,
  searchHref,
  searchKey,
} from "~/lib/saved-searches";

/** The search a favourite form names, as the search page shows it (or the home page lists it). */
const favouriteFields = z.object({
  text: z
    .string({ error: "it has no place" })
    .trim()
    .min(1, "it has no place")
    .max(100, "its place is longer than 100 characters"),
  rental: z.enum(rentals, { error: "its parking type must be hourly, monthly or airport" }),
  plan: z
    .enum(seasonPlans, { error: "its plan must be every day, weekdays or any three days" })
    .optional(),
  /** Where the driver goes next: the same search, or the home page; internal paths only. */
  redirectTo: z.string().max(2000).optional(),
});

const saveSearchForm = favouriteFields.extend({ intent: z.literal("save-search") });
const removeSearchForm = favouriteFields.extend({ intent: z.literal("remove-search") });

export const favouriteIntents = ["save-search", "remove-search"] as const;
export type FavouriteIntent = (typeof favouriteIntents)[number];

const failed = {
  "save-search": "This search could not be saved",
  "remove-search": "This search could not be removed from your favourites",
} satisfies Record<FavouriteIntent, string>;

function setCookies(...cookies: string[]) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Spec §3 favourites: "Save this search" on a results page, and its removal there or from the
 * home page. Kept in an httpOnly cookie like the recent searches; each answer is a redirect back
 * with a toast, so both forms work without JavaScript.
 */
export async function favouriteAction(
  request: Request,
  formData: FormData,
  intent: FavouriteIntent,
) {
  const submission = parseWithZod(formData, {
    schema: intent === "save-search" ? saveSearchForm : removeSearchForm,
  });
  if (submission.status !== "success") {
    const reason = Object.values(submission.error ?? {})
      .flat()
      .find((message) => typeof message === "string");
    return data(
      {
        form: "favourite" as const,
        result: submission.reply({
          formErrors: [`${failed[intent]}: ${reason ?? "it is incomplete"}.`],
        }),
      },
      { status: 400 },
    );
  }

  const { text, rental, plan, redirectTo } = submission.value;
  const search = searchKey(text, rental, plan);
  const back = safeRedirect(redirectTo, searchHref(search));
  const favourites = await readFavouriteSearches(request);

  if (intent === "remove-search") {
    return redirect(back, {
      headers: setCookies(
        await saveFavouriteSearches(removeFavourite(favourites, search)),
        await flashToast({
          type: "success",
          title: "Removed from your favourites",
          description: `${search.text} is no longer a saved search.`,
        }),
      ),
    });
  }

  const saved = saveFavourite(favourites, search, new Date());
  if (saved.kind === "full") {
    return data(
      {
        form: "favourite" as const,
        result: submission.reply({
          formErrors: [
            `You have ${MAX_FAVOURITE_SEARCHES} favourite searches, the most we keep. Remove one on the home page to save this one.`,
          ],
        }),
      },
      { status: 409 },
    );
  }
  return redirect(back, {
    headers: setCookies(
      await saveFavouriteSearches(saved.favourites),
      await flashToast({
        type: "success",
        title: saved.kind === "saved" ? "Saved to your favourites" : "Already in your favourites",
        description: `Find ${search.text} under your favourite searches on the home page.`,
      }),
    ),
  });
}
