import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { z } from "zod";
import { UnsubscribeDone, UnsubscribeForm } from "~/components/unsubscribe";
import { unsubscribeRequestSchema, type UnsubscribeType } from "#contract/unsubscribes";
import { createUnsubscribes } from "~/upstream/unsubscribes.server";
import type { Route } from "./+types/unsubscribe";

/**
 * Spec §2 `/unsubscribe/{email}/{type}?signature=`: the link in Parkway's emails that stops a
 * kind of email, opened without signing in. Mail clients and scanners fetch links on their own,
 * so opening the page changes nothing: the one button posts. The path keeps its capitals
 * (decision 003); the service checks the signature.
 */

const unsubscribeForm = z.object({ intent: z.literal("unsubscribe") });

const stops: Record<UnsubscribeType, string> = {
  marketing: "offers and news from Parkway",
  "booking-reminders": "reminders before your bookings start and before monthly bookings renew",
  "location-alerts": "every parking alert you asked for",
  all: "all optional emails from Parkway: offers and news, booking reminders and parking alerts",
};

function linkOf(params: Route.LoaderArgs["params"], url: URL) {
  const link = unsubscribeRequestSchema.safeParse({
    email: params.email,
    type: params.type,
    signature: url.searchParams.get("signature") ?? undefined,
  });
  return link.success ? link.data : null;
}

export function loader({ params, url }: Route.LoaderArgs) {
  const link = linkOf(params, url);
  if (!link) return data({ link: null }, { status: 400 });
  return { link: { email: link.email, stops: stops[link.type] } };
}

export async function action({ request, params, url, context }: Route.ActionArgs) {
  const link = linkOf(params, url);
  const submission = parseWithZod(await request.formData(), { schema: unsubscribeForm });
  if (!link || submission.status !== "success") {
    return data({ result: submission.reply(), done: null }, { status: 400 });
  }
  const answer = await createUnsubscribes(context).unsubscribe(link);
  if (answer.kind === "refused") {
    return data(
      { result: submission.reply({ formErrors: [answer.message] }), done: null },
      { status: answer.status },
    );
  }
  return { result: submission.reply(), done: answer.message };
}

export function headers() {
  // The address names a person: no shared cache may keep the page.
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { link } = loaderData;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10 lg:py-16">
      {actionData?.done ? (
        <UnsubscribeDone title="You are unsubscribed" message={actionData.done}>
          <p className="mt-4 text-slate-800">
            Changed your mind? Sign in and choose your emails in{" "}
            <Link to="/account/profile" className="font-semibold text-blue-800 underline">
              your profile
            </Link>
            .
          </p>
        </UnsubscribeDone>
      ) : link ? (
        <>
          <h1 className="text-3xl font-bold text-navy">Unsubscribe from emails</h1>
          <p className="mt-4 text-lg text-slate-900">
            Stop sending <span className="font-semibold">{link.email}</span> {link.stops}?
          </p>
          <p className="mt-2 text-slate-800">
            We will still send your booking confirmations and receipts.
          </p>
          <UnsubscribeForm
            id="unsubscribe"
            intent="unsubscribe"
            lastResult={actionData?.result}
            pending="Unsubscribing…"
          >
            Unsubscribe
          </UnsubscribeForm>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-navy">This unsubscribe link is incomplete</h1>
          <p className="mt-4 text-lg text-slate-900">
            Use the link at the bottom of your most recent email from us, or sign in and choose your
            emails in{" "}
            <Link to="/account/profile" className="font-semibold text-blue-800 underline">
              your profile
            </Link>
            .
          </p>
        </>
      )}
    </main>
  );
}
