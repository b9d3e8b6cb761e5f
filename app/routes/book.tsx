import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { spaceGoneHelp } from "~/components/space/space-gone";
import { BookingPage } from "~/routes/book/booking-page";
import { bookPageAction } from "~/routes/book/book-actions.server";
import { loadBookPage } from "~/routes/book/book-page.server";
import type { HelpLauncherHandle } from "~/components/layout/chat-launcher";
import type { Route } from "./+types/book";

/**
 * The booking steps of a space (spec §2 `{space}/book`, §4): one module for both of the space's
 * addresses. The step is in the query; the booking in progress is in a cookie.
 */

/**
 * No Help button over the card form on the pay step; on the other steps it keeps clear of the
 * booking summary, sticky on the right on wide screens.
 */
export const handle = {
  helpLauncher: (data: unknown) =>
    typeof data === "object" && data !== null && "step" in data && data.step === "checkout"
      ? "hidden"
      : "start",
} satisfies HelpLauncherHandle;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return loadBookPage({ request, url, params, context });
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  return bookPageAction({ request, url, params, context });
}

/**
 * A refused post (a declined card, a bay just taken) is answered with a 4xx, after which React
 * Router would keep the old price on the page: every post reprices the booking. Answering the
 * cookie banner is not one of them: it changes nothing here, and its reload of this step could
 * land after a Continue clicked straight afterwards had moved on.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === "/cookie-consent") return false;
  return formMethod === "POST" || defaultShouldRevalidate;
}

export function headers() {
  // The steps show the driver's details: no shared cache may keep them.
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.steps.find((step) => step.state === "current")?.title}: ${loaderData.space.title} | Parkway`
      : "Book parking | Parkway",
  },
  { name: "robots", content: "noindex" },
];

export default function BookRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} action={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} help={spaceGoneHelp(error)} />;
}
