import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { z } from "zod";
import { UnsubscribeDone, UnsubscribeForm } from "~/components/unsubscribe";
import { locationAlertUnsubscribeSchema } from "#contract/location-alerts";
import { createUnsubscribes } from "~/upstream/unsubscribes.server";
import type { Route } from "./+types/location-notifications-unsubscribe";

/**
 * Spec §2 `/location-notifications/unsubscribe?token=`: the link in a parking alert's emails
 * that stops that alert, opened without signing in. Opening it changes nothing (mail clients
 * fetch links on their own); the button posts.
 */

const stopAlertForm = z.object({ intent: z.literal("stop-alert") });

const unavailable = "We could not stop the alert just now. Try the link again in a few minutes.";

function tokenOf(url: URL) {
  const link = locationAlertUnsubscribeSchema.safeParse({
    token: url.searchParams.get("token") ?? undefined,
  });
  return link.success ? link.data.token : null;
}

export function loader({ url }: Route.LoaderArgs) {
  const complete = tokenOf(url) !== null;
  return data({ complete }, { status: complete ? 200 : 400 });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const token = tokenOf(url);
  const submission = parseWithZod(await request.formData(), { schema: stopAlertForm });
  if (!token || submission.status !== "success") {
    return data({ result: submission.reply(), done: null }, { status: 400 });
  }
  const message = await createUnsubscribes(context).stopLocationAlert(token);
  if (message === null) {
    return data(
      { result: submission.reply({ formErrors: [unavailable] }), done: null },
      { status: 503 },
    );
  }
  return { result: submission.reply(), done: message };
}

export function headers() {
  // The address carries the alert's key: no shared cache may keep the page.
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Stop a parking alert | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StopLocationAlert({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10 lg:py-16">
      {actionData?.done ? (
        <UnsubscribeDone title="Parking alert stopped" message={actionData.done}>
          <p className="mt-4">
            <Link to="/search" className="font-semibold text-blue-800 underline">
              Search for parking
            </Link>
          </p>
        </UnsubscribeDone>
      ) : loaderData.complete ? (
        <>
          <h1 className="text-3xl font-bold text-navy">Stop this parking alert?</h1>
          <p className="mt-4 text-lg text-slate-900">
            You will no longer get an email when parking comes up near the place this alert watches.
            Your other alerts carry on.
          </p>
          <UnsubscribeForm
            id="stop-alert"
            intent="stop-alert"
            lastResult={actionData?.result}
            pending="Stopping…"
          >
            Stop this alert
          </UnsubscribeForm>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-navy">This link is incomplete</h1>
          <p className="mt-4 text-lg text-slate-900">
            Use the &lsquo;Stop this alert&rsquo; link in the alert&apos;s most recent email.
          </p>
        </>
      )}
    </main>
  );
}
